import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FieldGroup, Honeypot, CheckboxField, TextField } from '../../../components/form-fields/form-fields';
import { SendActions, SendFailure } from '../../../components/form-fields/form-status';
import { PostedFormFields } from '../../../components/form-fields/posted-form-fields';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { usePostedForm } from '../../../lib/posted-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { WRITE_REVIEW_FORM, WRITTEN_PARAM } from '../api/review-forms';
import { GuidelinesLink, ReviewFields, type BindField } from './review-fields';
import { ReviewPreview, type Draft } from './review-preview';

/**
 * POST /api/reviews. The answer shows only after the Worker's 202: the page again, saying to check
 * the email (or, from an invitation, that it is with our team). The preview beside the fields is
 * the review as the listing will show it.
 */
export function WriteReviewForm({ facility, invitation }: { facility: { id: number; name: string }; invitation: string }) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const { locale } = useT();
  const navigate = useNavigate();
  const { status, onSubmit, field } = useApiForm({
    posted: usePostedForm(WRITE_REVIEW_FORM),
    schema: () => import('../../../../../worker/reviews/schemas/writing').then((m) => m.writeReviewSchema),
    defaultValues: { lang: locale, invitation, facilityId: facility.id },
    send: (review, key) => api.reviews.$post({ json: { ...review, facilityId: facility.id, locale } }, { headers: { 'Idempotency-Key': key } }),
    onSent: (result) => navigate(`?${WRITTEN_PARAM}=${result.status === 'pending' ? 'pending' : 'confirm'}`, { replace: false }),
  });
  const sending = status.kind === 'sending';
  // The preview reads the form itself: what was typed before the script ran counts too.
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>({});
  const readDraft = (element: HTMLFormElement | null) => {
    if (element) setDraft(Object.fromEntries([...new FormData(element)].filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
  };
  useEffect(() => readDraft(formRef.current), []);
  const onEdit = (event: FormEvent<HTMLFormElement>) => readDraft(event.currentTarget);
  return (
    <div className="write-review">
      <form ref={formRef} method="post" noValidate aria-label={t`Write a review of this facility`} aria-busy={sending} onInput={onEdit} onChange={onEdit} onSubmit={(event) => void onSubmit(event)}>
        <PostedFormFields name={WRITE_REVIEW_FORM} />
        <input type="hidden" defaultValue={invitation} {...field('invitation')} />
        <FieldGroup look="visitor" className="vf-grid">
          <ReviewFields field={field as BindField} defaults={{ lang: locale }} />
          <TextField
            label={t`Your email`}
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            hint={invitation ? t`The address the invitation was sent to: that makes your review verified. Never shown.` : t`We send a link to confirm your review, and to change or delete it later. Never shown.`}
            {...field('email')}
          />
          <CheckboxField
            label={
              <Trans>
                What I wrote is true, about a stay I know at first hand, and follows <GuidelinesLink>our review guidelines</GuidelinesLink>.
              </Trans>
            }
            {...field('consent')}
          />
          <Honeypot {...field('website')} />
        </FieldGroup>
        {status.kind === 'failed' && (
          <SendFailure
            title={t`Your review could not be sent.`}
            message={status.message}
            onRetry={() => {
              submitRef.current?.focus();
              void onSubmit();
            }}
          />
        )}
        <SendActions ref={submitRef} sending={sending} label={t`Send my review`} sendingNote={t`Sending your review…`} />
      </form>
      <ReviewPreview draft={draft} facilityName={facility.name} verified={invitation !== ''} />
    </div>
  );
}

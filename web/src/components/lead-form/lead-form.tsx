import { useLingui, Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { emptyAsUndefined, useApiForm, type FieldBinding } from '../../lib/api-form';
import { paths } from '../../config/paths';
import { CRISIS_LINE, SITE_NAME } from '../../config/site';
import { CheckboxField, FieldGroup, Honeypot, RadioGroupField, SelectField, TextAreaField, TextField } from '../form-fields/form-fields';
import { SendActions, SendFailure } from '../form-fields/form-status';
import { PostedFormFields } from '../form-fields/posted-form-fields';
import { usePostedForm } from '../../lib/posted-form';
import { LEAD_FORM } from './lead-form-post';
import { useSiteConfig } from '../../lib/reference-data';
import { Deferred } from '../../lib/deferred';
import { useLocalizedHref, useT } from '../../lib/i18n/i18n-context';
import type { Translator } from '../../lib/i18n/translator';
import { getLeadFormOptions, type LeadFormOptions } from './get-form-options';
import { HELP_FOR_OPTIONS, INSURANCE_OPTIONS, URGENCY_OPTIONS } from './lead-form-options';
import { VISITOR_FIELD_MAX as MAX } from '../../../../worker/visitor-requests/schemas/visitor-request-values';
import { REVIEW_INVITATION_DAYS } from '../../../../worker/reviews/schemas/invitation-values';
import { LeadSent } from './lead-sent';
import './lead-form.css';

interface LeadFormProps {
  /**
   * Set on a facility's page: the request goes to our coordinators, and to that facility too where it
   * reads requests (`receivesRequests`, the Worker's rule: an account that can sign in holds it).
   */
  facility?: { id: number; name: string; receivesRequests: boolean };
  /** The state and substance choices, when the page's loader has them (the server's HTML needs them). */
  options?: Promise<LeadFormOptions> | LeadFormOptions;
}

/**
 * The get-help lead form (product spec §3): stored through POST /api/leads before the thank-you
 * shows. Values live only in this component's state — never in the address or in storage.
 */
export function LeadForm({ facility, options = getLeadFormOptions() }: LeadFormProps) {
  const id = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const site = useSiteConfig();
  const translator = useT();
  const { t } = useLingui();
  const { locale } = useT();
  const href = useLocalizedHref();
  const posted = usePostedForm(LEAD_FORM);
  const { status, onSubmit, field } = useApiForm({
    posted,
    schema: () => import('../../../../worker/visitor-requests/schemas/visitor-requests').then((m) => m.leadSchema),
    // The page's language goes with it: the Worker answers in it and the facility sees it as preferred.
    // "Who needs help?" left unanswered (null from its radios) is left out of the request.
    send: (lead, key) =>
      api.leads.$post(
        { json: { ...lead, helpFor: lead.helpFor ?? undefined, facilityId: facility?.id, locale } },
        { headers: { 'Idempotency-Key': key } },
      ),
  });
  const sending = status.kind === 'sending';
  // The consent and privacy lines name the listing only where someone there will read the request.
  const reader = facility?.receivesRequests ? facility : undefined;

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  function retry() {
    // The alert holding "Try again" goes away while sending: keep keyboard focus in the form.
    submitRef.current?.focus();
    void onSubmit();
  }

  if (status.kind === 'sent') {
    return <LeadSent delivery={status.result.delivery} facility={facility} thanksRef={successRef} />;
  }

  return (
    <form
      className="lead-form"
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p id={`${id}-title`} className="sr-only">
        {facility ? t`Request information from ${{ name: facility.name }}` : t`Request a call from a treatment coordinator`}
      </p>
      <PostedFormFields name={LEAD_FORM} />
      <FieldGroup look="visitor" className="vf-grid vf-grid--two">
        <TextField
          label={t`Full name`}
          required
          autoComplete="name"
          maxLength={MAX.name}
          {...field('name')}
        />
        <TextField
          label={t`Phone number`}
          required
          type="tel"
          autoComplete="tel"
          maxLength={MAX.phone}
          hint={t`Include your area code.`}
          {...field('phone')}
        />
        <TextField
          label={t`Email`}
          optional
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          {...field('email')}
        />
        {/* The two lists arrive after the form shows; until then they offer only their empty choice. */}
        <Deferred data={options} fallback={<ChoiceFields field={field} states={[]} addictions={[]} translator={translator} />}>
          {(options) => <ChoiceFields field={field} {...options} translator={translator} />}
        </Deferred>
        <SelectField
          label={t`How soon do you need help?`}
          optional
          placeholder={t`Select one`}
          options={URGENCY_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
          {...field('urgency', emptyAsUndefined)}
        />
        <SelectField
          label={t`Insurance`}
          optional
          placeholder={t`Select one`}
          options={INSURANCE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
          {...field('insurance', emptyAsUndefined)}
        />
      </FieldGroup>
      <FieldGroup look="visitor" className="vf-grid lead-form__rest">
        <RadioGroupField
          label={t`Who needs help?`}
          optional
          options={HELP_FOR_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
          {...field('helpFor')}
        />
        <TextAreaField
          label={t`Message`}
          optional
          maxLength={MAX.leadMessage}
          hint={t`Anything that would help us help you. Please do not include medical record numbers.`}
          {...field('message')}
        />
        <CheckboxField
          label={
            reader
              ? t`I agree that ${{ site: SITE_NAME }} and ${{ name: reader.name }} may contact me by phone or email about treatment options.`
              : t`I agree that a ${{ site: SITE_NAME }} treatment coordinator may contact me by phone or email about treatment options.`
          }
          required
          hint={
            <>
              {reader
                ? t`What you share is kept private: only our staff and ${{ name: reader.name }} can read it, and it is never put in a web address or our logs.`
                : t`What you share is kept private: only our staff can read it, and it is never put in a web address or our logs.`}{' '}
              <Trans>
                See our <Link to={href(paths.privacy.getHref())}>Privacy Policy</Link>.
              </Trans>
              {facility &&
                ` ${t`If you give an email address, ${{ days: REVIEW_INVITATION_DAYS }} days later we send you one invitation to review ${{ name: facility.name }}, and nothing more.`}`}
            </>
          }
          {...field('consent')}
        />
        <Honeypot {...field('website')} />
      </FieldGroup>

      {status.kind === 'failed' && (
        <SendFailure title={t`Your request could not be sent.`} message={status.message} onRetry={retry}>
          {site && (
            <p><Trans>
              If you would rather talk now, call{' '}
              <a href={site.helpline.tel}>{site.helpline.display}</a>
              . In a crisis, call or text{' '}
              <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>.
            </Trans></p>
          )}
        </SendFailure>
      )}

      <SendActions ref={submitRef} sending={sending} label={t`Send Request`} sendingNote={t`Sending your request…`} />
    </form>
  );
}

function ChoiceFields({
  field,
  states,
  addictions,
  translator: { term },
}: LeadFormOptions & { field: (name: 'state' | 'addiction') => FieldBinding; translator: Translator }) {
  const { t } = useLingui();
  // The reference data's names, in the page's language where the catalogue has them.
  const named = (options: LeadFormOptions['states']) => options.map((o) => ({ ...o, label: term(o.label).text }));
  return (
    <>
      <SelectField
        label={t`State`}
        optional
        autoComplete="address-level1"
        placeholder={t`Select your state`}
        options={named(states)}
        {...field('state')}
      />
      <SelectField label={t`Substance or concern`} optional placeholder={t`Select one`} options={named(addictions)} {...field('addiction')} />
    </>
  );
}

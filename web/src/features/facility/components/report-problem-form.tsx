import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { PostedFormFields } from '../../../components/form-fields/posted-form-fields';
import { usePostedForm } from '../../../lib/posted-form';
import { REPORT_FORM } from '../api/report-post';
import { ReportSent } from './report-sent';
import { REPORT_REASONS, VISITOR_FIELD_MAX as MAX } from '../../../../../worker/visitor-requests/schemas/visitor-request-values';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { FieldGroup, Honeypot, SelectField, TextAreaField, TextField } from '../../../components/form-fields/form-fields';
import { SendActions, SendFailure } from '../../../components/form-fields/form-status';
import { useT } from '../../../lib/i18n/i18n-context';
import type { TextId } from '../../../lib/i18n/translator';

type Reason = (typeof REPORT_REASONS)[number];

const REASON_LABELS: Record<Reason, TextId> = {
  closed: msg`The facility has closed`,
  wrong_contact: msg`The phone number, email or website is wrong`,
  wrong_details: msg`Other details are wrong (services, insurance or address)`,
  other: msg`Something else`,
};

/** POST /api/facility/public/{id}/reports; the thank-you shows only after the 201. */
export function ReportProblemForm({ facilityId }: { facilityId: number }) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const { t } = useLingui();
  const { locale } = useT();
  const { status, onSubmit, field } = useApiForm({
    posted: usePostedForm(REPORT_FORM),
    schema: () => import('../../../../../worker/visitor-requests/schemas/visitor-requests').then((m) => m.listingReportSchema),
    send: (report, key) =>
      api.facility.public[':id'].reports.$post(
        { param: { id: String(facilityId) }, json: { ...report, locale } },
        { headers: { 'Idempotency-Key': key } },
      ),
  });
  const sending = status.kind === 'sending';

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  if (status.kind === 'sent') return <ReportSent thanksRef={successRef} />;

  return (
    <form method="post" noValidate aria-label={t`Report a problem with this listing`} aria-busy={sending} onSubmit={(event) => void onSubmit(event)}>
      <PostedFormFields name={REPORT_FORM} />
      <FieldGroup look="visitor" className="vf-grid">
        <SelectField
          label={t`What is wrong?`}
          required
          placeholder={t`Choose one`}
          options={REPORT_REASONS.map((value) => ({ value, label: t(REASON_LABELS[value]) }))}
          {...field('reason')}
        />
        <TextAreaField
          label={t`Details`}
          optional
          rows={4}
          maxLength={MAX.reportDetails}
          {...field('details')}
        />
        <TextField
          label={t`Your email`}
          optional
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          hint={t`Only if you would like us to tell you what we changed.`}
          {...field('email')}
        />
        <Honeypot {...field('website')} />
      </FieldGroup>
      {status.kind === 'failed' && (
        <SendFailure
          title={t`Your report could not be sent.`}
          message={status.message}
          onRetry={() => {
            submitRef.current?.focus();
            void onSubmit();
          }}
        />
      )}
      <SendActions
        ref={submitRef}
        className="facility-report__actions"
        sending={sending}
        label={t`Send Report`}
        sendingNote={t`Sending your report…`}
      />
    </form>
  );
}

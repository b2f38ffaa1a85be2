import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import type { z } from 'zod';
import { listingReportSchema, REPORT_REASONS, type ListingReportInput } from '../../../../../worker/schemas/visitor-requests';
import { FieldGroup, Honeypot, SelectField, TextAreaField, TextField } from '../../../components/form-fields/form-fields';
import { SendActions, SendFailure } from '../../../components/form-fields/form-status';
import { useFormValues, useSubmission } from '../../../lib/visitor-forms';
import { sendListingReport } from '../api/report-listing';

type Reason = (typeof REPORT_REASONS)[number];

const REASON_LABELS: Record<Reason, string> = {
  closed: 'The facility has closed',
  wrong_contact: 'The phone number, email or website is wrong',
  wrong_details: 'Other details are wrong (services, insurance or address)',
  other: 'Something else',
};
const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));

const FIELDS = ['reason', 'details', 'email'] as const;

interface ReportValues {
  reason: string;
  details: string;
  email: string;
  website: string;
}

const EMPTY: ReportValues = { reason: '', details: '', email: '', website: '' };

/** POST /api/facility/public/{id}/reports; the thank-you shows only after the 201. */
export function ReportProblemForm({ facilityId }: { facilityId: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const send = useCallback(
    (report: ListingReportInput, key: string) => sendListingReport(facilityId, report, key),
    [facilityId],
  );
  const submission = useSubmission({ schema: listingReportSchema, send, fields: FIELDS, formRef });
  const { values, set, field } = useFormValues<ReportValues>(EMPTY, submission);
  const { status } = submission;
  const sending = status.kind === 'sending';

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.focus();
  }, [status.kind]);

  function submit() {
    // An unchosen reason goes as '' and the schema answers 'Please choose what is wrong'.
    const report = { ...values } as z.input<typeof listingReportSchema>;
    void submission.submit(report);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  if (status.kind === 'sent') {
    return (
      <div className="vf-success">
        <p ref={successRef} tabIndex={-1} className="facility-report__thanks">
          Thank you for letting us know. We will check this listing and correct it if needed.
        </p>
      </div>
    );
  }

  return (
    <form ref={formRef} method="post" noValidate aria-label="Report a problem with this listing" aria-busy={sending} onSubmit={onSubmit}>
      <FieldGroup look="visitor" className="vf-grid">
        <SelectField
          label="What is wrong?"
          required
          placeholder="Choose one"
          options={REASON_OPTIONS}
          {...field('reason')}
        />
        <TextAreaField
          label="Details"
          optional
          rows={4}
          maxLength={1000}
          {...field('details')}
        />
        <TextField
          label="Your email"
          optional
          type="email"
          autoComplete="email"
          maxLength={254}
          hint="Only if you would like us to tell you what we changed."
          {...field('email')}
        />
        <Honeypot value={values.website} onValueChange={(v) => set('website', v)} />
      </FieldGroup>
      {status.kind === 'failed' && (
        <SendFailure
          title="Your report could not be sent."
          message={status.message}
          onRetry={() => {
            submitRef.current?.focus();
            submit();
          }}
        />
      )}
      <SendActions
        ref={submitRef}
        className="facility-report__actions"
        sending={sending}
        label="Send Report"
        sendingNote="Sending your report…"
      />
    </form>
  );
}

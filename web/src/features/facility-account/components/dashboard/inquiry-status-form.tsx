import { SelectField } from '../../../../components/form-fields/form-fields';
import { FormAlert, SubmitButton } from '../../../../components/form-fields/form-status';
import { useApiForm } from '../../../../lib/api-form';
import { inquiryPatchSchema } from '../../../../../../worker/facility-account/schemas/inquiries';
import { INQUIRY_STATUS_LABEL, patchInquiryStatus, type InquiryRow, type InquiryStatus } from '../../api/inquiries';

const OPTIONS = Object.entries(INQUIRY_STATUS_LABEL).map(([value, label]) => ({ value, label }));

/**
 * The facility's follow-up of one inquiry: new, contacted or closed (the admins keep their own).
 * It does not reload the page's data after saving: that would read the inquiry again, and each
 * reading is an audited opening; the Worker's answer carries the new status instead.
 */
export function InquiryStatusForm({
  id,
  status,
  onSaved,
}: {
  id: number;
  status: InquiryStatus;
  onSaved: (inquiry: InquiryRow) => void;
}) {
  const form = useApiForm({
    schema: inquiryPatchSchema,
    defaultValues: { status },
    send: (values) => patchInquiryStatus(id, values.status),
    onSent: (answer) => onSaved(answer.inquiry),
  });
  const busy = form.status.kind === 'sending';
  return (
    <form method="post" noValidate aria-labelledby="inquiry-follow-up" onSubmit={(event) => void form.onSubmit(event)}>
      {form.status.kind === 'failed' && (
        <FormAlert>
          <p>{form.status.message}</p>
        </FormAlert>
      )}
      {/* Always in the page, so the confirmation is read out when it appears. */}
      <p role="status" className="status-confirmation">
        {form.status.kind === 'sent' ? form.status.result.message : ''}
      </p>
      <SelectField label="Status" options={OPTIONS} {...form.field('status')} />
      <SubmitButton busy={busy} label="Save Status" />
    </form>
  );
}

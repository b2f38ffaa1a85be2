import { z } from 'zod';
import { adminNotes } from '../../../../../../worker/lib/schemas/lists';
import { SelectField, TextAreaField } from '../../../../components/form-fields/form-fields';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { useApiForm } from '../../../../lib/api-form';
import { optionsOf } from '../api/inbox';

interface Sent<Record> {
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<Record>;
}

interface StatusFormProps<Status extends string, Answer> {
  labels: { [S in Status]: string };
  status: Status;
  notes: string;
  /** Sends the change; answers the updated record. */
  send: (values: { status: Status; notes: string }) => Promise<Sent<Answer>>;
  /** Told the Worker's answer (the page shows the record as it is now). */
  onSaved: (answer: Answer) => void;
  success: string;
}

/**
 * Status and internal notes of a lead or a contact message. It does not reload the page after
 * saving: reloading would read the record again, and each reading is an audited view.
 */
export function StatusForm<Status extends string, Answer>({ labels, status, notes, send, onSaved, success }: StatusFormProps<Status, Answer>) {
  const isStatus = (value: string): value is Status => Object.keys(labels).includes(value);
  const schema = z.object({ status: z.string().refine(isStatus, 'Choose a status.'), notes: adminNotes });
  const form = useApiForm({
    schema,
    defaultValues: { status, notes },
    send: (values) => send({ status: values.status as Status, notes: values.notes }),
    onSent: (answer) => onSaved(answer),
  });
  const busy = form.status.kind === 'sending';
  return (
    <form method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} className="inbox-status-form">
      {form.status.kind === 'failed' && (
        <FormAlert>
          <p>{form.status.message}</p>
        </FormAlert>
      )}
      {/* Always in the page, so the confirmation is read out when it appears. */}
      <p role="status" className={form.status.kind === 'sent' ? 'form-notice' : undefined}>
        {form.status.kind === 'sent' ? success : ''}
      </p>
      <SelectField label="Status" options={optionsOf(labels)} {...form.field('status')} />
      <TextAreaField label="Internal notes" hint="Only administrators see these." rows={4} optional {...form.field('notes')} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

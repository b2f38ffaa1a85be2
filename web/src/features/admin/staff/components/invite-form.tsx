import { inviteStaffSchema } from '../../../../../../worker/accounts/schemas/staff';
import { TextField } from '../../../../components/form-fields/form-fields';
import { FormAlert, SubmitButton } from '../../../../components/form-fields/form-status';
import { useApiForm } from '../../../../lib/api-form';
import { inviteStaff } from '../api/staff';

/** Invites an administrator: the Worker queues the email with their link; the list shows them as invited. */
export function InviteForm() {
  const { form, status, onSubmit, field } = useApiForm({
    schema: inviteStaffSchema,
    defaultValues: { name: '', email: '' },
    send: (values) => inviteStaff(values),
    // A taken address is a 409 that names the field.
    fieldErrorsOf: (error) => (error.status === 400 || error.status === 409 ? error.fields : null),
    revalidate: true,
    // Ready for the next invitation; the confirmation stays until then.
    onSent: (): void => form.reset(),
  });
  const sending = status.kind === 'sending';

  return (
    <section className="admin-panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite Staff</h2>
      <p className="form-field__hint">They get an email with a link to set their password. The link works once, for 72 hours.</p>
      <p role="status" className={status.kind === 'sent' ? 'form-notice' : undefined}>
        {status.kind === 'sent' ? `Invitation sent to ${status.result.member.email}.` : ''}
      </p>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField label="Name" autoComplete="off" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
        <SubmitButton busy={sending} label="Send Invitation" busyLabel="Sending…" />
      </form>
    </section>
  );
}

import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PasswordField, TextField } from '../../../../components/form-fields/form-fields';
import { FormAlert, SubmitButton } from '../../../../components/form-fields/form-status';
import { NewPasswordFields } from '../../../../components/new-password/new-password-fields';
import { SignOutButton } from '../../../../components/sign-out-button/sign-out-button';
import { LoadFailed } from '../../../../components/try-again/load-failed';
import { paths } from '../../../../config/paths';
import { useApiForm, type SendStatus } from '../../../../lib/api-form';
import { formatLongDate } from '../../../../lib/format';
import { facilityContactSchema, passwordChangeSchema } from '../../../../../../worker/facility-account/schemas/settings';
import { changePassword, saveContact, settingsLoader, signOutEverywhere, type ContactSettings, type PendingEmail } from '../../api/settings';

/**
 * /facility-dashboard/settings: the account's password, the contact details we keep for reaching
 * the facility (never on the public listing), and signing out every browser at once.
 */
function SettingsTab() {
  const settings = useLoaderData<typeof settingsLoader>();
  return (
    <>
      <PasswordSection />
      <ContactSection settings={settings} />
      <SignOutEverywhereSection />
    </>
  );
}

/** The Worker's failure, when it named no field (a 429, an ended session); field errors sit by their fields. */
function Failure({ status }: { status: SendStatus<unknown> }) {
  if (status.kind !== 'failed') return null;
  return (
    <FormAlert>
      <p>{status.message}</p>
    </FormAlert>
  );
}

/** A section's confirmation: always in the page, so it is read out when it appears. */
function Confirmation({ children }: { children: string }) {
  return (
    <p role="status" className="status-confirmation">
      {children}
    </p>
  );
}


function PasswordSection() {
  const { form, status, onSubmit, field } = useApiForm({
    schema: passwordChangeSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    send: (json) => changePassword(json),
    // No password stays in the page once it is stored.
    onSent: (): void => form.reset(),
  });
  return (
    <section className="dashboard-section" aria-labelledby="settings-password">
      <h2 id="settings-password">Change Password</h2>
      <p>Changing your password signs out every other browser and device where your account is signed in.</p>
      <Confirmation>
        {status.kind === 'sent' ? 'Your password has been changed. Any other sessions of your account have been signed out.' : ''}
      </Confirmation>
      <form method="post" noValidate aria-labelledby="settings-password" onSubmit={(event) => void onSubmit(event)}>
        <PasswordField label="Current Password" autoComplete="current-password" required {...field('currentPassword')} />
        <NewPasswordFields label="New Password" field={(name) => field(name === 'password' ? 'newPassword' : 'confirmPassword')} />
        <Failure status={status} />
        <SubmitButton busy={status.kind === 'sending'} label="Change Password" />
      </form>
    </section>
  );
}

/** The form's values: the email field shows the address asked for while it awaits its link. */
const formValues = ({ contact, pendingEmail }: ContactSettings) => ({ ...contact, email: pendingEmail?.email ?? contact.email });

/** Where notices go while a new email awaits its link (always in the page, so it is read out when it changes). */
function PendingEmailNote({ pending, confirmed }: { pending: PendingEmail; confirmed: string }) {
  return (
    <p role="status" className="status-confirmation">
      {pending
        ? `We sent a link to ${pending.email}; until you follow it, notices go to ${confirmed}. The link works until ${formatLongDate(pending.expiresAt) ?? 'it expires'}.`
        : ''}
    </p>
  );
}

function ContactSection({ settings }: { settings: ContactSettings }) {
  const [current, setCurrent] = useState(settings);
  const { form, status, onSubmit, field } = useApiForm({
    schema: facilityContactSchema,
    defaultValues: formValues(settings),
    send: (json) => saveContact(json),
    // The form starts again from what was stored (the email as the Worker keeps it, or as asked for).
    onSent: (result): void => {
      setCurrent(result);
      form.reset(formValues(result));
    },
  });
  return (
    <section className="dashboard-section" aria-labelledby="settings-contact">
      <h2 id="settings-contact">Contact Details</h2>
      <p>
        Who our team contacts about your listing, and where we send word of new inquiries. These details are for us
        only: they are not shown on your public listing. A new email address is used once you follow the link we
        email to it.
      </p>
      <Confirmation>{status.kind === 'sent' ? 'Your contact details were saved.' : ''}</Confirmation>
      <PendingEmailNote pending={current.pendingEmail} confirmed={current.contact.email} />
      <form method="post" noValidate aria-labelledby="settings-contact" onSubmit={(event) => void onSubmit(event)}>
        <p className="form-required-note">Fields marked * are required.</p>
        <TextField label="Contact Person" autoComplete="name" required {...field('name')} />
        <TextField label="Title" autoComplete="organization-title" {...field('title')} />
        <TextField label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Failure status={status} />
        <SubmitButton busy={status.kind === 'sending'} label="Save Contact Details" />
      </form>
    </section>
  );
}

function SignOutEverywhereSection() {
  return (
    <section className="dashboard-section" aria-labelledby="settings-sessions">
      <h2 id="settings-sessions">Sign Out Everywhere</h2>
      <p>
        Signs your account out of every browser and device, this one included. Use it if you signed in on a shared
        computer or think someone else has your password (then change it too).
      </p>
      <SignOutButton role="facility" to={paths.facilityLogin.getHref()} label="Sign Out Everywhere" end={signOutEverywhere} />
    </section>
  );
}

export function ErrorBoundary() {
  return <LoadFailed what="your settings" />;
}

export { settingsLoader as loader, SettingsTab as Component };

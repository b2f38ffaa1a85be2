import type { InputHTMLAttributes } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { TextField } from '../../../../components/form-fields/form-fields';
import { FormAlert, SubmitButton } from '../../../../components/form-fields/form-status';
import { PostedFormFields } from '../../../../components/form-fields/posted-form-fields';
import { useApiForm, type ClientResponse, type FormSchema } from '../../../../lib/api-form';
import { usePostedForm } from '../../../../lib/posted-form';
import { CODE_FORM, RECOVERY_FORM } from '../api/second-step';

/** The sign-in step's schemas, loaded when a code form is used (the admin sign-in page stays light). */
const authSchemas = () => import('../../../../../../worker/accounts/schemas/auth');

// The two things a second factor is proven with: a code from the authenticator app, or one of the
// recovery codes. Each form sends one field; a wrong one comes back as that field's error (401 with
// `fields`), anything else (the sign-in step timed out, a wait) as the form's alert.

interface CodeFormProps<Result> {
  send: (code: string) => Promise<ClientResponse<Result>>;
  onSent: (result: Result) => void | Promise<void>;
  submitLabel: string;
  /** Reload the page's data once the Worker has answered (the account page's counts). */
  revalidate?: boolean;
}

type OneField<Name extends string> = Record<Name, string>;

interface OneFieldFormProps<Name extends string, Result> extends CodeFormProps<Result> {
  schema: FormSchema<OneField<Name>, OneField<Name>>;
  name: Name;
  /** The form's name among the page's, when sent without script (lib/posted-form.ts). */
  formName: string;
  /** The input's label, hint and attributes. */
  input: { label: string; hint: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required'>;
}

function OneFieldForm<Name extends string, Result>({
  schema,
  name,
  formName,
  input,
  send,
  onSent,
  submitLabel,
  revalidate,
}: OneFieldFormProps<Name, Result>) {
  const { status, onSubmit, field } = useApiForm({
    posted: usePostedForm(formName),
    schema,
    defaultValues: { [name]: '' } as DefaultValues<OneField<Name>>,
    send: (values) => send(values[name]),
    onSent: (result) => onSent(result),
    // The form shows only the errors of its own field.
    fieldErrorsOf: (error) =>
      (error.status === 400 || error.status === 401) && error.fields[name] ? (error.fields as Partial<Record<Path<OneField<Name>>, string>>) : null,
    revalidate,
  });
  return (
    <>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PostedFormFields name={formName} />
        <TextField spellCheck={false} autoCapitalize="off" required {...input} {...field(name as string as Path<OneField<Name>>)} />
        <SubmitButton busy={status.kind === 'sending'} label={submitLabel} busyLabel="Checking…" />
      </form>
    </>
  );
}

/** A 6-digit code from the authenticator app (autocomplete="one-time-code", a numeric keyboard). */
export function CodeForm<Result>(props: CodeFormProps<Result>) {
  return (
    <OneFieldForm
      schema={() => authSchemas().then((m) => m.twoFactorCodeSchema)}
      name="code"
      formName={CODE_FORM}
      input={{ label: 'Authentication code', hint: 'The 6-digit code your authenticator app shows now.', autoComplete: 'one-time-code', inputMode: 'numeric' }}
      {...props}
    />
  );
}

/** One of the ten recovery codes, for when the phone with the app is not at hand. */
export function RecoveryCodeForm<Result>(props: CodeFormProps<Result>) {
  return (
    <OneFieldForm
      schema={() => authSchemas().then((m) => m.recoveryCodeSchema)}
      name="recoveryCode"
      formName={RECOVERY_FORM}
      input={{
        label: 'Recovery code',
        hint: 'One of the codes you saved when you set up two-factor sign-in, like 4k7pq-x2m9d. Each works once.',
        autoComplete: 'off',
      }}
      {...props}
    />
  );
}

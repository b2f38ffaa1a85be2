import type { FormEvent, ReactNode } from 'react';
import { recoveryCodeSchema, twoFactorCodeSchema } from '../../../../../../worker/schemas/auth';
import { TextField } from '../../../../components/form-fields/form-fields';
import { FormAlert, SubmitButton } from '../../../../components/form-fields/form-status';
import { useApiForm, type ClientResponse, type SendStatus } from '../../../../lib/api-form';
import type { ApiRequestError } from '../../../../lib/api-error';

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

const fieldError = (name: string) => (error: ApiRequestError) =>
  (error.status === 400 || error.status === 401) && error.fields[name] ? { [name]: error.fields[name] } : null;

interface FrameProps {
  status: SendStatus<unknown>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}

function FormFrame({ status, onSubmit, submitLabel, children }: FrameProps) {
  return (
    <>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        <SubmitButton busy={status.kind === 'sending'} label={submitLabel} busyLabel="Checking…" />
      </form>
    </>
  );
}

/** A 6-digit code from the authenticator app (autocomplete="one-time-code", a numeric keyboard). */
export function CodeForm<Result>({ send, onSent, submitLabel, revalidate }: CodeFormProps<Result>) {
  const { status, onSubmit, field } = useApiForm({
    schema: twoFactorCodeSchema,
    defaultValues: { code: '' },
    send: (values) => send(values.code),
    onSent: (result) => onSent(result),
    fieldErrorsOf: fieldError('code'),
    revalidate,
  });
  return (
    <FormFrame status={status} onSubmit={onSubmit} submitLabel={submitLabel}>
      <TextField
        label="Authentication code"
        hint="The 6-digit code your authenticator app shows now."
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        required
        {...field('code')}
      />
    </FormFrame>
  );
}

/** One of the ten recovery codes, for when the phone with the app is not at hand. */
export function RecoveryCodeForm<Result>({ send, onSent, submitLabel }: CodeFormProps<Result>) {
  const { status, onSubmit, field } = useApiForm({
    schema: recoveryCodeSchema,
    defaultValues: { recoveryCode: '' },
    send: (values) => send(values.recoveryCode),
    onSent: (result) => onSent(result),
    fieldErrorsOf: fieldError('recoveryCode'),
  });
  return (
    <FormFrame status={status} onSubmit={onSubmit} submitLabel={submitLabel}>
      <TextField
        label="Recovery code"
        hint="One of the codes you saved when you set up two-factor sign-in, like 4k7pq-x2m9d. Each works once."
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
        {...field('recoveryCode')}
      />
    </FormFrame>
  );
}

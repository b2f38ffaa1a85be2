import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { newPasswordSchema } from '../../../../worker/accounts/schemas/auth';
import type { FieldBinding, SendStatus } from '../../lib/api-form';
import { PasswordField } from '../form-fields/form-fields';
import { FormAlert, SubmitButton } from '../form-fields/form-status';

// The pages a single-use link from an email opens to set a password (a facility's reset, an
// invited administrator's first one): the same card, the same two fields, the same rules. The card
// and what it says once the link is used, or cannot be, serve every such link (a registration's
// confirmation too).

/** A password being set, twice: the Worker's password rules, and the two must match. */
export const newPasswordForm = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match', when: () => true });

/** The page's card with its heading. */
export function PasswordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container">
      <div className="form-card">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

interface NewPasswordFormProps {
  lead: string;
  /** What went wrong with the last attempt, if anything. */
  failure: string | null;
  /** useApiForm's, for newPasswordForm. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  field: (name: 'password' | 'confirmPassword') => FieldBinding;
  busy: boolean;
  /** "New Password" when one is replaced, "Password" for the first. */
  label: string;
  submitLabel: string;
}

/** The new password and its confirmation, under `label` ("New Password"), as `field` names them. */
export function NewPasswordFields({ field, label }: { field: (name: 'password' | 'confirmPassword') => FieldBinding; label: string }) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint="At least 8 characters. Avoid common passwords." required {...field('password')} />
      <PasswordField label={`Confirm ${label}`} autoComplete="new-password" required {...field('confirmPassword')} />
    </>
  );
}

/** The two fields of newPasswordForm, with what the page says above them and its button. */
export function NewPasswordForm({ lead, failure, onSubmit, field, busy, label, submitLabel }: NewPasswordFormProps) {
  return (
    <>
      <p className="form-card__lead">{lead}</p>
      {failure && (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <NewPasswordFields field={field} label={label} />
        <div className="form-actions">
          <button type="submit" className="button button--primary button--full" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </button>
        </div>
      </form>
    </>
  );
}

/**
 * Why the link itself cannot work, or null: a token that is not one (`malformed`), or the Worker's
 * 400 naming `token` (used, expired): then the page offers a way on instead of the form.
 */
export function linkProblemOf(token: string, status: SendStatus<unknown>, malformed: string): string | null {
  if (!/^[0-9a-f]{64}$/.test(token)) return malformed;
  return status.kind === 'failed' ? (status.error.fields.token ?? null) : null;
}

/** Said in place of the form when the link cannot work, with the way on (`children`). */
export function LinkProblem({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      <FormAlert>
        <p>{message}</p>
      </FormAlert>
      <p>{children}</p>
    </>
  );
}

/** A link's page once it did its work: what happened (said as a status) and the button on. */
export function LinkDoneCard({ title, children, to, label }: { title: string; children: ReactNode; to: string; label: string }) {
  return (
    <PasswordCard title={title}>
      <p className="form-notice" role="status">
        {children}
      </p>
      <p>
        <Link className="button button--primary" to={to}>
          {label}
        </Link>
      </p>
    </PasswordCard>
  );
}

/** A link's page when the link cannot work: why, and the button on. */
export function LinkProblemCard({ title, message, to, label }: { title: string; message: string; to: string; label: string }) {
  return (
    <PasswordCard title={title}>
      <LinkProblem message={message}>
        <Link className="button button--primary" to={to}>
          {label}
        </Link>
      </LinkProblem>
    </PasswordCard>
  );
}

/**
 * The one button of a page an emailed link opens (a registration's or a contact address's
 * confirmation), with what went wrong last time: opening the link confirms nothing, the button does.
 */
export function ConfirmAddressForm({ status, onSubmit }: { status: SendStatus<unknown>; onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> }) {
  return (
    <>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
        <SubmitButton busy={status.kind === 'sending'} label="Confirm My Email Address" busyLabel="Confirming…" />
      </form>
    </>
  );
}

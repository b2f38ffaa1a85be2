import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import './forms.css';

// Labelled inputs for the account and admin forms: the error sits under the input, is tied to it
// with aria-describedby, and marks it aria-invalid.

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

type InputProps = FieldProps &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'>;

export function TextField({ id, label, value, onChange, error, hint, required, type = 'text', ...rest }: InputProps) {
  return (
    <div className="form-field">
      <FieldLabel id={id} label={label} required={required} />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
        {...rest}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, value, onChange, error, hint, required, rows = 5, maxLength }: FieldProps & { rows?: number; maxLength?: number }) {
  return (
    <div className="form-field">
      <FieldLabel id={id} label={label} required={required} />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle: one button, its state in aria-pressed, its name constant. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  autoComplete,
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="form-field">
      <FieldLabel id={id} label={label} required={required} />
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <div className="password-input">
        <input
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          required={required}
          aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          Show<span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <div className="form-field form-field--checkbox">
      <div className="checkbox-row">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The label names the field only; the visual "*" sits beside it (the input itself says it is required). */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <span className="form-field__label-row">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {required && (
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

/** The error box above a form. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}

/** Moves focus to the first field with an error, in the order given. */
export function focusFirstError(order: readonly string[], errors: Partial<Record<string, string>>, idOf = (field: string) => field) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/** The first message per field of a zod error, keyed by the field's top-level name. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './visitor-fields.css';

// Labelled controls for the forms visitors send (get-help lead, contact message, listing report):
// each ties its label, hint and error to the control (aria-describedby, aria-invalid), so the
// message the schema or the Worker gives is read out with the field it belongs to. Classes carry a
// vf- prefix so they never meet the account forms' styles (form-fields.tsx / forms.css).

interface FieldFrame {
  label: ReactNode;
  /** The message shown beside the control; marks it invalid. */
  error?: string;
  hint?: ReactNode;
  /** Says "(required)" in the label and sets `required` (the forms use noValidate: the schema checks). */
  required?: boolean;
  /** Says "(optional)" in the label. */
  optional?: boolean;
}

function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function LabelText({ label, required, optional }: Pick<FieldFrame, 'label' | 'required' | 'optional'>) {
  return (
    <>
      {label}
      {required && <span className="vf-field__mark"> (required)</span>}
      {optional && <span className="vf-field__mark"> (optional)</span>}
    </>
  );
}

function Messages({ ids, hint, error }: { ids: ReturnType<typeof useFieldIds>; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className="vf-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="vf-field__error">
          {error}
        </p>
      )}
    </>
  );
}

type InputProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string;
    onValueChange: (value: string) => void;
  };

export function TextField({ label, error, hint, required, optional, value, onValueChange, ...input }: InputProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className="vf-field">
      <label htmlFor={ids.id}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      <input
        id={ids.id}
        type="text"
        {...input}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <Messages ids={ids} hint={hint} error={error} />
    </div>
  );
}

type TextAreaProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string;
    onValueChange: (value: string) => void;
  };

export function TextAreaField({ label, error, hint, required, optional, value, onValueChange, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className="vf-field">
      <label htmlFor={ids.id}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      <textarea
        id={ids.id}
        rows={5}
        {...textarea}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <Messages ids={ids} hint={hint} error={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string;
    onValueChange: (value: string) => void;
    options: readonly SelectOption[];
    /** The first, empty choice ("Select one"); leave out when a value must always be chosen. */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  required,
  optional,
  value,
  onValueChange,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className="vf-field">
      <label htmlFor={ids.id}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      <select
        id={ids.id}
        {...select}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages ids={ids} hint={hint} error={error} />
    </div>
  );
}

type CheckboxProps = Omit<FieldFrame, 'optional'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function CheckboxField({ label, error, hint, required, checked, onCheckedChange }: CheckboxProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className="vf-field vf-field--checkbox">
      <input
        id={ids.id}
        type="checkbox"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={ids.id}>
        <LabelText label={label} required={required} />
      </label>
      <Messages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/**
 * The `website` trap for bots: people never see or reach it (off-screen, hidden from assistive
 * technology, out of the tab order, no autofill); a script that fills every input fills it too, and
 * the Worker then answers 201 and drops the request.
 */
export function Honeypot({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="vf-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Said when a form could not be stored: what happened, that nothing typed is lost, and "Try again",
 * which resends the same request (the retry reuses its Idempotency-Key). `children` says what else
 * the visitor can do now (a phone number).
 */
export function SendFailure({
  title,
  message,
  onRetry,
  children,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="vf-failure" role="alert">
      <p className="vf-failure__title">{title}</p>
      <p>{message}</p>
      <p>Everything you typed is still here.</p>
      {children}
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

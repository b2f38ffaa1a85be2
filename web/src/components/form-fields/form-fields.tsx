import {
  createContext,
  use,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './form-fields.css';

// Labelled controls for every form: each ties its label, hint and error to the control
// (aria-describedby, aria-invalid), so the message the schema or the Worker gives is read out with
// the field it belongs to. Values come and go as plain values: onValueChange / onCheckedChange.

/**
 * Two looks, chosen per group of fields. 'account' (sign-in, registration, admin; the default): a red
 * "*" beside the label that assistive technology skips, the hint above the control. 'visitor' (the
 * forms a visitor sends): "(required)" or "(optional)" spoken as part of the label, the hint below.
 */
export type FieldLook = 'account' | 'visitor';

const LookContext = createContext<FieldLook>('account');

/** Gives the fields inside it a look; `className` lays them out (the visitor forms' `vf-grid`). */
export function FieldGroup({ look, className, children }: { look: FieldLook; className?: string; children: ReactNode }) {
  return (
    <LookContext value={look}>
      <div className={className}>{children}</div>
    </LookContext>
  );
}

interface FieldFrame {
  /** The control's id (and name); generated when left out. Give one where code focuses the field. */
  id?: string;
  label: ReactNode;
  /** The message shown with the control; marks it invalid. */
  error?: string;
  hint?: ReactNode;
  /** Marks the label and sets `required` (the forms use noValidate where the schema checks). */
  required?: boolean;
  /** Says "(optional)" in a visitor form's label. */
  optional?: boolean;
}

function useField({ id: given, label, error, hint, required, optional }: FieldFrame) {
  const generated = useId();
  const look = use(LookContext);
  const id = given ?? generated;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    name: given,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const hintText = hint ? (
    <p id={hintId} className="form-field__hint">
      {hint}
    </p>
  ) : null;
  const labelText = <LabelText look={look} label={label} required={required} optional={optional} />;
  return { id, look, control, hintText, labelText };
}

/** The label's words: in the visitor look, with "(required)" or "(optional)" said as part of them. */
function LabelText({ look, label, required, optional }: Pick<FieldFrame, 'label' | 'required' | 'optional'> & { look: FieldLook }) {
  return (
    <>
      {label}
      {look === 'visitor' && required && <span className="form-field__mark"> (required)</span>}
      {look === 'visitor' && optional && <span className="form-field__mark"> (optional)</span>}
    </>
  );
}

/** Label, hint, the control, error: the frame every field but the checkbox shares. */
function Field({ field, error, children }: { field: ReturnType<typeof useField>; error?: string; children: ReactNode }) {
  const { id, look, hintText, labelText } = field;
  // The account look keeps its "*" outside the label, so the label names the field only.
  const label =
    look === 'account' ? (
      <span className="form-field__label-row">
        <label htmlFor={id} className="form-field__label">
          {labelText}
        </label>
        {field.control.required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
    ) : (
      <label htmlFor={id} className="form-field__label">
        {labelText}
      </label>
    );
  return (
    <div className={`form-field form-field--${look}`}>
      {label}
      {look === 'account' && hintText}
      {children}
      {look === 'visitor' && hintText}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface ValueProps {
  value: string;
  onValueChange: (value: string) => void;
}

type Native<Attributes> = Omit<Attributes, 'id' | 'name' | 'value' | 'onChange' | 'required'>;

export function TextField({ value, onValueChange, ...props }: FieldFrame & ValueProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { id, label, error, hint, required, optional, ...input } = props;
  const field = useField(props);
  return (
    <Field field={field} error={error}>
      <input type="text" {...input} {...field.control} value={value} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  );
}

export function TextAreaField({ value, onValueChange, ...props }: FieldFrame & ValueProps & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { id, label, error, hint, required, optional, ...textarea } = props;
  const field = useField(props);
  return (
    <Field field={field} error={error}>
      <textarea rows={5} {...textarea} {...field.control} value={value} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldFrame &
  ValueProps &
  Native<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: readonly SelectOption[];
    /** The first, empty choice ("Select one"); leave out when a value must always be chosen. */
    placeholder?: string;
    /** The submitted name, where it is not the id. */
    name?: string;
  };

export function SelectField({ value, onValueChange, options, placeholder, name, ...props }: SelectProps) {
  const { id, label, error, hint, required, optional, ...select } = props;
  const field = useField(props);
  return (
    <Field field={field} error={error}>
      <select {...select} {...field.control} name={name ?? field.control.name} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A password input with a show/hide toggle: one button, its state in aria-pressed, its name constant. */
export function PasswordField({
  value,
  onValueChange,
  autoComplete,
  ...props
}: FieldFrame & ValueProps & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  const [shown, setShown] = useState(false);
  const field = useField(props);
  return (
    <Field field={field} error={props.error}>
      <div className="password-input">
        <input
          {...field.control}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={shown}
          aria-controls={field.id}
          onClick={() => setShown((current) => !current)}
        >
          Show<span className="sr-only"> {props.label.toLowerCase()}</span>
        </button>
      </div>
    </Field>
  );
}

type CheckboxProps = Omit<FieldFrame, 'optional'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function CheckboxField({ checked, onCheckedChange, ...props }: CheckboxProps) {
  const field = useField(props);
  return (
    <div className={`form-field form-field--${field.look} form-field--checkbox`}>
      <input
        {...field.control}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={field.id}>{field.labelText}</label>
      {field.hintText}
      <FieldError id={field.id} error={props.error} />
    </div>
  );
}

/** The message under a control (or a group of them), named `${id}-error` for aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

/**
 * The `website` trap for bots: people never see or reach it (off-screen, hidden from assistive
 * technology, out of the tab order, no autofill); a script that fills every input fills it too, and
 * the Worker then answers 201 and drops the request.
 */
export function Honeypot({ value, onValueChange }: ValueProps) {
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

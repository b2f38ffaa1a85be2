import { useLingui, Trans } from '@lingui/react/macro';
import {
  createContext,
  use,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import './form-fields.css';

// Labelled controls for every form: each ties its label, hint and error to the control
// (aria-describedby, aria-invalid), so the message the schema or the Worker gives is read out with
// the field it belongs to. The control itself takes what react-hook-form's register() gives (name,
// ref, onChange, onBlur): forms hold their values in lib/api-form, these components only show them.

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
  /** The control's id; generated when left out. */
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
      {look === 'visitor' && required && <span className="form-field__mark">{' '}<Trans>(required)</Trans></span>}
      {look === 'visitor' && optional && <span className="form-field__mark">{' '}<Trans>(optional)</Trans></span>}
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

type Control<Attributes, Element> = Omit<Attributes, 'id' | 'required'> & { ref?: Ref<Element> };

function splitFrame<Props extends FieldFrame>({ id, label, error, hint, required, optional, ...control }: Props) {
  return { frame: { id, label, error, hint, required, optional }, control };
}

export function TextField(props: FieldFrame & Control<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  const { frame, control } = splitFrame(props);
  const field = useField(frame);
  return (
    <Field field={field} error={frame.error}>
      <input type="text" {...control} {...field.control} />
    </Field>
  );
}

export function TextAreaField(props: FieldFrame & Control<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>) {
  const { frame, control } = splitFrame(props);
  const field = useField(frame);
  return (
    <Field field={field} error={frame.error}>
      <textarea rows={5} {...control} {...field.control} />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldFrame &
  Control<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** The first, empty choice ("Select one"); leave out when a value must always be chosen. */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectProps) {
  const { frame, control } = splitFrame(props);
  const field = useField(frame);
  return (
    <Field field={field} error={frame.error}>
      <select {...control} {...field.control}>
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

type PasswordProps = FieldFrame &
  Control<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement> & {
    label: string;
    autoComplete: 'current-password' | 'new-password';
  };

/** A password input with a show/hide toggle: one button, its state in aria-pressed, its name constant. */
export function PasswordField(props: PasswordProps) {
  const [shown, setShown] = useState(false);
  const { frame, control } = splitFrame(props);
  const field = useField(frame);
  return (
    <Field field={field} error={frame.error}>
      <div className="password-input">
        <input {...control} {...field.control} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
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

export function CheckboxField(props: Omit<FieldFrame, 'optional'> & Control<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  const { frame, control } = splitFrame(props);
  const field = useField(frame);
  return (
    <div className={`form-field form-field--${field.look} form-field--checkbox`}>
      <input {...control} {...field.control} type="checkbox" />
      <label htmlFor={field.id}>{field.labelText}</label>
      {field.hintText}
      <FieldError id={field.id} error={frame.error} />
    </div>
  );
}

type RadioGroupProps = Omit<FieldFrame, 'id' | 'hint'> &
  Control<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement> & {
    options: readonly SelectOption[];
  };

/**
 * One choice of a few, as radio buttons in a fieldset whose legend is the label. None is checked
 * until the visitor picks one, so an optional group never answers for them.
 */
export function RadioGroupField({ options, ...props }: RadioGroupProps) {
  // A chosen value (a form drawn again as it was sent) checks its radio.
  const { frame, control: { defaultValue, ...control } } = splitFrame(props);
  const id = useId();
  const look = use(LookContext);
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`form-field form-field--${look} form-field--radios`}
      aria-invalid={frame.error ? true : undefined}
      aria-describedby={frame.error ? errorId : undefined}
    >
      <legend className="form-field__label">
        <LabelText look={look} label={frame.label} required={frame.required} optional={frame.optional} />
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className="form-field__radio">
          <input
            {...control}
            id={index === 0 ? id : undefined}
            type="radio"
            value={option.value}
            defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
            required={frame.required}
          />{' '}
          {option.label}
        </label>
      ))}
      <FieldError id={id} error={frame.error} />
    </fieldset>
  );
}

/** The message under a control (or a group of them), named `${id}-error` for aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  // The schema's messages are English; a Spanish page's catalogue has the visitor forms' ones.
  const { maybe } = useT();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {maybe(error)}
    </p>
  );
}

/**
 * The `website` trap for bots: people never see or reach it (off-screen, hidden from assistive
 * technology, out of the tab order, no autofill); a script that fills every input fills it too, and
 * the Worker then answers 201 and drops the request.
 */
export function Honeypot(props: Control<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  const id = useId();
  const { t } = useLingui();
  return (
    <div className="vf-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t`Leave this field empty`}</label>
      <input {...props} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

import { FieldError, PasswordField, SelectField, TextAreaField, TextField } from '../../../components/form-fields/form-fields';
import type { Option, SignupOptions } from '../api/signup-options';
import { inputIdOf, type SignupErrors, type SignupField, type SignupValues } from '../utils/signup-steps';

// The inputs of steps 1–4. Ids are `signup-<field>` (see inputIdOf), so a step can focus its first error.

export interface StepProps {
  values: SignupValues;
  errors: SignupErrors;
  update: <K extends SignupField>(field: K, value: SignupValues[K]) => void;
}

type TextFieldName = { [K in SignupField]: SignupValues[K] extends string ? K : never }[SignupField];

/** What every text input of the steps takes: its id, value, setter and error. */
function bind({ values, errors, update }: StepProps, field: TextFieldName) {
  return {
    id: inputIdOf(field),
    value: values[field],
    onValueChange: (value: string) => update(field, value),
    error: errors[field],
  };
}

export function AccountFields(props: StepProps) {
  return (
    <>
      <TextField
        {...bind(props, 'email')}
        label="Email"
        type="email"
        autoComplete="email"
        hint="You will sign in with this address once your listing is approved."
        required
      />
      <PasswordField
        {...bind(props, 'password')}
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters. Avoid common passwords."
        required
      />
      <PasswordField {...bind(props, 'confirmPassword')} label="Confirm Password" autoComplete="new-password" required />
    </>
  );
}

export function ContactFields(props: StepProps) {
  return (
    <>
      <TextField {...bind(props, 'facilityName')} label="Facility Name" autoComplete="organization" required />
      <TextField {...bind(props, 'contactPerson')} label="Contact Person" autoComplete="name" required />
      <TextField {...bind(props, 'title')} label="Title" autoComplete="organization-title" />
      <TextField {...bind(props, 'phone')} label="Phone" type="tel" autoComplete="tel" required />
      <TextField {...bind(props, 'website')} label="Website" type="url" autoComplete="url" placeholder="https://" />
    </>
  );
}

export function LocationFields({ states, ...props }: StepProps & { states: SignupOptions['states'] }) {
  const stateOptions = states.map((state) => ({ value: state.code, label: state.name }));
  return (
    <>
      <TextField {...bind(props, 'address')} label="Street Address" autoComplete="street-address" required />
      <TextField {...bind(props, 'city')} label="City" autoComplete="address-level2" required />
      <SelectField {...bind(props, 'state')} name="state" label="State" autoComplete="address-level1" placeholder="Select a state" options={stateOptions} required />
      <TextField {...bind(props, 'zipCode')} label="ZIP Code" autoComplete="postal-code" inputMode="numeric" required />
    </>
  );
}

export function DetailsFields({ options, ...props }: StepProps & { options: SignupOptions }) {
  const { values, errors, update } = props;
  const toggle = (field: 'treatmentTypes' | 'specializations', id: string, checked: boolean) =>
    update(field, checked ? [...values[field], id] : values[field].filter((value) => value !== id));
  return (
    <>
      <TextAreaField
        {...bind(props, 'description')}
        label="Description"
        hint="What you offer, who you serve, and what makes your program distinct."
        maxLength={5000}
        required
      />
      <TextField {...bind(props, 'established')} label="Year Established" inputMode="numeric" maxLength={4} />
      <CheckboxList
        field="treatmentTypes"
        legend="Treatment Types"
        required
        items={options.treatmentTypes}
        selected={values.treatmentTypes}
        error={errors.treatmentTypes}
        onToggle={(id, checked) => toggle('treatmentTypes', id, checked)}
      />
      <CheckboxList
        field="specializations"
        legend="Specializations"
        items={options.specializations}
        selected={values.specializations}
        error={errors.specializations}
        onToggle={(id, checked) => toggle('specializations', id, checked)}
      />
      <TextField {...bind(props, 'capacity')} label="Capacity (beds or clients)" />
      <TextField
        {...bind(props, 'accreditation')}
        label="Accreditations"
        hint="Separate them with commas, for example: CARF, Joint Commission"
      />
    </>
  );
}

/** A group of checkboxes in a scrolling box of limited height. */
function CheckboxList({
  field,
  legend,
  items,
  selected,
  error,
  required,
  onToggle,
}: {
  field: 'treatmentTypes' | 'specializations';
  legend: string;
  items: Option[];
  selected: string[];
  error?: string;
  required?: boolean;
  onToggle: (id: string, checked: boolean) => void;
}) {
  const errorId = `signup-${field}-error`;
  return (
    <fieldset className="checkbox-group" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">
        {legend}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {required && <span className="sr-only"> (choose at least one)</span>}
      </legend>
      <ul className="checkbox-list">
        {items.map((item, index) => (
          <li key={item.id}>
            <input
              type="checkbox"
              id={`signup-${field}-${index}`}
              name={field}
              value={item.id}
              checked={selected.includes(item.id)}
              onChange={(event) => onToggle(item.id, event.target.checked)}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`signup-${field}-${index}`}>{item.name}</label>
          </li>
        ))}
      </ul>
      <FieldError id={`signup-${field}`} error={error} />
    </fieldset>
  );
}


import { FieldError, FieldLabel, PasswordField, TextAreaField, TextField } from '../../../lib/form-fields';
import type { Option, SignupOptions } from '../api/signup-options';
import type { SignupErrors, SignupField, SignupValues } from '../utils/signup-steps';

// The inputs of steps 1–4. Ids are `signup-<field>` (see inputIdOf), so a step can focus its first error.

export interface StepProps {
  values: SignupValues;
  errors: SignupErrors;
  update: <K extends SignupField>(field: K, value: SignupValues[K]) => void;
}

export function AccountFields({ values, errors, update }: StepProps) {
  return (
    <>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(v) => update('email', v)}
        error={errors.email}
        hint="You will sign in with this address once your listing is approved."
        required
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => update('password', v)}
        error={errors.password}
        hint="At least 8 characters. Avoid common passwords."
        required
      />
      <PasswordField
        id="signup-confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(v) => update('confirmPassword', v)}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}

export function ContactFields({ values, errors, update }: StepProps) {
  return (
    <>
      <TextField id="signup-facilityName" label="Facility Name" autoComplete="organization" value={values.facilityName} onChange={(v) => update('facilityName', v)} error={errors.facilityName} required />
      <TextField id="signup-contactPerson" label="Contact Person" autoComplete="name" value={values.contactPerson} onChange={(v) => update('contactPerson', v)} error={errors.contactPerson} required />
      <TextField id="signup-title" label="Title" autoComplete="organization-title" value={values.title} onChange={(v) => update('title', v)} error={errors.title} />
      <TextField id="signup-phone" label="Phone" type="tel" autoComplete="tel" value={values.phone} onChange={(v) => update('phone', v)} error={errors.phone} required />
      <TextField
        id="signup-website"
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        value={values.website}
        onChange={(v) => update('website', v)}
        error={errors.website}
      />
    </>
  );
}

export function LocationFields({ values, errors, update, states }: StepProps & { states: SignupOptions['states'] }) {
  return (
    <>
      <TextField id="signup-address" label="Street Address" autoComplete="street-address" value={values.address} onChange={(v) => update('address', v)} error={errors.address} required />
      <TextField id="signup-city" label="City" autoComplete="address-level2" value={values.city} onChange={(v) => update('city', v)} error={errors.city} required />
      <div className="form-field">
        <FieldLabel id="signup-state" label="State" required />
        <select
          id="signup-state"
          name="state"
          autoComplete="address-level1"
          value={values.state}
          required
          onChange={(event) => update('state', event.target.value)}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'signup-state-error' : undefined}
        >
          <option value="">Select a state</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        <FieldError id="signup-state" error={errors.state} />
      </div>
      <TextField
        id="signup-zipCode"
        label="ZIP Code"
        autoComplete="postal-code"
        inputMode="numeric"
        value={values.zipCode}
        onChange={(v) => update('zipCode', v)}
        error={errors.zipCode}
        required
      />
    </>
  );
}

export function DetailsFields({ values, errors, update, options }: StepProps & { options: SignupOptions }) {
  const toggle = (field: 'treatmentTypes' | 'specializations', id: string, checked: boolean) =>
    update(field, checked ? [...values[field], id] : values[field].filter((value) => value !== id));
  return (
    <>
      <TextAreaField
        id="signup-description"
        label="Description"
        hint="What you offer, who you serve, and what makes your program distinct."
        value={values.description}
        onChange={(v) => update('description', v)}
        error={errors.description}
        maxLength={5000}
        required
      />
      <TextField
        id="signup-established"
        label="Year Established"
        inputMode="numeric"
        maxLength={4}
        value={values.established}
        onChange={(v) => update('established', v)}
        error={errors.established}
      />
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
      <TextField id="signup-capacity" label="Capacity (beds or clients)" value={values.capacity} onChange={(v) => update('capacity', v)} error={errors.capacity} />
      <TextField
        id="signup-accreditation"
        label="Accreditations"
        hint="Separate them with commas, for example: CARF, Joint Commission"
        value={values.accreditation}
        onChange={(v) => update('accreditation', v)}
        error={errors.accreditation}
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


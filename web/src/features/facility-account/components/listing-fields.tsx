import type { ReactNode } from 'react';
import { FieldError, SelectField, TextAreaField, TextField } from '../../../components/form-fields/form-fields';
import { FormAlert } from '../../../components/form-fields/form-status';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { Deferred } from '../../../lib/deferred';
import type { Option } from '../../../lib/reference-data';
import type { ServiceChoices, SignupOptions } from '../api/signup-options';
import { useController } from 'react-hook-form';
import type { StepProps } from './signup-fields';
import { LISTING_TEXT_MAX } from '../../../../../worker/accounts/schemas/registration';

// The listing's inputs that need the lists (location, details, what it offers): the wizard's later
// steps, the resubmission and the dashboard's listing edit, bound to their form.

export function LocationFields({ states, ...props }: StepProps & { states: SignupOptions['states'] }) {
  const stateOptions = states.map((state) => ({ value: state.code, label: state.name }));
  return (
    <>
      <TextField {...props.field('address')} label="Street Address" autoComplete="street-address" required />
      <TextField {...props.field('city')} label="City" autoComplete="address-level2" required />
      <SelectField {...props.field('state')} label="State" autoComplete="address-level1" placeholder="Select a state" options={stateOptions} required />
      <TextField {...props.field('zipCode')} label="ZIP Code" autoComplete="postal-code" inputMode="numeric" required />
    </>
  );
}

/**
 * Step 4's fields. A published listing's edit (`listing`) asks only what the public page shows: no
 * capacity. "What is treated" is the specializations list itself, ticked as stored (decision 016).
 */
export function DetailsFields({ options, listing = false, ...props }: StepProps & { options: SignupOptions; listing?: boolean }) {
  return (
    <>
      <TextAreaField
        {...props.field('description')}
        label="Description"
        hint="What you offer, who you serve, and what makes your program distinct."
        maxLength={LISTING_TEXT_MAX.description}
        required
      />
      <TextField {...props.field('established')} label="Year Established" inputMode="numeric" maxLength={4} />
      <CheckboxList {...props} name="treatmentTypes" legend="Treatment Types" required items={options.treatmentTypes} />
      <CheckboxList {...props} name="specializations" legend="What You Treat and Whom You Serve" items={options.specializations} />
      {!listing && <TextField {...props.field('capacity')} label="Capacity (beds or clients)" />}
      <TextField
        {...props.field('accreditation')}
        label="Accreditations"
        hint="Separate them with commas, for example: CARF, Joint Commission"
      />
    </>
  );
}

/**
 * "What you offer": insurance and payment, the services catalogue by category, intake hours. Every
 * field optional (the wizard's step can be skipped).
 */
export function OfferFields({ options, ...props }: StepProps & { options: SignupOptions }) {
  return (
    <>
      <CheckboxList {...props} name="insurance" legend="Insurance Accepted" items={options.insurance} />
      <ServiceChecklists {...props} categories={options.services} />
      <TextField
        {...props.field('intakeHours')}
        label="Intake Hours"
        hint="When you take new patients in, for example: Mon–Fri 8am–6pm, walk-ins until 3pm"
        maxLength={LISTING_TEXT_MAX.intakeHours}
      />
    </>
  );
}

/** The services catalogue, one group of checkboxes per category, all bound to the one `services` list. */
function ServiceChecklists({ control, categories }: StepProps & { categories: ServiceChoices }) {
  const { field } = useController({ control, name: 'services' });
  const selected = (field.value ?? []) as string[];
  return (
    <div className="service-choices">
      {categories.map((category) => (
        <fieldset key={category.code} className="checkbox-group">
          <legend className="form-field__label">{category.name}</legend>
          <ul className="checkbox-list">
            {category.services.map((service) => (
              <li key={service.slug}>
                <input
                  type="checkbox"
                  id={`signup-services-${service.slug}`}
                  name="services"
                  value={service.slug}
                  checked={selected.includes(service.slug)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(event.target.checked ? [...selected, service.slug] : selected.filter((slug) => slug !== service.slug))
                  }
                />
                <label htmlFor={`signup-services-${service.slug}`}>{service.label}</label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * A group of checkboxes in a scrolling box of limited height. The list keeps the order they were
 * ticked in (the review lists them so); the first box takes focus when the group has an error.
 */
function CheckboxList({
  control,
  clearError,
  name,
  legend,
  items,
  required,
}: StepProps & { name: 'treatmentTypes' | 'specializations' | 'insurance'; legend: string; items: Option[]; required?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const selected = (field.value ?? []) as string[];
  const error = fieldState.error?.message;
  const errorId = `signup-${name}-error`;
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
              id={`signup-${name}-${index}`}
              name={name}
              value={item.id}
              ref={index === 0 ? field.ref : undefined}
              checked={selected.includes(item.id)}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.checked ? [...selected, item.id] : selected.filter((id) => id !== item.id));
                if (error) clearError(name);
              }}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`signup-${name}-${index}`}>{item.name}</label>
          </li>
        ))}
      </ul>
      <FieldError id={`signup-${name}`} error={error} />
    </fieldset>
  );
}

/** The fields that need the wizard's lists, once those are in (or a way to try again). */
export function WithSignupOptions({
  options,
  children,
}: {
  options: Promise<SignupOptions>;
  children: (loaded: SignupOptions) => ReactNode;
}) {
  return (
    <Deferred
      data={options}
      fallback={<p role="status">Loading the form…</p>}
      failed={() => (
        <FormAlert>
          <p>We could not load the lists this form needs.</p>
          <TryAgainButton />
        </FormAlert>
      )}
    >
      {children}
    </Deferred>
  );
}

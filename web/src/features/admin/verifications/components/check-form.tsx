import { useId } from 'react';
import { recordCheckSchema, type RecordCheckInput } from '../../../../../../worker/verification/schemas/verification';
import { CONFIRMABLE, isConfirming, METHODS, OUTCOMES, type Confirmable, type Method, type Outcome } from '../../../../../../worker/verification/schemas/verification-values';
import { FieldError, SelectField, TextAreaField } from '../../../../components/form-fields/form-fields';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { useApiForm } from '../../../../lib/api-form';
import { recordCheck, type DueListing } from '../api/verifications';

export const METHOD_TEXT: Record<Method, string> = {
  phone_call: 'Phone call to the listed number',
  facility_confirmed: 'Facility confirmed its details',
  licence_register: 'Licence looked up in the state’s register',
  accreditation_body: 'Accreditation looked up with the body',
  site_visit: 'Site visit',
};

export const OUTCOME_TEXT: Record<Outcome, string> = {
  confirmed: 'Confirmed',
  corrected: 'Corrected',
  unreachable: 'Unreachable',
  closed: 'Closed',
  wrong_number: 'Wrong number',
};

const CONFIRMABLE_TEXT: Record<Confirmable, string> = {
  phone: 'Phone',
  address: 'Address',
  services: 'Services',
  insurance: 'Insurance accepted',
  availability: 'Availability',
};

const METHOD_OPTIONS = METHODS.map((value) => ({ value, label: METHOD_TEXT[value] }));
const OUTCOME_OPTIONS = OUTCOMES.map((value) => ({ value, label: OUTCOME_TEXT[value] }));

/**
 * A check of one listing as staff record it: how, what came of it, what it confirmed (when it
 * confirmed or corrected anything), notes only the desk sees. `onRecorded` says what was recorded.
 */
export function CheckForm({ listing, onRecorded }: { listing: DueListing; onRecorded: (message: string) => void }) {
  const id = useId();
  const { form, status, onSubmit, field } = useApiForm({
    schema: recordCheckSchema,
    defaultValues: { method: '' as RecordCheckInput['method'], outcome: '' as RecordCheckInput['outcome'], confirmed: [], notes: '' },
    send: (values, key) => recordCheck(listing.id, values, key),
    onSent: (result) => onRecorded(`Check of ${listing.name} recorded: ${OUTCOME_TEXT[result.check.outcome]}.${result.verification.verified ? ' Its page shows it as Verified.' : ''}${result.ownersTold > 0 ? ` Its owner was emailed that we could not reach it.` : ''}`),
    revalidate: true,
  });
  const outcome = form.watch('outcome');
  const confirmedError = form.formState.errors.confirmed?.message;
  const confirmedId = `${id}-confirmed`;
  return (
    <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="check-form" aria-label={`Record a check of ${listing.name}`}>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <SelectField id={`${id}-method`} label="How it was checked" placeholder="Choose how" options={METHOD_OPTIONS} required {...field('method')} />
      <SelectField id={`${id}-outcome`} label="Outcome" placeholder="Choose the outcome" options={OUTCOME_OPTIONS} required {...field('outcome')} />
      <fieldset className="checkbox-group" aria-describedby={confirmedError ? `${confirmedId}-error` : undefined}>
        <legend className="form-field__label">
          What it confirmed {outcome && !isConfirming(outcome as Outcome) && <span className="form-field__hint">(nothing, for this outcome)</span>}
        </legend>
        <ul className="checkbox-list">
          {CONFIRMABLE.map((value, index) => (
            <li key={value}>
              <input type="checkbox" id={`${confirmedId}-${index}`} value={value} aria-invalid={confirmedError ? true : undefined} {...form.register('confirmed')} />
              <label htmlFor={`${confirmedId}-${index}`}>{CONFIRMABLE_TEXT[value]}</label>
            </li>
          ))}
        </ul>
        <FieldError id={confirmedId} error={confirmedError} />
      </fieldset>
      <TextAreaField id={`${id}-notes`} label="Notes" hint="Only administrators see these: never the listing’s page." rows={2} optional {...field('notes')} />
      <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Recording…' : 'Record check'}
      </button>
    </form>
  );
}

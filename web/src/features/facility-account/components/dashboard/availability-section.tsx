import { ENGLISH } from '../../../../lib/i18n/translator';
import { useState } from 'react';
import { SelectField, TextField } from '../../../../components/form-fields/form-fields';
import { FormAlert, SubmitButton } from '../../../../components/form-fields/form-status';
import { asApiError } from '../../../../lib/api-error';
import { useApiForm } from '../../../../lib/api-form';
import { acceptingText, availabilityLines, confirmedAgo, NOT_CONFIRMED_RECENTLY, openBedsText, waitText } from '../../../../lib/availability';
import { availabilitySchema, type Availability } from '../../../../../../worker/availability/schemas';
import { confirmAvailability, saveAvailability } from '../../api/availability';

const ACCEPTING_OPTIONS = [
  { value: 'yes', label: 'Yes, accepting new patients' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'no', label: 'No, not accepting new patients' },
];

/**
 * The overview's availability: what the listing says now with each statement's age, "Still accurate"
 * to confirm it all as of today in one click, and a form to change it. Published at once, no review.
 */
export function AvailabilitySection({ initial }: { initial: Availability | null }) {
  const [availability, setAvailability] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    setConfirming(true);
    setFailure('');
    try {
      const result = await confirmAvailability();
      setAvailability(result.availability);
      setMessage('Confirmed: your listing shows your availability as confirmed today.');
    } catch (error) {
      setFailure(asApiError(error).message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className="dashboard-section" aria-labelledby="availability">
      <h2 id="availability">Availability</h2>
      <p>
        Shown on your listing and in search with how long ago you confirmed it. Search’s “Accepting new patients”
        filter includes listings confirmed in the last 14 days; after 30 days your listing asks people to call instead.
      </p>
      <p role="status" className="status-confirmation">
        {message}
      </p>
      {availability ? <Statements availability={availability} /> : <p>Your listing does not say yet whether you are accepting new patients.</p>}
      {failure && (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      )}
      <div className="availability-actions">
        {availability && (
          <button type="button" className="button button--primary" disabled={confirming} onClick={() => void confirm()}>
            {confirming ? 'Confirming…' : 'Still accurate'}
          </button>
        )}
        {!editing && (
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            {availability ? 'Update availability' : 'Set availability'}
          </button>
        )}
      </div>
      {editing && (
        <AvailabilityForm
          availability={availability}
          onSaved={(saved) => {
            setAvailability(saved);
            setEditing(false);
            setFailure('');
            setMessage('Saved: your listing shows the new availability now.');
          }}
        />
      )}
    </section>
  );
}

function Statements({ availability }: { availability: Availability }) {
  const rows: Array<[string, string]> = [];
  if (availability.accepting) rows.push(['Accepting new patients', `${acceptingText(availability.accepting.value)} (${confirmedAgo(availability.accepting.daysAgo)})`]);
  if (availability.openBeds) rows.push(['Open beds', `${openBedsText(availability.openBeds.value)} (${confirmedAgo(availability.openBeds.daysAgo)})`]);
  if (availability.waitDays) rows.push(['Typical wait', `${waitText(availability.waitDays.value)} (${confirmedAgo(availability.waitDays.daysAgo)})`]);
  const stale = availabilityLines(availability).length < rows.length;
  return (
    <>
      <dl className="review-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {stale && <p>Older than 30 days, your listing shows: “{ENGLISH.i18n._(NOT_CONFIRMED_RECENTLY)}”. Confirm it if it is still accurate.</p>}
    </>
  );
}

function AvailabilityForm({ availability, onSaved }: { availability: Availability | null; onSaved: (saved: Availability | null) => void }) {
  const { status, onSubmit, field } = useApiForm({
    schema: availabilitySchema,
    defaultValues: {
      accepting: availability?.accepting?.value ?? '',
      openBeds: availability?.openBeds ? String(availability.openBeds.value) : '',
      waitDays: availability?.waitDays ? String(availability.waitDays.value) : '',
    },
    send: (json) => saveAvailability(json),
    onSent: (result) => onSaved(result.availability),
  });
  return (
    <form method="post" noValidate aria-label="Update availability" onSubmit={(event) => void onSubmit(event)}>
      <SelectField label="Accepting new patients" options={ACCEPTING_OPTIONS} placeholder="Not stated" {...field('accepting')} />
      <TextField label="Open beds" inputMode="numeric" hint="A number, 0 if none are open; leave empty not to say." {...field('openBeds')} />
      <TextField label="Typical wait (days)" inputMode="numeric" hint="Days to a first appointment or admission; leave empty not to say." {...field('waitDays')} />
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <SubmitButton busy={status.kind === 'sending'} label="Save availability" />
    </form>
  );
}

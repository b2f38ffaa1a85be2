import type { Availability } from '../../../../worker/availability/schemas';
import { availabilityLines, availabilitySummary, NOT_CONFIRMED_RECENTLY } from '../../lib/availability';
import { useT } from '../../lib/i18n/i18n-context';
import './availability-note.css';

/** A result card's line: accepting new patients and how long ago that was confirmed, or "call to ask". */
export function AvailabilityNote({ availability }: { availability?: Availability | null }) {
  const summary = availabilitySummary(availability, useT());
  if (!summary) return null;
  return <p className={summary.current ? 'availability-note' : 'availability-note availability-note--stale'}>{summary.text}</p>;
}

/** The listing page's availability: each current statement with its age, or "call to ask" when none is current. */
export function AvailabilityDetails({ availability }: { availability?: Availability | null }) {
  const translator = useT();
  if (!availability) return null;
  const lines = availabilityLines(availability, translator);
  return (
    <section aria-labelledby="facility-availability" className="availability-details">
      <h2 id="facility-availability">{translator.t('Availability')}</h2>
      {lines.length === 0 ? (
        <p className="availability-note availability-note--stale">{translator.t(NOT_CONFIRMED_RECENTLY)}</p>
      ) : (
        <ul className="availability-details__list">
          {lines.map((text) => (
            <li key={text} className="availability-note">
              {text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

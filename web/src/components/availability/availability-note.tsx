import { t as translate } from '@lingui/core/macro';
import type { Availability } from '../../../../worker/availability/schemas';
import { availabilityLines, availabilitySummary, NOT_CONFIRMED_RECENTLY } from '../../lib/availability';
import { useT } from '../../lib/i18n/i18n-context';
import './availability-note.css';

/** A result card's line: accepting new patients and how long ago that was confirmed, or "call to ask". */
export function AvailabilityNote({ availability }: { availability?: Availability | null }) {
  const summary = availabilitySummary(availability, useT().i18n);
  if (!summary) return null;
  return <p className={summary.current ? 'availability-note' : 'availability-note availability-note--stale'}>{summary.text}</p>;
}

/** The listing page's availability: each current statement with its age, or "call to ask" when none is current. */
export function AvailabilityDetails({ availability }: { availability?: Availability | null }) {
  const translator = useT();
  if (!availability) return null;
  const lines = availabilityLines(availability, translator.i18n);
  return (
    <section aria-labelledby="facility-availability" className="availability-details">
      <h2 id="facility-availability">{translate(translator.i18n)`Availability`}</h2>
      {lines.length === 0 ? (
        <p className="availability-note availability-note--stale">{translator.i18n._(NOT_CONFIRMED_RECENTLY)}</p>
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

import type { Accepting, Availability, Stated } from '../../../worker/availability/schemas';

// How a listing's availability reads: the same words on the result card, the listing page and the
// dashboard, from the ages the Worker counted (so the page rendered and the page hydrated agree).

const ACCEPTING_TEXT: Record<Accepting, string> = {
  yes: 'Accepting new patients',
  waitlist: 'Waitlist for new patients',
  no: 'Not accepting new patients',
};

/** Said instead of a statement older than 30 days. */
export const NOT_CONFIRMED_RECENTLY = 'Availability not confirmed recently — call to ask';

export function confirmedAgo(daysAgo: number): string {
  if (daysAgo === 0) return 'confirmed today';
  if (daysAgo === 1) return 'confirmed yesterday';
  return `confirmed ${daysAgo} days ago`;
}

export const acceptingText = (value: Accepting) => ACCEPTING_TEXT[value];

export const openBedsText = (beds: number) => (beds === 0 ? 'No open beds' : beds === 1 ? '1 open bed' : `${beds.toLocaleString('en-US')} open beds`);

export const waitText = (days: number) => (days === 0 ? 'No wait for a first appointment' : `Typical wait: ${days} ${days === 1 ? 'day' : 'days'}`);

const line = <T>(stated: Stated<T>, text: (value: T) => string) => `${text(stated.value)} · ${confirmedAgo(stated.daysAgo)}`;

/** Each current statement as a line ("Accepting new patients · confirmed 3 days ago"). */
export function availabilityLines(availability: Availability): string[] {
  const lines: string[] = [];
  if (availability.accepting?.current) lines.push(line(availability.accepting, acceptingText));
  if (availability.openBeds?.current) lines.push(line(availability.openBeds, openBedsText));
  if (availability.waitDays?.current) lines.push(line(availability.waitDays, waitText));
  return lines;
}

/**
 * A card's one line: whether it accepts new patients and since when; "not confirmed recently" when
 * that statement is older than 30 days; nothing when the listing never said.
 */
export function availabilitySummary(availability: Availability | null | undefined): { text: string; current: boolean } | null {
  if (!availability) return null;
  const lead = availability.accepting ?? availability.openBeds ?? availability.waitDays;
  if (!lead) return null;
  if (!lead.current) return { text: NOT_CONFIRMED_RECENTLY, current: false };
  return { text: availabilityLines(availability)[0]!, current: true };
}

import type { Accepting, Availability, Stated } from '../../../worker/availability/schemas';
import { ENGLISH, type TextId, type Translator } from './i18n/translator';

// How a listing's availability reads: the same words on the result card, the listing page and the
// dashboard, from the ages the Worker counted (so the page rendered and the page hydrated agree).

// Each takes the page's translator last (English when left out: the dashboard is in English).
type Words = Pick<Translator, 't' | 'plural'>;

const ACCEPTING_TEXT: Record<Accepting, TextId> = {
  yes: 'Accepting new patients',
  waitlist: 'Waitlist for new patients',
  no: 'Not accepting new patients',
};

/** Said instead of a statement older than 30 days. */
export const NOT_CONFIRMED_RECENTLY = 'Availability not confirmed recently — call to ask';

export function confirmedAgo(daysAgo: number, { t, plural }: Words = ENGLISH): string {
  if (daysAgo === 0) return t('confirmed today');
  if (daysAgo === 1) return t('confirmed yesterday');
  return plural(daysAgo, { one: 'confirmed # day ago', other: 'confirmed # days ago' });
}

export const acceptingText = (value: Accepting, { t }: Words = ENGLISH) => t(ACCEPTING_TEXT[value]);

export const openBedsText = (beds: number, { t, plural }: Words = ENGLISH) =>
  beds === 0 ? t('No open beds') : plural(beds, { one: '# open bed', other: '# open beds' });

export const waitText = (days: number, { t, plural }: Words = ENGLISH) =>
  days === 0 ? t('No wait for a first appointment') : plural(days, { one: 'Typical wait: # day', other: 'Typical wait: # days' });

const line = <T>(stated: Stated<T>, text: (value: T, words: Words) => string, words: Words) =>
  `${text(stated.value, words)} · ${confirmedAgo(stated.daysAgo, words)}`;

/** Each current statement as a line ("Accepting new patients · confirmed 3 days ago"). */
export function availabilityLines(availability: Availability, words: Words = ENGLISH): string[] {
  const lines: string[] = [];
  if (availability.accepting?.current) lines.push(line(availability.accepting, acceptingText, words));
  if (availability.openBeds?.current) lines.push(line(availability.openBeds, openBedsText, words));
  if (availability.waitDays?.current) lines.push(line(availability.waitDays, waitText, words));
  return lines;
}

/**
 * A card's one line: whether it accepts new patients and since when; "not confirmed recently" when
 * that statement is older than 30 days; nothing when the listing never said.
 */
export function availabilitySummary(availability: Availability | null | undefined, words: Words = ENGLISH): { text: string; current: boolean } | null {
  if (!availability) return null;
  const lead = availability.accepting ?? availability.openBeds ?? availability.waitDays;
  if (!lead) return null;
  if (!lead.current) return { text: words.t(NOT_CONFIRMED_RECENTLY), current: false };
  return { text: availabilityLines(availability, words)[0]!, current: true };
}

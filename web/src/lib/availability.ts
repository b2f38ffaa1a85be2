import type { I18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { Accepting, Availability, Stated } from '../../../worker/availability/schemas';
import { ENGLISH, type TextId } from './i18n/translator';

// How a listing's availability reads: the same words on the result card, the listing page and the
// dashboard, from the ages the Worker counted (so the page rendered and the page hydrated agree).

// Each takes the page's Lingui instance last (English when left out: the dashboard is in English).
type Words = I18n;
const english = ENGLISH.i18n;

const ACCEPTING_TEXT: Record<Accepting, TextId> = {
  yes: msg`Accepting new patients`,
  waitlist: msg`Waitlist for new patients`,
  no: msg`Not accepting new patients`,
};

/** Said instead of a statement older than 30 days. */
export const NOT_CONFIRMED_RECENTLY = msg`Availability not confirmed recently — call to ask`;

export function confirmedAgo(daysAgo: number, i18n: Words = english): string {
  if (daysAgo === 0) return t(i18n)`confirmed today`;
  if (daysAgo === 1) return t(i18n)`confirmed yesterday`;
  return t(i18n)`${plural(daysAgo, { one: 'confirmed # day ago', other: 'confirmed # days ago' })}`;
}

export const acceptingText = (value: Accepting, i18n: Words = english) => i18n._(ACCEPTING_TEXT[value]);

export const openBedsText = (beds: number, i18n: Words = english) =>
  beds === 0 ? t(i18n)`No open beds` : t(i18n)`${plural(beds, { one: '# open bed', other: '# open beds' })}`;

export const waitText = (days: number, i18n: Words = english) =>
  days === 0 ? t(i18n)`No wait for a first appointment` : t(i18n)`${plural(days, { one: 'Typical wait: # day', other: 'Typical wait: # days' })}`;

const line = <T>(stated: Stated<T>, text: (value: T, words: Words) => string, words: Words) =>
  `${text(stated.value, words)} · ${confirmedAgo(stated.daysAgo, words)}`;

/** Each current statement as a line ("Accepting new patients · confirmed 3 days ago"). */
export function availabilityLines(availability: Availability, words: Words = english): string[] {
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
export function availabilitySummary(availability: Availability | null | undefined, words: Words = english): { text: string; current: boolean } | null {
  if (!availability) return null;
  const lead = availability.accepting ?? availability.openBeds ?? availability.waitDays;
  if (!lead) return null;
  if (!lead.current) return { text: words._(NOT_CONFIRMED_RECENTLY), current: false };
  return { text: availabilityLines(availability, words)[0]!, current: true };
}

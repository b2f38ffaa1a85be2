import { beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '../../../worker/availability/schemas';
import { availabilityLines, availabilitySummary, confirmedAgo } from './availability';
import { loadTranslator } from './i18n/translator';

// The words are the shell's catalogue's (English is a catalogue too: the built code carries ids).
beforeAll(() => loadTranslator('en'));

const stated = <T>(value: T, daysAgo: number) => ({ value, confirmedOn: '2026-11-01', daysAgo, current: daysAgo <= 30 });

describe('availability wording', () => {
  it('says how long ago a statement was confirmed', () => {
    expect([0, 1, 3, 30].map((days) => confirmedAgo(days))).toEqual(['confirmed today', 'confirmed yesterday', 'confirmed 3 days ago', 'confirmed 30 days ago']);
  });

  it('sums a card up from whether it accepts new patients', () => {
    const a: Availability = { accepting: stated('yes' as const, 3), openBeds: stated(2, 3), waitDays: null };
    expect(availabilitySummary(a)).toEqual({ text: 'Accepting new patients · confirmed 3 days ago', current: true });
    expect(availabilitySummary({ ...a, accepting: stated('waitlist' as const, 0) })?.text).toBe('Waitlist for new patients · confirmed today');
    expect(availabilitySummary({ accepting: null, openBeds: stated(0, 1), waitDays: null })?.text).toBe('No open beds · confirmed yesterday');
    expect(availabilitySummary(null)).toBeNull();
  });

  it('does not show a statement older than 30 days as current', () => {
    const old: Availability = { accepting: stated('yes' as const, 31), openBeds: stated(4, 31), waitDays: stated(7, 31) };
    expect(availabilitySummary(old)).toEqual({ text: 'Availability not confirmed recently — call to ask', current: false });
    expect(availabilityLines(old)).toEqual([]);
    expect(availabilityLines({ ...old, waitDays: stated(1, 30) })).toEqual(['Typical wait: 1 day · confirmed 30 days ago']);
  });
});

import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime, friendlyCount, pluralize, telHref } from './format';

describe('formatLongDate', () => {
  it('writes the US long date of the stored (UTC) day, whatever the reader’s zone', () => {
    expect(formatLongDate('2026-03-04')).toBe('March 4, 2026');
    expect(formatLongDate('2026-03-04T00:00:00Z')).toBe('March 4, 2026');
    expect(formatLongDate('2026-03-04T23:59:59Z')).toBe('March 4, 2026');
    expect(formatLongDate('2026-12-31T23:30:00-05:00')).toBe('January 1, 2027');
  });

  it('is null for a missing or unreadable value', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});

describe('formatLongDateTime', () => {
  it('writes the date with the time of day', () => {
    expect(formatLongDateTime('2026-03-04T14:05:00Z')).toMatch(/^March \d, 2026 at \d{1,2}:05\s[AP]M$/);
  });

  it('is null for a missing or unreadable value', () => {
    expect(formatLongDateTime(null)).toBeNull();
    expect(formatLongDateTime('yesterday')).toBeNull();
  });
});

describe('telHref', () => {
  it('dials a US number in full international form', () => {
    expect(telHref('(555) 010-1234')).toBe('tel:+15550101234');
    expect(telHref('1-800-662-4357')).toBe('tel:+18006624357');
    expect(telHref('+1 (800) 662 4357')).toBe('tel:+18006624357');
  });

  it('keeps the digits of anything else as they are', () => {
    expect(telHref('988')).toBe('tel:988');
    expect(telHref('2-800-662-4357')).toBe('tel:28006624357');
  });
});

describe('pluralize', () => {
  it('uses the singular for exactly one, and groups thousands', () => {
    expect(pluralize(1, 'lead', 'leads')).toBe('1 lead');
    expect(pluralize(0, 'lead', 'leads')).toBe('0 leads');
    expect(pluralize(2, 'prospect', 'prospects')).toBe('2 prospects');
    expect(pluralize(12_345, 'entry', 'entries')).toBe('12,345 entries');
  });
});

describe('friendlyCount', () => {
  it('gives small counts exactly', () => {
    expect(friendlyCount(0)).toBe('0');
    expect(friendlyCount(9)).toBe('9');
  });

  it('rounds down, never up, to tens, hundreds and thousands', () => {
    expect(friendlyCount(10)).toBe('10+');
    expect(friendlyCount(999)).toBe('990+');
    expect(friendlyCount(1000)).toBe('1,000+');
    expect(friendlyCount(5237)).toBe('5,200+');
    expect(friendlyCount(9999)).toBe('9,900+');
    expect(friendlyCount(10_000)).toBe('10,000+');
    expect(friendlyCount(54_321)).toBe('54,000+');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format';

describe('formatDateTime and formatDay', () => {
  it('write a stored time as the admins read it', () => {
    expect(formatDateTime('2026-11-23T14:05:00Z')).toMatch(/^Nov 2[34], 2026, \d{1,2}:05\s[AP]M$/);
    expect(formatDay('2026-11-23T12:00:00Z')).toMatch(/^Nov 2[234], 2026$/);
  });

  it('show a dash for no time at all', () => {
    for (const missing of [null, undefined, '']) {
      expect(formatDateTime(missing)).toBe('—');
      expect(formatDay(missing)).toBe('—');
    }
  });

  it('show an unreadable value as it is stored, rather than "Invalid Date"', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDay('2026-13-45')).toBe('2026-13-45');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { addFacility, api, freshSearch, loadReferenceData } from '../test/fixtures';

beforeAll(async () => {
  await loadReferenceData();
  await addFacility({ name: 'Cedar Ridge Treatment', state: 'WA', description: 'Trauma-informed care.' });
  await addFacility({ name: 'Hidden Rejected Listing', state: 'WA', status: 'rejected' });
  await freshSearch();
});

describe('search text never acts as FTS5 syntax', () => {
  it.each([
    '"',
    '""',
    'cedar"',
    '*',
    'cedar*',
    'NEAR(cedar ridge)',
    'cedar AND ridge',
    'cedar OR',
    'NOT cedar',
    '-cedar',
    'name:cedar',
    '^cedar',
    '(cedar',
    "'; DROP TABLE facilities; --",
    'cédar',
    '😀 cedar',
    '\u0000cedar',
  ])('%j is searched as words, never an error', async (q) => {
    const res = await api(`/api/facility/public/search?q=${encodeURIComponent(q)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const json = (await res.json()) as { total: number };
    expect(json.total).toBeGreaterThanOrEqual(0);
  });

  it('treats operators as words: "cedar AND ridge" finds the facility named with both', async () => {
    const res = await api(`/api/facility/public/search?q=${encodeURIComponent('cedar ridge')}`);
    const json = (await res.json()) as { facilities: Array<{ name: string }> };
    expect(json.facilities.map((f) => f.name)).toEqual(['Cedar Ridge Treatment']);
  });

  it('never returns a listing that is not approved', async () => {
    const res = await api('/api/facility/public/search?q=hidden');
    const json = (await res.json()) as { total: number };
    expect(json.total).toBe(0);
  });

  it('still has its tables after an injection attempt', async () => {
    await api(`/api/facility/public/search?q=${encodeURIComponent("x'); DROP TABLE facilities; --")}`);
    const res = await api('/api/facility/public/search');
    expect(res.status).toBe(200);
  });
});

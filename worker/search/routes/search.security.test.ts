import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { addFacility, freshSearch, loadReferenceData } from '../../test/fixtures';

beforeAll(async () => {
  await loadReferenceData();
  await addFacility({ name: 'Cedar Ridge Treatment', state: 'WA', description: 'Trauma-informed care.' });
  await addFacility({ name: 'Hidden Rejected Listing', state: 'WA', status: 'rejected' });
  await freshSearch();
});

const search = (q?: string) => client.facility.public.search.$get({ query: { q } });

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
    const res = await search(q);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).total).toBeGreaterThanOrEqual(0);
  });

  it('treats operators as words: "cedar AND ridge" finds the facility named with both', async () => {
    const json = await (await search('cedar ridge')).json();
    expect(json.facilities.map((f) => f.name)).toEqual(['Cedar Ridge Treatment']);
  });

  it('never returns a listing that is not approved', async () => {
    expect((await (await search('hidden')).json()).total).toBe(0);
  });

  it('still has its tables after an injection attempt', async () => {
    await search("x'); DROP TABLE facilities; --");
    const res = await search();
    expect(res.status).toBe(200);
    expect((await res.json()).total).toBe(1);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Database } from '../../lib/db';
import { meteredClient } from '../../test/client';
import { addFacility, freshSearch, loadReferenceData } from '../../test/fixtures';
import { getSearchIndex } from '../index-store';
import { matchText } from './text-match';
import { matchExpression } from '../text';
import { prng } from '../../test/random';

// Search reads a text's matches from postings in memory, not from FTS5. FTS5 still indexes the same
// documents (facility_search_documents, kept by triggers): here it is the reference the in-memory
// match and its bm25 must equal, listing for listing.

const WORDS = [
  'family', 'families', 'Families', 'detox', 'detoxification', 'alcohol', 'opioid', 'women’s', "men's", 'niño',
  'Señora', 'café', 'counseling', 'counselor', '24', 'hour', '24/7', 'outpatient', 'residential', 'recovery',
  'recovering', 'teen', 'teens', 'program', 'the', 'and', 'in', 'Colorado', 'X-ray', 'co-op',
];
const NAMES = ['Harbor', 'Light', 'Recovery', 'Family', 'Center', 'House', 'Detox', 'Outpatient', 'Señora'];
const PLACES = [
  ['Denver', 'CO'],
  ['Austin', 'TX'],
  ['Miami', 'FL'],
  ['Colorado Springs', 'CO'],
] as const;
const TREATMENTS = ['outpatient', 'luxury', 'sober-living'];
const SPECIALIZATIONS = ['alcohol-addiction', 'drug-addiction', 'dual-diagnosis'];
const INSURANCE = ['medicaid', 'private-pay'];

const QUERIES = [
  ['family'], ['fam'], ['families'], ['detox'], ['detox', 'family'], ['alcohol', 'denver'], ['colorado'], ['outpatient'],
  ['senora'], ['nino'], ['women', 's'], ['24'], ['7'], ['teen', 'program', 'the'], ['co', 'op'], ['medicaid'],
  ['luxury', 'recovery'], ['h'], ['zzz'], ['family', 'zzz'], ['recover', 'recover'],
];

beforeAll(async () => {
  await loadReferenceData();
  const rand = prng(2026);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const some = <T,>(list: readonly T[]) => list.filter(() => rand() < 0.4);
  for (let k = 0; k < 70; k++) {
    const [city, state] = pick(PLACES);
    const length = Math.floor(rand() * 40);
    await addFacility({
      name: `${pick(NAMES)} ${pick(NAMES)} ${k}`,
      city,
      state,
      description: Array.from({ length }, () => pick(WORDS)).join(rand() < 0.5 ? ' ' : ', '),
      treatmentTypes: some(TREATMENTS),
      specializations: some(SPECIALIZATIONS),
      insurance: some(INSURANCE),
      // Unpublished listings are in neither.
      status: k % 9 === 0 ? 'pending' : 'approved',
    });
  }
  await freshSearch();
});

async function fts5(words: string[]): Promise<Map<number, number>> {
  const { results } = await env.DB.prepare(
    `SELECT rowid AS id, bm25(facilities_fts, 10.0, 4.0, 2.0, 4.0, 1.0) AS score
     FROM facilities_fts WHERE facilities_fts MATCH ?1`,
  )
    .bind(matchExpression(words))
    .all<{ id: number; score: number }>();
  return new Map(results.map((r) => [r.id, r.score]));
}

describe('matching text in memory', () => {
  it('finds the listings FTS5 finds for the same words, each with the bm25 FTS5 gives it', async () => {
    const index = await getSearchIndex(new Database(env.DB), () => {});
    for (const words of QUERIES) {
      const expected = await fts5(words);
      const match = matchText(index, words);
      const found = new Map<number, number>();
      for (let i = 0; i < index.count; i++) if (match.bits[i >>> 5]! & (1 << (i & 31))) found.set(index.ids[i]!, match.scoreAt[i]!);
      expect([...found.keys()].sort((a, b) => a - b), words.join(' ')).toEqual([...expected.keys()].sort((a, b) => a - b));
      expect(match.size).toBe(expected.size);
      for (const [id, score] of expected) {
        expect(Math.abs(found.get(id)! - score), `${words.join(' ')} #${id}`).toBeLessThan(1e-9 * Math.max(1, Math.abs(score)));
      }
    }
    // The reference is not empty: most queries find something.
    expect(QUERIES.filter((words) => matchText(index, words).size > 0).length).toBeGreaterThan(15);
  });

  it('reads no row per match: a common word in one state costs what the state alone does', async () => {
    const rowsRead = async (query: Record<string, string>) => {
      const res = await meteredClient.facility.public.search.$get({ query: { ...query, limit: '5' } });
      expect(res.status).toBe(200);
      const json = await res.json();
      const timing = res.headers.get('Server-Timing') ?? '';
      return { total: json.total, rows: Number(/rows_read=(\d+)/.exec(timing)?.[1]) };
    };
    // A still clock: the index's version row is read by the first search only (index-store.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await rowsRead({ q: 'counseling' });
      const word = await rowsRead({ q: 'recovery', state: 'TX' });
      const state = await rowsRead({ state: 'TX' });
      const everywhere = await rowsRead({ q: 'recovery' });
      expect(word.total).toBeGreaterThan(0);
      expect(everywhere.total).toBeGreaterThan(word.total + 20);
      expect(word.rows).toBe(state.rows);
    } finally {
      vi.useRealTimers();
    }
  });
});

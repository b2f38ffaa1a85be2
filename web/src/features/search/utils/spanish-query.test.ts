import { describe, expect, it } from 'vitest';
import { RELEVANCE_QUERIES, SPANISH_RELEVANCE_QUERIES } from '../../../../../bench/lib/relevance-queries';
import { looksSpanish } from './spanish-query';

// The relevance set's searches (bench/lib/relevance-queries.ts) as visitors type them: the Spanish
// ones read as Spanish, the English ones never.

const spanish = new Set(SPANISH_RELEVANCE_QUERIES);

describe('looksSpanish', () => {
  it.each(SPANISH_RELEVANCE_QUERIES.map((query) => query.q))('reads %j as Spanish', (q) => {
    expect(looksSpanish(q)).toBe(true);
  });

  it.each(RELEVANCE_QUERIES.filter((query) => !spanish.has(query)).map((query) => query.q))('reads %j as not Spanish', (q) => {
    expect(looksSpanish(q)).toBe(false);
  });

  it('takes English place names with Spanish words for English', () => {
    for (const q of ['rehab in los angeles', 'detox el paso tx', 'la jolla rehab', 'santa fe outpatient', 'rehab DE', 'san antonio methadone']) {
      expect(looksSpanish(q), q).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { editDistance, matchExpression, searchWords, suggestCorrection } from './text';

describe('searchWords and matchExpression', () => {
  it('keeps only words, lower-cased and without diacritics, each quoted as a prefix', () => {
    expect(searchWords('Détox "NEAR(alcohol*)" AND -rehab')).toEqual(['detox', 'near', 'alcohol', 'and', 'rehab']);
    expect(matchExpression(['detox', 'and'])).toBe('"detox"* "and"*');
    expect(searchWords('!!! ***')).toEqual([]);
  });
});

describe('suggestCorrection', () => {
  const terms = ['alcohol', 'alcoholism', 'detoxification', 'opioid', 'recovery'];
  const docs = [50, 5, 40, 30, 90];

  it('corrects a misspelled word to the closest indexed word', () => {
    expect(suggestCorrection(['alchohol'], terms, docs)).toBe('alcohol');
    expect(suggestCorrection(['opiod', 'recovery'], terms, docs)).toBe('opioid recovery');
  });

  it('leaves words that are prefixes of indexed words, and far-off words, alone', () => {
    expect(suggestCorrection(['detox'], terms, docs)).toBeUndefined();
    expect(suggestCorrection(['xyzzyplugh'], terms, docs)).toBeUndefined();
  });

  it('measures transpositions as one edit', () => {
    expect(editDistance('alcohlo', 'alcohol', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

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

  it('gives the optimal-string-alignment distance, or max + 1 beyond max, whatever the words', () => {
    // The textbook table, in full: what the bounded, allocation-free one must agree with.
    const reference = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[a.length]![b.length]!;
    };
    let seed = 0x2545f491;
    const random = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    // Few letters, so that near words are common; now and then one from far off (é, ñ, a digit).
    const word = () => Array.from({ length: 1 + random(12) }, () => 'abcdeé1ñ'[random(random(10) === 0 ? 8 : 4)]).join('');
    const mutate = (w: string) => {
      const at = random(w.length + 1);
      const swapped = at + 1 < w.length ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2) : w;
      return [w.slice(0, at) + 'b' + w.slice(at), w.slice(0, at) + w.slice(at + 1), swapped][random(3)]!;
    };
    for (let k = 0; k < 3000; k++) {
      const a = word();
      const b = random(2) === 0 ? word() : mutate(mutate(a));
      const max = random(4);
      expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(reference(a, b), max + 1));
    }
  });
});

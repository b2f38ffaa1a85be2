import { popcount } from '../index/bitsets';
import type { SearchIndex } from '../index/index-codec';
import { forEachPosting } from '../index/text-postings';
import { lowerBound } from '../text';

/** The listings a search's words match, as a bitset over positions, with each one's relevance. */
export interface TextMatch {
  bits: Uint32Array;
  /** bm25 by position, as FTS5 computes it (negative; lower is better); 0 where not matched. */
  scoreAt: Float64Array;
  size: number;
}

// FTS5's bm25 constants.
const K1 = 1.2;
const B = 0.75;

// A visitor who filters, sorts or pages re-runs the same words: the last few matches are kept
// per index (an index is immutable, so they never go stale).
const KEPT = 8;
const kept = new WeakMap<SearchIndex, Map<string, TextMatch>>();

/**
 * Listings holding every word, each as a prefix ("detox" finds "detoxification"), scored with
 * bm25 over the weighted columns exactly as FTS5's bm25() with the same weights would score them.
 */
export function matchText(index: SearchIndex, words: readonly string[]): TextMatch {
  const key = words.join(' ');
  let recent = kept.get(index);
  if (!recent) kept.set(index, (recent = new Map()));
  const hit = recent.get(key);
  if (hit) {
    recent.delete(key);
    recent.set(key, hit);
    return hit;
  }
  const made = computeMatch(index, words);
  recent.set(key, made);
  if (recent.size > KEPT) recent.delete(recent.keys().next().value!);
  return made;
}

function computeMatch(index: SearchIndex, words: readonly string[]): TextMatch {
  const n = index.count;
  const phrases = words.map((word) => phrase(index, word));
  const bits = new Uint32Array(index.words);
  if (phrases.length > 0) bits.set(phrases[0]!.bits);
  for (const p of phrases.slice(1)) for (let w = 0; w < bits.length; w++) bits[w]! &= p.bits[w]!;

  const scoreAt = new Float64Array(n);
  const averageLength = n > 0 ? index.tokenTotal / n : 1;
  let size = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    size += popcount(word);
    while (word !== 0) {
      const low = word & -word;
      const i = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
      const lengthNorm = K1 * (1 - B + (B * index.tokenCounts[i]!) / averageLength);
      let score = 0;
      for (const p of phrases) {
        const f = p.frequency[i]!;
        score += p.idf * ((f * (K1 + 1)) / (f + lengthNorm));
      }
      scoreAt[i] = -score;
    }
  }
  return { bits, scoreAt, size };
}

/** One word's listings (every held word it begins), its weighted count in each, and its idf. */
function phrase(index: SearchIndex, word: string) {
  const bits = new Uint32Array(index.words);
  const frequency = new Uint32Array(index.count);
  const terms = index.textTerms;
  for (let t = lowerBound(terms, word); t < terms.length && terms[t]!.startsWith(word); t++) {
    forEachPosting(index, t, (i, weight) => {
      bits[i >>> 5]! |= 1 << (i & 31);
      frequency[i]! += weight;
    });
  }
  let holding = 0;
  for (let w = 0; w < bits.length; w++) holding += popcount(bits[w]!);
  const idf = Math.log((index.count - holding + 0.5) / (holding + 0.5));
  return { bits, frequency, idf: idf <= 0 ? 1e-6 : idf };
}

/** A match of exactly these positions, each scored as given (0: all equally relevant). */
export function matchOfPositions(index: SearchIndex, positions: Iterable<number>, scoreOf: (position: number) => number = () => 0): TextMatch {
  const bits = new Uint32Array(index.words);
  const scoreAt = new Float64Array(index.count);
  let size = 0;
  for (const i of positions) {
    if (i < 0 || bits[i >>> 5]! & (1 << (i & 31))) continue;
    bits[i >>> 5]! |= 1 << (i & 31);
    scoreAt[i] = scoreOf(i);
    size++;
  }
  return { bits, scoreAt, size };
}

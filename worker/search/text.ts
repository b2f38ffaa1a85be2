// What a visitor types becomes FTS5 syntax only through here: words are cut out with the same
// rules the index's unicode61 tokenizer uses and each is quoted, so quotes, `*`, `NEAR(`, `AND`,
// `-` or column filters in the text are searched for as words and never act as operators.

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 12;

/** The words of `text` without diacritics, in the case they were typed. */
export function typedWords(text: string): string[] {
  return wordsOf(text).slice(0, MAX_WORDS);
}

function wordsOf(text: string): string[] {
  // Most listings' text is plain ASCII, which has nothing to decompose.
  const plain = /^[ -~\s]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, '');
  return plain.match(WORD) ?? [];
}

/** Every word of a listing's text as the search index holds it: the same rules as a search's words. */
export function textTokens(text: string): string[] {
  return wordsOf(text).map((word) => word.toLowerCase());
}

/** Lower-case words without diacritics, as unicode61 (remove_diacritics 2) stores them. */
export function searchWords(text: string): string[] {
  return typedWords(text).map((word) => word.toLowerCase());
}

/** Every word must match, each as a prefix ("detox" finds "detoxification"). */
export function matchExpression(words: string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/** The first position of sorted `keys` whose key is not below `prefix`. */
export function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some indexed term starts with `word` (terms sorted). */
export function hasPrefix(terms: readonly string[], word: string): boolean {
  const at = lowerBound(terms, word);
  return at < terms.length && terms[at]!.startsWith(word);
}

// A misspelt word is measured against every known word (the vocabulary, the places, the listings'
// terms: tens of thousands at 50,000 listings), so the distance below allocates nothing and first
// tries a bound that rejects most words in one pass over their letters.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;
const letterCounts = new Int32Array(64);

/**
 * How far apart the letter counts of `a` and `b` are (letters folded into 64 buckets, which can
 * only lower the figure). One edit changes it by at most 2 (a transposition by 0), so a distance
 * of at most `max` needs a figure of at most 2 × max.
 */
function letterDifference(a: string, b: string): number {
  letterCounts.fill(0);
  for (let i = 0; i < a.length; i++) letterCounts[a.charCodeAt(i) & 63]!++;
  for (let i = 0; i < b.length; i++) letterCounts[b.charCodeAt(i) & 63]!--;
  let difference = 0;
  for (let k = 0; k < 64; k++) difference += Math.abs(letterCounts[k]!);
  return difference;
}

/** Optimal-string-alignment distance, or `max + 1` for any distance beyond `max` (found early where it can be). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max || letterDifference(a, b) > 2 * max) return max + 1;
  const n = b.length;
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prevPrev, prev, row] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, prevPrev[j - 2]! + 1);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const done = prevPrev;
    prevPrev = prev;
    prev = row;
    row = done;
  }
  return Math.min(prev[n]!, max + 1);
}

/**
 * "Did you mean": each word that no indexed term starts with is replaced by the closest indexed
 * term (the most common one on a tie). Undefined when nothing needed or could be corrected.
 */
export function suggestCorrection(words: string[], terms: string[], termDocs: number[]): string | undefined {
  let changed = false;
  const corrected = words.map((word) => {
    if (word.length < 3 || /\d/.test(word) || hasPrefix(terms, word)) return word;
    const max = word.length <= 5 ? 1 : 2;
    let best: string | undefined;
    let bestDistance = max + 1;
    let bestDocs = -1;
    terms.forEach((term, i) => {
      const d = editDistance(word, term, max);
      const docs = termDocs[i] ?? 0;
      if (d < bestDistance || (d === bestDistance && d <= max && docs > bestDocs)) {
        best = term;
        bestDistance = d;
        bestDocs = docs;
      }
    });
    if (best === undefined || bestDistance > max) return word;
    changed = true;
    return best;
  });
  return changed ? corrected.join(' ') : undefined;
}

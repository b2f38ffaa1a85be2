import { distanceMiles } from './geo';
import type { SearchIndex } from '../index/index-codec';
import { searchWords } from '../text';
import type { ParsedQuery, Place } from '../understand/parse-query';
import { VOCABULARY } from '../understand/vocabulary';

// A search that types a listing's whole name ("Lakeshore Recovery Center", "Sparrow Trail Estate")
// names that listing, whatever its words also mean (a town called Lakeshore, Trail, MN). A name's
// distinctive words are those other than the generic and stop words every name may hold.

/** Single words that do not tell one listing's name from another's ("recovery", "center", "the"). */
const PLAIN = new Set(
  VOCABULARY.filter((e) => e.meaning.kind === 'generic' || e.meaning.kind === 'stop')
    .flatMap((e) => e.phrases)
    .filter((p) => !p.includes(' ')),
);

interface NameWords {
  /** Per distinctive word, the listings (positions) whose name holds it. */
  byWord: Map<string, number[]>;
  /** Per listing, its name's words. */
  words: string[][];
}

const nameWords = new WeakMap<SearchIndex, NameWords>();

function wordsOf(index: SearchIndex): NameWords {
  let found = nameWords.get(index);
  if (found) return found;
  const byWord = new Map<string, number[]>();
  const words = index.names.map((name, position) => {
    const w = searchWords(name);
    for (const word of new Set(w)) {
      if (PLAIN.has(word)) continue;
      const list = byWord.get(word);
      if (list) list.push(position);
      else byWord.set(word, [position]);
    }
    return w;
  });
  found = { byWord, words };
  nameWords.set(index, found);
  return found;
}

/**
 * Positions of the listings (at most `max`) whose every distinctive name word the search holds,
 * with at least two of the search's words in the name: the search typed that name.
 */
export function facilitiesFullyNamed(index: SearchIndex, typed: readonly string[], max: number): number[] {
  const query = new Set(typed);
  // A name is typed with two words at least.
  if (query.size < 2) return [];
  const { byWord, words } = wordsOf(index);
  const found: Array<{ position: number; hits: number; extra: number }> = [];
  const seen = new Set<number>();
  for (const word of query) {
    for (const position of byWord.get(word) ?? []) {
      if (seen.has(position)) continue;
      seen.add(position);
      const name = words[position]!;
      const hits = new Set(name.filter((w) => query.has(w))).size;
      // `extra`: the name's own words beyond what was typed (a "Center" the visitor left out).
      if (hits >= 2 && name.every((w) => PLAIN.has(w) || query.has(w))) found.push({ position, hits, extra: new Set(name).size - hits });
    }
  }
  // The name that holds most of what was typed first ("Umber Knoll Addiction Services of Schroon
  // Lake" before "Umber Knoll Addiction Services"), then the one with least beside it ("Heron Shore
  // Recovery" before "Heron Shore Recovery Center").
  found.sort((a, b) => b.hits - a.hits || a.extra - b.extra || a.position - b.position);
  return found.slice(0, max).map((f) => f.position);
}

/** The words of a listing's name (lower-case), as the search compares them. */
export function nameWordsOf(index: SearchIndex, position: number): readonly string[] {
  return wordsOf(index).words[position]!;
}

/** Whether the listing at `position` lies in `place` (its state, or within `radius` miles of its city). */
function liesIn(index: SearchIndex, position: number, place: Place, radius: number): boolean {
  if (place.kind === 'state') return index.states[index.state[position]!]?.code === place.code;
  if (place.kind === 'city') {
    const { latitude, longitude } = place.city;
    return distanceMiles(latitude, longitude, index.latitude[position]!, index.longitude[position]!) <= radius;
  }
  return true;
}

/**
 * The search read without its place when the place's words belong to a name it typed: a listing
 * fully named lies outside the place, its name holds the place's words, and the rest of what was
 * typed (other than filter words) is that name too. "Sparrow Trail Estate" is the estate in Austin,
 * not Trail, MN; "austin detox" keeps Austin (detox explains the rest).
 */
export function readAsName(index: SearchIndex, parsed: ParsedQuery, named: readonly number[], radius: number): ParsedQuery {
  const placeNote = parsed.understood.find((u) => u.kind === 'place');
  if (!parsed.place || !placeNote || named.length === 0) return parsed;
  const placeWords = searchWords(placeNote.words);
  const filterWords = new Set(parsed.understood.filter((u) => u.kind !== 'place').flatMap((u) => searchWords(u.words)));
  const rest = parsed.words.map((w) => w.toLowerCase()).filter((w) => !placeWords.includes(w) && !filterWords.has(w));
  const isName = (position: number) => {
    const name = nameWordsOf(index, position);
    return (
      !liesIn(index, position, parsed.place!, radius) &&
      placeWords.every((w) => name.includes(w)) &&
      rest.some((w) => name.includes(w)) &&
      rest.every((w) => name.includes(w) || PLAIN.has(w))
    );
  };
  if (!named.some(isName)) return parsed;
  const { place: _place, ...withoutPlace } = parsed;
  return { ...withoutPlace, text: [...parsed.text, ...placeWords], understood: parsed.understood.filter((u) => u !== placeNote) };
}

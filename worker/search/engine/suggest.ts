import type { SearchIndex } from '../index/index-codec';
import { nameWordsOf } from './named';
import { lowerBound, searchWords, typedWords } from '../text';
import { VOCABULARY, type TaxonomyList } from '../understand/vocabulary';

// Suggestions as the visitor types, answered from the in-memory index alone: places (states and
// the ZIP table's cities), treatment words and insurers (the vocabulary and the taxonomy names),
// the vocabulary's words for services (payment ones among the insurers), and facility names. Each list is a sorted array of normalised keys searched by prefix with a
// binary search, built once per index object (which never changes) and kept in a WeakMap.

export type SuggestionKind = 'place' | 'treatment' | 'insurance' | 'facility';

export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  /** The SPA address it leads to: a search, or a facility's page. */
  href: string;
  /** What tells two facilities of one name apart: their state's code. */
  detail?: string;
}

export const SUGGEST_LIMIT = 8;
/** At most this many of one kind, so one kind cannot crowd the others out while they have some. */
const PER_KIND: Record<SuggestionKind, number> = { place: 4, treatment: 3, insurance: 2, facility: 3 };
const KIND_ORDER: Record<SuggestionKind, number> = { place: 0, treatment: 1, insurance: 2, facility: 3 };
/** A last word this long may carry one typo (substitution, insertion, deletion or transposition). */
const TYPO_MIN_LENGTH = 5;
/** Words that do not start a facility-name key: nobody types a name from its "of". */
const NAME_SKIP = new Set(['of', 'the', 'and', 'at', 'for', 'in', 'a', 'an', 'on', 'by', 'to']);

/** Keys sorted by code unit, each with what it stands for (an index into the list's targets). */
interface Table {
  keys: string[];
  refs: Int32Array;
}

interface TermTarget {
  kind: 'treatment' | 'insurance';
  label: string;
  /** Words the search reads as this entry, or, when none does, the filter parameter itself. */
  words: string | null;
  list: TaxonomyList | 'services';
  /** The entry's id; for services, the vocabulary entry's first slug. */
  id: string;
}

/** Facility-name keys (ref: the facility's position), with the word each starts at (0: the name's start). */
interface NameTable extends Table {
  wordAt: Uint8Array;
}

interface Suggester {
  /** ref >= 0: a city (its place position); ref < 0: the state at position -ref - 1. */
  places: Table;
  placeWords: number;
  terms: Table;
  termTargets: TermTarget[];
  termWords: number;
  /**
   * The name keys starting with a letter: one key per name word a visitor may start typing from.
   * Every search of names looks among the keys of the typed first letter, so each letter's keys are
   * made and sorted when first asked for: all of them at once took ~0.45 s at 50,000 listings, paid
   * by the first search of two words or the first suggestion after each index change.
   */
  names: (letter: string) => NameTable;
}

const suggesters = new WeakMap<SearchIndex, Suggester>();

function tableOf(entries: Array<[key: string, ref: number]>): Table {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: entries.map((e) => e[0]), refs: Int32Array.from(entries, (e) => e[1]) };
}

/** The most words any key has (a loop: spreading 100,000 keys into Math.max overflows the stack). */
function mostWords(keys: string[]): number {
  let most = 1;
  for (const key of keys) most = Math.max(most, key.split(' ').length);
  return Math.min(6, most);
}

function suggester(index: SearchIndex): Suggester {
  let s = suggesters.get(index);
  if (s) return s;

  const placeEntries: Array<[string, number]> = [];
  index.states.forEach((state, i) => {
    placeEntries.push([searchWords(state.name).join(' '), -i - 1]);
    placeEntries.push([state.code.toLowerCase(), -i - 1]);
  });
  index.placeNames.forEach((name, i) => {
    const key = searchWords(name).join(' ');
    if (!key) return;
    const state = index.states[index.placeState[i]!]!;
    // "denver co" and "denver colorado" narrow Denver to its state as the visitor goes on typing.
    placeEntries.push([key, i], [`${key} ${state.code.toLowerCase()}`, i], [`${key} ${searchWords(state.name).join(' ')}`, i]);
  });

  const termTargets: TermTarget[] = [];
  const termEntries: Array<[string, number]> = [];
  const targetOf = new Map<string, number>();
  const lists: Array<[TaxonomyList, 'treatment' | 'insurance', SearchIndex['treatmentTypes']]> = [
    ['treatment_types', 'treatment', index.treatmentTypes],
    ['specializations', 'treatment', index.specializations],
    ['insurance', 'insurance', index.insurance],
  ];
  for (const [list, kind, entries] of lists) {
    for (const entry of entries) {
      const phrase = VOCABULARY.find((v) => v.meaning.kind === 'term' && v.meaning.list === list && v.meaning.ids[0] === entry.id);
      targetOf.set(`${list}:${entry.id}`, termTargets.length);
      termEntries.push([searchWords(entry.name).join(' '), termTargets.length]);
      termTargets.push({ kind, label: entry.name, words: phrase?.phrases[0] ?? null, list, id: entry.id });
    }
  }
  for (const entry of VOCABULARY) {
    const meaning = entry.meaning;
    if (meaning.kind === 'service') {
      // Suggested as the vocabulary's first words for it, named as its chip is.
      const known = meaning.slugs.map((slug) => index.services.find((x) => x.slug === slug)).find((x) => x !== undefined);
      if (!known) continue;
      const label = meaning.label ?? known.label;
      const target = termTargets.length;
      termTargets.push({
        kind: known.group === 'payment' ? 'insurance' : 'treatment',
        label,
        words: entry.phrases[0]!,
        list: 'services',
        id: meaning.slugs[0]!,
      });
      for (const key of new Set([...entry.phrases, label].map((p) => searchWords(p).join(' ')))) termEntries.push([key, target]);
      continue;
    }
    for (const phrase of entry.phrases) {
      const key = searchWords(phrase).join(' ');
      if (meaning.kind === 'term') {
        const target = targetOf.get(`${meaning.list}:${meaning.ids[0]}`);
        if (target !== undefined) termEntries.push([key, target]);
      } else if (meaning.kind === 'state') {
        const i = index.states.findIndex((st) => st.code === meaning.code);
        if (i >= 0) placeEntries.push([key, -i - 1]);
      } else if (meaning.kind === 'city') {
        const i = index.placeNames.findIndex((name, p) => name === meaning.city && index.states[index.placeState[p]!]!.code === meaning.state);
        if (i >= 0) placeEntries.push([key, i]);
      }
    }
  }

  // Where each key starts (facility position, word), by the key's first letter: no string made yet.
  const starts = new Map<string, number[]>();
  for (let position = 0; position < index.names.length; position++) {
    const words = nameWordsOf(index, position);
    for (let w = 0; w < words.length && w < 8; w++) {
      if (w > 0 && NAME_SKIP.has(words[w]!)) continue;
      const letter = words[w]![0]!;
      const list = starts.get(letter);
      if (list) list.push(position, w);
      else starts.set(letter, [position, w]);
    }
  }
  const nameTables = new Map<string, NameTable>();
  const names = (letter: string): NameTable => {
    let table = nameTables.get(letter);
    if (table) return table;
    const at = starts.get(letter) ?? [];
    const entries: Array<[string, number, number]> = [];
    for (let k = 0; k < at.length; k += 2) entries.push([nameWordsOf(index, at[k]!).slice(at[k + 1]!).join(' '), at[k]!, at[k + 1]!]);
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    table = { keys: entries.map((e) => e[0]), refs: Int32Array.from(entries, (e) => e[1]), wordAt: Uint8Array.from(entries, (e) => e[2]) };
    nameTables.set(letter, table);
    return table;
  };

  const places = tableOf(placeEntries);
  const terms = tableOf(termEntries);
  s = {
    places,
    placeWords: mostWords(places.keys),
    terms,
    termTargets,
    termWords: mostWords(terms.keys),
    names,
  };
  suggesters.set(index, s);
  return s;
}


/**
 * Positions of the facilities whose name holds `words` one after another, whole words (at most
 * `max`): what makes a search "name-like" ("florida house" is a listing's name, not Florida).
 */
export function facilitiesNamed(index: SearchIndex, words: string[], max: number): number[] {
  const phrase = words.join(' ');
  const names = suggester(index).names(phrase[0] ?? '');
  const found = new Set<number>();
  for (const { at } of prefixHits(names, phrase, false)) {
    const key = names.keys[at]!;
    if (key.length === phrase.length || key[phrase.length] === ' ') found.add(names.refs[at]!);
    if (found.size >= max) break;
  }
  return [...found];
}

/** A match: the key's position in its table, and whether the key is exactly what was typed. */
interface Hit {
  at: number;
  exact: boolean;
}

/** Every key starting with `prefix`; with `typo`, keys whose start is one edit from it instead. */
function prefixHits(table: Table, prefix: string, typo: boolean): Hit[] {
  const hits: Hit[] = [];
  if (!typo) {
    for (let at = lowerBound(table.keys, prefix); at < table.keys.length && table.keys[at]!.startsWith(prefix); at++) {
      hits.push({ at, exact: table.keys[at] === prefix });
    }
    return hits;
  }
  // A misspelt word almost always keeps its first letter: only keys that share it are compared.
  const first = prefix[0]!;
  for (let at = lowerBound(table.keys, first); at < table.keys.length && table.keys[at]![0] === first; at++) {
    if (startsWithin1(table.keys[at]!, prefix)) hits.push({ at, exact: false });
  }
  return hits;
}

/** Whether some start of `key` is at most one edit (Damerau) from `typed`. */
function startsWithin1(key: string, typed: string): boolean {
  let i = 0;
  while (i < typed.length && typed[i] === key[i]) i++;
  if (i === typed.length) return true;
  const rest = (a: number, b: number) => key.startsWith(typed.slice(a), b);
  return (
    rest(i + 1, i + 1) || // substitution
    rest(i + 1, i) || // an extra letter typed
    rest(i, i + 1) || // a letter left out
    (typed[i] === key[i + 1] && typed[i + 1] === key[i] && rest(i + 2, i + 2)) // two letters swapped
  );
}

interface Candidate {
  suggestion: Suggestion;
  exact: boolean;
  /** Lower first, within its kind. */
  rank: number;
  /** What makes two candidates the same suggestion. */
  key: string;
}

const searchHref = (params: Record<string, string>) => {
  const query = Object.entries(params)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `/search${query ? `?${query}` : ''}`;
};

/**
 * Up to `limit` suggestions for what has been typed so far: the last word is a prefix, the words
 * before it the context a place or treatment word completes ("alcohol rehab tex" → Texas, leading
 * to the search "alcohol rehab Texas"); a facility name must match the whole text.
 */
export function suggest(index: SearchIndex, text: string, limit = SUGGEST_LIMIT): Suggestion[] {
  const words = searchWords(text);
  const typed = typedWords(text);
  if (words.length === 0) return [];
  const s = suggester(index);
  const last = words[words.length - 1]!;
  const candidates: Candidate[] = [];

  // Places and treatment words: the longest run of final words that completes to something.
  const contextual = (typo: boolean) => {
    const most = Math.min(words.length, Math.max(s.placeWords, s.termWords));
    for (let k = most; k >= 1; k--) {
      const prefix = words.slice(words.length - k).join(' ');
      const context = typed.slice(0, typed.length - k).join(' ');
      const before = candidates.length;
      if (k <= s.placeWords) placeCandidates(index, s, prefix, context, typo, candidates);
      if (k <= s.termWords) termCandidates(s, prefix, context, typo, candidates);
      if (candidates.length > before) return;
    }
  };
  contextual(false);
  nameCandidates(index, s, words.join(' '), false, candidates);
  if (candidates.length === 0 && last.length >= TYPO_MIN_LENGTH) {
    contextual(true);
    nameCandidates(index, s, words.join(' '), true, candidates);
  }
  return pick(candidates, limit);
}

function placeCandidates(index: SearchIndex, s: Suggester, prefix: string, context: string, typo: boolean, out: Candidate[]) {
  // Two letters are a state code only when they are one exactly ("tx"), never a prefix of one.
  for (const hit of prefixHits(s.places, prefix, typo)) {
    const ref = s.places.refs[hit.at]!;
    const key = s.places.keys[hit.at]!;
    if (key.length === 2 && !hit.exact && ref < 0) continue;
    if (ref < 0) {
      const state = index.states[-ref - 1]!;
      out.push({
        suggestion: { kind: 'place', label: state.name, href: searchHref({ q: join(context, state.name) }) },
        exact: hit.exact,
        // States before cities; a state sorts by name.
        rank: -1_000_000 + (-ref - 1),
        key: `state:${state.code}`,
      });
    } else {
      const code = index.states[index.placeState[ref]!]!.code;
      const name = index.placeNames[ref]!;
      out.push({
        suggestion: { kind: 'place', label: `${name}, ${code}`, href: searchHref({ q: join(context, `${name} ${code}`) }) },
        exact: hit.exact,
        // The largest city first: the one with the most ZIP codes.
        rank: -index.placeZips[ref]!,
        key: `city:${ref}`,
      });
    }
  }
}

function termCandidates(s: Suggester, prefix: string, context: string, typo: boolean, out: Candidate[]) {
  for (const hit of prefixHits(s.terms, prefix, typo)) {
    const target = s.termTargets[s.terms.refs[hit.at]!]!;
    const href = target.words
      ? searchHref({ q: join(context, target.words) })
      : searchHref({ q: context, [target.list]: target.id });
    out.push({
      suggestion: { kind: target.kind, label: target.label, href },
      exact: hit.exact,
      // Shorter keys are nearer to what was typed ("deto" → detox before detoxification).
      rank: s.terms.keys[hit.at]!.length,
      key: `${target.list}:${target.id}`,
    });
  }
}

function nameCandidates(index: SearchIndex, s: Suggester, prefix: string, typo: boolean, out: Candidate[]) {
  // One or two letters would match thousands of names: names wait for a third.
  if (prefix.length < 3) return;
  const names = s.names(prefix[0]!);
  for (const hit of prefixHits(names, prefix, typo)) {
    const position = names.refs[hit.at]!;
    const exactName = hit.exact && names.wordAt[hit.at] === 0;
    out.push({
      suggestion: {
        kind: 'facility',
        label: index.names[position]!,
        href: `/facility/${index.ids[position]!}`,
        detail: index.states[index.state[position]!]?.code,
      },
      exact: exactName,
      // A name that starts with the words before one that has them inside; then the most reviewed.
      rank: (names.wordAt[hit.at]! > 0 ? 1e9 : 0) - index.reviews[position]!,
      key: `facility:${position}`,
    });
  }
}

const join = (context: string, words: string) => (context ? `${context} ${words}` : words);

/** Exact matches first, then each kind's best up to its share, then anything else that fits. */
function pick(candidates: Candidate[], limit: number): Suggestion[] {
  const best = new Map<string, Candidate>();
  for (const c of candidates) {
    const held = best.get(c.key);
    if (!held || better(c, held) < 0) best.set(c.key, c);
  }
  const sorted = [...best.values()].sort(better);
  const taken: Candidate[] = [];
  const perKind: Partial<Record<SuggestionKind, number>> = {};
  const rest: Candidate[] = [];
  for (const c of sorted) {
    const n = perKind[c.suggestion.kind] ?? 0;
    if (c.exact || n < PER_KIND[c.suggestion.kind]) {
      taken.push(c);
      perKind[c.suggestion.kind] = n + 1;
    } else rest.push(c);
  }
  return [...taken, ...rest]
    .slice(0, limit)
    .sort(better)
    .map((c) => c.suggestion);
}

function better(a: Candidate, b: Candidate): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    KIND_ORDER[a.suggestion.kind] - KIND_ORDER[b.suggestion.kind] ||
    a.rank - b.rank ||
    (a.suggestion.label < b.suggestion.label ? -1 : a.suggestion.label > b.suggestion.label ? 1 : 0)
  );
}

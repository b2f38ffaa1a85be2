import { editDistance, hasPrefix, typedWords } from '../text';
import type { City, Gazetteer } from './gazetteer';
import type { ServiceGroup } from '../index/index-codec';
import { AMBIGUOUS_STATE_CODES, VOCABULARY, type Meaning, type TaxonomyList } from './vocabulary';

// What a search text asks for: the places, treatment words and insurers it names (turned into
// filters), the words left for the full-text search (names, other text), and the words that were
// misspelt. Pure: the caller supplies the states, taxonomy, cities and the facility text's
// vocabulary, so this runs in a few microseconds per query and is tested without a database.

export interface ParseContext {
  states: ReadonlyArray<{ code: string; name: string }>;
  /** Names of the taxonomy entries, for the chips. */
  taxonomy: Record<TaxonomyList, ReadonlyArray<{ id: string; name: string }>>;
  /** The filterable services: their labels for the chips, their groups for the filter each becomes. */
  services: ReadonlyArray<{ slug: string; label: string; group: ServiceGroup }>;
  gazetteer: Gazetteer;
  /** The facility text's terms, sorted, with how many facilities hold each. */
  terms: readonly string[];
  termDocs: readonly number[];
}

export type Place =
  | { kind: 'state'; code: string; name: string }
  | { kind: 'city'; city: City }
  | { kind: 'zip'; zip: string };

/** One thing the search understood, shown as a removable chip. */
export interface Understanding {
  kind: 'place' | 'term' | 'near-me';
  label: string;
  /**
   * The search filter it became: a state, a taxonomy list, a service group (named as `relax` names
   * it), or a distance from a point.
   */
  filter: TaxonomyList | 'state' | 'distance' | 'accepting' | `services:${ServiceGroup}`;
  /** The words it was read from, as typed. */
  words: string;
  /** The search text without those words: what removing the chip searches for. */
  without: string;
}

export interface ParsedQuery {
  /** The words of the text after corrections, as typed. */
  words: string[];
  /** The corrected text, when a word was misspelt ("alcohol rehab" for "alcohl rehab"). */
  corrected?: string;
  place?: Place;
  nearMe: boolean;
  /** Taxonomy ids to filter by, per list (any of a list's ids), and service slugs (any of a group's). */
  filters: Record<TaxonomyList | 'services', string[]>;
  /** Asks for listings accepting new patients ("accepting new patients", "open beds", "no waitlist"). */
  accepting: boolean;
  /** Words nothing above explained, for the full-text search (lower-case). */
  text: string[];
  /** Those of them that name a subject no filter holds ("gambling"), lower-case. */
  topics: string[];
  /** Every word that carries meaning (not stop, generic or "near me"), lower-case: a name search's words. */
  content: string[];
  understood: Understanding[];
}

/** The chip of the availability filter, as the sidebar names it. */
export const ACCEPTING_LABEL = /*i18n*/ 'Accepting new patients';

interface Lexicon {
  phrases: Map<string, Meaning>;
  maxWords: number;
  /** Single words of the vocabulary and the state names: the first choice for a correction. */
  words: Set<string>;
}

const lexicons = new WeakMap<ParseContext['states'], Lexicon>();

const key = (words: readonly string[]) => words.map((w) => w.toLowerCase()).join(' ');

function lexiconFor(states: ParseContext['states']): Lexicon {
  let lexicon = lexicons.get(states);
  if (lexicon) return lexicon;
  const phrases = new Map<string, Meaning>();
  const words = new Set<string>();
  let maxWords = 1;
  const add = (phrase: string, meaning: Meaning) => {
    const w = typedWords(phrase).map((x) => x.toLowerCase());
    if (w.length === 0) return;
    phrases.set(w.join(' '), meaning);
    w.forEach((x) => words.add(x));
    maxWords = Math.max(maxWords, w.length);
  };
  for (const entry of VOCABULARY) for (const phrase of entry.phrases) add(phrase, entry.meaning);
  for (const state of states) add(state.name, { kind: 'state', code: state.code });
  lexicon = { phrases, words, maxWords };
  lexicons.set(states, lexicon);
  return lexicon;
}

const isZip = (word: string) => /^\d{5}$/.test(word);

const fieldWordSets = new WeakMap<ParseContext['services'], Set<string>>();

/**
 * Every word of the taxonomy's and the services' names ("gambling", "young", "adults"): words of
 * our field, never corrected into something else nor read alone as a town (Young, AZ).
 */
function fieldWords(ctx: ParseContext): Set<string> {
  let words = fieldWordSets.get(ctx.services);
  if (words) return words;
  words = new Set<string>();
  const names = [...Object.values(ctx.taxonomy).flatMap((list) => list.map((e) => e.name)), ...ctx.services.map((x) => x.label)];
  for (const name of names) for (const w of typedWords(name)) if (w.length >= 4) words.add(w.toLowerCase());
  fieldWordSets.set(ctx.services, words);
  return words;
}

/**
 * A misspelt word's closest known word. The nearest wins; at equal distance the site's vocabulary
 * before a place (so a treatment word stays one), a place before other facility text, and among
 * places the more populous ("chicgo" is Chicago, not Chico).
 */
function correct(word: string, ctx: ParseContext, lexicon: Lexicon): string | undefined {
  if (word.length < 4 || /\d/.test(word)) return undefined;
  const max = word.length <= 5 ? 1 : 2;
  let best: string | undefined;
  let bestRank = [max + 1, 0, 0];
  const consider = (candidate: string, tier: number, weight: number) => {
    const d = editDistance(word, candidate, max);
    if (d > max) return;
    const rank = [d, -tier, -weight];
    for (let k = 0; k < rank.length; k++) {
      if (rank[k]! < bestRank[k]!) break;
      if (rank[k]! > bestRank[k]!) return;
      if (k === rank.length - 1) return;
    }
    best = candidate;
    bestRank = rank;
  };
  for (const w of lexicon.words) consider(w, 2, 0);
  for (const w of ctx.gazetteer.words) consider(w, 1, ctx.gazetteer.wordSize.get(w) ?? 0);
  for (let i = 0; i < ctx.terms.length; i++) consider(ctx.terms[i]!, 0, ctx.termDocs[i] ?? 0);
  return best;
}

/**
 * Whether `word` is another form of the vocabulary's `known`, not a misspelling of it: the same
 * stem (four letters at least), then a final vowel for another (a verb's person or a gender:
 * "acepte"/"acepta"), or a plural's or a verb's -s, -es or -n, or an -r ("teenage"/"teenager") more.
 * A letter left out of a name is a misspelling ("houstn", "baltimor", "methadon").
 */
export function isAnotherForm(word: string, known: string): boolean {
  let stem = 0;
  while (stem < word.length && stem < known.length && word[stem] === known[stem]) stem++;
  if (stem < 4) return false;
  const [a, b] = [word.slice(stem), known.slice(stem)];
  const vowels = /^[aeo]$/;
  if (vowels.test(a) && vowels.test(b)) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter === '' && ['s', 'es', 'n', 'r'].includes(longer);
}

/**
 * The text with only its corrected words replaced: every other word as the visitor wrote it,
 * accents, hyphens and all ("Medi-Cal en Los Ángeles" stays so when "acepte" is what changed).
 */
function correctedText(text: string, typed: readonly string[], words: readonly string[]): string {
  let at = 0;
  return text.trim().replace(/[\p{L}\p{N}\p{M}]+/gu, (raw) => {
    const k = at++;
    return k < words.length && words[k] !== typed[k] ? words[k]! : raw;
  });
}

/** Whether the word means something to us as it stands (no correction needed). */
function isKnown(word: string, ctx: ParseContext, lexicon: Lexicon): boolean {
  return (
    isZip(word) ||
    /\d/.test(word) ||
    lexicon.words.has(word) ||
    fieldWords(ctx).has(word) ||
    ctx.gazetteer.words.has(word) ||
    ctx.states.some((s) => s.code.toLowerCase() === word) ||
    (hasPrefix(ctx.terms as string[], word) && !cutShort(word, ctx))
  );
}

/** Whether the word is a place's name short of its last letter ("baltimor"): a typo, not a prefix. */
function cutShort(word: string, ctx: ParseContext): boolean {
  if (word.length < 5) return false;
  for (const w of ctx.gazetteer.words) if (w.length === word.length + 1 && w.startsWith(word)) return true;
  return false;
}

interface Segment {
  start: number;
  end: number;
  meaning: Meaning | { kind: 'city-found'; city: City } | { kind: 'zip'; zip: string } | { kind: 'text' };
}

/** The state a word or two at `at` name, as a code ("co", "colorado", "new york"). */
function stateAt(words: string[], at: number, ctx: ParseContext, lexicon: Lexicon): { code: string; length: number } | undefined {
  for (let length = Math.min(3, words.length - at); length >= 1; length--) {
    const phrase = key(words.slice(at, at + length));
    const meaning = lexicon.phrases.get(phrase);
    if (meaning?.kind === 'state') return { code: meaning.code, length };
    if (length === 1) {
      const code = ctx.states.find((s) => s.code.toLowerCase() === phrase)?.code;
      if (code) return { code, length };
    }
  }
  return undefined;
}

const NO_STATES: ParseContext['states'] = [];

/** Whether `text` asks for places near the visitor ("near me"), read before any index is loaded. */
export function saysNearMe(text: string): boolean {
  const words = typedWords(text).map((w) => w.toLowerCase());
  const { phrases, maxWords } = lexiconFor(NO_STATES);
  for (let i = 0; i < words.length; i++) {
    for (let length = 1; length <= maxWords && i + length <= words.length; length++) {
      if (phrases.get(key(words.slice(i, i + length)))?.kind === 'near-me') return true;
    }
  }
  return false;
}

/** Cuts the words into the longest phrases that mean something, left to right. */
function segment(typed: string[], ctx: ParseContext, lexicon: Lexicon): Segment[] {
  const words = typed.map((w) => w.toLowerCase());
  const segments: Segment[] = [];
  const fields = fieldWords(ctx);
  const longest = Math.max(lexicon.maxWords, ctx.gazetteer.maxWords);
  // Capitals say "a code" only when the rest of the text is not in capitals too.
  const capitalsMean = typed.some((w) => w !== w.toUpperCase());
  const codeAt = (i: number) => {
    const code = ctx.states.find((s) => s.code.toLowerCase() === words[i])?.code;
    if (!code) return undefined;
    // An everyday word that is also a code ("in", "me", "or") is a state only in capitals.
    return !AMBIGUOUS_STATE_CODES.has(words[i]!) || (capitalsMean && typed[i] === code) ? code : undefined;
  };
  let i = 0;
  while (i < words.length) {
    let found: Segment | undefined;
    const capitalCode = AMBIGUOUS_STATE_CODES.has(words[i]!) ? codeAt(i) : undefined;
    if (capitalCode) found = { start: i, end: i + 1, meaning: { kind: 'state', code: capitalCode } };
    for (let length = Math.min(longest, words.length - i); length >= 1 && !found; length--) {
      const phrase = key(words.slice(i, i + length));
      const meaning = lexicon.phrases.get(phrase);
      if (meaning) {
        found = { start: i, end: i + length, meaning };
        break;
      }
      const cities = ctx.gazetteer.lookup(phrase);
      // "denver co", "springfield illinois": the state that follows picks the city.
      const state = cities && stateAt(words, i + length, ctx, lexicon);
      const inState = state && cities.find((c) => c.state === state.code);
      // A word of our field alone is that word, not a town of that name ("young adults", not Young, AZ).
      if (cities && (length > 1 || inState || !fields.has(phrase))) {
        found = inState
          ? { start: i, end: i + length + state.length, meaning: { kind: 'city-found', city: inState } }
          : { start: i, end: i + length, meaning: { kind: 'city-found', city: cities[0]! } };
        break;
      }
      if (length === 1) {
        const word = words[i]!;
        const code = codeAt(i);
        if (isZip(word)) found = { start: i, end: i + 1, meaning: { kind: 'zip', zip: word } };
        else if (code) found = { start: i, end: i + 1, meaning: { kind: 'state', code } };
      }
    }
    found ??= { start: i, end: i + 1, meaning: { kind: 'text' } };
    segments.push(found);
    i = found.end;
  }
  return segments;
}

function placeLabel(place: Place): string {
  switch (place.kind) {
    case 'state':
      return place.name;
    case 'city':
      return `${place.city.name}, ${place.city.state}`;
    case 'zip':
      return `Near ${place.zip}`;
  }
}

/**
 * Reads a search text. The first place named is the place; a later one is searched as text.
 * `asTyped` reads the words without correcting them ("search instead for alcohl rehab").
 */
export function parseQuery(text: string, ctx: ParseContext, { asTyped = false } = {}): ParsedQuery {
  const lexicon = lexiconFor(ctx.states);
  const typed = typedWords(text);
  let changed = false;
  const words = typed.map((word) => {
    const lower = word.toLowerCase();
    if (asTyped || isKnown(lower, ctx, lexicon)) return word;
    const fixed = correct(lower, ctx, lexicon);
    if (!fixed) return word;
    // Another form of a word we know ("acepte" for "acepta", "teenage" for "teenager") is read as
    // that word, but it was no misspelling: nothing says "corrected", the visitor's words stay.
    if (!(lexicon.words.has(fixed) && isAnotherForm(lower, fixed))) changed = true;
    return fixed;
  });

  const filters: ParsedQuery['filters'] = { treatment_types: [], specializations: [], insurance: [], services: [] };
  const understood: Understanding[] = [];
  const textWords: string[] = [];
  const topics: string[] = [];
  const content: string[] = [];
  let place: Place | undefined;
  let nearMe = false;
  let accepting = false;
  const without = (s: Segment) => [...words.slice(0, s.start), ...words.slice(s.end)].join(' ');
  const note = (s: Segment, kind: Understanding['kind'], label: string, filter: Understanding['filter']) => {
    if (understood.some((u) => u.kind === kind && u.label === label)) return;
    understood.push({ kind, label, filter, words: words.slice(s.start, s.end).join(' '), without: without(s) });
  };
  const asText = (s: Segment) => textWords.push(...words.slice(s.start, s.end).map((w) => w.toLowerCase()));
  const setPlace = (s: Segment, p: Place) => {
    if (place) return asText(s);
    place = p;
    note(s, 'place', placeLabel(p), p.kind === 'state' ? 'state' : 'distance');
  };

  for (const s of segment(words, ctx, lexicon)) {
    const m = s.meaning;
    if (m.kind !== 'generic' && m.kind !== 'stop' && m.kind !== 'near-me' && m.kind !== 'accepting') {
      content.push(...words.slice(s.start, s.end).map((w) => w.toLowerCase()));
    }
    switch (m.kind) {
      case 'generic':
      case 'stop':
        break;
      case 'near-me':
        nearMe = true;
        note(s, 'near-me', /*i18n*/ 'Near you', 'distance');
        break;
      case 'accepting':
        accepting = true;
        note(s, 'term', ACCEPTING_LABEL, 'accepting');
        break;
      case 'term': {
        const list = filters[m.list];
        m.ids.forEach((id) => list.includes(id) || list.push(id));
        const name = ctx.taxonomy[m.list].find((e) => e.id === m.ids[0])?.name ?? words.slice(s.start, s.end).join(' ');
        note(s, 'term', name, m.list);
        break;
      }
      case 'service': {
        // Slugs the index does not filter by (a catalogue change) are skipped, as for taxonomy ids.
        const known = m.slugs.map((slug) => ctx.services.find((x) => x.slug === slug)).filter((x) => x !== undefined);
        if (known.length === 0) {
          asText(s);
          break;
        }
        known.forEach((x) => filters.services.includes(x.slug) || filters.services.push(x.slug));
        note(s, 'term', m.label ?? known[0]!.label, `services:${known[0]!.group}`);
        break;
      }
      case 'state': {
        const state = ctx.states.find((x) => x.code === m.code);
        if (state) setPlace(s, { kind: 'state', code: state.code, name: state.name });
        break;
      }
      case 'city': {
        const city = ctx.gazetteer.find(m.city, m.state);
        if (city) setPlace(s, { kind: 'city', city });
        else asText(s);
        break;
      }
      case 'city-found':
        setPlace(s, { kind: 'city', city: m.city });
        break;
      case 'zip':
        setPlace(s, { kind: 'zip', zip: m.zip });
        break;
      case 'topic':
        topics.push(...words.slice(s.start, s.end).map((w) => w.toLowerCase()));
        asText(s);
        break;
      case 'text':
        asText(s);
        break;
    }
  }

  return {
    words,
    ...(changed ? { corrected: correctedText(text, typed, words) } : {}),
    ...(place ? { place } : {}),
    nearMe,
    filters,
    accepting,
    text: textWords,
    topics,
    content,
    understood,
  };
}

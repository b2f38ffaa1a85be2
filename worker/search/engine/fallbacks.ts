import type { SearchQuery } from '../schemas/search';
import type { SearchIndex } from '../index/index-codec';
import type { ParsedQuery, Understanding } from '../understand/parse-query';
import type { AcceptingFilter } from './accepting';
import { runEngine, type EngineQuery, type EngineResult } from './engine';
import { withNamedFirst } from './named-first';
import { engineFilters } from './result-parts';
import type { Origin, SearchPlace } from './search-place';
import { matchText } from './text-match';

// When a search as read finds nothing, each fallback in turn may answer it another way, until one
// finds something. A new way to answer an empty search is one more step in FALLBACKS.

/** The search as first run: what every fallback reads. */
export interface SearchRun {
  index: SearchIndex;
  query: SearchQuery;
  parsed: ParsedQuery;
  engineQuery: EngineQuery;
  accepting: AcceptingFilter;
  /** Ids of the listings the words name (named-first.ts). */
  named: number[];
  /** This searches as typed a correction that found nothing: its unknown words may be left out. */
  retryOfCorrection: boolean;
}

/** What the search found, and what the answer says of how it looked. */
export interface Found {
  result: EngineResult;
  understood: Understanding[];
  origin: Origin | null;
  place: SearchPlace | undefined;
  /** Words no listing holds, left out of the search. */
  ignored?: string[];
  /** Nothing was within the radius asked: how far the search looked instead (null: at any distance, nearest first). */
  widened?: { from: number; to: number | null };
  /** None of the words was understood or found, and nothing else narrowed the search: it answers nothing, not everything. */
  unmatched?: true;
}

/** Another way to answer an empty search: what it found instead, or null when it does not apply. */
type Fallback = (run: SearchRun, found: Found) => Found | null;

/** The words were read as places or filters the visitor did not set with a control: they may be a name. */
const mayBeAName = (run: SearchRun, found: Found) =>
  found.understood.length > 0 && run.parsed.content.length > 0 && !run.query.state && !run.query.zip;

/**
 * A place or treatment word may be part of a facility's name ("Florida House" in New York): when
 * reading the words as filters finds nothing, search them all as text instead.
 */
const wordsAsText: Fallback = (run, found) => {
  if (!mayBeAName(run, found)) return null;
  const { index, query, parsed, engineQuery, accepting } = run;
  const literal = matchText(index, parsed.content);
  if (literal.size === 0) return null;
  // Only the sidebar's filters stay; what the words were read as is dropped with them.
  const plain = engineFilters(index, query, null);
  const within = query.accepting ? accepting.bits : null;
  const byName = runEngine(index, { ...engineQuery, filters: plain, state: -1, origin: null, text: literal, within, countWithin: within ? null : accepting.bits });
  return byName.total > 0 ? { ...found, result: byName, understood: [], origin: null, place: undefined } : null;
};

/** The radii a search around a point widens to, in turn, when nothing is within its own. */
export const WIDER_RADII = [25, 50, 100, 250] as const;

/**
 * Nothing within the radius of a place (a city, a ZIP code, the visitor): the same search farther
 * out, one step at a time, and at last the nearest at any distance, each step said on the page
 * ("Nothing within 30 miles: 4 within 100 miles"), never silently. What the visitor asked for stays.
 */
const fartherAway: Fallback = (run, found) => {
  const origin = found.origin;
  // A place the box corrected a misspelling to, with nothing near it, was likely not meant: the
  // words as typed are searched instead (service.ts), rather than that place from farther away.
  if (!origin || run.parsed.corrected) return null;
  const radii: number[] = [...WIDER_RADII.filter((miles) => miles > origin.radiusMiles), Number.POSITIVE_INFINITY];
  for (const miles of radii) {
    const wider = { ...origin, radiusMiles: miles };
    const result = withNamedFirst(run.index, { ...run.engineQuery, origin: wider }, runEngine(run.index, { ...run.engineQuery, origin: wider }), run.named);
    if (result.total === 0) continue;
    const anyDistance = !Number.isFinite(miles);
    const place = found.place && { ...found.place, ...(anyDistance ? { radius: undefined } : { radius: miles }) };
    return { ...found, result, origin: wider, place, widened: { from: origin.radiusMiles, to: anyDistance ? null : miles } };
  }
  return null;
};

/**
 * A search near the visitor asked for by the page (not by the words), far from every listing,
 * shows them all rather than nothing. Not for words that may be a name: the step above answers
 * those, whether it found anything or not.
 */
const everywhereWhenNothingIsNear: Fallback = (run, found) => {
  if (found.place?.kind !== 'near-me' || run.parsed.nearMe || mayBeAName(run, found)) return null;
  return { ...found, result: runEngine(run.index, { ...run.engineQuery, origin: null }), origin: null, place: undefined };
};

/**
 * Words no listing holds at all: a subject no filter holds ("gambling addiction") or a misspelt
 * place that corrects to nothing reachable. The search runs without them and says they are missing,
 * rather than answering nothing for the words that did mean something.
 */
const withoutUnknownWords: Fallback = ({ index, parsed, engineQuery, named, accepting, retryOfCorrection }, found) => {
  if (engineQuery.text?.size !== 0 || !(retryOfCorrection || parsed.text.every((w) => parsed.topics.includes(w)))) return null;
  // Without the words nothing would narrow it: every listing is no answer to them. Say so instead.
  const narrowed = engineQuery.state >= 0 || engineQuery.origin !== null || accepting.asked || Object.values(engineQuery.filters).some((rows) => (rows?.length ?? 0) > 0);
  if (!narrowed) return { ...found, ignored: parsed.text, unmatched: true };
  const withoutText = { ...engineQuery, text: null };
  const without = runEngine(index, withoutText);
  return without.total > 0 ? { ...found, result: withNamedFirst(index, withoutText, without, named), ignored: parsed.text } : null;
};

const FALLBACKS: readonly Fallback[] = [wordsAsText, fartherAway, everywhereWhenNothingIsNear, withoutUnknownWords];

export function withFallbacks(run: SearchRun, first: Found): Found {
  let found = first;
  for (const fallback of FALLBACKS) {
    if (found.result.total > 0) break;
    found = fallback(run, found) ?? found;
  }
  return found;
}

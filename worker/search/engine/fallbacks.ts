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
const withoutUnknownWords: Fallback = ({ index, parsed, engineQuery, named, retryOfCorrection }, found) => {
  if (engineQuery.text?.size !== 0 || !(retryOfCorrection || parsed.text.every((w) => parsed.topics.includes(w)))) return null;
  const withoutText = { ...engineQuery, text: null };
  const without = runEngine(index, withoutText);
  return without.total > 0 ? { ...found, result: withNamedFirst(index, withoutText, without, named), ignored: parsed.text } : null;
};

const FALLBACKS: readonly Fallback[] = [wordsAsText, everywhereWhenNothingIsNear, withoutUnknownWords];

export function withFallbacks(run: SearchRun, first: Found): Found {
  let found = first;
  for (const fallback of FALLBACKS) {
    if (found.result.total > 0) break;
    found = fallback(run, found) ?? found;
  }
  return found;
}

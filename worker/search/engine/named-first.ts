import { hasBit } from '../index/bitsets';
import type { SearchIndex } from '../index/index-codec';
import type { SearchReading } from '../understand/read-search';
import { positionOf, runEngine, type EngineQuery, type EngineResult } from './engine';
import { facilitiesNamed } from './suggest';
import { matchOfPositions } from './text-match';

// Listings the words name go first, whatever else the words were read as (decision 007).

/** Listings named by the words, put first at most. */
export const MAX_NAMED = 10;

/**
 * Ids of the listings the words name, in the order they go first: those whose whole name was
 * typed, then those whose name holds two or more of the words that carry meaning.
 */
export function namedIds(index: SearchIndex, reading: SearchReading): number[] {
  const { pinnable, fullyNamed, parsed } = reading;
  const namedPositions = pinnable && parsed.content.length >= 2 ? facilitiesNamed(index, parsed.content, MAX_NAMED) : [];
  return [...new Set([...fullyNamed, ...namedPositions])].slice(0, MAX_NAMED).map((i) => index.ids[i]!);
}

/** The result with the named listings first (those it already held move up), paged again. */
export function withNamedFirst(index: SearchIndex, query: EngineQuery, result: EngineResult, named: number[]): EngineResult {
  if (named.length === 0) return result;
  const end = query.offset + query.limit;
  const wider = runEngine(index, { ...query, offset: 0, limit: end + named.length });
  // Which named listings the search itself matched: counted once in the total.
  const positions = named.map((id) => positionOf(index, id));
  const candidates = query.text ? positions.filter((i) => i >= 0 && hasBit(query.text!.bits, 0, i)) : positions;
  const alsoMatched = runEngine(index, { ...query, text: matchOfPositions(index, candidates), offset: 0, limit: named.length });
  const namedSet = new Set(named);
  const merged = [...named, ...wider.pageIds.filter((id) => !namedSet.has(id))];
  return { ...result, total: result.total + named.length - alsoMatched.total, pageIds: merged.slice(query.offset, end) };
}


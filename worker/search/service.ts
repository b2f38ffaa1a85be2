import type { Database } from '../lib/db';
import type { SearchQuery } from './schemas/search';
import { acceptingFilter } from './engine/accepting';
import { runEngine, type EngineQuery } from './engine/engine';
import { searchFacets, type SearchFacets } from './engine/facets';
import { withFallbacks, type SearchRun } from './engine/fallbacks';
import { namedIds, withNamedFirst } from './engine/named-first';
import { pageFacilities } from './engine/page-facilities';
import { relaxSuggestions, type Relax } from './engine/relax';
import { resultCard, engineFilters, type SearchResultFacility } from './engine/result-parts';
import { searchedAround, stateFilter, type SearchPlace, type VisitorLocation, type ZipOrigin } from './engine/search-place';
import { matchText } from './engine/text-match';
import { getSearchIndex } from './index-store';
import { saysNearMe, type Understanding } from './understand/parse-query';
import { readSearch } from './understand/read-search';
import type { SearchIndex } from './index/index-codec';
import { suggest, type Suggestion } from './engine/suggest';
import { outsideNeedOf, type OutsideNeed } from './understand/outside-needs';

interface SearchResponse {
  /** `named`: put first because the search typed its name. */
  facilities: SearchResultFacility[];
  total: number;
  page: number;
  limit: number;
  facets: SearchFacets;
  /** What the search text was read as: each shown as a chip that searches without it. */
  understood: Understanding[];
  /** The text searched when a word was misspelt, and the text as typed. */
  corrected?: { query: string; original: string };
  place?: SearchPlace;
  /** A place the box understood that a control replaced ("Searching Ohio instead of near Austin, TX"). */
  replaced?: { understood: string; by: string };
  /** Words no listing holds, left out of a search that would otherwise have found nothing. */
  ignored?: string[];
  /** When nothing matched (within the radius asked): each filter whose removal would find something, with how many. */
  relax?: Relax;
  /** Nothing was within the radius asked: how far the search looked instead (null: at any distance). */
  widened?: { from: number; to: number | null };
  /** None of the words meant anything to the directory: nothing is answered, with searches it does know. */
  unmatched?: { suggestions: Suggestion[]; need?: OutsideNeed };
  origin?: ZipOrigin;
}

type RawSearch = Partial<Record<'q' | 'near' | 'state' | 'zip' | 'treatment_types' | 'specializations' | 'insurance' | 'services' | 'accepting', string>>;

/**
 * Whether this search is answered from where the visitor is (near=me, or the words "near me"), so
 * its answer must not be shared through a cache. Read from the raw query, before any cache. An
 * empty search answers for the whole country: nearness is asked for, never assumed.
 */
export function usesVisitorLocation(query: RawSearch): boolean {
  return query.near === 'me' || saysNearMe(query.q ?? '');
}

export async function searchFacilities(
  db: Database,
  query: SearchQuery,
  waitUntil: (p: Promise<unknown>) => void,
  visitor: VisitorLocation | null = null,
): Promise<SearchResponse> {
  const answer = await searchOnce(db, query, waitUntil, visitor, false);
  if (answer.total > 0 || !answer.corrected || query.as_typed) return inView(answer, query);
  // A correction that leads nowhere ("a town nothing is near") is dropped: the words as typed are
  // searched instead, as text where they mean nothing else.
  const asTyped = await searchOnce(db, { ...query, as_typed: true }, waitUntil, visitor, true);
  return inView(asTyped.total > 0 ? asTyped : answer, query);
}

const inView = (answer: SearchResponse, query: SearchQuery): SearchResponse =>
  query.view === 'card' ? { ...answer, facilities: answer.facilities.map(resultCard) } : answer;

/** One search: the words read, where it looks, the engine run, its fallbacks, then the answer's parts. */
async function searchOnce(
  db: Database,
  query: SearchQuery,
  waitUntil: (p: Promise<unknown>) => void,
  visitor: VisitorLocation | null,
  retryOfCorrection: boolean,
): Promise<SearchResponse> {
  const index = await getSearchIndex(db, waitUntil);
  const reading = readSearch(index, query);
  const { parsed } = reading;
  const state = stateFilter(index, query, reading.place);
  const filters = engineFilters(index, query, parsed.filters);
  const around = await searchedAround(db, index, query, reading.place, state, visitor, parsed.nearMe);
  const accepting = await acceptingFilter(db, index, query.accepting || parsed.accepting);
  const engineQuery: EngineQuery = {
    state,
    filters,
    text: parsed.text.length > 0 ? matchText(index, parsed.text) : null,
    origin: around.origin,
    within: accepting.asked ? accepting.bits : null,
    countWithin: accepting.asked ? null : accepting.bits,
    sort: query.sort,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
  const named = namedIds(index, reading);
  const run: SearchRun = { index, query, parsed, engineQuery, accepting, named, retryOfCorrection };
  const first = withNamedFirst(index, engineQuery, runEngine(index, engineQuery), named);
  const found = withFallbacks(run, { result: first, understood: reading.understood, origin: around.origin, place: around.place });
  const { result, place, ignored, widened } = found;
  // Widened, the filters that emptied the nearer search are still ways on: with their counts there.
  const relax = relaxSuggestions(run, widened ? first : result);
  return {
    facilities: await pageFacilities(db, index, found, named, accepting),
    total: result.total,
    page: query.page,
    limit: query.limit,
    facets: searchFacets(index, result, accepting),
    understood: found.understood,
    ...(parsed.corrected ? { corrected: { query: parsed.corrected, original: query.q } } : {}),
    ...(place ? { place } : {}),
    ...(relax ? { relax } : {}),
    ...(ignored ? { ignored } : {}),
    ...(widened ? { widened } : {}),
    ...(found.unmatched ? { unmatched: unmatchedAnswer(index, parsed.text) } : {}),
    ...(reading.replaced ? { replaced: reading.replaced } : {}),
    ...(around.zip && found.origin ? { origin: { ...around.zip, radius: widened?.to ?? around.zip.radius } } : {}),
  };
}

/**
 * For words that meant nothing to the directory: the searches it does know that come closest to
 * them (the box's own suggestions, typos allowed), and a national line for a need outside it.
 */
function unmatchedAnswer(index: SearchIndex, words: string[]) {
  const seen = new Set<string>();
  const suggestions = words
    .flatMap((word) => suggest(index, word, 3))
    .filter((s) => s.kind !== 'facility' && !seen.has(s.href) && seen.add(s.href))
    .slice(0, 5);
  const need = outsideNeedOf(words);
  return { suggestions, ...(need ? { need } : {}) };
}

/** Published facilities per state, from the same index search uses (no extra scan of the table). */
export async function countFacilitiesByState(
  db: Database,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Map<string, number>> {
  const index = await getSearchIndex(db, waitUntil);
  const counts = new Map<string, number>(index.states.map((s) => [s.code, 0]));
  for (let i = 0; i < index.count; i++) {
    const code = index.states[index.state[i]!]!.code;
    counts.set(code, counts.get(code)! + 1);
  }
  return counts;
}

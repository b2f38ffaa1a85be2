import type { SearchQuery } from '../schemas/search';
import type { SearchIndex } from '../index/index-codec';
import { facilitiesFullyNamed, readAsName } from '../engine/named';
import { MAX_NAMED } from '../engine/named-first';
import { CITY_RADIUS_MILES } from '../engine/search-place';
import { parseQuery, type ParsedQuery, type Place, type Understanding } from './parse-query';
import { queryContext } from './query-context';

/** What the search box's words were read as, set against the search's own controls. */
export interface SearchReading {
  parsed: ParsedQuery;
  /** Whether listings the words name may be put first: for typed text only, not for ticked filters. */
  pinnable: boolean;
  /** Positions of the listings whose whole name was typed. */
  fullyNamed: number[];
  /** The place the words named, unless a State or ZIP control set a different one. */
  place: Place | undefined;
  /** The place a control replaced ("Searching Ohio instead of near Austin, TX"). */
  replaced: { understood: string; by: string } | undefined;
  /** The chips: what was understood, less a place a control replaced. */
  understood: Understanding[];
}

const NOTHING_TYPED: ParsedQuery = {
  words: [],
  nearMe: false,
  filters: { treatment_types: [], specializations: [], insurance: [], services: [] },
  accepting: false,
  text: [],
  topics: [],
  content: [],
  understood: [],
};

const hasExplicitFilters = (query: SearchQuery) =>
  Boolean(query.state || query.zip || query.accepting) ||
  query.treatment_types.length + query.specializations.length + query.insurance.length + query.services.length > 0;

export function readSearch(index: SearchIndex, query: SearchQuery): SearchReading {
  const read = query.q ? parseQuery(query.q, queryContext(index), { asTyped: query.as_typed }) : NOTHING_TYPED;
  // A name-like search ("florida house", "harbor light denver", "Sparrow Trail Estate") puts the
  // listings so named first, whatever the words were also read as. A listing's whole name typed
  // wins over a place its words also name.
  const pinnable = read.understood.length > 0 && !hasExplicitFilters(query);
  // A whole name typed goes first even when nothing else was read from it ("Copper Run Recovery":
  // its generic words would leave "Copper Run" to several listings).
  const fullyNamed = query.q && !hasExplicitFilters(query) ? facilitiesFullyNamed(index, read.words.map((w) => w.toLowerCase()), MAX_NAMED) : [];
  const parsed = readAsName(index, read, fullyNamed, CITY_RADIUS_MILES);
  // A place set with a control replaces a different one the box understood, and says so.
  const typedNote = parsed.understood.find((u) => u.kind === 'place');
  const conflicting = parsed.place && placeConflicts(parsed.place, query);
  const replaced =
    conflicting && typedNote
      ? { understood: typedNote.label, by: query.zip ? `ZIP ${query.zip}` : (index.states.find((s) => s.code === query.state)?.name ?? query.state!) }
      : undefined;
  return {
    parsed,
    pinnable,
    fullyNamed,
    place: conflicting ? undefined : parsed.place,
    replaced,
    understood: conflicting ? parsed.understood.filter((u) => u !== typedNote) : parsed.understood,
  };
}

/** Whether a place the text named disagrees with the State or ZIP control (which then wins). */
function placeConflicts(place: Place, query: SearchQuery): boolean {
  if (query.zip) return place.kind !== 'zip' || place.zip !== query.zip;
  if (!query.state) return false;
  if (place.kind === 'state') return place.code !== query.state;
  if (place.kind === 'city') return place.city.state !== query.state;
  return false;
}

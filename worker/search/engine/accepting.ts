import { searchAvailability } from '../../availability/search-filter';
import type { Availability } from '../../availability/schemas';
import type { Database } from '../../lib/db';
import { positionOf } from './engine';
import type { SearchIndex } from '../index/index-codec';

// The availability filter's facilities (worker/availability/search-filter.ts) as a bitset over this
// index's positions: built once per index and list of ids, since both are kept per isolate.

const bitsets = new WeakMap<SearchIndex, { ids: readonly number[]; bits: Uint32Array }>();

export function bitsetOfIds(index: SearchIndex, ids: readonly number[]): Uint32Array {
  const held = bitsets.get(index);
  if (held?.ids === ids) return held.bits;
  const bits = new Uint32Array(index.words);
  for (const id of ids) {
    const i = positionOf(index, id);
    if (i >= 0) bits[i >>> 5]! |= 1 << (i & 31);
  }
  bitsets.set(index, { ids, bits });
  return bits;
}

/** The availability filter of one search: asked for or not, it is counted for the sidebar's facet. */
export interface AcceptingFilter {
  /** Whether the search keeps only the listings accepting new patients (the control or the words). */
  asked: boolean;
  bits: Uint32Array;
  /** A card's availability, from the same rows. */
  of: (facilityId: number) => Availability | null;
}

// "In the last 14 days" moves with today, so the filter is read per search, not built into the index.
export async function acceptingFilter(db: Database, index: SearchIndex, asked: boolean): Promise<AcceptingFilter> {
  const availability = await searchAvailability(db, new Date());
  return { asked, bits: bitsetOfIds(index, availability.accepting), of: availability.of };
}

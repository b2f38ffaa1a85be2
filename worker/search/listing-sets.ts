import type { Database } from '../lib/db';
import { layoutOf, popcount } from './index/bitsets';
import { positionOf } from './engine/engine';
import type { SearchIndex } from './index/index-codec';
import { getSearchIndex } from './index-store';
import { searchWords } from './text';
import { matchText } from './engine/text-match';

// The search index lent to other domains as sets of published listings (the HSDS API's lists, issue
// 40): every listing, those holding a list entry, a service search filters by, or some words, as
// bitsets over the index's positions, and a page of any such set in id order with its size. None
// of it reads a listing row: the index is loaded once per data version and shared with search.

/** One bit per position of the index (`words` 32-bit words). */
export type ListingBits = Uint32Array;

/** The directory's own lists, as their link tables name them. */
export type DirectoryList = 'treatment_type' | 'specialization' | 'insurance';

export interface ListingSets {
  /** The data version the index was built from. */
  version: number;
  /** Positions, one per published listing the index holds. */
  count: number;
  /** Every listing. */
  all(): ListingBits;
  /** Those holding the entry `id` of `list`; empty for an entry the index does not know. */
  listEntry(list: DirectoryList, id: string): ListingBits;
  /** Those holding any entry of the three lists. */
  anyListEntry(): ListingBits;
  /** Those offering the locator service `slug`, or undefined when the index holds no set for it (search does not filter by its category). */
  service(slug: string): ListingBits | undefined;
  /** Those holding every word of `text` (each as a prefix, as search reads them); null when `text` has no words. */
  words(text: string): ListingBits | null;
  /** The listings of `ids` the index holds. */
  ofIds(ids: Iterable<number>): ListingBits;
  /** The ids of set positions in id order, from the `offset`-th, at most `limit`, and how many are set in all. */
  page(bits: ListingBits, offset: number, limit: number): { total: number; ids: number[] };
  /** The position of each listing in id order, for a caller that walks them (first of each organization…). */
  idOrder(): Uint32Array;
  idAt(position: number): number;
  /** The position of listing `id`, or -1 when the index does not hold it. */
  positionOf(id: number): number;
}

export function intersect(a: ListingBits, b: ListingBits): ListingBits {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! & b[w]!;
  return out;
}

const sets = new WeakMap<SearchIndex, ListingSets>();

/** The sets of the index this request uses (see getSearchIndex: current, or the last while the next is built). */
export async function listingSets(db: Database, waitUntil: (p: Promise<unknown>) => void): Promise<ListingSets> {
  const index = await getSearchIndex(db, waitUntil);
  let held = sets.get(index);
  if (!held) sets.set(index, (held = setsOf(index)));
  return held;
}

function setsOf(index: SearchIndex): ListingSets {
  const words = index.words;
  const layout = layoutOf(index);
  const row = (r: number) => index.bitsets.subarray(r * words, (r + 1) * words);
  const firstRow: Record<DirectoryList, [number, Array<{ id: string }>]> = {
    treatment_type: [layout.treatmentRow, index.treatmentTypes],
    specialization: [layout.specializationRow, index.specializations],
    insurance: [layout.insuranceRow, index.insurance],
  };
  let everyListing: ListingBits | null = null;
  let anyEntry: ListingBits | null = null;
  let order: Uint32Array | null = null;
  // Built in id order today; a position order that is not is sorted once, here.
  const sorted = index.ids.every((id, i) => i === 0 || index.ids[i - 1]! < id);

  const idOrder = () => {
    if (!order) {
      order = Uint32Array.from({ length: index.count }, (_, i) => i);
      if (!sorted) order.sort((a, b) => index.ids[a]! - index.ids[b]!);
    }
    return order;
  };

  return {
    version: index.version,
    count: index.count,
    all() {
      if (!everyListing) {
        everyListing = new Uint32Array(words);
        for (let i = 0; i < index.count; i++) everyListing[i >>> 5]! |= 1 << (i & 31);
      }
      return everyListing;
    },
    listEntry(list, id) {
      const [first, entries] = firstRow[list];
      const k = entries.findIndex((e) => e.id === id);
      return k < 0 ? new Uint32Array(words) : row(first + k);
    },
    anyListEntry() {
      if (!anyEntry) {
        anyEntry = new Uint32Array(words);
        for (let r = layout.treatmentRow; r < layout.serviceRow; r++) {
          const bits = row(r);
          for (let w = 0; w < words; w++) anyEntry[w]! |= bits[w]!;
        }
      }
      return anyEntry;
    },
    service(slug) {
      const k = index.services.findIndex((s) => s.slug === slug);
      return k < 0 ? undefined : row(layout.serviceRow + k);
    },
    words(text) {
      const typed = searchWords(text);
      return typed.length === 0 ? null : matchText(index, typed).bits;
    },
    ofIds(ids) {
      const bits = new Uint32Array(words);
      for (const id of ids) {
        const i = positionOf(index, id);
        if (i >= 0) bits[i >>> 5]! |= 1 << (i & 31);
      }
      return bits;
    },
    page(bits, offset, limit) {
      let total = 0;
      for (let w = 0; w < bits.length; w++) total += popcount(bits[w]!);
      const ids: number[] = [];
      if (sorted) {
        // Whole words are skipped by their counts: a far page costs a pass over words, not positions.
        let skip = offset;
        for (let w = 0; w < bits.length && ids.length < limit; w++) {
          let word = bits[w]!;
          const n = popcount(word);
          if (skip >= n) {
            skip -= n;
            continue;
          }
          while (word !== 0 && ids.length < limit) {
            const low = word & -word;
            word ^= low;
            if (skip > 0) skip--;
            else ids.push(index.ids[(w << 5) + 31 - Math.clz32(low)]!);
          }
        }
      } else {
        let seen = 0;
        for (const i of idOrder()) {
          if (((bits[i >>> 5]! >>> (i & 31)) & 1) === 0) continue;
          if (seen++ >= offset) ids.push(index.ids[i]!);
          if (ids.length === limit) break;
        }
      }
      return { total, ids };
    },
    idOrder,
    idAt: (position) => index.ids[position]!,
    positionOf: (id) => positionOf(index, id),
  };
}

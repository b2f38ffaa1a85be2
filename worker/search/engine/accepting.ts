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

import { SERVICE_GROUPS, type SearchIndex, type ServiceGroup } from './index-codec';

// The index's filter lists as bitsets over facility positions: one row of `index.words` 32-bit
// words per entry, rows in the order treatment types, specializations, insurance, services. A list
// is what the sidebar ORs within: the three spec lists and each service group.

export type ListName = 'treatment' | 'specialization' | 'insurance' | ServiceGroup;
export const LIST_NAMES: readonly ListName[] = ['treatment', 'specialization', 'insurance', ...SERVICE_GROUPS];

export interface Layout {
  /** The first row of each spec list; services start at `serviceRow`. */
  treatmentRow: number;
  specializationRow: number;
  insuranceRow: number;
  serviceRow: number;
  rows: number;
  /** Each row's list. */
  listOf: ListName[];
  /** Each list's rows. */
  rowsOf: Record<ListName, number[]>;
}

const layouts = new WeakMap<SearchIndex, Layout>();

export function layoutOf(index: Pick<SearchIndex, 'treatmentTypes' | 'specializations' | 'insurance' | 'services'>): Layout {
  let layout = layouts.get(index as SearchIndex);
  if (layout) return layout;
  const listOf: ListName[] = [
    ...index.treatmentTypes.map(() => 'treatment' as const),
    ...index.specializations.map(() => 'specialization' as const),
    ...index.insurance.map(() => 'insurance' as const),
    ...index.services.map((s) => s.group),
  ];
  const rowsOf = Object.fromEntries(LIST_NAMES.map((name) => [name, [] as number[]])) as unknown as Record<ListName, number[]>;
  listOf.forEach((list, row) => rowsOf[list].push(row));
  const treatmentRow = 0;
  const specializationRow = index.treatmentTypes.length;
  const insuranceRow = specializationRow + index.specializations.length;
  const serviceRow = insuranceRow + index.insurance.length;
  layout = { treatmentRow, specializationRow, insuranceRow, serviceRow, rows: listOf.length, listOf, rowsOf };
  layouts.set(index as SearchIndex, layout);
  return layout;
}

export const wordsFor = (count: number) => (count + 31) >>> 5;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Whether position `i` is set in the row starting at word `base`. */
export const hasBit = (bits: Uint32Array, base: number, i: number) => ((bits[base + (i >>> 5)]! >>> (i & 31)) & 1) === 1;

export const setBit = (bits: Uint32Array, base: number, i: number) => {
  bits[base + (i >>> 5)]! |= 1 << (i & 31);
};

/** The rows a facility is in, among `rows` (ascending): its entries of a list. */
export function rowsHolding(index: SearchIndex, position: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let row = from; row < to; row++) if (hasBit(index.bitsets, row * index.words, position)) out.push(row);
  return out;
}

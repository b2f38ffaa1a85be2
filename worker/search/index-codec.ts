// The in-memory search index: one entry per published facility, in columns, plus the orders the
// sorts walk. Serialized into a few D1 rows so an isolate loads it with a handful of row reads.

export interface TaxonomyEntry {
  id: string;
  name: string;
  /** The entry's stored bit in the mask columns: not its list position, which a removed entry shifts. */
  bit: number;
}

/** Masks are 32-bit; the taxonomy tables keep bits within 0..30. */
export const TAXONOMY_BITS = 31;

/** Raised when the stored form changes, so an index written by an older Worker is rebuilt, not misread. */
const FORMAT = 2;

interface StateEntry {
  code: string;
  name: string;
}

export interface SearchIndex {
  version: number;
  builtAt: string;
  /** Sorted by name, so a state's position is also its sort rank. */
  states: StateEntry[];
  /** In bit order; each entry's `bit` is its bit in the matching mask column. */
  treatmentTypes: TaxonomyEntry[];
  specializations: TaxonomyEntry[];
  insurance: TaxonomyEntry[];
  /** Alphabetic terms of the full-text index, sorted, for spelling suggestions. */
  terms: string[];
  termDocs: number[];
  count: number;
  ids: Uint32Array;
  state: Uint8Array;
  treatment: Uint32Array;
  specialization: Uint32Array;
  insuranceMask: Uint32Array;
  /** Rating times ten; -1 when the facility has none. */
  rating10: Int16Array;
  reviews: Uint32Array;
  latitude: Float32Array;
  longitude: Float32Array;
  /** Positions into the columns above, in each sort's order. */
  byName: Uint32Array;
  byRating: Uint32Array;
  byState: Uint32Array;
}

type Header = Omit<SearchIndex, ColumnName> & { count: number; format: number };

const COLUMNS = [
  ['ids', Uint32Array],
  ['treatment', Uint32Array],
  ['specialization', Uint32Array],
  ['insuranceMask', Uint32Array],
  ['reviews', Uint32Array],
  ['latitude', Float32Array],
  ['longitude', Float32Array],
  ['byName', Uint32Array],
  ['byRating', Uint32Array],
  ['byState', Uint32Array],
  ['rating10', Int16Array],
  ['state', Uint8Array],
] as const;

type ColumnName = (typeof COLUMNS)[number][0];

const align4 = (n: number) => (n + 3) & ~3;

export function encodeIndex(index: SearchIndex): Uint8Array {
  const header: Header = {
    format: FORMAT,
    version: index.version,
    builtAt: index.builtAt,
    states: index.states,
    treatmentTypes: index.treatmentTypes,
    specializations: index.specializations,
    insurance: index.insurance,
    terms: index.terms,
    termDocs: index.termDocs,
    count: index.count,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  let size = align4(4 + headerBytes.length);
  for (const [name] of COLUMNS) size += align4(index[name].byteLength);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, headerBytes.length, true);
  out.set(headerBytes, 4);
  let offset = align4(4 + headerBytes.length);
  for (const [name] of COLUMNS) {
    const column = index[name];
    out.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), offset);
    offset += align4(column.byteLength);
  }
  return out;
}

/** The index, or null when it was stored in another format. */
export function decodeIndex(bytes: Uint8Array): SearchIndex | null {
  // Copy into a fresh, aligned buffer so the typed-array views below are valid.
  const buffer = bytes.slice().buffer;
  const headerLength = new DataView(buffer).getUint32(0, true);
  const { format, ...header } = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength))) as Header;
  if (format !== FORMAT) return null;
  const n = header.count;
  let offset = align4(4 + headerLength);
  const columns: Record<string, unknown> = {};
  for (const [name, Type] of COLUMNS) {
    columns[name] = new Type(buffer, offset, n);
    offset += align4(n * Type.BYTES_PER_ELEMENT);
  }
  return { ...header, ...(columns as Pick<SearchIndex, ColumnName>) };
}

const CHUNK_BYTES = 512 * 1024;

/** Base64 text chunks: D1 returns BLOBs as arrays of numbers, which is far slower to read back. */
export function toChunks(bytes: Uint8Array): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const part = bytes.subarray(start, start + CHUNK_BYTES);
    let binary = '';
    for (let i = 0; i < part.length; i += 0x8000) {
      binary += String.fromCharCode(...part.subarray(i, i + 0x8000));
    }
    chunks.push(btoa(binary));
  }
  return chunks;
}

export function fromChunks(chunks: string[]): Uint8Array {
  const parts = chunks.map((chunk) => {
    const binary = atob(chunk);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  });
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

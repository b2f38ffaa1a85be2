import type { TextPostings } from './text-postings';

// The in-memory search index: one entry per published facility, in columns, plus the orders the
// sorts walk and the postings of its text. Serialized (gzip, then base64) into a few D1 rows so an
// isolate loads it with a handful of row reads.

export interface TaxonomyEntry {
  id: string;
  name: string;
}

/** The search sidebar's groups of locator services (service_categories.filter_group). */
export const SERVICE_GROUPS = ['medications', 'payment', 'populations', 'ages', 'languages'] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];

/** A locator service that search filters by (its category has a sidebar group). */
export interface ServiceEntry {
  slug: string;
  label: string;
  group: ServiceGroup;
  /** The spec list entry it means the same as ('insurance:medicaid'): filtered, but not a facet of its own. */
  mapsTo: string | null;
}

/** Raised when the stored form changes, so an index written by an older Worker is rebuilt, not misread. */
const FORMAT = 7;

interface StateEntry {
  code: string;
  name: string;
}

export interface SearchIndex extends TextPostings {
  version: number;
  builtAt: string;
  /** Sorted by name, so a state's position is also its sort rank. */
  states: StateEntry[];
  /** In list order (the tables' `bit` order). */
  treatmentTypes: TaxonomyEntry[];
  specializations: TaxonomyEntry[];
  insurance: TaxonomyEntry[];
  /** The filterable services, in catalogue order (category position, then id). */
  services: ServiceEntry[];
  /** Alphabetic words of 3+ letters of `textTerms`, sorted, for spelling suggestions (not stored: derived). */
  terms: string[];
  termDocs: number[];
  /**
   * The cities of the ZIP table (each city of each state once), for reading place names in a
   * search: names, and columns of `placeCount` entries below.
   */
  placeNames: string[];
  placeCount: number;
  /** Position in `states`. */
  placeState: Uint8Array;
  placeLatitude: Float32Array;
  placeLongitude: Float32Array;
  /** How many ZIP codes the city has: its size, for choosing among cities of one name. */
  placeZips: Uint16Array;
  count: number;
  ids: Uint32Array;
  /** Each facility's name (one line), for suggestions as the visitor types. */
  names: string[];
  state: Uint8Array;
  /** Each facility's city: its position in the place columns, or -1 when the ZIP table lacks it. */
  place: Int32Array;
  /** 32-bit words per bitset: ceil(count / 32). */
  words: number;
  /**
   * One bitset over facility positions per entry of treatmentTypes, specializations, insurance and
   * services, in that order, each `words` long (see bitsets.ts): no ceiling on how many entries a
   * list has, and a filter or a facet count is a pass over words, not over facilities.
   */
  bitsets: Uint32Array;
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

type Header = Omit<SearchIndex, ColumnName | 'placeNames' | 'names' | 'textTerms' | 'terms' | 'termDocs'> & {
  count: number;
  bitsetWords: number;
  /** Words held plus one: the length of the start columns. */
  termSlots: number;
  postingBytes: number;
  postingCount: number;
  format: number;
  placeNames: string;
  names: string;
  textTerms: string;
};

/** Each column and the header field that says how long it is. */
const COLUMNS = [
  ['ids', Uint32Array, 'count'],
  ['bitsets', Uint32Array, 'bitsetWords'],
  ['reviews', Uint32Array, 'count'],
  ['place', Int32Array, 'count'],
  ['latitude', Float32Array, 'count'],
  ['longitude', Float32Array, 'count'],
  ['byName', Uint32Array, 'count'],
  ['byRating', Uint32Array, 'count'],
  ['byState', Uint32Array, 'count'],
  ['tokenCounts', Uint32Array, 'count'],
  ['postingStarts', Uint32Array, 'termSlots'],
  ['docStarts', Uint32Array, 'termSlots'],
  ['placeLatitude', Float32Array, 'placeCount'],
  ['placeLongitude', Float32Array, 'placeCount'],
  ['rating10', Int16Array, 'count'],
  ['placeZips', Uint16Array, 'placeCount'],
  ['state', Uint8Array, 'count'],
  ['placeState', Uint8Array, 'placeCount'],
  ['postings', Uint8Array, 'postingBytes'],
  ['termWeights', Uint8Array, 'postingCount'],
] as const;

type ColumnName = (typeof COLUMNS)[number][0];

const align4 = (n: number) => (n + 3) & ~3;

export function encodeIndex(index: SearchIndex): Uint8Array<ArrayBuffer> {
  const header: Header = {
    format: FORMAT,
    version: index.version,
    builtAt: index.builtAt,
    states: index.states,
    treatmentTypes: index.treatmentTypes,
    specializations: index.specializations,
    insurance: index.insurance,
    services: index.services,
    // One string each: a JSON array of 30,000 short strings would cost more to parse.
    placeNames: index.placeNames.join('\n'),
    names: index.names.join('\n'),
    textTerms: index.textTerms.join('\n'),
    tokenTotal: index.tokenTotal,
    termSlots: index.postingStarts.length,
    postingBytes: index.postings.length,
    postingCount: index.termWeights.length,
    placeCount: index.placeCount,
    count: index.count,
    words: index.words,
    bitsetWords: index.bitsets.length,
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
export function decodeIndex(bytes: Uint8Array<ArrayBuffer>): SearchIndex | null {
  // The typed-array views below need an aligned buffer of their own: what gunzip gives, or a copy.
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
  const headerLength = new DataView(buffer).getUint32(0, true);
  const { format, placeNames, names, textTerms, bitsetWords, termSlots, postingBytes, postingCount, ...header } = JSON.parse(
    new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength)),
  ) as Header;
  if (format !== FORMAT) return null;
  const lengths = { bitsetWords, termSlots, postingBytes, postingCount, count: header.count, placeCount: header.placeCount };
  let offset = align4(4 + headerLength);
  const columns: Record<string, unknown> = {};
  for (const [name, Type, length] of COLUMNS) {
    const n = lengths[length];
    columns[name] = new Type(buffer, offset, n);
    offset += align4(n * Type.BYTES_PER_ELEMENT);
  }
  const text = { textTerms: lines(textTerms), docStarts: columns.docStarts as Uint32Array };
  return {
    ...header,
    placeNames: lines(placeNames),
    names: lines(names),
    ...(columns as Pick<SearchIndex, ColumnName>),
    ...text,
    ...suggestionTerms(text),
  };
}

const lines = (joined: string): string[] => (joined === '' ? [] : joined.split('\n'));

const CHUNK_BYTES = 512 * 1024;

/**
 * Gzipped, as base64 text chunks: D1 returns BLOBs as arrays of numbers, which is far slower to
 * read back. The postings are mostly small gaps and weights: gzip stores the index in about a third.
 */
export async function toChunks(raw: Uint8Array<ArrayBuffer>): Promise<string[]> {
  const bytes = await through(new Blob([raw]), new CompressionStream('gzip'));
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

/** The stored bytes, or null when they are not gzip (an index an older Worker stored, to be rebuilt). */
export async function fromChunks(chunks: string[]): Promise<Uint8Array<ArrayBuffer> | null> {
  const parts = chunks.map((chunk) => {
    const binary = atob(chunk);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  });
  const [first, second] = parts[0] ?? [];
  if (first !== 0x1f || second !== 0x8b) return null;
  return through(new Blob(parts), new DecompressionStream('gzip'));
}

async function through(blob: Blob, transform: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(blob.stream().pipeThrough(transform)).arrayBuffer());
}

/** The alphabetic words of 3+ letters and how many listings hold each: what spelling suggestions draw from. */
export function suggestionTerms(text: Pick<TextPostings, 'textTerms' | 'docStarts'>): { terms: string[]; termDocs: number[] } {
  const terms: string[] = [];
  const termDocs: number[] = [];
  text.textTerms.forEach((term, t) => {
    // Words, not ZIP codes or years.
    if (term.length < 3 || /[0-9]/.test(term)) return;
    terms.push(term);
    termDocs.push(text.docStarts[t + 1]! - text.docStarts[t]!);
  });
  return { terms, termDocs };
}

import { textTokens } from '../text';

// The full-text part of the search index: for every word any published listing holds, which
// listings hold it and how strongly (bm25's weighted count). Searching text is then a pass over a
// few postings in memory: no D1 row per match, so a common word with a state and a filter costs
// no more than the filters alone, and the State select can still count the word in every state.

/** A listing's text, in the columns bm25 weighs (the same text facility_search_documents gives FTS5). */
export interface TextDocument {
  name: string;
  city: string;
  stateName: string;
  /** Its treatment types, specializations and insurance, by name. */
  services: string;
  description: string;
}

/** How much one occurrence counts in each column: a word of the name ten times one of the description. */
export const COLUMN_WEIGHTS: Record<keyof TextDocument, number> = { name: 10, city: 4, stateName: 2, services: 4, description: 1 };
const COLUMNS = Object.keys(COLUMN_WEIGHTS) as Array<keyof TextDocument>;

export interface TextPostings {
  /** Every word held, sorted (UTF-16 order, as `lowerBound` compares). */
  textTerms: string[];
  /** Per word, where its postings start in `postings` (one more entry than words). */
  postingStarts: Uint32Array;
  /** Per word, the positions holding it, ascending, as varint gaps. */
  postings: Uint8Array;
  /** Per word, where its weights start in `termWeights`: also how many listings hold it. */
  docStarts: Uint32Array;
  /** Per posting, the weighted count of the word in that listing (capped at 255). */
  termWeights: Uint8Array;
  /** Per position, how many words its text has (bm25's document length). */
  tokenCounts: Uint32Array;
  tokenTotal: number;
}

/**
 * Builds postings from listings added in position order. Each text is cut into words as it is
 * added and need not be kept (at 50,000 listings they are tens of megabytes, in an isolate of 128).
 */
export function textPostingsBuilder(): { add(document: TextDocument): void; finish(): TextPostings } {
  const termIds = new Map<string, number>();
  const termNames: string[] = [];
  const weightNow: number[] = [];
  const touched: number[] = [];
  // Every (word, weight) of every listing in position order; docEnds[i] ends listing i's.
  let logTerms = new Uint32Array(1 << 12);
  let logWeights = new Uint8Array(1 << 12);
  let logLength = 0;
  const docEnds: number[] = [];
  const tokenCounts: number[] = [];
  let tokenTotal = 0;

  const add = (document: TextDocument) => {
    let tokens = 0;
    for (const column of COLUMNS) {
      const weight = COLUMN_WEIGHTS[column];
      for (const token of textTokens(document[column])) {
        tokens++;
        let id = termIds.get(token);
        if (id === undefined) {
          id = termNames.length;
          termIds.set(token, id);
          termNames.push(token);
          weightNow.push(0);
        }
        if (weightNow[id] === 0) touched.push(id);
        weightNow[id]! += weight;
      }
    }
    if (logLength + touched.length > logTerms.length) {
      const size = Math.max(logTerms.length * 2, logLength + touched.length);
      logTerms = grown(logTerms, size);
      logWeights = grown(logWeights, size);
    }
    for (const id of touched) {
      logTerms[logLength] = id;
      logWeights[logLength++] = Math.min(weightNow[id]!, 255);
      weightNow[id] = 0;
    }
    touched.length = 0;
    docEnds.push(logLength);
    tokenCounts.push(tokens);
    tokenTotal += tokens;
  };

  return { add, finish };

  function finish(): TextPostings {
    const n = docEnds.length;

    const order = termNames.map((_, id) => id).sort((a, b) => (termNames[a]! < termNames[b]! ? -1 : 1));
    const rank = new Uint32Array(termNames.length);
    order.forEach((id, r) => (rank[id] = r));
    const docStarts = new Uint32Array(order.length + 1);
    for (let k = 0; k < logLength; k++) docStarts[rank[logTerms[k]!]! + 1]!++;
    for (let t = 0; t < order.length; t++) docStarts[t + 1]! += docStarts[t]!;

    // Two passes over the log in position order, so each word's positions ascend without being
    // gathered first: the first sizes each word's gaps, the second writes them and its weights.
    const previous = new Uint32Array(order.length);
    const postingStarts = new Uint32Array(order.length + 1);
    forEachEntry((t, i) => {
      postingStarts[t + 1]! += varintLength(i - previous[t]!);
      previous[t] = i;
    });
    for (let t = 0; t < order.length; t++) postingStarts[t + 1]! += postingStarts[t]!;
    const postings = new Uint8Array(postingStarts[order.length]!);
    const termWeights = new Uint8Array(logLength);
    const nextByte = postingStarts.slice(0, order.length);
    const nextWeight = docStarts.slice(0, order.length);
    previous.fill(0);
    forEachEntry((t, i, k) => {
      let gap = i - previous[t]!;
      previous[t] = i;
      let at = nextByte[t]!;
      while (gap >= 0x80) {
        postings[at++] = (gap & 0x7f) | 0x80;
        gap >>>= 7;
      }
      postings[at++] = gap;
      nextByte[t] = at;
      termWeights[nextWeight[t]!++] = logWeights[k]!;
    });

    /** Each logged (word's sorted position, listing position, log entry), in listing order. */
    function forEachEntry(visit: (t: number, i: number, k: number) => void) {
      for (let i = 0, k = 0; i < n; i++) for (; k < docEnds[i]!; k++) visit(rank[logTerms[k]!]!, i, k);
    }

    return {
      textTerms: order.map((id) => termNames[id]!),
      postingStarts,
      postings,
      docStarts,
      termWeights,
      tokenCounts: Uint32Array.from(tokenCounts),
      tokenTotal,
    };
  }
}

/** Calls `visit` with each position holding word `t` and the word's weighted count there. */
export function forEachPosting(text: TextPostings, t: number, visit: (position: number, weight: number) => void): void {
  const { postings, termWeights } = text;
  let position = 0;
  let k = text.docStarts[t]!;
  for (let at = text.postingStarts[t]!, end = text.postingStarts[t + 1]!; at < end; ) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = postings[at++]!;
      gap |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    position += gap;
    visit(position, termWeights[k++]!);
  }
}

const varintLength = (value: number) => (value < 0x80 ? 1 : value < 0x4000 ? 2 : value < 0x200000 ? 3 : 4);

function grown<T extends Uint32Array | Uint8Array>(array: T, size: number): T {
  const out = new (array.constructor as new (n: number) => T)(size);
  out.set(array);
  return out;
}

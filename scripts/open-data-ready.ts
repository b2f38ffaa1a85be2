/// <reference types="node" />
// Whether a local server serves the open-data files yet (issue 41): the start script's proof that its
// first scheduled run did its work (scripts/dev-server.ts). The downloads themselves are rate limited
// (5 per client in 10 minutes, worker/open-data/routes.ts), a "being prepared" 503 counted too, so
// polling them every 2 s would leave the developer a 429 for their own first download. The looks go to
// the listing of the files instead, which is not limited; only once it lists every file is the CSV
// asked for, once, its first bytes only (a Range: no whole file read, and no copy left at the edge).

export const FILES_PATH = '/api/open-data/files';
export const CSV_PATH = '/api/open-data/facilities.csv';
/** The CSV's first columns (worker/open-data/queries/listings.ts, CSV_HEADER): the row a served file starts with. */
const CSV_HEADER_START = /^id,name,/;

export type OpenDataReadiness = { ready: true; files: string[] } | { ready: false; answered: string };

export interface ReadinessOptions {
  /** How long to keep looking: 3 minutes unless told. */
  timeoutMs?: number;
  /** Between looks: 2 s unless told. */
  intervalMs?: number;
  /** True once the server is gone: the looks end there. */
  stopped?: () => boolean;
}

interface FilesListing {
  built_at: string | null;
  files: Array<{ name: string; size: number | null }>;
}

/** A look's outcome: served (the names of the files), or what answered and whether to look again. */
type Look = { files: string[] } | { answered: string; again: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);

function unreachable(path: string, error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${path} did not answer (${String(error)}${cause})`;
}

/** The CSV's first bytes: served when it answers 200/206 starting with its header row. */
async function lookAtCsv(origin: string): Promise<Look> {
  const res = await fetch(`${origin}${CSV_PATH}`, { headers: { Range: 'bytes=0-4095' } });
  const text = await res.text();
  const answered = `${CSV_PATH} answered ${res.status} ${oneLine(text)}`;
  if (res.status !== 200 && res.status !== 206) return { answered, again: res.status === 503 };
  return CSV_HEADER_START.test(text) ? { files: [] } : { answered: `${answered} (no header row)`, again: false };
}

async function look(origin: string, count: number): Promise<Look> {
  // An address of its own each time: the listing is kept 60 s at the edge.
  const res = await fetch(`${origin}${FILES_PATH}?look=${Date.now()}-${count}`);
  if (!res.ok) return { answered: `${FILES_PATH} answered ${res.status} ${oneLine(await res.text())}`, again: true };
  const listing = (await res.json()) as FilesListing;
  const missing = listing.files.filter((file) => file.size === null).map((file) => file.name);
  if (!listing.built_at || missing.length > 0) {
    return { answered: `${FILES_PATH} lists no built ${missing.length > 0 ? missing.join(', ') : 'files'} yet`, again: true };
  }
  const csv = await lookAtCsv(origin);
  return 'files' in csv ? { files: listing.files.map((file) => file.name) } : csv;
}

/**
 * Looks every `intervalMs` until the server lists every open-data file and serves the CSV, for at
 * most `timeoutMs`. Not ready: says what answered last, and what the CSV itself answers then.
 */
export async function untilOpenDataServed(origin: string, options: ReadinessOptions = {}): Promise<OpenDataReadiness> {
  const { timeoutMs = 180_000, intervalMs = 2_000, stopped = () => false } = options;
  const deadline = Date.now() + timeoutMs;
  let answered = 'nothing (no look was made)';
  for (let count = 0; !stopped(); count++) {
    const result = await look(origin, count).catch((error: unknown): Look => ({ answered: unreachable(FILES_PATH, error), again: true }));
    if ('files' in result) return { ready: true, files: result.files };
    answered = result.answered;
    if (!result.again) return { ready: false, answered };
    if (Date.now() + intervalMs > deadline) break;
    await sleep(intervalMs);
  }
  if (stopped() || answered.startsWith(CSV_PATH)) return { ready: false, answered };
  const csv = await lookAtCsv(origin).catch((error: unknown): Look => ({ answered: unreachable(CSV_PATH, error), again: false }));
  return { ready: false, answered: 'files' in csv ? answered : `${answered}; ${csv.answered}` };
}

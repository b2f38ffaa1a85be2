import { Database } from '../lib/db';
import {
  claimIndexBuild,
  getSearchIndexState,
  readIndexChunks,
  readIndexFacilities,
  readIndexLists,
  storeIndexChunks,
  type SearchIndexStateRow,
} from './queries/search-index';
import { indexBuilder } from './index/index-build';
import { decodeIndex, encodeIndex, fromChunks, toChunks, type SearchIndex } from './index/index-codec';

/**
 * How long an isolate trusts the index version it last read. A search in between reads no row for
 * its index, only its results: under load that read was a D1 round trip in every search (bench:search).
 * A change then shows within this plus its rebuild; the edge cache holds a search for 60 s anyway.
 */
const VERSION_CHECK_MS = 1_000;

/** Listings read per query while building: a few megabytes of rows at a time, not every row at once. */
const BUILD_PAGE = 5_000;

// Per isolate: the decoded index, the versions last read and when, and the rebuild under way here if any.
let loaded: SearchIndex | null = null;
let checked: { at: number; state: SearchIndexStateRow } | null = null;
let rebuilding: Promise<SearchIndex | null> | null = null;

/** The stored index's version and the data's, read again once VERSION_CHECK_MS have passed. */
async function indexState(db: Database): Promise<SearchIndexStateRow> {
  const now = Date.now();
  if (checked && now - checked.at < VERSION_CHECK_MS) return checked.state;
  const state = await getSearchIndexState(db);
  if (!state) throw new Error('search_index_state row is missing: migrations not applied');
  checked = { at: now, state };
  return state;
}

/**
 * The search index for this request. Reads nothing when this isolate holds the current version and
 * checked it within the last second, one row otherwise. When the data has moved on, the held index
 * keeps serving while one isolate rebuilds after the response (waitUntil), so a change shows in
 * search within seconds.
 */
export async function getSearchIndex(db: Database, waitUntil: (p: Promise<unknown>) => void): Promise<SearchIndex> {
  const state = await indexState(db);

  if (!loaded || loaded.version !== state.index_version) {
    if (state.index_version >= 0) {
      const chunks = await readIndexChunks(db);
      const bytes = chunks.length > 0 ? await fromChunks(chunks) : null;
      if (bytes) loaded = decodeIndex(bytes);
    }
  }
  if (!loaded) {
    // Nothing usable stored (a fresh database, or an index an older Worker wrote in another format):
    // build now; this request pays for it once, and its Server-Timing shows the rows the build read.
    const built = await rebuildSearchIndex(db.d1, { force: true, meteredBy: db });
    if (!built) throw new Error('search index could not be built');
    return built;
  }
  if (state.index_version < state.data_version) waitUntil(rebuildSearchIndex(db.d1));
  return loaded;
}

/** Rebuilds and stores the index unless another isolate is already doing so. */
function rebuildSearchIndex(
  // A request's D1 session: its build claim is a write, so the reads after it are at least that new.
  d1: D1Database | D1DatabaseSession,
  options: { force?: boolean; meteredBy?: Database } = {},
): Promise<SearchIndex | null> {
  rebuilding ??= (async () => {
    const db = options.meteredBy ?? new Database(d1);
    try {
      const now = new Date();
      if (!(await claimIndexBuild(db, now)) && !options.force) return null;
      const index = await readAndBuildIndex(db, now);
      await storeIndexChunks(db, index.version, index.builtAt, await toChunks(encodeIndex(index)));
      loaded = index;
      // What it stored is the version to trust now, not the one read before the build.
      checked = { at: Date.now(), state: { data_version: index.version, index_version: index.version } };
      return index;
    } finally {
      rebuilding = null;
    }
  })();
  return rebuilding;
}

/** Builds the index from the database, reading the listings a page at a time. */
export async function readAndBuildIndex(db: Database, now: Date, pageSize = BUILD_PAGE): Promise<SearchIndex> {
  const builder = indexBuilder(await readIndexLists(db), now);
  for (let after = 0; ; ) {
    const page = await readIndexFacilities(db, after, pageSize);
    builder.add(page);
    if (page.length < pageSize) return builder.finish();
    after = page[page.length - 1]!.id;
  }
}

/** For the scheduled handler: rebuild when the stored index is behind the data. */
export async function refreshSearchIndexIfStale(d1: D1Database): Promise<void> {
  const state = await getSearchIndexState(new Database(d1));
  if (state && state.index_version < state.data_version) await rebuildSearchIndex(d1);
}

/** Tests only: forget what this isolate holds. */
export function forgetLoadedIndex(): void {
  loaded = null;
  checked = null;
}

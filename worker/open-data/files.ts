import { Database } from '../lib/db';
import { siteUrl } from '../lib/site-config';
import {
  buildFiles,
  claimSlice,
  finishFile,
  insertBuild,
  markPublished,
  partsOf,
  readDataVersion,
  readLatestAvailabilityChange,
  releaseSlice,
  saveProgress,
  touchUnfinishedFiles,
  unfinishedBuild,
  type BuildJob,
  type BuildRow,
} from './queries/builds';
import { fileSource, PAGE_ROWS } from './file-sources';
import { assignHsdsIds } from './hsds/queries/listings';
import { buildKey, OPEN_DATA_FILES, readManifest, writeManifest, type OpenDataManifest } from './manifest';
import { openDataSummary } from './queries/listings';
import { PartWriter } from './r2-parts';

// The whole-directory files (issue 26; docs/decisions/018 and 021) are built after the data changes
// and kept in R2 (OPEN_DATA); a request only streams the stored object (file-response.ts).
//
// No invocation builds a whole file: at 50,000 listings that took 1,815 D1 queries, and an
// invocation may make 1,000. The scheduled run starts a build (a few queries) and queues one message
// per file; each message writes one slice of its file (BUILD_LIMITS.pagesPerSlice pages), keeps its
// place in D1 (migration 0029) and queues the next slice. So one invocation makes at most
// QUERIES_PER_SLICE queries, whatever the directory's size. The files of a build go under keys of
// their own, and the manifest, written when the last of them is done, switches downloads to them.
//
// "The data changed" is the search index's own signal (search_index_state.data_version, moved by
// the triggers of 0002_search.sql) together with the newest listing's updated_at, which also moves
// for the columns search does not read (phone, website, email, address), and the newest
// availability statement.

export const BUILD_LIMITS = {
  /** Pages of PAGE_ROWS listings one invocation writes: ~4 queries each. */
  pagesPerSlice: 10,
  pageRows: PAGE_ROWS,
  /** How long a consumer holds a slice; a second delivery of its message waits meanwhile. */
  leaseMs: 10 * 60 * 1000,
  /** A build none of whose files moved for this long lost its messages: a scheduled run queues them again. */
  stalledMs: 15 * 60 * 1000,
  /** Batches of 2,000 listings given HSDS ids per scheduled run (2 queries each). */
  idBatchesPerRun: 10,
};

/**
 * The most D1 queries one slice makes: claiming it (3), the vocabulary (4), ~4 per page, saving the
 * cursor or finishing the file (2), publishing the manifest after the last file (3).
 */
export const QUERIES_PER_SLICE = 3 + 4 + 4 * BUILD_LIMITS.pagesPerSlice + 2 + 3;

/** The state of the data the files are built from: a change to any published listing moves it. */
async function dataSignal(db: Database): Promise<{ signal: string; lastModified: string | null }> {
  const [state, summary, availability] = await Promise.all([
    readDataVersion(db),
    openDataSummary(db),
    // Availability is in the files too, and changes without review (facility_availability_updated).
    readLatestAvailabilityChange(db),
  ]);
  return {
    signal: `${state?.data_version ?? 0}/${summary.total}/${summary.lastModified ?? ''}/${availability?.changed ?? ''}`,
    lastModified: summary.lastModified,
  };
}

const log = (fields: Record<string, unknown>) => console.log(JSON.stringify({ level: 'info', ...fields }));

/** The jobs that carry an unfinished build on from where each file stopped; publishes it when every file is done. */
async function resumeBuild(env: Env, db: Database, build: BuildRow, now: Date): Promise<BuildJob[]> {
  const open = (await buildFiles(db, build.id)).filter((f) => f.done_at === null);
  if (open.length === 0) {
    await publish(env, db, build);
    return [];
  }
  await touchUnfinishedFiles(db, build.id, now.toISOString());
  return open.map((f) => ({ build: build.id, file: f.file, slice: f.slice }));
}

/**
 * For the scheduled run: when the data has changed since the files were built (or they never were)
 * and no build is under way, gives the newest listings their HSDS ids and starts a build; a build
 * whose messages were lost is carried on. The jobs to queue.
 */
export async function startOpenDataBuild(env: Env, now: Date, options: { force?: boolean } = {}): Promise<BuildJob[]> {
  const db = new Database(env.DB);
  const [{ signal, lastModified: dataLastModified }, previous, underWay] = await Promise.all([
    dataSignal(db),
    readManifest(env.OPEN_DATA),
    unfinishedBuild(db),
  ]);
  if (underWay) {
    const files = await buildFiles(db, underWay.id);
    const moving = files.some((f) => f.done_at === null && (Date.parse(f.updated_at) > now.getTime() - BUILD_LIMITS.stalledMs || (f.lease_until ?? '') > now.toISOString()));
    if (moving) return [];
    log({ event: 'open_data.build_resumed', build: underWay.id });
    return resumeBuild(env, db, underWay, now);
  }
  if (previous?.signal === signal && !options.force) return [];
  // A change that moved no updated_at (a listing withdrawn or deleted) still moves Last-Modified;
  // a rebuild of the same data (forced) does not.
  const lastModified =
    previous?.signal === signal
      ? previous.lastModified
      : previous && dataLastModified !== null && dataLastModified <= previous.lastModified
        ? new Date(Math.max(now.getTime(), Date.parse(previous.lastModified) + 1000)).toISOString()
        : (dataLastModified ?? now.toISOString());
  await assignHsdsIds(db, { newOnly: false, maxBatches: BUILD_LIMITS.idBatchesPerRun });
  const build: BuildRow = {
    id: `${now.toISOString().replace(/[-:.]/g, '')}-${crypto.randomUUID().slice(0, 8)}`,
    signal,
    last_modified: lastModified,
    data_last_modified: dataLastModified,
    started_at: now.toISOString(),
    finished_at: null,
  };
  await insertBuild(db, build, OPEN_DATA_FILES.map((f) => f.name));
  log({ event: 'open_data.build_started', build: build.id, queries: db.meter.queries });
  return OPEN_DATA_FILES.map((f) => ({ build: build.id, file: f.name, slice: 0 }));
}

/** The scheduled run's part: start (or carry on) a build and queue its slices. */
export async function queueOpenDataBuild(env: Env, now: Date): Promise<void> {
  const jobs = await startOpenDataBuild(env, now);
  if (jobs.length > 0) await env.OPEN_DATA_QUEUE.sendBatch(jobs.map((body) => ({ body })));
}

/** Every file of the build is written: the manifest names them, and the objects of older builds go. */
async function publish(env: Env, db: Database, build: BuildRow): Promise<OpenDataManifest> {
  const [rows, previous] = await Promise.all([buildFiles(db, build.id), readManifest(env.OPEN_DATA)]);
  const manifest: OpenDataManifest = {
    signal: build.signal,
    lastModified: build.last_modified,
    builtAt: build.started_at,
    files: OPEN_DATA_FILES.map(({ name }) => {
      const row = rows.find((r) => r.file === name)!;
      return { name, key: buildKey(build.id, name), size: row.size!, etag: row.etag!, uploaded: row.uploaded! };
    }),
  };
  await writeManifest(env.OPEN_DATA, manifest);
  const now = new Date();
  await markPublished(db, build.id, now);
  // The previous build's files stay until the next one, for downloads still under way.
  const keep = new Set(['manifest.json', ...[manifest, previous].flatMap((m) => m?.files.map((f) => f.key ?? f.name) ?? [])]);
  let cursor: string | undefined;
  do {
    const listed = await env.OPEN_DATA.list({ cursor, limit: 1000 });
    const gone = listed.objects.map((o) => o.key).filter((key) => !keep.has(key));
    if (gone.length > 0) await env.OPEN_DATA.delete(gone);
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  log({
    event: 'open_data.files',
    build: build.id,
    files: rows.map((r) => ({ name: r.file, bytes: r.size, rows: r.rows_written, slices: r.slice, ms: Date.parse(r.done_at!) - Date.parse(build.started_at) })),
    totalMs: now.getTime() - Date.parse(build.started_at),
  });
  return manifest;
}

export type SliceOutcome = 'written' | 'finished' | 'busy' | 'stale';

/**
 * One slice of one file: claims it, writes up to BUILD_LIMITS.pagesPerSlice pages after the cursor,
 * and either keeps its place and hands `next` the following slice, or completes the file (and,
 * when it was the build's last, publishes the build). A slice that fails lets go of its claim and
 * throws: running it again starts from the same cursor.
 */
export async function writeSlice(env: Env, job: BuildJob, next: (job: BuildJob) => Promise<void>): Promise<SliceOutcome> {
  const db = new Database(env.DB);
  const started = performance.now();
  const claim = await claimSlice(db, job, new Date(), BUILD_LIMITS.leaseMs);
  if (claim.kind !== 'claimed') return claim.kind;
  const { file, build } = claim;
  const meta = OPEN_DATA_FILES.find((f) => f.name === job.file)!;
  const day = build.started_at.slice(0, 10);
  const key = buildKey(build.id, job.file);
  let writer: PartWriter | undefined;
  try {
    writer = await PartWriter.resume(
      env.OPEN_DATA,
      key,
      {
        contentType: meta.contentType,
        contentDisposition: `attachment; filename="recovery-directory-${meta.name.replace(/\.[a-z]+$/, '')}-${day}.${meta.extension}"`,
      },
      partsOf(file),
    );
    const source = await fileSource(job.file, db, siteUrl(env), build.data_last_modified, BUILD_LIMITS.pageRows);
    let { after_id: afterId, rows_written: rows, pages } = file;
    if (pages === 0) await writer.write(source.start);
    let done = false;
    for (let i = 0; i < BUILD_LIMITS.pagesPerSlice && !done; i++) {
      const page = await source.page(afterId, pages === 0);
      await writer.write(page.text);
      rows += page.count;
      pages += 1;
      afterId = page.lastId;
      done = page.done;
    }
    let outcome: SliceOutcome;
    if (done) {
      await writer.write(source.end(rows));
      const object = await writer.complete();
      const left = await finishFile(db, job, rows, object, new Date());
      if (left === 0) await publish(env, db, build);
      outcome = 'finished';
    } else {
      const following = { ...job, slice: job.slice + 1 };
      const parts = await writer.suspend(`${key}.tail-${following.slice}`);
      if (!(await saveProgress(db, job, { afterId, rows, pages, parts }, new Date()))) return 'stale';
      await next(following);
      outcome = 'written';
    }
    // The tail this slice started from is in the file now (or in the new tail).
    if (file.tail_key) await env.OPEN_DATA.delete(file.tail_key);
    log({
      event: 'open_data.slice',
      file: job.file,
      slice: job.slice,
      outcome,
      rows: rows - file.rows_written,
      bytes: writer.written - file.bytes,
      queries: db.meter.queries,
      rowsRead: db.meter.rowsRead,
      r2Operations: writer.operations + (file.tail_key ? 1 : 0),
      ms: Math.round(performance.now() - started),
    });
    return outcome;
  } catch (error) {
    await releaseSlice(db, job).catch(() => undefined);
    throw error;
  }
}

const isBuildJob = (body: unknown): body is BuildJob =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as BuildJob).build === 'string' &&
  typeof (body as BuildJob).file === 'string' &&
  Number.isInteger((body as BuildJob).slice);

/** The open-data queue's name ends so (wrangler.toml); its messages are slices of the build. */
export const isOpenDataQueue = (queue: string) => queue.endsWith('-open-data');

/** OPEN_DATA_QUEUE: each message one slice (max_batch_size = 1); a failed or held slice is retried. */
export async function consumeOpenDataJobs(batch: MessageBatch, env: Env): Promise<void> {
  for (const message of batch.messages) {
    if (!isBuildJob(message.body)) {
      message.ack();
      continue;
    }
    const job = message.body;
    try {
      const outcome = await writeSlice(env, job, async (following) => {
        await env.OPEN_DATA_QUEUE.send(following);
      });
      if (outcome === 'busy') message.retry({ delaySeconds: 60 });
      else message.ack();
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', event: 'open_data.slice', file: job.file, slice: job.slice, message: String(error) }));
      message.retry({ delaySeconds: 60 });
    }
  }
}

/**
 * Every slice of a build in this one invocation, for tests and tools (the deployed Worker queues
 * them): carries on a build under way, then, when the data has changed since the files were built,
 * builds them again. The new manifest, or null when nothing changed.
 */
export async function refreshOpenDataFiles(env: Env, options: { force?: boolean } = {}): Promise<OpenDataManifest | null> {
  const db = new Database(env.DB);
  const drain = async (jobs: BuildJob[]) => {
    const queue = [...jobs];
    for (let job = queue.shift(); job; job = queue.shift()) {
      await writeSlice(env, job, async (following) => {
        queue.push(following);
      });
    }
  };
  const underWay = await unfinishedBuild(db);
  if (underWay) await drain(await resumeBuild(env, db, underWay, new Date()));
  const jobs = await startOpenDataBuild(env, new Date(), options);
  if (jobs.length === 0) return null;
  await drain(jobs);
  return readManifest(env.OPEN_DATA);
}

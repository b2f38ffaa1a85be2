import type { Database } from '../../lib/db';
import type { OpenDataBuildFilesRow, OpenDataBuildsRow, SearchIndexStateRow } from '../../lib/schema-types';
import type { PartsState } from '../r2-parts';

// The open-data build's state in D1 (migration 0029): one row per build, one per file of it with
// the cursor its next slice starts from; and the reads of the signal that says the data changed.

/** A build, as SELECT * reads it; its id is always written (a TEXT key the table would let be NULL). */
export type BuildRow = Omit<OpenDataBuildsRow, 'id'> & { id: string };

/** A file of a build, as SELECT * reads it. */
export type BuildFileRow = OpenDataBuildFilesRow;

/** The one message of the queue: write slice `slice` of `file` of build `build`. */
export interface BuildJob {
  build: string;
  file: string;
  slice: number;
}

export const partsOf = (row: BuildFileRow): PartsState => ({
  uploadId: row.upload_id,
  parts: JSON.parse(row.parts) as R2UploadedPart[],
  tailKey: row.tail_key,
  bytes: row.bytes,
});

/** The search index's data version (search_index_state, moved by the triggers of 0002_search.sql). */
export function readDataVersion(db: Database) {
  return db.first<Pick<SearchIndexStateRow, 'data_version'>>('SELECT data_version FROM search_index_state WHERE id = 1');
}

/** When any listing's availability last changed. */
export function readLatestAvailabilityChange(db: Database) {
  return db.first<{ changed: string | null }>('SELECT max(updated_at) AS changed FROM facility_availability');
}

/** The build under way, if any (at most one: a new one starts only when none is). */
export function unfinishedBuild(db: Database): Promise<BuildRow | null> {
  return db.first<BuildRow>('SELECT * FROM open_data_builds WHERE finished_at IS NULL ORDER BY started_at LIMIT 1');
}

export function buildFiles(db: Database, buildId: string): Promise<BuildFileRow[]> {
  return db.all<BuildFileRow>('SELECT * FROM open_data_build_files WHERE build_id = ?1 ORDER BY file', buildId);
}

/** A new build with a row for each file, in one transaction. */
export async function insertBuild(db: Database, build: BuildRow, files: string[]): Promise<void> {
  await db.batch([
    db.statement(
      `INSERT INTO open_data_builds (id, signal, last_modified, data_last_modified, started_at) VALUES (?1, ?2, ?3, ?4, ?5)`,
      build.id,
      build.signal,
      build.last_modified,
      build.data_last_modified,
      build.started_at,
    ),
    db.statement(
      `INSERT INTO open_data_build_files (build_id, file, updated_at) SELECT ?1, value, ?2 FROM json_each(?3)`,
      build.id,
      build.started_at,
      JSON.stringify(files),
    ),
  ]);
}

/** Marks the unfinished files of a stalled build as touched now (they are being queued again). */
export async function touchUnfinishedFiles(db: Database, buildId: string, now: string): Promise<void> {
  await db.run(`UPDATE open_data_build_files SET updated_at = ?2, lease_until = NULL WHERE build_id = ?1 AND done_at IS NULL`, buildId, now);
}

export type Claim =
  | { kind: 'claimed'; file: BuildFileRow; build: BuildRow }
  /** Another consumer holds this slice (a message delivered twice at once): try again later. */
  | { kind: 'busy' }
  /** Written already, or of a build that is gone: nothing to do. */
  | { kind: 'stale' };

/**
 * Takes the slice `job` names for `leaseMs` (one round trip): only when the file's cursor is at that
 * slice, it is not finished and nobody else holds it.
 */
export async function claimSlice(db: Database, job: BuildJob, now: Date, leaseMs: number): Promise<Claim> {
  const [claimed, current, build] = await db.batch<Record<string, unknown>>([
    db.statement(
      `UPDATE open_data_build_files SET lease_until = ?4
       WHERE build_id = ?1 AND file = ?2 AND slice = ?3 AND done_at IS NULL AND (lease_until IS NULL OR lease_until < ?5)
       RETURNING *`,
      job.build,
      job.file,
      job.slice,
      new Date(now.getTime() + leaseMs).toISOString(),
      now.toISOString(),
    ),
    db.statement(`SELECT slice, done_at FROM open_data_build_files WHERE build_id = ?1 AND file = ?2`, job.build, job.file),
    db.statement(`SELECT * FROM open_data_builds WHERE id = ?1`, job.build),
  ]);
  const file = claimed?.[0] as BuildFileRow | undefined;
  if (file && build?.[0]) return { kind: 'claimed', file, build: build[0] as unknown as BuildRow };
  const row = current?.[0] as { slice: number; done_at: string | null } | undefined;
  return row && row.slice === job.slice && row.done_at === null ? { kind: 'busy' } : { kind: 'stale' };
}

/** Lets go of a slice that failed, so the queue's retry can take it at once. */
export async function releaseSlice(db: Database, job: BuildJob): Promise<void> {
  await db.run(`UPDATE open_data_build_files SET lease_until = NULL WHERE build_id = ?1 AND file = ?2 AND slice = ?3`, job.build, job.file, job.slice);
}

export interface Progress {
  afterId: number;
  rows: number;
  pages: number;
  parts: PartsState;
}

/** The cursor moved on by one slice; false when someone else moved it first (the caller then stops). */
export async function saveProgress(db: Database, job: BuildJob, progress: Progress, now: Date): Promise<boolean> {
  const meta = await db.run(
    `UPDATE open_data_build_files
     SET slice = slice + 1, after_id = ?4, rows_written = ?5, pages = ?6, bytes = ?7, upload_id = ?8, parts = ?9,
         tail_key = ?10, lease_until = NULL, updated_at = ?11
     WHERE build_id = ?1 AND file = ?2 AND slice = ?3 AND done_at IS NULL`,
    job.build,
    job.file,
    job.slice,
    progress.afterId,
    progress.rows,
    progress.pages,
    progress.parts.bytes,
    progress.parts.uploadId,
    JSON.stringify(progress.parts.parts),
    progress.parts.tailKey,
    now.toISOString(),
  );
  return meta.changes > 0;
}

/** The file is written: its object, and how many files of the build are still being written (one round trip). */
export async function finishFile(db: Database, job: BuildJob, rows: number, object: R2Object, now: Date): Promise<number> {
  const [, left] = await db.batch<{ n: number }>([
    db.statement(
      `UPDATE open_data_build_files
       SET slice = slice + 1, rows_written = ?4, bytes = ?5, size = ?5, etag = ?6, uploaded = ?7, tail_key = NULL,
           lease_until = NULL, updated_at = ?8, done_at = ?8
       WHERE build_id = ?1 AND file = ?2 AND slice = ?3 AND done_at IS NULL`,
      job.build,
      job.file,
      job.slice,
      rows,
      object.size,
      object.httpEtag,
      object.uploaded.toISOString(),
      now.toISOString(),
    ),
    db.statement(`SELECT count(*) AS n FROM open_data_build_files WHERE build_id = ?1 AND done_at IS NULL`, job.build),
  ]);
  return Number(left?.[0]?.n ?? 0);
}

/** The build is published: it is finished, and the builds before it are forgotten. */
export async function markPublished(db: Database, buildId: string, now: Date): Promise<void> {
  await db.batch([
    db.statement(`UPDATE open_data_builds SET finished_at = ?2 WHERE id = ?1`, buildId, now.toISOString()),
    db.statement(
      `DELETE FROM open_data_build_files WHERE build_id IN (SELECT id FROM open_data_builds WHERE id <> ?1 AND finished_at IS NOT NULL)`,
      buildId,
    ),
    db.statement(`DELETE FROM open_data_builds WHERE id <> ?1 AND finished_at IS NOT NULL`, buildId),
  ]);
}

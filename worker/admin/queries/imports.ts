import type { Database } from '../../lib/db';
import type { LocatorImportRunsRow, UsersRow } from '../../lib/schema-types';
import { pageOf, Where, type Page } from '../../lib/list-query';

// The locator import's log (migrations/0012_locator_import.sql), for the back office: the runs,
// newest first, and one run's row errors and the locator values it kept for review.

export interface ImportRunItem {
  id: number;
  fileName: string;
  startedAt: string;
  finishedAt: string | null;
  dryRun: boolean;
  /** 'cli', or the staff member who ran it. */
  by: { kind: 'cli' } | { kind: 'staff'; id: number | null; email: string | null; name: string | null };
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
  newServices: string[];
  /** Locator values this run filed for review that still wait. */
  pendingReviews: number;
}

export interface ImportRowError {
  row: number;
  line: number | null;
  locatorId: string | null;
  field: string;
  reason: string;
}

export interface ImportReviewValue {
  id: number;
  facility: { id: number; name: string };
  field: string;
  locatorValue: unknown;
  listingValue: unknown;
  status: 'pending' | 'accepted' | 'dismissed';
}

/** RUN_COLUMNS: the run's own, then who ran it and what still waits. */
type RunRow = Omit<LocatorImportRunsRow, 'run_by'> & {
  run_by: 'cli' | 'staff';
  user_email: UsersRow['email'] | null;
  user_name: UsersRow['name'] | null;
  pending_reviews: number;
};

const RUN_COLUMNS = `r.id, r.file_name, r.started_at, r.finished_at, r.dry_run, r.run_by, r.user_id, u.email AS user_email,
  u.name AS user_name, r.total, r.added, r.updated, r.unchanged, r.failed, r.new_services,
  (SELECT count(*) FROM locator_review_values v WHERE v.run_id = r.id AND v.status = 'pending') AS pending_reviews`;
const RUN_FROM = 'FROM locator_import_runs r LEFT JOIN users u ON u.id = r.user_id';

const parseJson = (text: string | null): unknown => {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return text;
  }
};

const runItem = (row: RunRow): ImportRunItem => ({
  id: row.id,
  fileName: row.file_name,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  dryRun: row.dry_run === 1,
  by: row.run_by === 'cli' ? { kind: 'cli' } : { kind: 'staff', id: row.user_id, email: row.user_email, name: row.user_name },
  total: row.total,
  added: row.added,
  updated: row.updated,
  unchanged: row.unchanged,
  failed: row.failed,
  newServices: (parseJson(row.new_services) as string[] | null) ?? [],
  pendingReviews: row.pending_reviews,
});

export async function listImportRuns(db: Database, page: Page) {
  const { rows, total } = await pageOf<RunRow>(
    db,
    { columns: RUN_COLUMNS, from: RUN_FROM, countFrom: 'FROM locator_import_runs r', order: 'ORDER BY r.started_at DESC, r.id DESC' },
    new Where(),
    page,
  );
  return { items: rows.map(runItem), total };
}

/** A run with its row errors and the values it filed for review (at most 1,000 of each). */
export async function importRunDetail(db: Database, id: number) {
  const [runs, errors, reviews] = await db.batch([
    db.statement(`SELECT ${RUN_COLUMNS} ${RUN_FROM} WHERE r.id = ?1`, id),
    db.statement(
      `SELECT row_index AS row, line, locator_id AS locatorId, field, reason FROM locator_import_errors
       WHERE run_id = ?1 ORDER BY row_index, id LIMIT 1000`,
      id,
    ),
    db.statement(
      `SELECT v.id, v.facility_id, f.name AS facility_name, v.field, v.locator_value, v.listing_value, v.status
       FROM locator_review_values v JOIN facilities f ON f.id = v.facility_id
       WHERE v.run_id = ?1 ORDER BY v.id LIMIT 1000`,
      id,
    ),
  ]);
  const run = runs?.[0] as RunRow | undefined;
  if (!run) return null;
  type ReviewRow = { id: number; facility_id: number; facility_name: string; field: string; locator_value: string; listing_value: string; status: ImportReviewValue['status'] };
  return {
    run: runItem(run),
    errors: (errors ?? []) as unknown as ImportRowError[],
    reviews: ((reviews ?? []) as unknown as ReviewRow[]).map(
      (r): ImportReviewValue => ({
        id: r.id,
        facility: { id: r.facility_id, name: r.facility_name },
        field: r.field,
        locatorValue: parseJson(r.locator_value),
        listingValue: parseJson(r.listing_value),
        status: r.status,
      }),
    ),
  };
}

import type { Database } from '../../lib/db';
import type { Idempotency } from '../../lib/idempotency';
import { auditStatement } from '../../lib/queries/audit';
import type { VerificationsRow } from '../../lib/schema-types';
import type { RecordCheck } from '../schemas/verification';
import type { Confirmable, Method, Outcome } from '../schemas/verification-values';
import type { Check } from '../status';

// A listing's checks: read newest first for its page and for the rules, and recorded by the desk,
// each with its audit line in the same batch.

/** The most checks the rules read of a listing (its page lists fewer): years of them at any pace the desk keeps. */
export const RULE_WINDOW = 20;

type CheckRow = Pick<VerificationsRow, 'confirmed'> & { method: Method; outcome: Outcome; at: string };

const toCheck = (row: CheckRow): Check => ({ method: row.method, outcome: row.outcome, confirmed: JSON.parse(row.confirmed) as Confirmable[], at: row.at });

const NEWEST_FIRST = 'ORDER BY checked_at DESC, id DESC';

/** The listing's newest checks (at most RULE_WINDOW), newest first: the index's order, one range read. */
export async function newestChecks(db: Database, facilityId: number): Promise<Check[]> {
  const rows = await db.all<CheckRow>(
    `SELECT method, outcome, confirmed, checked_at AS at FROM verifications WHERE facility_id = ?1 ${NEWEST_FIRST} LIMIT ?2`,
    facilityId,
    RULE_WINDOW,
  );
  return rows.map(toCheck);
}

/** A check as the desk sees it: with its notes and who made it. */
export interface RecordedCheck extends Check {
  id: number;
  facilityId: number;
  notes: string;
  checkedBy: { id: number | null; email: string };
}

type RecordedRow = CheckRow & Pick<VerificationsRow, 'id' | 'facility_id' | 'notes' | 'checked_by' | 'checked_by_email' | 'request_hash'>;

const RECORDED_COLUMNS = 'id, facility_id, method, outcome, confirmed, notes, checked_by, checked_by_email, checked_at AS at, request_hash';

function toRecorded(row: RecordedRow): RecordedCheck {
  return { ...toCheck(row), id: row.id, facilityId: row.facility_id, notes: row.notes, checkedBy: { id: row.checked_by, email: row.checked_by_email } };
}

/** The check a request with this Idempotency-Key recorded, with the hash of what it sent; null if none. */
export async function checkOfRequest(db: Database, key: string): Promise<{ check: RecordedCheck; requestHash: string } | null> {
  const row = await db.first<RecordedRow>(`SELECT ${RECORDED_COLUMNS} FROM verifications WHERE idempotency_key = ?1`, key);
  return row && { check: toRecorded(row), requestHash: row.request_hash };
}

/** How many checks the listing has: what a notice written with a check compares against (see recordCheckStatements). */
export async function countChecks(db: Database, facilityId: number): Promise<number> {
  return (await db.first<{ n: number }>('SELECT count(*) AS n FROM verifications WHERE facility_id = ?1', facilityId))!.n;
}

/** `n` is the listing's number of checks once this one is in: a condition for what is written beside it. */
export const checksNumber = (facilityId: number, n: number) => ({
  sql: '(SELECT count(*) FROM verifications WHERE facility_id = ?) = ?',
  params: [facilityId, n],
});

/**
 * The INSERT of a check and its audit line (ids, method, outcome and what was confirmed: never the
 * notes). A second request with the same key fails the batch on the key's UNIQUE index, so a retry
 * sent while the first is still running records nothing more (isDuplicateRequest tells it apart).
 */
export function recordCheckStatements(
  db: Database,
  facilityId: number,
  check: RecordCheck,
  by: { id: number; email: string },
  request: Idempotency,
  at: string,
): D1PreparedStatement[] {
  return [
    db.statement(
      `INSERT INTO verifications (facility_id, method, outcome, confirmed, notes, checked_by, checked_by_email, checked_at, idempotency_key, request_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
      facilityId,
      check.method,
      check.outcome,
      JSON.stringify(check.confirmed),
      check.notes,
      by.id,
      by.email,
      at,
      request.key,
      request.requestHash,
    ),
    auditStatement(db, {
      actorId: by.id,
      actorEmail: by.email,
      action: 'verification.record',
      target: `facility:${facilityId}`,
      detail: { method: check.method, outcome: check.outcome, confirmed: check.confirmed },
    }),
  ];
}

/** The batch failed because another request with the same Idempotency-Key recorded its check first. */
export const isDuplicateRequest = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: verifications\.idempotency_key/.test(error.message);

import type { Database } from '../../lib/db';
import type { CrmImportsRow } from '../../lib/schema-types';
import type { Idempotency } from '../../lib/idempotency';
import { PROSPECT_CSV_COLUMNS, type ProspectCsvColumn } from '../schemas/csv';
import { auditStatement } from '../../lib/queries/audit';
import { NOW, type Actor } from './common';
import { PROSPECT_COLUMNS, PROSPECT_FROM, toProspect, type Prospect } from './prospects';

// The CSV import's reads and writes. Rows travel as ONE JSON text parameter per statement, read
// with json_each: D1 allows 100 bound parameters per statement, and one row has 17 columns. The SQL
// text is fixed and a few KB (D1's 100 KB limit is on it); each JSON parameter is kept to about
// 90,000 characters too, far below D1's 2 MB for one value, so a 5,000-row file is some 20 chunks
// of 2–3 statements.

const JSON_CHUNK_CHARS = 90_000;

/** `items` in JSON arrays of at most JSON_CHUNK_CHARS characters each (one item alone may be longer). */
export function jsonChunks<T>(items: readonly T[]): { json: string; items: T[] }[] {
  const chunks: { json: string; items: T[] }[] = [];
  let parts: string[] = [];
  let members: T[] = [];
  let size = 2;
  for (const item of items) {
    const json = JSON.stringify(item);
    if (parts.length > 0 && size + json.length + 1 > JSON_CHUNK_CHARS) {
      chunks.push({ json: `[${parts.join(',')}]`, items: members });
      parts = [];
      members = [];
      size = 2;
    }
    parts.push(json);
    members.push(item);
    size += json.length + 1;
  }
  if (parts.length > 0) chunks.push({ json: `[${parts.join(',')}]`, items: members });
  return chunks;
}

/** A facility name and state: the pair an import matches (the name case-insensitively, as the unique index does). */
export type ProspectKey = [facilityName: string, state: string];

export interface ImportLookups {
  states: Set<string>;
  /** The prospects the file names, by `prospectKey`. */
  existing: Map<string, Prospect>;
  /** Of the listing ids the file links to, those that exist. */
  facilityIds: Set<number>;
}

/** SQLite's NOCASE folds ASCII letters only: the same key in JavaScript. */
export const prospectKey = (facilityName: string, state: string) =>
  `${facilityName.replace(/[A-Z]/g, (c) => c.toLowerCase())}\u0000${state}`;

/** The states, the prospects with these names and states, and which of these listing ids exist: one round trip. */
export async function importLookups(db: Database, keys: ProspectKey[], facilityIds: number[]): Promise<ImportLookups> {
  const keyChunks = jsonChunks(keys);
  const [states, ids, ...prospects] = await db.batch<unknown>([
    db.statement('SELECT code FROM states'),
    db.statement('SELECT id FROM facilities WHERE id IN (SELECT value FROM json_each(?1))', JSON.stringify(facilityIds)),
    ...keyChunks.map(({ json }) =>
      db.statement(
        `SELECT ${PROSPECT_COLUMNS} ${PROSPECT_FROM}
         WHERE p.id IN (SELECT m.id FROM json_each(?1) j JOIN crm_prospects m
           ON m.facility_name = json_extract(j.value, '$[0]') COLLATE NOCASE AND m.state = json_extract(j.value, '$[1]'))`,
        json,
      ),
    ),
  ]);
  const existing = new Map<string, Prospect>();
  for (const row of prospects.flat()) {
    const prospect = toProspect(row as Parameters<typeof toProspect>[0]);
    existing.set(prospectKey(prospect.facilityName, prospect.state), prospect);
  }
  return {
    states: new Set((states as { code: string }[]).map((s) => s.code)),
    existing,
    facilityIds: new Set((ids as { id: number }[]).map((f) => f.id)),
  };
}

type CellValue = string | number | null | string[];

/**
 * One prospect to write. An add carries every column; an update only the columns to change (and
 * the name and state it is found by); the rest stay as they are.
 */
export interface ImportWrite {
  op: 'add' | 'update';
  values: Partial<Record<ProspectCsvColumn, CellValue>> & { facility_name: string; state: string };
  /** The timeline entry's sentence and its detail (column names and statuses, never cell text). */
  body: string;
  detail: Record<string, unknown>;
}

const CLOSED = "('closed_won', 'closed_lost')";
const cell = (column: ProspectCsvColumn) => `json_extract(j.value, '$.${column}')`;
const MATCH = `p.facility_name = ${cell('facility_name')} COLLATE NOCASE AND p.state = ${cell('state')}`;

const INSERT_SQL = `INSERT INTO crm_prospects (${PROSPECT_CSV_COLUMNS.join(', ')}, closed_at)
  SELECT ${PROSPECT_CSV_COLUMNS.map(cell).join(', ')}, CASE WHEN ${cell('status')} IN ${CLOSED} THEN ${NOW} END
  FROM json_each(?1) j WHERE json_extract(j.value, '$.op') = 'add'`;

/** A column the row leaves out keeps its value (json_type is NULL for a missing key). */
const UPDATE_SQL = `UPDATE crm_prospects AS p SET
  ${PROSPECT_CSV_COLUMNS.map((c) => `${c} = CASE WHEN json_type(j.value, '$.${c}') IS NULL THEN p.${c} ELSE ${cell(c)} END`).join(',\n  ')},
  closed_at = CASE WHEN json_type(j.value, '$.status') IS NULL OR ${cell('status')} = p.status THEN p.closed_at
    WHEN ${cell('status')} IN ${CLOSED} THEN ${NOW} END,
  updated_at = ${NOW}
  FROM json_each(?1) j WHERE json_extract(j.value, '$.op') = 'update' AND ${MATCH}`;

const ACTIVITY_SQL = `INSERT INTO crm_activities (prospect_id, kind, body, detail, actor_id)
  SELECT p.id, 'imported', json_extract(j.value, '$.body'), json_extract(j.value, '$.detail'), ?2
  FROM json_each(?1) j JOIN crm_prospects p ON ${MATCH}`;

/**
 * Every write of one import, and its one audit line, as ONE batch: D1 runs a batch as a single
 * transaction, so a failure anywhere (a prospect added by someone else meanwhile meets the unique
 * index) leaves nothing written.
 */
export function importStatements(
  db: Database,
  writes: ImportWrite[],
  actor: Actor,
  counts: Record<string, number>,
): D1PreparedStatement[] {
  const rows = writes.map((w) => ({ op: w.op, ...w.values, body: w.body, detail: w.detail }));
  return [
    ...jsonChunks(rows).flatMap(({ json, items }) => [
      ...(items.some((row) => row.op === 'add') ? [db.statement(INSERT_SQL, json)] : []),
      ...(items.some((row) => row.op === 'update') ? [db.statement(UPDATE_SQL, json)] : []),
      db.statement(ACTIVITY_SQL, json, actor.id),
    ]),
    auditStatement(db, { actorId: actor.id, actorEmail: actor.email, action: 'crm.prospect.import', detail: counts }),
  ];
}

export function exportAuditStatement(db: Database, actor: Actor, detail: Record<string, unknown>) {
  return auditStatement(db, { actorId: actor.id, actorEmail: actor.email, action: 'crm.prospect.export', detail });
}

/** An import as it was answered: what a retry with its Idempotency-Key is answered again. */
export interface ImportAnswer {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: { line: number; errors: Record<string, string> }[];
}

/**
 * The import's own record, for its batch: a plain INSERT, so a second import with the key (two sends
 * racing) meets the UNIQUE index and its whole batch is undone.
 */
export function importRecordStatement(db: Database, actor: Actor, request: Idempotency, answer: ImportAnswer) {
  return db.statement(
    'INSERT INTO crm_imports (actor_id, idempotency_key, request_hash, result) VALUES (?1, ?2, ?3, ?4)',
    actor.id,
    request.key,
    request.requestHash,
    JSON.stringify(answer),
  );
}

/** The import stored with this Idempotency-Key, if one was. */
export async function importByKey(db: Database, key: string): Promise<{ request_hash: string; answer: ImportAnswer } | null> {
  const row = await db.first<Pick<CrmImportsRow, 'request_hash' | 'result'>>(
    'SELECT request_hash, result FROM crm_imports WHERE idempotency_key = ?1',
    key,
  );
  return row && { request_hash: row.request_hash, answer: JSON.parse(row.result) as ImportAnswer };
}

export const isImportKeyTaken = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: crm_imports\./.test(error.message);

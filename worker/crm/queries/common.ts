import type { Database } from '../../lib/db';

// What the CRM's writes share: the check of what a prospect or a task points at (before writing, so
// that the answer can name the field; the foreign keys would only refuse the whole write), and how a
// batch names the row it has just inserted.

export interface Actor {
  id: number;
  email: string;
}

export interface References {
  state?: string;
  facilityId?: number | null;
  prospectId?: number | null;
  assigneeId?: number | null;
}

/** Each named reference that does not exist (a task's assignee must be an active administrator). */
export async function missingReferences(db: Database, refs: References): Promise<(keyof References)[]> {
  const row = await db.first<Record<keyof References, number>>(
    `SELECT (?1 IS NULL OR EXISTS (SELECT 1 FROM states WHERE code = ?1)) AS state,
       (?2 IS NULL OR EXISTS (SELECT 1 FROM facilities WHERE id = ?2)) AS facilityId,
       (?3 IS NULL OR EXISTS (SELECT 1 FROM crm_prospects WHERE id = ?3)) AS prospectId,
       (?4 IS NULL OR EXISTS (SELECT 1 FROM users WHERE id = ?4 AND role = 'admin' AND status = 'active')) AS assigneeId`,
    refs.state ?? null,
    refs.facilityId ?? null,
    refs.prospectId ?? null,
    refs.assigneeId ?? null,
  );
  return (['state', 'facilityId', 'prospectId', 'assigneeId'] as const).filter((key) => row?.[key] !== 1);
}

/** The row a batch has just inserted into `table`: a batch is one transaction, and SQLite gives a new row the highest id. */
export const newestId = (table: 'crm_prospects' | 'crm_activities' | 'crm_tasks') => `(SELECT max(id) FROM ${table})`;

/** Now, as every timestamp column stores it. */
export const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * The audit line of a change to one CRM row (`id` is an SQL expression), written only when that row
 * exists as the statement runs: a batch for a missing record audits nothing. `detail` is a JSON
 * expression over the row (ids, statuses, field names; never what was typed). Its own parameters
 * are numbered from ?4 on.
 */
export function auditRowStatement(
  db: Database,
  actor: Actor,
  action: string,
  row: { table: 'crm_prospects' | 'crm_tasks'; id: string; detail: string },
  ...params: unknown[]
) {
  const prefix = row.table === 'crm_prospects' ? 'crm_prospect' : 'crm_task';
  return db.statement(
    `INSERT INTO audit_log (actor_id, actor_email, action, target, detail)
     SELECT ?1, ?2, ?3, '${prefix}:' || id, ${row.detail} FROM ${row.table} WHERE id = ${row.id}`,
    actor.id,
    actor.email,
    action,
    ...params,
  );
}

import type { Database } from '../../lib/db';
import { utcDay } from '../../lib/dates';
import type { ProspectInput, ProspectPatch } from '../schemas/crm';
import { auditRowStatement, newestId, NOW, type Actor } from './common';
import { PROSPECT_COLUMNS, PROSPECT_FROM, toProspect, type Prospect, type ProspectRow } from './prospects';

// Prospects as the sales team changes them. Each change, its timeline entry and its audit line are
// one batch. Audit details hold ids, statuses and field names, never what was typed.

/** Each editable field's column: the only names that reach the SQL. */
const COLUMNS: Record<keyof ProspectInput, string> = {
  facilityName: 'facility_name',
  state: 'state',
  facilityType: 'facility_type',
  status: 'status',
  priority: 'priority',
  estimatedAnnualRevenue: 'estimated_annual_revenue',
  contactCount: 'contact_count',
  lastContactDate: 'last_contact_date',
  nextFollowupDate: 'next_followup_date',
  estimatedLifetimeValue: 'estimated_lifetime_value',
  tags: 'tags',
  contactName: 'contact_name',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  website: 'website',
  notes: 'notes',
  facilityId: 'facility_id',
};
const FIELDS = Object.keys(COLUMNS) as (keyof ProspectInput)[];

const stored = (field: keyof ProspectInput, value: unknown) => (field === 'tags' ? JSON.stringify(value) : value);

/** closed_at for a row whose status becomes `?n`: set when it closes, kept while it stays closed, cleared when reopened. */
const closedAtFor = (n: number) =>
  `CASE WHEN ?${n} NOT IN ('closed_won', 'closed_lost') THEN NULL WHEN status = ?${n} THEN closed_at ELSE ${NOW} END`;

/** A unique-index clash: that facility name is already a prospect in that state. */
export const isNameClash = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: crm_prospects\./.test(error.message);

const readBack = (db: Database, idSql: string, ...params: unknown[]) =>
  db.statement(`SELECT ${PROSPECT_COLUMNS} ${PROSPECT_FROM} WHERE p.id = ${idSql}`, ...params);

/** A new prospect with its 'created' timeline entry and audit line. Throws the UNIQUE error on a name clash. */
export async function createProspect(db: Database, input: ProspectInput, actor: Actor): Promise<Prospect> {
  const id = newestId('crm_prospects');
  const statusParam = FIELDS.indexOf('status') + 1;
  const [, , , rows] = await db.batch<ProspectRow>([
    db.statement(
      `INSERT INTO crm_prospects (${FIELDS.map((f) => COLUMNS[f]).join(', ')}, closed_at)
       VALUES (${FIELDS.map((_, i) => `?${i + 1}`).join(', ')},
         CASE WHEN ?${statusParam} IN ('closed_won', 'closed_lost') THEN ${NOW} END)`,
      ...FIELDS.map((f) => stored(f, input[f])),
    ),
    db.statement(`INSERT INTO crm_activities (prospect_id, kind, actor_id) VALUES (${id}, 'created', ?1)`, actor.id),
    auditRowStatement(db, actor, 'crm.prospect.create', { table: 'crm_prospects', id, detail: "json_object('status', status, 'state', state)" }),
    readBack(db, id),
  ]);
  return toProspect(rows![0]!);
}

/** The fields `patch` would change on `current` (a linked listing compares by its id). */
export function changedFields(patch: ProspectPatch, current: Prospect): (keyof ProspectInput)[] {
  const now = { ...current, facilityId: current.facility?.id ?? null } as Record<keyof ProspectInput, unknown>;
  return FIELDS.filter((f) => patch[f] !== undefined && JSON.stringify(patch[f]) !== JSON.stringify(now[f]));
}

/**
 * Writes the fields of `patch` that differ from `current`. A status change is written to the
 * timeline as from/to, read from the stored row in the same transaction (so two admins changing it
 * at once each record what they really changed); any other edit as the names of the fields changed.
 * Null when the prospect no longer exists; throws the UNIQUE error on a name clash.
 */
export async function updateProspect(db: Database, current: Prospect, patch: ProspectPatch, actor: Actor): Promise<Prospect | null> {
  const changed = changedFields(patch, current);
  if (changed.length === 0) return current;
  const others = changed.filter((f) => f !== 'status');
  const status = changed.includes('status') ? patch.status! : null;
  // The UPDATE binds ?1 id, ?2 the new status (or null), then the other changed fields from ?3 on.
  const sets = others.map((f, i) => `${COLUMNS[f]} = ?${i + 3}`);
  if (status) sets.push('status = ?2', `closed_at = ${closedAtFor(2)}`);
  const statements = [
    db.statement(
      `INSERT INTO crm_activities (prospect_id, kind, detail, actor_id)
       SELECT id, 'status_change', json_object('from', status, 'to', ?2), ?3 FROM crm_prospects WHERE id = ?1 AND status != ?2`,
      current.id,
      status,
      actor.id,
    ),
    db.statement(
      `INSERT INTO crm_activities (prospect_id, kind, detail, actor_id)
       SELECT id, 'updated', json_object('fields', json(?2)), ?3 FROM crm_prospects WHERE id = ?1 AND ?2 != '[]'`,
      current.id,
      JSON.stringify(others),
      actor.id,
    ),
    auditRowStatement(
      db,
      actor,
      'crm.prospect.update',
      {
        table: 'crm_prospects',
        id: '?4',
        detail: "CASE WHEN ?6 IS NULL THEN json_object('fields', ?5) ELSE json_object('fields', ?5, 'from', status, 'to', ?6) END",
      },
      current.id,
      changed.join(','),
      status,
    ),
    db.statement(
      `UPDATE crm_prospects SET ${sets.join(', ')}, updated_at = ${NOW} WHERE id = ?1`,
      current.id,
      status,
      ...others.map((f) => stored(f, patch[f])),
    ),
    readBack(db, '?1', current.id),
  ];
  const results = await db.batch<ProspectRow>(statements);
  const row = results.at(-1)![0];
  return row ? toProspect(row) : null;
}

/** Deletes a prospect (its timeline and tasks go with it); false when there was none. */
export async function deleteProspect(db: Database, id: number, actor: Actor): Promise<boolean> {
  const [, deleted] = await db.batch([
    // A facility's name and state are business data, not personal: the line keeps what was deleted.
    auditRowStatement(
      db,
      actor,
      'crm.prospect.delete',
      { table: 'crm_prospects', id: '?4', detail: "json_object('name', facility_name, 'state', state, 'status', status)" },
      id,
    ),
    db.statement('DELETE FROM crm_prospects WHERE id = ?1 RETURNING id', id),
  ]);
  return deleted!.length > 0;
}

export interface ActivityInput {
  kind: 'note' | 'call' | 'email';
  body: string;
}

/** The new timeline entry's own columns (the actor is the one who logged it). */
export interface LoggedActivity {
  id: number;
  kind: ActivityInput['kind'];
  body: string;
  at: string;
}

/**
 * Logs a note, call or email by hand; a call or an email is a contact too (the count goes up and the
 * last contact is today, UTC). Null when the prospect does not exist (then nothing is written).
 */
export async function logActivity(db: Database, prospectId: number, input: ActivityInput, actor: Actor): Promise<LoggedActivity | null> {
  const [logged] = await db.batch<LoggedActivity>([
    db.statement(
      `INSERT INTO crm_activities (prospect_id, kind, body, actor_id) SELECT id, ?2, ?3, ?4 FROM crm_prospects WHERE id = ?1
       RETURNING id, kind, body, at`,
      prospectId,
      input.kind,
      input.body,
      actor.id,
    ),
    db.statement(
      `UPDATE crm_prospects SET contact_count = contact_count + 1, last_contact_date = ?2, updated_at = ${NOW}
       WHERE id = ?1 AND ?3 IN ('call', 'email')`,
      prospectId,
      utcDay(new Date()),
      input.kind,
    ),
    auditRowStatement(
      db,
      actor,
      'crm.activity.create',
      { table: 'crm_prospects', id: '?4', detail: `json_object('kind', ?5, 'activity', ${newestId('crm_activities')})` },
      prospectId,
      input.kind,
    ),
  ]);
  return logged![0] ?? null;
}

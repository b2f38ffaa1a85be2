import type { Database } from '../../lib/db';
import type { BulkAction } from '../schemas/crm';
import { NOW, type Actor } from './common';
import { prospectWhere } from './prospects';
import { Where } from '../../lib/list-query';

// Bulk actions on the prospect list: on chosen ids, or on every prospect matching the list's filters
// (the same prospectWhere as the list and the CSV export, so "all matching" is exactly what the list
// shows). Whatever the number of prospects, it is one batch of a few set-based statements: the ids
// travel as one JSON parameter (D1 allows 100 bound parameters a statement), and the timeline rows
// are one INSERT … SELECT over the rows that change.

/** What one action changes: the rows it changes (beyond the target), the SET, and its timeline entry. */
interface Change {
  /** Only rows this would really change, so that the count and the timeline say what happened. */
  unless: [sql: string, ...params: unknown[]];
  set: [sql: string, ...params: unknown[]];
  /** The timeline entry's kind and its detail (an SQL expression over the row before the change). */
  entry: [kind: 'status_change' | 'updated', detailSql: string, ...params: unknown[]];
}

const hasTag = 'EXISTS (SELECT 1 FROM json_each(p.tags) t WHERE t.value = ? COLLATE NOCASE)';
/** The most tags a prospect holds (as prospectSchema allows). */
const MAX_TAGS = 20;
const UPDATED = (field: string) => `json_object('fields', json_array('${field}'))`;

function changeOf(action: Exclude<BulkAction, { action: 'delete' }>): Change {
  switch (action.action) {
    case 'status':
      return {
        unless: ['p.status != ?', action.status],
        set: [
          `status = ?1, closed_at = CASE WHEN ?1 IN ('closed_won', 'closed_lost') THEN ${NOW} END, updated_at = ${NOW}`,
          action.status,
        ],
        entry: ['status_change', "json_object('from', p.status, 'to', ?)", action.status],
      };
    case 'priority':
      return {
        unless: ['p.priority != ?', action.priority],
        set: [`priority = ?1, updated_at = ${NOW}`, action.priority],
        entry: ['updated', UPDATED('priority')],
      };
    case 'add_tag':
      return {
        unless: [`NOT ${hasTag} AND json_array_length(p.tags) < ${MAX_TAGS}`, action.tag],
        set: [`tags = json_insert(tags, '$[#]', ?1), updated_at = ${NOW}`, action.tag],
        entry: ['updated', UPDATED('tags')],
      };
    case 'remove_tag':
      return {
        unless: [hasTag, action.tag],
        set: [
          `tags = (SELECT json_group_array(t.value) FROM json_each(tags) t WHERE t.value != ?1 COLLATE NOCASE), updated_at = ${NOW}`,
          action.tag,
        ],
        entry: ['updated', UPDATED('tags')],
      };
  }
}

/** The prospects the action is for, as a fresh WHERE over `crm_prospects p`. */
function targetOf(action: BulkAction): Where {
  if ('ids' in action) {
    const where = new Where();
    where.add('p.id IN (SELECT value FROM json_each(?))', JSON.stringify(action.ids));
    return where;
  }
  return prospectWhere(action.filter);
}

/** The audit line, right after the write it describes: changes() is that write's count; none when nothing changed. */
function bulkAuditStatement(db: Database, action: BulkAction, actor: Actor) {
  const detail: Record<string, string | number | boolean> = { action: action.action };
  if (action.action === 'status') detail.status = action.status;
  if (action.action === 'priority') detail.priority = action.priority;
  if ('ids' in action) detail.ids = action.ids.join(',');
  else detail.all = true;
  return db.statement(
    `INSERT INTO audit_log (actor_id, actor_email, action, target, detail)
     SELECT ?1, ?2, 'crm.prospect.bulk', NULL, json_set(?3, '$.count', changes()) WHERE changes() > 0`,
    actor.id,
    actor.email,
    JSON.stringify(detail),
  );
}

/** Applies a bulk action in one batch; how many prospects it changed (or deleted). */
export async function applyBulkAction(db: Database, action: BulkAction, actor: Actor): Promise<number> {
  if (action.action === 'delete') {
    const where = targetOf(action);
    const [deleted] = await db.batch([
      db.statement(`DELETE FROM crm_prospects AS p ${where} RETURNING id`, ...where.params),
      bulkAuditStatement(db, action, actor),
    ]);
    return deleted!.length;
  }
  const change = changeOf(action);
  const [unlessSql, ...unlessParams] = change.unless;
  const changing = () => {
    const where = targetOf(action);
    where.add(unlessSql, ...unlessParams);
    return where;
  };
  const [kind, detailSql, ...detailParams] = change.entry;
  const [setSql, ...setParams] = change.set;
  const entryWhere = changing();
  const updateWhere = changing();
  // The SET's own parameters are numbered (?1…); the WHERE's follow them, unnumbered.
  const [, updated] = await db.batch([
    db.statement(
      `INSERT INTO crm_activities (prospect_id, kind, detail, actor_id)
       SELECT p.id, '${kind}', ${detailSql}, ? FROM crm_prospects p ${entryWhere}`,
      ...detailParams,
      actor.id,
      ...entryWhere.params,
    ),
    db.statement(`UPDATE crm_prospects AS p SET ${setSql} ${updateWhere} RETURNING id`, ...setParams, ...updateWhere.params),
    bulkAuditStatement(db, action, actor),
  ]);
  return updated!.length;
}

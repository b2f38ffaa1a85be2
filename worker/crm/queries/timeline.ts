import type { Database } from '../../lib/db';
import { PROSPECT_COLUMNS, PROSPECT_FROM, toProspect, type Prospect, type ProspectRow } from './prospects';
import { prospectTasksStatement, toTasks, type Task } from './tasks';

// One prospect as its detail view shows it: every field, its timeline (newest first) and its tasks.

export type ActivityKind = 'created' | 'imported' | 'updated' | 'status_change' | 'note' | 'call' | 'email' | 'task_created' | 'task_completed';

export interface Activity {
  id: number;
  kind: ActivityKind;
  /** What was written by hand (notes, calls, emails); empty for the entries the Worker writes. */
  body: string;
  /** What changed, for the Worker's entries: {from, to} statuses, {fields} names, {task} id. */
  detail: Record<string, unknown> | null;
  at: string;
  /** Who, when it was someone (an import by script or a deleted account leave none). */
  actor: { name: string; email: string } | null;
}

interface ActivityRow extends Omit<Activity, 'detail' | 'actor'> {
  detail: string | null;
  actorName: string | null;
  actorEmail: string | null;
}

/** The newest entries a detail view shows. */
const TIMELINE_LIMIT = 200;

export function toActivity({ detail, actorName, actorEmail, ...rest }: ActivityRow): Activity {
  return {
    ...rest,
    detail: detail === null ? null : (JSON.parse(detail) as Record<string, unknown>),
    actor: actorEmail === null ? null : { name: actorName ?? '', email: actorEmail },
  };
}

export interface ProspectDetail {
  prospect: Prospect;
  activities: Activity[];
  tasks: Task[];
}

/** The prospect, its newest timeline entries and its tasks: one round trip; null when there is none. */
export async function getProspectDetail(db: Database, id: number): Promise<ProspectDetail | null> {
  const [prospects, activities, tasks] = await db.batch<unknown>([
    db.statement(`SELECT ${PROSPECT_COLUMNS} ${PROSPECT_FROM} WHERE p.id = ?1`, id),
    db.statement(
      `SELECT a.id, a.kind, a.body, a.detail, a.at, u.name AS actorName, u.email AS actorEmail
       FROM crm_activities a LEFT JOIN users u ON u.id = a.actor_id
       WHERE a.prospect_id = ?1 ORDER BY a.at DESC, a.id DESC LIMIT ?2`,
      id,
      TIMELINE_LIMIT,
    ),
    prospectTasksStatement(db, id),
  ]);
  const row = prospects![0] as ProspectRow | undefined;
  if (!row) return null;
  return { prospect: toProspect(row), activities: (activities as ActivityRow[]).map(toActivity), tasks: toTasks(tasks!) };
}

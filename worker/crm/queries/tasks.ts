import type { Database } from '../../lib/db';
import { utcDay } from '../../lib/dates';
import { priorityOf, type Priority, type TaskInput, type TaskPatch } from '../schemas/crm';
import { auditRowStatement, newestId, NOW, type Actor } from './common';
import { pageOf, Where, type Page } from '../../lib/list-query';

// The sales team's tasks: for a prospect or on their own, each assigned to an administrator. A task
// created or completed for a prospect shows on that prospect's timeline (same batch).

export interface Task {
  id: number;
  title: string;
  dueDate: string | null;
  priority: Priority;
  completedAt: string | null;
  createdAt: string;
  /** Open, and due before today (UTC). */
  overdue: boolean;
  prospect: { id: number; facilityName: string } | null;
  assignee: { id: number; name: string; email: string } | null;
}

interface TaskRow extends Omit<Task, 'overdue' | 'prospect' | 'assignee' | 'priority'> {
  priority: string;
  overdue: number | null;
  prospectId: number | null;
  facilityName: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
}

/** The statement's first parameter (a plain `?`) is today (UTC), for `overdue`. */
const TASK_COLUMNS = `t.id, t.title, t.due_date AS dueDate, t.priority, t.completed_at AS completedAt, t.created_at AS createdAt,
  (t.completed_at IS NULL AND t.due_date < ?) AS overdue, t.prospect_id AS prospectId, p.facility_name AS facilityName,
  t.assignee_id AS assigneeId, u.name AS assigneeName, u.email AS assigneeEmail`;
const TASK_FROM = 'FROM crm_tasks t LEFT JOIN crm_prospects p ON p.id = t.prospect_id LEFT JOIN users u ON u.id = t.assignee_id';
const PRIORITY_ORDER = "CASE t.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END";
/** Open before done, then the soonest due (no due date last), then the most pressing. */
const TASK_ORDER = `t.completed_at IS NOT NULL, t.due_date IS NULL, t.due_date, ${PRIORITY_ORDER}, t.id`;

function toTask(row: TaskRow): Task {
  const { overdue, prospectId, facilityName, assigneeId, assigneeName, assigneeEmail, priority, ...rest } = row;
  return {
    ...rest,
    priority: priorityOf(priority),
    overdue: overdue === 1,
    prospect: prospectId === null ? null : { id: prospectId, facilityName: facilityName ?? '' },
    assignee: assigneeId === null ? null : { id: assigneeId, name: assigneeName ?? '', email: assigneeEmail ?? '' },
  };
}

const today = () => utcDay(new Date());

/** The statement reading one task by the SQL expression `idSql`. */
const taskStatement = (db: Database, idSql: string, ...params: unknown[]) =>
  db.statement(`SELECT ${TASK_COLUMNS} ${TASK_FROM} WHERE t.id = ${idSql}`, today(), ...params);

/** A prospect's tasks, for its detail view (a statement, for that view's batch). */
export const prospectTasksStatement = (db: Database, prospectId: number) =>
  db.statement(`SELECT ${TASK_COLUMNS} ${TASK_FROM} WHERE t.prospect_id = ?2 ORDER BY ${TASK_ORDER}`, today(), prospectId);

export const toTasks = (rows: unknown[]) => (rows as TaskRow[]).map(toTask);

/** My Tasks: `me`'s own tasks first, then as TASK_ORDER; open or done or both. */
export async function listTasks(db: Database, me: number, state: 'open' | 'done' | undefined, page: Page) {
  const where = new Where();
  if (state === 'open') where.add('t.completed_at IS NULL');
  if (state === 'done') where.add('t.completed_at IS NOT NULL');
  const { rows, total } = await pageOf<TaskRow>(
    db,
    {
      columns: TASK_COLUMNS,
      from: TASK_FROM,
      countFrom: 'FROM crm_tasks t',
      order: `ORDER BY t.assignee_id IS NOT ?, ${TASK_ORDER}`,
      columnParams: [today()],
      orderParams: [me],
    },
    where,
    page,
  );
  return { items: rows.map(toTask), total };
}

export async function getTask(db: Database, id: number): Promise<Task | null> {
  const [rows] = await db.batch<TaskRow>([taskStatement(db, '?2', id)]);
  return rows![0] ? toTask(rows![0]) : null;
}

/** A new task (assigned to `assigneeId`), its 'task_created' timeline entry when it is for a prospect, and its audit line. */
export async function createTask(db: Database, input: TaskInput & { assigneeId: number }, actor: Actor): Promise<Task> {
  const id = newestId('crm_tasks');
  const [, , , rows] = await db.batch<TaskRow>([
    db.statement(
      `INSERT INTO crm_tasks (title, due_date, priority, prospect_id, assignee_id, created_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      input.title,
      input.dueDate,
      input.priority,
      input.prospectId,
      input.assigneeId,
      actor.id,
    ),
    db.statement(
      `INSERT INTO crm_activities (prospect_id, kind, detail, actor_id)
       SELECT prospect_id, 'task_created', json_object('task', id), ?1 FROM crm_tasks WHERE id = ${id} AND prospect_id IS NOT NULL`,
      actor.id,
    ),
    auditRowStatement(db, actor, 'crm.task.create', { table: 'crm_tasks', id, detail: "json_object('prospect', prospect_id, 'assignee', assignee_id)" }),
    taskStatement(db, id),
  ]);
  return toTask(rows![0]!);
}

const TASK_COLUMN: Record<Exclude<keyof TaskPatch, 'completed'>, string> = {
  title: 'title',
  dueDate: 'due_date',
  priority: 'priority',
  prospectId: 'prospect_id',
  assigneeId: 'assignee_id',
};

/**
 * Edits a task. `completed: true` closes an open one (and writes 'task_completed' on its prospect's
 * timeline, once: only an open task becomes done); false reopens it. Null when there is no such task.
 */
export async function updateTask(db: Database, id: number, patch: TaskPatch, actor: Actor): Promise<Task | null> {
  const fields = (Object.keys(TASK_COLUMN) as (keyof typeof TASK_COLUMN)[]).filter((f) => patch[f] !== undefined);
  const completed = patch.completed === undefined ? null : Number(patch.completed);
  if (fields.length === 0 && completed === null) return getTask(db, id);
  // ?1 id, ?2 completed (1, 0 or null); the fields from ?3 on.
  const sets = fields.map((f, i) => `${TASK_COLUMN[f]} = ?${i + 3}`);
  sets.push(`completed_at = CASE ?2 WHEN 1 THEN coalesce(completed_at, ${NOW}) WHEN 0 THEN NULL ELSE completed_at END`);
  const detail = {
    ...(fields.length > 0 ? { fields: fields.join(',') } : {}),
    ...(patch.completed === undefined ? {} : { completed: patch.completed }),
  };
  const [, , , rows] = await db.batch<TaskRow>([
    // Before the UPDATE, while it is still open; for the prospect it will belong to.
    db.statement(
      `INSERT INTO crm_activities (prospect_id, kind, detail, actor_id)
       SELECT CASE WHEN ?2 THEN ?3 ELSE prospect_id END, 'task_completed', json_object('task', id), ?4
       FROM crm_tasks WHERE id = ?1 AND ?5 = 1 AND completed_at IS NULL AND CASE WHEN ?2 THEN ?3 ELSE prospect_id END IS NOT NULL`,
      id,
      Number(patch.prospectId !== undefined),
      patch.prospectId ?? null,
      actor.id,
      completed,
    ),
    auditRowStatement(db, actor, 'crm.task.update', { table: 'crm_tasks', id: '?4', detail: 'json(?5)' }, id, JSON.stringify(detail)),
    db.statement(
      `UPDATE crm_tasks SET ${sets.join(', ')} WHERE id = ?1`,
      id,
      completed,
      ...fields.map((f) => patch[f]),
    ),
    taskStatement(db, '?2', id),
  ]);
  return rows![0] ? toTask(rows![0]) : null;
}

import type { Database } from '../db';

interface AuditEntry {
  actorId?: number | null;
  actorEmail?: string | null;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown>;
}

export function auditStatement(db: Database, entry: AuditEntry) {
  return db.statement(
    'INSERT INTO audit_log (actor_id, actor_email, action, target, detail) VALUES (?1, ?2, ?3, ?4, ?5)',
    entry.actorId ?? null,
    entry.actorEmail ?? null,
    entry.action,
    entry.target ?? null,
    entry.detail ? JSON.stringify(entry.detail) : null,
  );
}

/**
 * The audit line of a conditional write, placed right after it in the same batch: written only when
 * that statement changed a row (changes() counts the connection's previous statement), so a write
 * that matched nothing leaves no line. Detail holds ids and statuses only. No actor: the change was
 * made by a single-use link's holder, not by a session.
 */
export function auditIfChangedStatement(
  db: Database,
  entry: { actor: { id: number; email: string } | null; action: string; target: string; detail?: Record<string, string | number> },
) {
  return db.statement(
    `INSERT INTO audit_log (actor_id, actor_email, action, target, detail) SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() > 0`,
    entry.actor?.id ?? null,
    entry.actor?.email ?? null,
    entry.action,
    entry.target,
    entry.detail ? JSON.stringify(entry.detail) : null,
  );
}

import type { Database } from '../lib/db';

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

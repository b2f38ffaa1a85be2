import type { Database } from '../../lib/db';
import type { AuditLogRow, UsersRow } from '../../lib/schema-types';
import { pageOf, Where, type Page } from '../../lib/list-query';

// The outbox and the audit log as admins read them: filtered, newest first, a page at a time.
// Filters add fixed SQL fragments; what the admin typed is always a bound value.

export type EmailStatus = 'queued' | 'sent' | 'failed';

export interface OutboxItem {
  id: number;
  createdAt: string;
  to: string;
  template: string;
  subject: string;
  status: EmailStatus;
  sentAt: string | null;
  /** Tries to send it so far, the last one's error, and the id Email Service gave it once sent. */
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
}

/** One email as the desk opens it: its text as kept (a working link removed), and whether it can be sent again. */
export interface OutboxEmailDetail extends OutboxItem {
  body: string;
  /** The text had a link that worked on its own: the outbox keeps it removed. */
  redacted: boolean;
  /** A failed email whose content is still kept (a redacted one's sealed copy goes after a while). */
  retryable: boolean;
}

export interface OutboxFilters {
  q?: string;
  template?: string;
  status?: EmailStatus;
  from?: string;
  to?: string;
}

const OUTBOX_COLUMNS = `id, created_at AS createdAt, to_email AS "to", template, subject, status, sent_at AS sentAt,
  attempts, last_error AS lastError, provider_message_id AS providerMessageId`;

/** Emails, newest first; `templates` is every template the outbox holds. */
export async function listOutbox(db: Database, filters: OutboxFilters, page: Page) {
  const where = new Where();
  where.contains(['to_email', 'subject'], filters.q);
  where.equals('template', filters.template);
  where.equals('status', filters.status);
  where.days('created_at', filters);
  const { rows, total, values } = await pageOf<OutboxItem>(
    db,
    {
      columns: OUTBOX_COLUMNS,
      from: 'FROM email_outbox',
      order: 'ORDER BY id DESC',
      distinct: 'SELECT DISTINCT template AS value FROM email_outbox ORDER BY template',
    },
    where,
    page,
  );
  return { items: rows, total, templates: values };
}

/** One email with its text as the outbox keeps it. */
export async function findOutboxEmail(db: Database, id: number): Promise<OutboxEmailDetail | null> {
  const row = await db.first<OutboxItem & { body: string; redacted: number; retryable: number }>(
    `SELECT ${OUTBOX_COLUMNS}, body_text AS body, redacted,
       (status = 'failed' AND message_key IS NOT NULL AND (redacted = 0 OR sealed IS NOT NULL)) AS retryable
     FROM email_outbox WHERE id = ?1`,
    id,
  );
  return row && { ...row, redacted: row.redacted === 1, retryable: row.retryable === 1 };
}

/** Detail holds ids and statuses only (what each writer puts there); kept as the JSON it is. */
type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditItem {
  id: number;
  at: string;
  /** Who: an account (its email then, its name now), an email typed at a failed sign-in, or nobody (the system). */
  actor: { id: number | null; email: string | null; name: string | null };
  action: string;
  target: string | null;
  detail: AuditDetail | null;
}

export interface AuditFilters {
  q?: string;
  action?: string;
  target?: string;
  actorId?: number;
  from?: string;
  to?: string;
}

/** The line's columns; its email falls back to the account's, and the account's name now beside it. */
type AuditRow = AuditLogRow & { actor_name: UsersRow['name'] | null };

function parseDetail(text: string | null): AuditDetail | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AuditDetail) : null;
  } catch {
    return null;
  }
}

/** Audit lines, newest first; `actions` is every action the log holds. */
export async function listAuditLog(db: Database, filters: AuditFilters, page: Page) {
  const where = new Where();
  where.contains(['coalesce(a.actor_email, u.email)', 'a.action', 'a.target'], filters.q);
  where.equals('a.action', filters.action);
  where.equals('a.target', filters.target);
  where.equals('a.actor_id', filters.actorId);
  where.days('a.at', filters);
  const { rows, total, values } = await pageOf<AuditRow>(
    db,
    {
      columns: `a.id, a.at, a.actor_id, coalesce(a.actor_email, u.email) AS actor_email, u.name AS actor_name,
        a.action, a.target, a.detail`,
      from: 'FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id',
      order: 'ORDER BY a.at DESC, a.id DESC',
      distinct: 'SELECT DISTINCT action AS value FROM audit_log ORDER BY action',
    },
    where,
    page,
  );
  const items = rows.map(
    (row): AuditItem => ({
      id: row.id,
      at: row.at,
      actor: { id: row.actor_id, email: row.actor_email, name: row.actor_name },
      action: row.action,
      target: row.target,
      detail: parseDetail(row.detail),
    }),
  );
  return { items, total, actions: values };
}

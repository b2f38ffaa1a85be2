import type { Database } from '../../lib/db';
import type { EmailOutboxRow } from '../../lib/schema-types';

// The outbox: every email, written in the same batch as the change that causes it, then delivered
// by the queue consumer (email/delivery.ts). Status: queued (waiting or being retried), sent, or
// failed (the queue gave up; an admin may send it again).

/** One email as stored: body_text / body_html are the copy the desk shows (redacted when it had a link). */
export interface OutboxRow {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe), as sent. */
  headers: Record<string, string> | null;
  /** The deliverable text and HTML sealed (email/mail-key.ts), when the copy is redacted. */
  sealed: string | null;
}

/** A SQL condition with its `?` values, evaluated when the statement that carries it runs. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** Both conditions (either alone when the other is absent). */
export const bothConditions = (a: SqlCondition | undefined, b: SqlCondition | undefined): SqlCondition | undefined =>
  a && b ? { sql: `(${a.sql}) AND (${b.sql})`, params: [...a.params, ...b.params] } : (a ?? b);

/** `email` has not unsubscribed from `template` (email_unsubscribes). */
export const stillSubscribed = (email: string, template: string): SqlCondition => ({
  sql: 'NOT EXISTS (SELECT 1 FROM email_unsubscribes WHERE email = ? AND template = ?)',
  params: [email, template],
});

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * Writes one email, as a statement to batch with the write that causes it. With `onlyIf`, only when
 * that condition holds as the batch reaches this statement (say, a request is not a retry).
 */
export function queueEmailStatement(db: Database, key: string, m: OutboxRow, onlyIf?: SqlCondition): D1PreparedStatement {
  return db.statement(
    `INSERT INTO email_outbox (message_key, to_email, template, subject, body_text, body_html, headers, sealed, redacted)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?${onlyIf ? ` WHERE ${onlyIf.sql}` : ''}`,
    key,
    m.to,
    m.template,
    m.subject,
    m.text,
    m.html,
    m.headers ? JSON.stringify(m.headers) : null,
    m.sealed,
    m.sealed ? 1 : 0,
    ...(onlyIf?.params ?? []),
  );
}

/** Notes when the sweep handed the emails to the queue again, so the next sweep gives them time. */
export function markQueued(db: Database, keys: string[], now: Date) {
  return db.run(
    `UPDATE email_outbox SET queued_at = ?1 WHERE message_key IN (SELECT value FROM json_each(?2))`,
    now.toISOString(),
    JSON.stringify(keys),
  );
}

type ClaimedRow = Pick<EmailOutboxRow, 'id' | 'to_email' | 'template' | 'subject' | 'body_text' | 'body_html' | 'headers' | 'sealed'>;

/**
 * Takes an email to send: still queued, and not held by another consumer (a lease of `leaseMs`, so
 * a consumer that died mid-send does not hold it for ever). Counts the attempt. Null when there is
 * nothing to send: already sent or failed, held by another delivery of the same message, or never
 * written (the batch that would have written it did not).
 */
export async function claimEmail(db: Database, key: string, now: Date, leaseMs: number) {
  const row = await db.first<ClaimedRow>(
    `UPDATE email_outbox SET lease_until = ?3, attempts = attempts + 1, queued_at = ?2
     WHERE message_key = ?1 AND status = 'queued' AND (lease_until IS NULL OR lease_until < ?2)
     RETURNING id, to_email, template, subject, body_text, body_html, headers, sealed`,
    key,
    now.toISOString(),
    new Date(now.getTime() + leaseMs).toISOString(),
  );
  if (!row) return null;
  return {
    id: row.id,
    row: {
      to: row.to_email,
      template: row.template,
      subject: row.subject,
      text: row.body_text,
      html: row.body_html ?? '',
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : null,
      sealed: row.sealed,
    } satisfies OutboxRow,
  };
}

/** Delivered: the provider's id is kept, the sealed copy (the only one with a working link) deleted. */
export function markSent(db: Database, id: number, providerMessageId: string) {
  return db.run(
    `UPDATE email_outbox SET status = 'sent', sent_at = ${NOW}, provider_message_id = ?2, sealed = NULL, lease_until = NULL
     WHERE id = ?1`,
    id,
    providerMessageId,
  );
}

/** A try that failed: the queue retries it later. */
export function recordFailedAttempt(db: Database, id: number, error: string) {
  return db.run(`UPDATE email_outbox SET last_error = ?2, lease_until = NULL WHERE id = ?1`, id, error);
}

/** The queue gave up (the message reached the dead-letter queue): the desk shows it as failed. */
export function markFailed(db: Database, keys: string[]) {
  return db.run(
    `UPDATE email_outbox SET status = 'failed', lease_until = NULL
     WHERE message_key IN (SELECT value FROM json_each(?1)) AND status = 'queued'`,
    JSON.stringify(keys),
  );
}

/**
 * An admin sends a failed email again: queued anew, as long as what is sent of it still exists (a
 * redacted one's sealed copy is purged a while after it failed). Returns its key; no row when nothing
 * changed.
 */
export function requeueFailedStatement(db: Database, id: number) {
  return db.statement(
    `UPDATE email_outbox SET status = 'queued', queued_at = ${NOW}, lease_until = NULL
     WHERE id = ?1 AND status = 'failed' AND message_key IS NOT NULL AND (redacted = 0 OR sealed IS NOT NULL)
     RETURNING message_key AS key`,
    id,
  );
}

/**
 * Queued emails the queue seems to have lost: never tried `untriedMs` after they were written or
 * last handed to the queue (the enqueue after the batch did not happen), or not tried again for
 * `stalledMs` after a failed try (longer than the queue's own retries take). A message the queue
 * still holds may so be sent twice to the consumer; the claim sends the email once.
 */
export async function stalledEmailKeys(db: Database, now: Date, limits: { untriedMs: number; stalledMs: number; max: number }) {
  const rows = await db.all<{ key: string }>(
    `SELECT message_key AS key FROM email_outbox
     WHERE status = 'queued' AND message_key IS NOT NULL AND (lease_until IS NULL OR lease_until < ?1)
       AND coalesce(queued_at, created_at) < CASE WHEN attempts = 0 THEN ?2 ELSE ?3 END
     ORDER BY id LIMIT ?4`,
    now.toISOString(),
    new Date(now.getTime() - limits.untriedMs).toISOString(),
    new Date(now.getTime() - limits.stalledMs).toISOString(),
    limits.max,
  );
  return rows.map((r) => r.key);
}

/**
 * Stops the kind of notification the email with `key` was, for its recipient (one click: List-
 * Unsubscribe). Only notifications have the header; any other key changes nothing. Whether it matched.
 */
export async function unsubscribeByKey(db: Database, key: string): Promise<boolean> {
  const [matched] = await db.batch<{ found: number }>([
    db.statement(`SELECT 1 AS found FROM email_outbox WHERE message_key = ?1 AND headers IS NOT NULL`, key),
    db.statement(
      `INSERT INTO email_unsubscribes (email, template)
       SELECT to_email, template FROM email_outbox WHERE message_key = ?1 AND headers IS NOT NULL
       ON CONFLICT DO NOTHING`,
      key,
    ),
  ]);
  return matched!.length > 0;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * What the outbox keeps, and for how long: a delivered email's text for `bodyDays` (then only who,
 * what kind, the subject and when stay), a failed email's sealed copy for `sealedDays` (then it can no
 * longer be sent again), and every email for `retentionDays`.
 */
export function purgeOutboxStatements(db: Database, now: Date, days: { bodyDays: number; sealedDays: number; retentionDays: number }) {
  const before = (n: number) => new Date(now.getTime() - n * DAY_MS).toISOString();
  return [
    db.statement(
      `UPDATE email_outbox SET body_text = '', body_html = NULL, sealed = NULL
       WHERE status = 'sent' AND sent_at < ?1 AND (body_text != '' OR body_html IS NOT NULL OR sealed IS NOT NULL)`,
      before(days.bodyDays),
    ),
    db.statement(`UPDATE email_outbox SET sealed = NULL WHERE status = 'failed' AND sealed IS NOT NULL AND created_at < ?1`, before(days.sealedDays)),
    db.statement('DELETE FROM email_outbox WHERE created_at < ?1', before(days.retentionDays)),
  ];
}

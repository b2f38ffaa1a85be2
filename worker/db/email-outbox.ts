import type { Database } from '../lib/db';

export interface OutboxEmail {
  to: string;
  template: string;
  subject: string;
  text: string;
}

/** A SQL condition with its `?` values, evaluated when the statement that carries it runs. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * Queues one email, as a statement to batch with the write that causes it. With `onlyIf`, only when
 * that condition holds as the batch reaches this statement (say, a request is not a retry).
 */
export function queueEmailStatement(db: Database, m: OutboxEmail, onlyIf?: SqlCondition): D1PreparedStatement {
  return db.statement(
    `INSERT INTO email_outbox (to_email, template, subject, body_text) SELECT ?, ?, ?, ?${onlyIf ? ` WHERE ${onlyIf.sql}` : ''}`,
    m.to,
    m.template,
    m.subject,
    m.text,
    ...(onlyIf?.params ?? []),
  );
}

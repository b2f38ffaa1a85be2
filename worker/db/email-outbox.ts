import type { Database } from '../lib/db';

export interface OutboxEmail {
  to: string;
  template: string;
  subject: string;
  text: string;
}

/** Queues one email, as a statement to batch with the write that causes it. */
export function queueEmailStatement(db: Database, m: OutboxEmail): D1PreparedStatement {
  return db.statement(
    'INSERT INTO email_outbox (to_email, template, subject, body_text) VALUES (?1, ?2, ?3, ?4)',
    m.to,
    m.template,
    m.subject,
    m.text,
  );
}

import type { Database } from '../lib/db';

export interface EmailMessage {
  to: string;
  template: string;
  subject: string;
  text: string;
}

/**
 * Where the product's emails go. Today every message is queued in D1's email_outbox, which admins
 * can read; a mail provider implements the same call and drains the queue later.
 */
export interface Mailer {
  /** A statement that queues the message, to batch with the write that causes it. */
  queueStatement(message: EmailMessage): D1PreparedStatement;
}

export function outboxMailer(db: Database): Mailer {
  return {
    queueStatement: (m) =>
      db.statement(
        'INSERT INTO email_outbox (to_email, template, subject, body_text) VALUES (?1, ?2, ?3, ?4)',
        m.to,
        m.template,
        m.subject,
        m.text,
      ),
  };
}

import { queueEmailStatement, type OutboxEmail, type SqlCondition } from '../db/email-outbox';
import type { Database } from '../lib/db';

export type EmailMessage = OutboxEmail;

/**
 * Where the product's emails go. Today every message is queued in D1's email_outbox, which admins
 * can read; a mail provider implements the same call and drains the queue later.
 */
interface Mailer {
  /**
   * A statement that queues the message, to batch with the write that causes it; with `onlyIf`, only
   * when that condition holds as the batch runs.
   */
  queueStatement(message: EmailMessage, onlyIf?: SqlCondition): D1PreparedStatement;
}

export function outboxMailer(db: Database): Mailer {
  return { queueStatement: (m, onlyIf) => queueEmailStatement(db, m, onlyIf) };
}

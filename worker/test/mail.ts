import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { queueEmailStatement } from '../email/queries/outbox';
import { openMail } from '../email/mail-key';
import { outboxRow, type MailJob } from '../email/mailer';
import type { EmailMessage, Rendered } from '../email/message';
import worker from '../index';
import { Database } from '../lib/db';
import { typedClient } from './client';

// Emails as their recipients get them: what the local send_email binding sent (read back through
// the SENT_EMAIL service, vitest.config.ts), or, for a test about something else, the outbox's sealed
// copy opened with the mail module's own key. In the Worker tests MAIL_QUEUE goes nowhere: a test
// about delivery calls the Worker with `delivering` bindings, or hands the consumer a batch itself.

/** The Worker's bindings with MAIL_QUEUE the real queue, whose consumer sends through the local send_email binding. */
export const delivering: Env = { ...env, MAIL_QUEUE: env.MAIL_QUEUE_DELIVERING };

/** The typed client over the Worker with `delivering` bindings: the emails its requests write are sent. */
export const deliveringClient = typedClient(async (request) => {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, delivering, ctx);
  await waitOnExecutionContext(ctx);
  return res;
});

/** One email as the binding sent it (the Local Explorer's record). */
export interface SentEmail {
  from: string;
  to: string[];
  subject: string;
  headers?: Record<string, string>;
  text?: string;
  html?: string;
  messageId: string;
}

export interface OutboxState {
  id: number;
  message_key: string;
  to_email: string;
  template: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  sealed: string | null;
  redacted: number;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  queued_at: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest outbox email of `template` to `to`, as stored. */
export const newestEmail = (to: string, template: string) =>
  env.DB.prepare('SELECT * FROM email_outbox WHERE to_email = ?1 AND template = ?2 ORDER BY id DESC').bind(to, template).first<OutboxState>();

export const outboxState = (id: number) => env.DB.prepare('SELECT * FROM email_outbox WHERE id = ?1').bind(id).first<OutboxState>();

/** What the binding sent under `messageId`. */
export async function sentEmail(messageId: string): Promise<SentEmail> {
  const res = await env.SENT_EMAIL.fetch(`http://sent-email/?id=${encodeURIComponent(messageId)}`);
  const email = await res.json<SentEmail | null>();
  if (!email) throw new Error(`the send_email binding holds no email ${messageId}`);
  return email;
}

/** Waits (5 s at most) for the queue consumer to send outbox email `id`; the email as the binding sent it. */
export async function deliveredEmail(id: number, waitMs = 5000): Promise<SentEmail> {
  const until = Date.now() + waitMs;
  for (;;) {
    const row = await outboxState(id);
    if (row?.status === 'sent') return sentEmail(row.provider_message_id!);
    if (Date.now() > until) throw new Error(`email ${id} was not sent: ${row?.status}, ${row?.attempts} attempts, ${row?.last_error}`);
    await sleep(50);
  }
}

/** The text the recipient gets of the newest `template` email to `to` (null when none was written). */
export async function deliverableText(to: string, template: string): Promise<string | null> {
  const row = await newestEmail(to, template);
  if (!row) return null;
  if (!row.redacted) return row.body_text;
  if (row.sealed) return (JSON.parse(await openMail(env, row.message_key, row.sealed)) as Rendered).text;
  return (await deliveredEmail(row.id)).text ?? '';
}

/** Writes `message` to the outbox as a route does, but hands it to no queue: only the test delivers it. */
export async function writeEmail(message: EmailMessage): Promise<{ id: number; key: string }> {
  const key = crypto.randomUUID();
  const db = new Database(env.DB);
  await db.batch([queueEmailStatement(db, key, await outboxRow(env, key, message))]);
  const row = await env.DB.prepare('SELECT id FROM email_outbox WHERE message_key = ?1').bind(key).first<{ id: number }>();
  return { id: row!.id, key };
}

/** Hands the Worker's queue handler one batch of `queue` carrying `keys`, as the queue would on try `attempts`. */
export async function consume(queue: string, keys: string[], attempts = 1, withEnv: Env = env) {
  const batch = createMessageBatch<MailJob>(
    queue,
    keys.map((key) => ({ id: `${key}-${attempts}`, timestamp: new Date(), attempts, body: { key } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, withEnv);
  return getQueueResult(batch, ctx);
}

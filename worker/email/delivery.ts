import { claimEmail, markFailed, markQueued, markSent, recordFailedAttempt, stalledEmailKeys } from './queries/outbox';
import { Database } from '../lib/db';
import { headerText } from './header-text';
import { openMail } from './mail-key';
import { dispatchMail, type MailJob } from './mailer';
import type { Rendered } from './message';

// Delivery: MAIL_QUEUE carries each outbox email's key here, and the email goes out through
// Cloudflare Email Service (the `send_email` binding EMAIL). The queue retries a failed send with
// backoff; after its last retry the message goes to the dead-letter queue, whose consumer marks the
// email failed for the desk. The sweep (every scheduled run) re-queues what the queue lost.

/** How long a consumer holds an email while sending it: another delivery of the same message waits. */
const LEASE_MS = 2 * 60 * 1000;

/** The queue's retries (wrangler.toml max_retries = 4) after 1, 2, 4 and 8 minutes: a quarter of an hour in all. */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** (Math.max(attempts, 1) - 1), 15 * 60);

/** An email not tried 2 minutes after it was written is handed to the queue again; one that failed a try, after an hour. */
export const SWEEP = { untriedMs: 2 * 60 * 1000, stalledMs: 60 * 60 * 1000, max: 100 };

/** The dead-letter queue's name ends so (wrangler.toml); every other batch is mail to send. */
export const isDeadLetterQueue = (queue: string) => queue.endsWith('-dlq');

const isJob = (body: unknown): body is MailJob =>
  typeof body === 'object' && body !== null && typeof (body as { key?: unknown }).key === 'string';

/** What the desk may show of an error: short, and never a token a provider might echo back. */
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/token=[^\s&"'<>]+/g, 'token=…').slice(0, 500);

async function content(env: Env, key: string, row: { text: string; html: string; sealed: string | null }): Promise<Rendered> {
  return row.sealed ? (JSON.parse(await openMail(env, key, row.sealed)) as Rendered) : { text: row.text, html: row.html };
}

/** Sends each email of the batch once: ack when sent or nothing is left to send, retry when the send failed. */
export async function deliverMail(batch: MessageBatch, env: Env): Promise<void> {
  const db = new Database(env.DB);
  let sent = 0;
  let retried = 0;
  for (const message of batch.messages) {
    const claimed = isJob(message.body) ? await claimEmail(db, message.body.key, new Date(), LEASE_MS) : null;
    if (!claimed) {
      message.ack();
      continue;
    }
    const { id, row } = claimed;
    let providerId: string;
    try {
      const { text, html } = await content(env, (message.body as MailJob).key, row);
      ({ messageId: providerId } = await env.EMAIL.send({
        from: { email: env.MAIL_FROM, name: headerText(env.MAIL_FROM_NAME) },
        to: row.to,
        subject: row.subject,
        text,
        html,
        ...(row.headers ? { headers: row.headers } : {}),
      }));
    } catch (error) {
      await recordFailedAttempt(db, id, errorText(error));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      retried += 1;
      continue;
    }
    // Should this write fail, the queue delivers the message again; the lease keeps it from being
    // sent twice at once, not from a second send after it expires (delivery is at least once).
    await markSent(db, id, providerId);
    message.ack();
    sent += 1;
  }
  console.log(JSON.stringify({ level: 'info', event: 'mail.delivery', messages: batch.messages.length, sent, retried }));
}

/** The queue gave these up: the desk shows them failed, with their last error, and may send them again. */
export async function markUndeliverable(batch: MessageBatch, env: Env): Promise<void> {
  const keys = batch.messages.flatMap((m) => (isJob(m.body) ? [m.body.key] : []));
  if (keys.length > 0) await markFailed(new Database(env.DB), keys);
  batch.ackAll();
  console.log(JSON.stringify({ level: 'info', event: 'mail.failed', messages: batch.messages.length }));
}

/** Hands back to the queue every queued email it seems to have lost (a lost enqueue must not lose a mail). */
export async function requeueStalledMail(env: Env, now: Date): Promise<number> {
  const db = new Database(env.DB);
  const keys = await stalledEmailKeys(db, now, SWEEP);
  if (keys.length === 0) return 0;
  await dispatchMail(env, keys);
  await markQueued(db, keys, now);
  console.log(JSON.stringify({ level: 'info', event: 'mail.requeued', emails: keys.length }));
  return keys.length;
}

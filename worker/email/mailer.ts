import { bothConditions, queueEmailStatement, stillSubscribed, type OutboxRow, type SqlCondition } from './queries/outbox';
import type { AppContext } from '../lib/app-env';
import type { Database } from '../lib/db';
import { siteUrl } from '../lib/site-config';
import { headerText } from './header-text';
import { sealMail } from './mail-key';
import { render, type EmailMessage } from './message';

export type { EmailMessage } from './message';

/** What MAIL_QUEUE carries to the consumer (email/delivery.ts): the outbox row's key, never the email itself. */
export interface MailJob {
  key: string;
}

/** Where one click in the recipient's mail app (RFC 8058) stops this kind of notification: email/routes.ts. */
export const unsubscribeUrl = (env: Env, key: string) => `${siteUrl(env)}/api/email/unsubscribe/${key}`;

/**
 * The outbox row for `message`: header text on one line, the copy the desk shows with any working
 * link replaced by a marker, and what is sent of such an email sealed.
 */
export async function outboxRow(env: Env, key: string, message: EmailMessage): Promise<OutboxRow> {
  const copy = render(message, { redacted: true });
  return {
    to: headerText(message.to),
    template: message.template,
    subject: headerText(message.subject),
    text: copy.text,
    html: copy.html,
    headers: message.unsubscribable
      ? { 'List-Unsubscribe': `<${headerText(unsubscribeUrl(env, key))}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : null,
    sealed: message.secret ? await sealMail(env, key, JSON.stringify(render(message, { redacted: false }))) : null,
  };
}

/** Hands the emails to the queue (should this be lost, the sweep hands them over again: email/delivery.ts). */
export async function dispatchMail(env: Env, keys: string[]): Promise<void> {
  if (keys.length > 0) await env.MAIL_QUEUE.sendBatch(keys.map((key) => ({ body: { key } satisfies MailJob })));
}

/**
 * The emails of one request: each `queue` gives a statement to batch with the write that causes the
 * email; `dispatch` (after the batch, in waitUntil) hands them to the queue. If the batch failed or an
 * `onlyIf` did not hold, the consumer finds no row for that key and drops the message.
 */
export function outboxMailer(db: Database, env: Env) {
  const keys: string[] = [];
  return {
    async queue(message: EmailMessage, onlyIf?: SqlCondition): Promise<D1PreparedStatement> {
      const key = crypto.randomUUID();
      keys.push(key);
      // A notification is written only while its recipient has not unsubscribed from its kind.
      const condition = bothConditions(onlyIf, message.unsubscribable ? stillSubscribed(message.to, message.template) : undefined);
      return queueEmailStatement(db, key, await outboxRow(env, key, message), condition);
    },
    dispatch: () => dispatchMail(env, keys),
  };
}

/** A request's mailer: `dispatch()` once its batch is stored hands the emails to the queue after the response. */
export function requestMailer(c: AppContext) {
  const mailer = outboxMailer(c.get('db'), c.env);
  return { queue: mailer.queue, dispatch: () => c.executionCtx.waitUntil(mailer.dispatch()) };
}

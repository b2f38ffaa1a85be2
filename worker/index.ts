import { app } from './app';
import { purgeExpired } from './db/housekeeping';
import { deliverMail, isDeadLetterQueue, markUndeliverable, requeueStalledMail } from './email/delivery';
import { Database } from './lib/db';
import { retentionDays } from './lib/site-config';
import { refreshSearchIndexIfStale } from './search/index-store';


export default {
  fetch: app.fetch,
  /** Every five minutes: catch the search index up with the data, drop expired rows and old requests, and re-queue lost mail. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshSearchIndexIfStale(env.DB));
    ctx.waitUntil(purgeExpired(new Database(env.DB), new Date(), retentionDays(env)));
    ctx.waitUntil(requeueStalledMail(env, new Date()));
  },
  /** MAIL_QUEUE: send each email; its dead-letter queue: mark the ones the queue gave up on failed. */
  async queue(batch, env) {
    await (isDeadLetterQueue(batch.queue) ? markUndeliverable(batch, env) : deliverMail(batch, env));
  },
} satisfies ExportedHandler<Env>;

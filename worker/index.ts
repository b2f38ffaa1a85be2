import { app } from './app';
import { queueAvailabilityReminders } from './availability/reminder';
import { purgeExpired } from './housekeeping';
import { deliverMail, isDeadLetterQueue, markUndeliverable, requeueStalledMail } from './email/delivery';
import { queueReviewDigest } from './email/review-digest';
import { Database } from './lib/db';
import { retentionDays } from './lib/site-config';
import { consumeOpenDataJobs, isOpenDataQueue, queueOpenDataBuild } from './open-data/files';
import { queueDirectoryInvitations } from './reviews/invitations';
import { refreshSearchIndexIfStale } from './search/index-store';


export default {
  fetch: app.fetch,
  /**
   * Every five minutes: catch the search index up with the data, drop expired rows and old requests,
   * re-queue lost mail, once a day tell the administrators what waits for review, ask facilities
   * whose availability is older than a week to confirm it (at most once a week each), and start
   * writing the open-data files to R2 again when the data has changed (their slices are queued), and
   * invite visitors to review a facility they asked for help REVIEW_INVITATION_DAYS ago (reviews/invitations.ts).
   */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(refreshSearchIndexIfStale(env.DB));
    ctx.waitUntil(purgeExpired(new Database(env.DB), new Date(), retentionDays(env)));
    ctx.waitUntil(requeueStalledMail(env, new Date()));
    ctx.waitUntil(queueReviewDigest(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(queueAvailabilityReminders(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(queueDirectoryInvitations(env, new Database(env.DB), new Date(controller.scheduledTime)));
    ctx.waitUntil(
      queueOpenDataBuild(env, new Date()).catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', event: 'open_data.files', message: String(error) }));
      }),
    );
  },
  /**
   * MAIL_QUEUE: send each email; its dead-letter queue: mark the ones the queue gave up on failed.
   * OPEN_DATA_QUEUE: write the next slice of an open-data file.
   */
  async queue(batch, env) {
    if (isOpenDataQueue(batch.queue)) return consumeOpenDataJobs(batch, env);
    await (isDeadLetterQueue(batch.queue) ? markUndeliverable(batch, env) : deliverMail(batch, env));
  },
} satisfies ExportedHandler<Env>;

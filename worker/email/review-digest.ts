import { adminsWithoutDigest, noDigestSince, reviewsWaiting } from './queries/review-digest';
import { Database } from '../lib/db';
import { siteUrl } from '../lib/site-config';
import { outboxMailer } from './mailer';
import { reviewDigest } from './templates';

/** The day's digest goes with the first scheduled run from 13:00 UTC: morning across the US. */
export const DIGEST_HOUR_UTC = 13;

/**
 * Once a day, while reviews wait: one email to each active administrator saying how many, not one
 * email per registration. Returns how many were written.
 */
export async function queueReviewDigest(env: Env, now: Date): Promise<number> {
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const db = new Database(env.DB);
  const waiting = await reviewsWaiting(db);
  if (waiting.count === 0) return 0;
  const dayStart = `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
  const admins = await adminsWithoutDigest(db, dayStart);
  if (admins.length === 0) return 0;
  const mailer = outboxMailer(db, env);
  const site = siteUrl(env);
  await db.batch(
    await Promise.all(admins.map(({ email }) => mailer.queue(reviewDigest(email, waiting.count, waiting.oldest!, site), noDigestSince(email, dayStart)))),
  );
  await mailer.dispatch();
  return admins.length;
}

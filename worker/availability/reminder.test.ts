import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../index';
import { availabilityAccount, availabilityConfirmed, confirmAvailability, daysAgo } from '../test/availability';
import { client } from '../test/client';
import { addFacility, addUser, loadReferenceData } from '../test/fixtures';
import { deliveredEmail, delivering, newestEmail } from '../test/mail';

// The weekly reminder to confirm availability, written by the scheduled run (every five minutes).

const DAY_MS = 24 * 3600 * 1000;

/** Today (or `plusDays` later) at `hour` UTC, as the cron trigger would fire. */
const at = (hour: number, plusDays = 0) => {
  const day = new Date(Date.now() + plusDays * DAY_MS);
  day.setUTCHours(hour, 0, 0, 0);
  return day.getTime();
};

async function runAt(scheduledTime: number, bindings: Env = env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

const reminders = async (email: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE template = 'availability_reminder' AND to_email = ?1`).bind(email).first<{ n: number }>())!.n;

beforeAll(async () => {
  await loadReferenceData();
});

// Each account hashes a password: on a busy machine a test making eight takes more than the default 5 s.
describe('the weekly availability reminder', { timeout: 30_000 }, () => {
  it('asks each facility whose availability is older than 7 days, and no other', async () => {
    const eight = await availabilityAccount('Reminder Eight Days');
    const seven = await availabilityAccount('Reminder Seven Days');
    const fresh = await availabilityAccount('Reminder Fresh');
    const silent = await availabilityAccount('Reminder Never Stated');
    const remindedLately = await availabilityAccount('Reminder Lately');
    const remindedLongAgo = await availabilityAccount('Reminder Long Ago');
    await availabilityConfirmed(eight.facilityId, 8);
    await availabilityConfirmed(seven.facilityId, 7);
    await availabilityConfirmed(fresh.facilityId, 2);
    await availabilityConfirmed(remindedLately.facilityId, 20, { remindedAt: new Date(Date.now() - 3 * DAY_MS).toISOString() });
    await availabilityConfirmed(remindedLongAgo.facilityId, 20, { remindedAt: new Date(Date.now() - 8 * DAY_MS).toISOString() });
    // A listing under review, and one whose only account is disabled, are not asked.
    const pendingId = await addFacility({ name: 'Reminder Pending', status: 'pending' });
    const pendingUser = await addUser({ role: 'facility', password: 'irrelevant pass', facilityId: pendingId });
    await availabilityConfirmed(pendingId, 10);
    const disabledId = await addFacility({ name: 'Reminder Disabled', status: 'approved' });
    const disabledUser = await addUser({ role: 'facility', password: 'irrelevant pass', facilityId: disabledId, status: 'disabled' });
    await availabilityConfirmed(disabledId, 10);

    await runAt(at(15));

    expect(await reminders(eight.email)).toBe(1);
    expect(await reminders(remindedLongAgo.email)).toBe(1);
    for (const email of [seven.email, fresh.email, silent.email, remindedLately.email, pendingUser.email, disabledUser.email]) {
      expect(await reminders(email), email).toBe(0);
    }
    const written = (await newestEmail(eight.email, 'availability_reminder'))!;
    expect(written.subject).toBe('Is Reminder Eight Days still accepting new patients?');
    expect(written.body_text).toContain(daysAgo(8));
    expect(written.body_text).toContain(`${env.SITE_URL}/facility-dashboard`);
  });

  it('sends at most one a week: not again the same day or 6 days on, again 7 days on', async () => {
    const f = await availabilityAccount('Reminder Weekly');
    await availabilityConfirmed(f.facilityId, 10);
    await runAt(at(15));
    await runAt(at(16));
    await runAt(at(15, 6));
    expect(await reminders(f.email)).toBe(1);
    await runAt(at(16, 7));
    expect(await reminders(f.email)).toBe(2);
  });

  it('waits for 15:00 UTC, and stops once the facility confirms', async () => {
    const f = await availabilityAccount('Reminder Confirms');
    await availabilityConfirmed(f.facilityId, 9);
    await runAt(at(14));
    expect(await reminders(f.email)).toBe(0);
    expect((await confirmAvailability(f.cookie)).status).toBe(200);
    await runAt(at(15));
    expect(await reminders(f.email)).toBe(0);
  });

  it('is a notification the facility can unsubscribe from, in one click', async () => {
    const f = await availabilityAccount('Reminder Unsubscribes');
    await availabilityConfirmed(f.facilityId, 9);
    await runAt(at(15), delivering);
    const written = (await newestEmail(f.email, 'availability_reminder'))!;
    const sent = await deliveredEmail(written.id);
    expect(sent.headers!['List-Unsubscribe']).toMatch(/\/api\/email\/unsubscribe\//);
    const res = await client.email.unsubscribe[':key'].$post({ param: { key: written.message_key } });
    expect(res.status).toBe(200);
    // A week later it is due again, but the address said no more of these.
    await runAt(at(16, 7));
    expect(await reminders(f.email)).toBe(1);
  });
});

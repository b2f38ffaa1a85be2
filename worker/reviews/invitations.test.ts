import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../index';
import { insertRow } from '../test/factories';
import { addFacility, loadReferenceData } from '../test/fixtures';
import { deliverableText, newestEmail } from '../test/mail';
import { reviewerEmail } from '../test/reviews-desk';
import { reviewBody, writeReview } from '../test/review-writing';
import { REVIEW_INVITATION_DAYS } from './invitations';

// Our invitation: sent by the scheduled run REVIEW_INVITATION_DAYS after a visitor asked a facility
// for help through the site, once per lead, only with an email given and never after an unsubscribe.
// The clock is faked the way the cron is: the scheduled run's scheduledTime.

const DAY_MS = 24 * 3600 * 1000;
const started = Date.now();

async function runAt(time: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: time }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const invitations = async (to: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE template = 'review_invitation' AND to_email = ?1`).bind(to).first<{ n: number }>())!.n;

const lead = (facilityId: number, values: { email: string; locale?: 'en' | 'es' }) =>
  insertRow('leads', { facility_id: facilityId, email: values.email, locale: values.locale ?? 'en', created_at: new Date(started).toISOString() });

beforeAll(async () => {
  await loadReferenceData();
});

describe('our invitation after a lead', () => {
  it(`is sent ${REVIEW_INVITATION_DAYS} days after the lead, once, in the lead's language, and redeems for that address`, async () => {
    const facilityId = await addFacility({ name: 'Invitation Springs Recovery', reviews: 0 });
    const [en, es, none, unsubscribed] = [reviewerEmail(), reviewerEmail(), '', reviewerEmail()];
    await lead(facilityId, { email: en });
    await lead(facilityId, { email: es, locale: 'es' });
    await lead(facilityId, { email: none });
    await lead(facilityId, { email: unsubscribed });
    await insertRow('email_unsubscribes', { email: unsubscribed, template: 'new_inquiry' });
    const pendingListing = await addFacility({ name: 'Invitation Pending', status: 'pending', reviews: 0 });
    const toPending = reviewerEmail();
    await lead(pendingListing, { email: toPending });

    await runAt(started + (REVIEW_INVITATION_DAYS - 1) * DAY_MS);
    expect(await invitations(en)).toBe(0);
    await runAt(started + REVIEW_INVITATION_DAYS * DAY_MS + 60_000);
    await runAt(started + REVIEW_INVITATION_DAYS * DAY_MS + 120_000);
    await runAt(started + (REVIEW_INVITATION_DAYS + 3) * DAY_MS);
    expect([await invitations(en), await invitations(es), await invitations(unsubscribed), await invitations(toPending)]).toEqual([1, 1, 0, 0]);
    const none_ = await env.DB.prepare(`SELECT count(*) AS n FROM review_invitations WHERE facility_id = ?1 AND lead_id IS NOT NULL`).bind(facilityId).first<{ n: number }>();
    expect(none_!.n).toBe(2);

    const text = (await deliverableText(en, 'review_invitation'))!;
    expect(text).toContain(`(${REVIEW_INVITATION_DAYS} days after they did)`);
    expect((await newestEmail(es, 'review_invitation'))!.subject).toBe('¿Cómo fue su experiencia con Invitation Springs Recovery?');
    const token = /invitation=([0-9a-f]{64})/.exec(text)![1]!;
    // A review written from it, by that address, is verified and needs no confirmation.
    expect(await (await writeReview(reviewBody(facilityId, { email: en, invitation: token }))).json()).toEqual({ status: 'pending' });
    const written = await env.DB.prepare('SELECT invited_by FROM reviews WHERE facility_id = ?1').bind(facilityId).first<{ invited_by: string }>();
    expect(written).toEqual({ invited_by: 'directory' });
  });

  it('is never sent for a lead older than a week past the stated days', async () => {
    const facilityId = await addFacility({ name: 'Invitation Late Recovery', reviews: 0 });
    const old = reviewerEmail();
    await lead(facilityId, { email: old });
    await runAt(started + (REVIEW_INVITATION_DAYS + 8) * DAY_MS);
    expect(await invitations(old)).toBe(0);
  });
});

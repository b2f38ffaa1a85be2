import { createScheduledController, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { newInquiry, passwordReset } from './email/templates';
import worker from './index';
import { registration } from './test/bodies';
import { client, errorOf } from './test/client';
import { addFacility, addUser, loadReferenceData, newClient, withCookie } from './test/fixtures';
import { deliveredEmail, delivering, newestEmail, outboxState, writeEmail } from './test/mail';
import { confirmationTokenFor, confirmRegistration } from './test/outbox';
import { addAuditLine, addOutboxEmail } from './test/records';
import { insertRow, insertRows, rowStatement, updateStatement, updateRows } from './test/factories';
import { approve, registerFacility } from './test/review';
import { signedInAdmin } from './test/staff';

describe('scheduled handler', () => {
  it('rebuilds a stale search index and drops expired revocations', async () => {
    await loadReferenceData();
    await addFacility({ name: 'Cron Built Facility', state: 'UT' });
    await insertRows('revoked_sessions', [
      { session_hash: 'old', expires_at: '2000-01-01T00:00:00Z' },
      { session_hash: 'live', expires_at: '2999-01-01T00:00:00Z' },
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const state = await env.DB.prepare('SELECT data_version, index_version FROM search_index_state').first<{ data_version: number; index_version: number }>();
    expect(state!.index_version).toBe(state!.data_version);
    const { results } = await env.DB.prepare('SELECT session_hash FROM revoked_sessions').all();
    expect(results).toEqual([{ session_hash: 'live' }]);
  });
});

describe('retention', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

  const addLead = async (createdAt: string) =>
    (
      await insertRow('leads', {
        created_at: createdAt,
        name: 'Pat Private',
        phone: '(555) 555-0177',
        message: 'Needs help with alcohol use',
        urgency: 'immediate',
        consent_at: createdAt,
      })
    ).id;

  const addMessage = async (createdAt: string) =>
    (
      await insertRow('contact_messages', {
        created_at: createdAt,
        name: 'Pat Private',
        email: 'pat@example.org',
        subject: 'Help',
        urgency: 'urgent',
        message: 'A private message',
      })
    ).id;

  it('deletes leads and contact messages older than RETENTION_DAYS (365); their audit lines stay, naming only ids', async () => {
    const oldLead = await addLead(daysAgo(366));
    const keptLead = await addLead(daysAgo(364));
    await addMessage(daysAgo(400));
    const keptMessage = await addMessage(daysAgo(1));
    await addAuditLine({ action: 'lead.view', target: `lead:${oldLead}` });
    await addAuditLine({ action: 'lead.update', target: `lead:${oldLead}`, detail: JSON.stringify({ status: 'contacted' }) });

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    const leads = await env.DB.prepare('SELECT id FROM leads ORDER BY id').all<{ id: number }>();
    expect(leads.results.map((r) => r.id)).toEqual([keptLead]);
    const messages = await env.DB.prepare('SELECT id FROM contact_messages ORDER BY id').all<{ id: number }>();
    expect(messages.results.map((r) => r.id)).toEqual([keptMessage]);

    const audit = await env.DB.prepare('SELECT action, target, detail FROM audit_log WHERE target = ?1 ORDER BY id').bind(`lead:${oldLead}`).all();
    expect(audit.results).toEqual([
      { action: 'lead.view', target: `lead:${oldLead}`, detail: null },
      { action: 'lead.update', target: `lead:${oldLead}`, detail: '{"status":"contacted"}' },
    ]);
    const everything = JSON.stringify((await env.DB.prepare('SELECT * FROM audit_log').all()).results);
    for (const personal of ['Pat Private', '555-0177', 'alcohol', 'pat@example.org']) expect(everything).not.toContain(personal);
  });
});

describe('registrations never confirmed', () => {
  const runScheduled = async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
  };
  const left = async (email: string) =>
    env.DB.prepare(
      `SELECT (SELECT count(*) FROM users WHERE email = ?1) AS accounts,
         (SELECT count(*) FROM facilities WHERE contact_email = ?1) AS listings,
         (SELECT count(*) FROM facility_submissions s JOIN facilities f ON f.id = s.facility_id WHERE f.contact_email = ?1) AS submissions,
         (SELECT count(*) FROM facility_treatment_types t JOIN facilities f ON f.id = t.facility_id WHERE f.contact_email = ?1) AS links`,
    )
      .bind(email)
      .first();

  it('are deleted after 7 days, account, listing and submission; a newer or confirmed one stays', async () => {
    await loadReferenceData();
    const [expired, fresh, confirmed] = [registration(), registration(), registration()];
    for (const body of [expired, fresh, confirmed]) {
      expect((await client.facility.registrations.$post({ json: body }, { headers: newClient() })).status).toBe(202);
    }
    expect((await confirmRegistration((await confirmationTokenFor(confirmed.email))!)).status).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    await env.DB.batch([expired, confirmed].map(({ email }) => updateStatement('users', { email }, { created_at: eightDaysAgo })));

    await runScheduled();

    expect(await left(expired.email)).toEqual({ accounts: 0, listings: 0, submissions: 0, links: 0 });
    expect(await left(fresh.email)).toEqual({ accounts: 1, listings: 1, submissions: 1, links: 2 });
    expect(await left(confirmed.email)).toEqual({ accounts: 1, listings: 1, submissions: 1, links: 2 });
  });
});

describe('listing view housekeeping', () => {
  it("deletes earlier days' view salts and visitor hashes (UTC) and keeps today's and the daily counts", async () => {
    const facilityId = await addFacility({ name: 'Counted Views Facility', state: 'NV' });
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    await env.DB.batch([
      rowStatement('view_salts', { day: yesterday, salt: 'old salt' }),
      rowStatement('view_salts', { day: '2000-01-01', salt: 'older salt' }),
      rowStatement('view_salts', { day: today, salt: 'today salt' }),
      rowStatement('view_visitors', { day: yesterday, visitor: 'old visitor' }),
      rowStatement('view_visitors', { day: today, visitor: 'today visitor' }),
      rowStatement('facility_daily_stats', { facility_id: facilityId, day: yesterday, views: 7 }),
      rowStatement('facility_daily_stats', { facility_id: facilityId, day: today, views: 2 }),
    ]);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect((await env.DB.prepare('SELECT day, salt FROM view_salts').all()).results).toEqual([{ day: today, salt: 'today salt' }]);
    expect((await env.DB.prepare('SELECT day, visitor FROM view_visitors').all()).results).toEqual([{ day: today, visitor: 'today visitor' }]);
    const stats = await env.DB.prepare('SELECT day, views FROM facility_daily_stats WHERE facility_id = ?1 ORDER BY day').bind(facilityId).all();
    expect(stats.results).toEqual([
      { day: yesterday, views: 7 },
      { day: today, views: 2 },
    ]);
  });
});

describe('mail', () => {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const DAY = 24 * 3600 * 1000;
  const run = async (bindings: Env = env) => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), bindings, ctx);
    await waitOnExecutionContext(ctx);
  };

  it('tells each active administrator once a day, from 13:00 UTC, how many listings wait for review; nothing when none do', async () => {
    const digests = async (email: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE template = 'review_digest' AND to_email = ?1`).bind(email).first<{ n: number }>())!.n;
    const at = (hour: number) => {
      const day = new Date();
      day.setUTCHours(hour, 0, 0, 0);
      return day.getTime();
    };
    const runAt = async (hour: number) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: at(hour) }), delivering, ctx);
      await waitOnExecutionContext(ctx);
    };
    const admin = await signedInAdmin();
    const disabled = await addUser({ role: 'admin', password: 'irrelevant pass', status: 'disabled' });
    // What earlier tests of this file left waiting is decided first, on the desk: the digest counts from none.
    const waiting = await env.DB.prepare(`SELECT id FROM facility_submissions WHERE status = 'pending'`).all<{ id: number }>();
    for (const { id } of waiting.results) await approve(admin.cookie, id);
    // A registration whose address is not confirmed waits for no one.
    expect((await client.facility.registrations.$post({ json: registration() }, { headers: newClient() })).status).toBe(202);

    await runAt(14);
    expect(await digests(admin.email)).toBe(0);

    await registerFacility();
    await registerFacility();
    await runAt(12);
    expect(await digests(admin.email)).toBe(0);
    await runAt(14);
    await runAt(15);
    expect(await digests(admin.email)).toBe(1);
    expect(await digests(disabled.email)).toBe(0);

    const written = (await newestEmail(admin.email, 'review_digest'))!;
    const sent = await deliveredEmail(written.id);
    expect(sent.subject).toBe('2 listings are waiting for review');
    expect(sent.text).toContain(`${env.SITE_URL}/admin-dashboard`);
    expect(sent.headers!['List-Unsubscribe']).toMatch(/\/api\/email\/unsubscribe\//);
  });

  it('hands back to the queue an email never tried 2 minutes after it was written, and the consumer sends it', async () => {
    const lost = await writeEmail(newInquiry('lost@willow.example.org', 'Willow Creek', env.SITE_URL, 7));
    await updateRows('email_outbox', { id: lost.id }, { created_at: ago(3 * 60 * 1000) });
    const fresh = await writeEmail(newInquiry('fresh@willow.example.org', 'Willow Creek', env.SITE_URL, 7));

    await run(delivering);
    const sent = await deliveredEmail(lost.id);
    expect(sent).toMatchObject({ to: ['lost@willow.example.org'], subject: 'New inquiry for Willow Creek' });
    // Written a moment ago: its own enqueue is on its way, so the sweep leaves it alone.
    expect(await outboxState(fresh.id)).toMatchObject({ status: 'queued', attempts: 0, queued_at: null });
  });

  it('deletes a delivered email’s text after 30 days, a failed one’s sealed copy after 7, and every email after RETENTION_DAYS', async () => {
    const admin = await signedInAdmin();
    const sentOld = await addOutboxEmail({ to: 'a@mail.example.org', subject: 'Sent long ago', status: 'sent', createdAt: ago(31 * DAY) });
    const sentRecent = await addOutboxEmail({ to: 'b@mail.example.org', subject: 'Sent lately', status: 'sent', createdAt: ago(29 * DAY) });
    const failedOld = await writeEmail(passwordReset('c@mail.example.org', `${env.SITE_URL}/facility-reset-password?token=${'aa'.repeat(32)}`));
    const failedRecent = await writeEmail(passwordReset('d@mail.example.org', `${env.SITE_URL}/facility-reset-password?token=${'bb'.repeat(32)}`));
    await env.DB.batch([
      updateStatement('email_outbox', { id: failedOld.id }, { status: 'failed', created_at: ago(8 * DAY) }),
      updateStatement('email_outbox', { id: failedRecent.id }, { status: 'failed', created_at: ago(6 * DAY) }),
    ]);
    const ancient = await addOutboxEmail({ to: 'e@mail.example.org', subject: 'Older than a year', status: 'sent', createdAt: ago(366 * DAY) });

    await run();
    expect(await outboxState(sentOld)).toMatchObject({ subject: 'Sent long ago', status: 'sent', body_text: '', body_html: null });
    expect(await outboxState(sentRecent)).toMatchObject({ body_text: 'Body of Sent lately' });
    expect((await outboxState(failedOld.id))!.sealed).toBeNull();
    expect((await outboxState(failedRecent.id))!.sealed).toMatch(/^m1\./);
    // By its subject: the run may write an email of its own (the review digest) under the id SQLite
    // reuses once the deleted row was the newest.
    const ancientLeft = await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE id = ?1 AND subject = ?2').bind(ancient, 'Older than a year').first<{ n: number }>();
    expect(ancientLeft!.n).toBe(0);

    // Without its sealed copy, a failed email with a link can no longer be sent again.
    const retry = await client.admin.outbox[':id'].retry.$post({ param: { id: String(failedOld.id) } }, withCookie(admin.cookie));
    expect(retry.status).toBe(409);
    expect((await errorOf(retry)).error.message).toBe('This email can no longer be sent again: what it carried was deleted a week after it failed.');
  });
});

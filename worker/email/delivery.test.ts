import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client';
import { lead } from '../test/bodies';
import { addFacility, addUser, api, loadReferenceData, newClient, withCookie } from '../test/fixtures';
import { consume, deliveredEmail, deliveringClient, newestEmail, outboxState, sentEmail, writeEmail } from '../test/mail';
import { confirmReset, requestReset } from '../test/outbox';
import { auditLinesFor, signedInAdmin } from '../test/staff';
import { retryDelaySeconds } from './delivery';
import { REDACTED_LINK } from './message';
import { passwordReset } from './templates';

// Delivery through the real local bindings: MAIL_QUEUE carries the outbox key to the Worker's queue
// handler, which sends through the `send_email` binding EMAIL; what the binding sent is read back
// as the Local Explorer records it (test/mail.ts).

const PASSWORD = 'original secret 1';
const MAIL_QUEUE = 'recovery-directory-mail';
const DEAD_LETTER_QUEUE = 'recovery-directory-mail-dlq';
/** wrangler.toml: max_retries = 4, so the queue tries a message five times before the dead-letter queue. */
const TRIES = 5;

beforeAll(async () => {
  await loadReferenceData();
});

const signIn = (email: string, password: string) => client.facility.session.$post({ json: { email, password } }, { headers: newClient() });
const tokenIn = (text: string) => /facility-reset-password\?token=([0-9a-f]{64})/.exec(text)?.[1];

describe('a password reset, through the queue and Email Service', () => {
  it('is sent by the queue consumer through send_email, and the link in the delivered email resets the password', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const res = await deliveringClient.facility['password-reset'].$post({ json: { email: user.email } }, { headers: newClient() });
    expect(res.status).toBe(202);
    const written = (await newestEmail(user.email, 'password_reset'))!;

    const sent = await deliveredEmail(written.id);
    expect(sent).toMatchObject({
      from: '"Recovery Directory" <noreply@recovery-directory.example.org>',
      to: [user.email],
      subject: 'Reset your facility account password',
    });
    // Both parts carry the link; the HTML as a link.
    const token = tokenIn(sent.text!)!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.html).toContain(`<a href="${env.SITE_URL}/facility-reset-password?token=${token}">`);
    // A transactional email: no List-Unsubscribe.
    expect(Object.keys(sent.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('list-unsubscribe');

    expect((await confirmReset(token, 'brand new secret 2')).status).toBe(204);
    expect((await signIn(user.email, 'brand new secret 2')).status).toBe(200);

    // Delivered: the provider's id is kept, and the sealed copy (the only one with the link) is gone.
    expect(await outboxState(written.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      provider_message_id: sent.messageId,
      sealed: null,
    });
  });
});

describe('what the outbox keeps of an email with a working link', () => {
  it('the link removed from its text and HTML, and the email itself sealed: nothing in the row opens the account', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    // Written as the route writes it, and delivered by no queue: the row as it waits.
    const { id } = await writeEmail(passwordReset(user.email, `${env.SITE_URL}/facility-reset-password?token=${'ab'.repeat(32)}`));
    const row = (await outboxState(id))!;
    expect(row.redacted).toBe(1);
    expect(row.body_text).toContain(`Set a new password here (the link works once, for one hour): ${REDACTED_LINK}`);
    expect(JSON.stringify(row)).not.toContain('ab'.repeat(32));
    expect(JSON.stringify(row)).not.toContain('token=');
    expect(row.sealed).toMatch(/^m1\./);

    // The desk shows the same redacted copy.
    const admin = await signedInAdmin();
    const res = await client.admin.outbox[':id'].$get({ param: { id: String(id) } }, withCookie(admin.cookie));
    const { email } = await res.json();
    expect(email).toMatchObject({ redacted: true, status: 'queued', attempts: 0, lastError: null, providerMessageId: null });
    expect(email.body).toContain(REDACTED_LINK);
    expect(email.body).not.toContain('token=');
  });
});

describe('a send that fails', () => {
  it('is retried with backoff, then the dead-letter queue marks it failed in the desk, and Retry there delivers it', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const admin = await signedInAdmin();
    const link = `${env.SITE_URL}/facility-reset-password?token=${'cd'.repeat(32)}`;
    const { id, key } = await writeEmail(passwordReset(user.email, link));
    // A sender the binding does not allow (wrangler.toml allowed_sender_addresses): its send throws.
    const refused = { ...env, MAIL_FROM: 'someone-else@elsewhere.example' };

    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const result = await consume(MAIL_QUEUE, [key], attempt, refused);
      expect(result.explicitAcks).toEqual([]);
      // (The installed test pool records a retry, not the delay asked for: that is retryDelaySeconds.)
      expect(result.retryMessages).toEqual([{ msgId: `${key}-${attempt}` }]);
    }
    // The delays asked for between tries: 1, 2, 4 and 8 minutes.
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 120, 240, 480]);
    expect(await outboxState(id)).toMatchObject({ status: 'queued', attempts: TRIES, last_error: 'email from someone-else@elsewhere.example not allowed' });

    // The queue gives up: the message goes to the dead-letter queue, whose consumer marks it failed.
    expect((await consume(DEAD_LETTER_QUEUE, [key], 1)).ackAll).toBe(true);
    const failedList = await (await client.admin.outbox.$get({ query: { status: 'failed', q: user.email } }, withCookie(admin.cookie))).json();
    expect(failedList.items).toEqual([
      expect.objectContaining({ id, status: 'failed', attempts: TRIES, lastError: 'email from someone-else@elsewhere.example not allowed' }),
    ]);
    const opened = await (await client.admin.outbox[':id'].$get({ param: { id: String(id) } }, withCookie(admin.cookie))).json();
    expect(opened.email).toMatchObject({ status: 'failed', retryable: true });

    // Retry from the desk: audited, queued again, and the queue delivers it through the binding.
    const retried = await deliveringClient.admin.outbox[':id'].retry.$post({ param: { id: String(id) } }, withCookie(admin.cookie));
    expect(retried.status).toBe(200);
    expect((await retried.json()).email).toMatchObject({ status: 'queued', retryable: false });
    expect((await auditLinesFor(`email:${id}`)).map((l) => [l.action, l.actor_id])).toEqual([['email.retry', admin.id]]);
    const sent = await deliveredEmail(id);
    expect(sent.to).toEqual([user.email]);
    expect(sent.text).toContain(link);
    expect(await outboxState(id)).toMatchObject({ status: 'sent', attempts: TRIES + 1, sealed: null });
  });

  it('Retry is refused for an email that has not failed (409), and for one that does not exist (404); nothing is audited', async () => {
    const admin = await signedInAdmin();
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const { id } = await writeEmail(passwordReset(user.email, `${env.SITE_URL}/facility-reset-password?token=${'ef'.repeat(32)}`));
    const retry = (emailId: number) => client.admin.outbox[':id'].retry.$post({ param: { id: String(emailId) } }, withCookie(admin.cookie));
    expect((await retry(id)).status).toBe(409);
    expect((await retry(987654)).status).toBe(404);
    expect(await auditLinesFor(`email:${id}`)).toEqual([]);
  });
});

describe('the consumer', () => {
  it('sends an email once when its message comes twice, and drops a message whose email was never written', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const { id, key } = await writeEmail(passwordReset(user.email, `${env.SITE_URL}/facility-reset-password?token=${'12'.repeat(32)}`));
    const first = await consume(MAIL_QUEUE, [key, 'no-such-email']);
    expect(first.explicitAcks.sort()).toEqual([`${key}-1`, 'no-such-email-1'].sort());
    const again = await consume(MAIL_QUEUE, [key], 2);
    expect(again.explicitAcks).toEqual([`${key}-2`]);
    expect(await outboxState(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('headers', () => {
  it('the sender’s display name takes no control character either', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const { id, key } = await writeEmail(passwordReset(user.email, `${env.SITE_URL}/facility-reset-password?token=${'56'.repeat(32)}`));
    await consume(MAIL_QUEUE, [key], 1, { ...env, MAIL_FROM_NAME: 'Recovery\r\nBcc: attacker@evil.example' });
    const sent = await sentEmail((await outboxState(id))!.provider_message_id!);
    expect(sent.from).toBe('"Recovery Bcc: attacker@evil.example" <noreply@recovery-directory.example.org>');
    expect(sent).not.toHaveProperty('bcc');
  });
});

describe('a notification (a new inquiry)', () => {
  it('says only that an inquiry waits, carries List-Unsubscribe, and one click from the mail app stops the next ones', async () => {
    const facilityId = await addFacility({ name: 'Willow Notice Recovery', state: 'OR' });
    const owner = `owner-${crypto.randomUUID().slice(0, 8)}@willow.example.org`;
    await addUser({ role: 'facility', password: PASSWORD, email: owner, facilityId });
    const visitor = lead({ facilityId, name: 'Pat Private', phone: '(555) 555-0166', message: 'My brother needs detox this week' });
    expect((await deliveringClient.leads.$post({ json: visitor }, { headers: newClient() })).status).toBe(201);

    const sent = await deliveredEmail((await newestEmail(owner, 'new_inquiry'))!.id);
    expect(sent.subject).toBe('New inquiry for Willow Notice Recovery');
    for (const part of [sent.text!, sent.html!]) {
      expect(part).toContain('/facility-dashboard/inquiries');
      for (const health of ['Pat Private', '555-0166', 'detox', 'brother']) expect(part).not.toContain(health);
    }
    const unsubscribe = /^<(.+)>$/.exec(sent.headers!['List-Unsubscribe']!)![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${env.SITE_URL}/api/email/unsubscribe/[0-9a-f-]{36}$`));
    expect(sent.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The mail provider POSTs the one click (RFC 8058): no Origin of ours, a form body.
    const clicked = await api(new URL(unsubscribe).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    // The next inquiry is stored and waits on the dashboard; no email is written about it.
    const emails = async () => (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1`).bind(owner).first<{ n: number }>())!.n;
    const before = await emails();
    expect((await client.leads.$post({ json: lead({ facilityId }) }, { headers: newClient() })).status).toBe(201);
    expect(await emails()).toBe(before);
    // A reset for the same address is transactional: it still goes out.
    expect((await requestReset(owner)).status).toBe(202);
    expect(await emails()).toBe(before + 1);
  });

  it('one click needs a real email’s key: a made-up one is a 404, a malformed one a 400, and nothing is stopped', async () => {
    const post = (key: string) => api(`/api/email/unsubscribe/${key}`, { method: 'POST' });
    expect((await post(crypto.randomUUID())).status).toBe(404);
    expect((await post('not-a-key')).status).toBe(400);
    // A transactional email's key stops nothing either.
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const { key } = await writeEmail(passwordReset(user.email, `${env.SITE_URL}/facility-reset-password?token=${'34'.repeat(32)}`));
    expect((await post(key)).status).toBe(404);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM email_unsubscribes WHERE email = ?1').bind(user.email).first<{ n: number }>())!.n).toBe(0);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../test/bodies';
import { client, errorOf } from '../test/client';
import { api, consoleDuring, loadReferenceData, newClient } from '../test/fixtures';
import { deliveredEmail, deliveringClient, newestEmail } from '../test/mail';

beforeAll(async () => {
  await loadReferenceData();
});

const register = (json = registration(), headers: Record<string, string> = newClient()) =>
  client.facility.registrations.$post({ json }, { headers });
const accountsFor = async (email: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?1').bind(email).first<{ n: number }>())!.n;

describe('a registration from another site', () => {
  it.each([
    ['another Origin', { Origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin at all', {}],
  ])('is refused with %s (403) and stores nothing', async (_label, headers) => {
    const body = registration();
    // Raw: the typed client always sends our Origin.
    const res = await api('/api/facility/registrations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...newClient(), ...headers },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error.code).toBe('forbidden');
    expect(await accountsFor(body.email)).toBe(0);
  });
});

describe('rate limits', () => {
  it('takes 5 registrations an hour from one client, then 429 with Retry-After; other clients go on', async () => {
    const from = newClient();
    for (let i = 0; i < 5; i++) expect((await register(registration(), from)).status).toBe(201);
    const sixth = registration();
    const res = await register(sixth, from);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = await errorOf(res);
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many registrations in a short while\. Please wait \d+ minutes? and try again\.$/);
    expect(await accountsFor(sixth.email)).toBe(0);
    expect((await register()).status).toBe(201);
  });

  it('does not count a registration refused as invalid', async () => {
    const from = newClient();
    for (let i = 0; i < 6; i++) expect((await register(registration({ facilityName: '' }), from)).status).toBe(400);
    expect((await register(registration(), from)).status).toBe(201);
  });

  it('takes 3 tries an hour for one email from any number of clients, however it is written', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(201);
    expect((await register({ ...body, email: body.email.toUpperCase() })).status).toBe(409);
    expect((await register({ ...body, email: ` ${body.email} ` })).status).toBe(409);
    const fourth = await register(body);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(fourth)).error.code).toBe('rate_limited');
    // Another address from the same clients is not affected.
    expect((await register()).status).toBe(201);
  });

  it('keys its counters by hashes: no email or client address is stored', async () => {
    const body = registration();
    await register(body, { 'CF-Connecting-IP': '192.0.2.77' });
    const { results } = await env.DB.prepare('SELECT key FROM rate_limit_counters').all<{ key: string }>();
    expect(results.length).toBeGreaterThan(0);
    const keys = results.map((r) => r.key).join('\n');
    expect(keys).not.toContain('@');
    expect(keys).not.toContain(body.email.split('@')[0]);
    expect(keys).not.toContain('192.0.2.77');
    expect(keys).toMatch(/^register-email:email:[0-9a-f]{32}$/m);
    expect(keys).toMatch(/^register-client:client:[0-9a-f]{32}$/m);
  });
});

describe('the password', () => {
  it('never comes back in an answer, an email or a log, even when storing fails', async () => {
    const body = registration({ password: 'Unique Secret 4417', confirmPassword: 'Unique Secret 4417' });
    const logs = await consoleDuring(async () => {
      const ok = await register(body);
      expect(ok.status).toBe(201);
      expect(await ok.text()).not.toContain('Unique Secret 4417');
      const invalid = await register({ ...registration(), password: 'Unique Secret 4417', confirmPassword: 'another one 99' });
      expect(invalid.status).toBe(400);
      expect(await invalid.text()).not.toContain('Unique Secret 4417');

      await env.DB.prepare('ALTER TABLE email_outbox RENAME TO email_outbox_away').run();
      try {
        const failed = await register(registration({ password: 'Unique Secret 4417', confirmPassword: 'Unique Secret 4417' }));
        expect(failed.status).toBeGreaterThanOrEqual(500);
        const text = await failed.text();
        expect(text).toMatch(/try again/i);
        expect(text).not.toContain('Unique Secret 4417');
      } finally {
        await env.DB.prepare('ALTER TABLE email_outbox_away RENAME TO email_outbox').run();
      }
    });
    // The failure was logged (so the spy saw the logs), without what the person typed.
    expect(logs).toContain('"level":"error"');
    expect(logs).not.toContain('Unique Secret 4417');
    expect(logs).not.toContain('@test.example.org');
    const mail = await env.DB.prepare('SELECT body_text FROM email_outbox WHERE to_email = ?1').bind(body.email).first<{ body_text: string }>();
    expect(mail!.body_text).not.toContain('Unique Secret 4417');
  });
});

describe('emails about a registration', () => {
  it('carry no control character from the facility name into the subject (no header injection)', async () => {
    const body = registration({ facilityName: 'CRLF Test\r\nBcc: attacker@evil.example\u0000\u0085 Recovery' });
    expect((await deliveringClient.facility.registrations.$post({ json: body }, { headers: newClient() })).status).toBe(201);
    const subject = 'We received your listing for CRLF Test Bcc: attacker@evil.example Recovery';
    const written = (await newestEmail(body.email, 'registration_received'))!;
    expect(written.subject).toBe(subject);
    // As sent: one subject line, one recipient, no Bcc.
    const sent = await deliveredEmail(written.id);
    expect(sent).toMatchObject({ subject, to: [body.email] });
    expect(sent).not.toHaveProperty('bcc');
    expect(JSON.stringify(sent.headers ?? {})).not.toMatch(/bcc|attacker/i);
  });
});

describe('Idempotency-Key', () => {
  const withKey = (key: string, from = newClient()) => ({ ...from, 'Idempotency-Key': key });
  const emailsTo = async (email: string) =>
    (await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1').bind(email).first<{ n: number }>())!.n;

  it('answers a retry of a stored registration as the first time, storing and emailing nothing more', async () => {
    const body = registration();
    const first = await register(body, withKey('register-retry-0001'));
    expect(first.status).toBe(201);
    const again = await register(body, withKey('register-retry-0001'));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await accountsFor(body.email)).toBe(1);
    expect(await emailsTo(body.email)).toBe(1);
  });

  it('refuses the key sent again with other details (409) and stores nothing for them', async () => {
    const body = registration();
    expect((await register(body, withKey('register-reused-0002'))).status).toBe(201);
    const other = registration();
    const res = await register(other, withKey('register-reused-0002'));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toMatch(/already sent with different details/);
    expect(await accountsFor(other.email)).toBe(0);
  });

  it('counts retries of one registration once against the limits', async () => {
    const from = newClient();
    const body = registration();
    for (let i = 0; i < 6; i++) expect((await register(body, withKey('register-counted-0003', from))).status).toBe(201);
    // Past the client's 5 and the email's 3 sends, and yet one registration so far.
    expect((await register(registration(), withKey('register-counted-0004', from))).status).toBe(201);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { registration } from '../../test/bodies';
import { client, errorOf } from '../../test/client';
import { addUser, api, consoleDuring, loadReferenceData, newClient } from '../../test/fixtures';
import { deliveredEmail, deliveringClient, newestEmail } from '../../test/mail';
import { confirmationTokenFor, confirmRegistration, requestReset } from '../../test/outbox';

beforeAll(async () => {
  await loadReferenceData();
});

const register = (json = registration(), headers: Record<string, string> = newClient()) =>
  client.facility.registrations.$post({ json }, { headers });
const accountsFor = async (email: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?1').bind(email).first<{ n: number }>())!.n;
const templatesTo = async (email: string) =>
  (await env.DB.prepare('SELECT template FROM email_outbox WHERE to_email = ?1 ORDER BY id').bind(email).all<{ template: string }>()).results.map(
    (r) => r.template,
  );

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
    for (let i = 0; i < 5; i++) expect((await register(registration(), from)).status).toBe(202);
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
    expect((await register()).status).toBe(202);
  });

  it('does not count a registration refused as invalid', async () => {
    const from = newClient();
    for (let i = 0; i < 6; i++) expect((await register(registration({ facilityName: '' }), from)).status).toBe(400);
    expect((await register(registration(), from)).status).toBe(202);
  });

  it('takes 3 tries an hour for one email from any number of clients, however it is written', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(202);
    expect((await register({ ...body, email: body.email.toUpperCase() })).status).toBe(202);
    expect((await register({ ...body, email: ` ${body.email} ` })).status).toBe(202);
    const fourth = await register(body);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(fourth)).error.code).toBe('rate_limited');
    // Another address from the same clients is not affected.
    expect((await register()).status).toBe(202);
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
      expect(ok.status).toBe(202);
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
    expect((await deliveringClient.facility.registrations.$post({ json: body }, { headers: newClient() })).status).toBe(202);
    // The facility's name reaches an email only once the address is confirmed.
    const token = (await confirmationTokenFor(body.email))!;
    expect((await deliveringClient.facility.registrations.confirmation.$post({ json: { token } }, { headers: newClient() })).status).toBe(200);
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
    expect(first.status).toBe(202);
    const again = await register(body, withKey('register-retry-0001'));
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(await first.json());
    expect(await accountsFor(body.email)).toBe(1);
    expect(await emailsTo(body.email)).toBe(1);
  });

  it('refuses the key sent again with other details (409) and stores nothing for them', async () => {
    const body = registration();
    expect((await register(body, withKey('register-reused-0002'))).status).toBe(202);
    const other = registration();
    const res = await register(other, withKey('register-reused-0002'));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toMatch(/already sent with different details/);
    expect(await accountsFor(other.email)).toBe(0);
  });

  it('counts retries of one registration once against the limits', async () => {
    const from = newClient();
    const body = registration();
    for (let i = 0; i < 6; i++) expect((await register(body, withKey('register-counted-0003', from))).status).toBe(202);
    // Past the client's 5 and the email's 3 sends, and yet one registration so far.
    expect((await register(registration(), withKey('register-counted-0004', from))).status).toBe(202);
  });

  it('answers a retry for a taken address as the first time: its owner is told once, however often it is sent', async () => {
    const owner = await addUser({ role: 'facility', password: 'Owner password 2026' });
    const body = registration({ email: owner.email });
    const from = newClient();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await register(body, withKey('register-taken-0005', from)));
    for (const res of answers) expect(res.status).toBe(202);
    expect(await emailsTo(owner.email)).toBe(1);
    // The same key with other details is still the client's bug.
    expect((await register(registration({ email: owner.email, facilityName: 'Other' }), withKey('register-taken-0005', from))).status).toBe(409);
  });
});

/**
 * What a client can observe of an answer: its status, body and headers, but for what every request
 * has its own of (timings, and the position in the database its bookmark cookie names).
 */
async function observed(res: Response) {
  const varying = new Set(['server-timing', 'x-request-id', 'date', 'cf-ray']);
  const headers = [...res.headers]
    .filter(([name]) => !varying.has(name))
    .map(([name, value]) => [name, value.replace(/^rd_d1=[0-9a-f-]+;/, 'rd_d1=<position>;')]);
  return { status: res.status, headers, body: await res.text() };
}

describe('an address that already has an account', () => {
  const raw = (json: unknown) =>
    api('/api/facility/registrations', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...newClient() }, body: JSON.stringify(json) });

  it('is answered byte for byte as a new address is, whatever the account (admin, facility, waiting, disabled)', async () => {
    const accounts = [
      await addUser({ role: 'admin', password: 'Admin password 2026' }),
      await addUser({ role: 'facility', password: 'Owner password 2026' }),
      await addUser({ role: 'facility', password: 'Owner password 2026', status: 'pending' }),
      await addUser({ role: 'facility', password: 'Owner password 2026', status: 'disabled' }),
    ];
    const fresh = await observed(await raw(registration()));
    expect(fresh.status).toBe(202);
    for (const account of accounts) {
      expect(await observed(await raw(registration({ email: account.email.toUpperCase() })))).toEqual(fresh);
    }
  });

  it('changes nothing and emails its owner a way in, with nothing the registrant typed', async () => {
    const admin = await addUser({ role: 'admin', password: 'Admin password 2026' });
    const owner = await addUser({ role: 'facility', password: 'Owner password 2026' });
    const before = await env.DB.prepare('SELECT (SELECT count(*) FROM facilities) AS f, (SELECT count(*) FROM facility_submissions) AS s, (SELECT group_concat(password_hash) FROM users) AS h').first();
    const words = 'Claim your prize at https://evil.example/win';
    for (const email of [admin.email, owner.email]) {
      expect((await register(registration({ email, facilityName: words, contactPerson: words, description: words }))).status).toBe(202);
    }
    expect(await env.DB.prepare('SELECT (SELECT count(*) FROM facilities) AS f, (SELECT count(*) FROM facility_submissions) AS s, (SELECT group_concat(password_hash) FROM users) AS h').first()).toEqual(before);

    const notices = await env.DB.prepare(`SELECT to_email, template, subject, body_text FROM email_outbox WHERE to_email IN (?1, ?2) ORDER BY id`)
      .bind(admin.email, owner.email)
      .all<{ to_email: string; template: string; subject: string; body_text: string }>();
    expect(notices.results.map((m) => [m.to_email, m.template, m.subject])).toEqual([
      [admin.email, 'registration_attempt', 'Someone tried to register with your email address'],
      [owner.email, 'registration_attempt', 'Someone tried to register with your email address'],
    ]);
    const [toAdmin, toOwner] = notices.results.map((m) => m.body_text);
    expect(toAdmin).toContain('http://localhost:8787/admin/login');
    expect(toAdmin).not.toContain('forgot-password');
    expect(toOwner).toContain('http://localhost:8787/facility-login');
    expect(toOwner).toContain('http://localhost:8787/facility-forgot-password');
    expect(JSON.stringify(notices.results)).not.toMatch(/prize|evil/);
  });

  it('cannot be told from a new one by signing in with the password just registered', async () => {
    const owner = await addUser({ role: 'facility', password: 'Owner password 2026' });
    const fresh = registration({ password: 'Typed at signup 2026', confirmPassword: 'Typed at signup 2026' });
    expect((await register(fresh)).status).toBe(202);
    expect((await register({ ...fresh, email: owner.email })).status).toBe(202);
    const signIn = (email: string) =>
      client.facility.session.$post({ json: { email, password: 'Typed at signup 2026' } }, { headers: newClient() });
    const [unconfirmed, taken] = [await signIn(fresh.email), await signIn(owner.email)];
    expect(unconfirmed.status).toBe(401);
    expect((await errorOf(unconfirmed)).error.message).toBe('Invalid email or password. Please try again.');
    expect(taken.status).toBe(401);
    expect((await errorOf(taken)).error.message).toBe('Invalid email or password. Please try again.');
  });
});

describe('an address not confirmed yet', () => {
  it('is sent nothing but its confirmation link: no reset link', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(202);
    const res = await requestReset(body.email);
    expect(res.status).toBe(202);
    expect(await templatesTo(body.email)).toEqual(['registration_confirmation']);
  });

  it('registered again, keeps its registration and re-sends its own link: a later request cannot take the address over', async () => {
    const first = registration({ facilityName: 'First Try Recovery' });
    expect((await register(first)).status).toBe(202);
    const firstToken = (await confirmationTokenFor(first.email))!;
    // Someone else, with the victim's address and a listing and password of their own.
    const second = registration({ email: first.email, facilityName: 'Second Try Recovery', password: 'Second password 2026', confirmPassword: 'Second password 2026' });
    expect((await register(second)).status).toBe(202);
    // The newest email carries the first registration's own link, and nothing of the second is stored.
    expect(await confirmationTokenFor(first.email)).toBe(firstToken);
    const left = await env.DB.prepare(
      `SELECT f.name, (SELECT count(*) FROM facility_submissions s WHERE s.facility_id = f.id) AS submissions
       FROM users u JOIN facilities f ON f.id = u.facility_id WHERE u.email = ?1`,
    )
      .bind(first.email)
      .all();
    expect(left.results).toEqual([{ name: 'First Try Recovery', submissions: 1 }]);
    expect(await env.DB.prepare(`SELECT count(*) AS n FROM facilities WHERE name = 'Second Try Recovery'`).first()).toEqual({ n: 0 });

    // The link's page names the facility it confirms, before anything is confirmed.
    const details = await client.facility.registrations.confirmation.details.$post({ json: { token: firstToken } }, { headers: newClient() });
    expect(await details.json()).toEqual({ facilityName: 'First Try Recovery', email: first.email });
    expect((await confirmRegistration(firstToken)).status).toBe(200);
    // The password is the first registrant's: the second one's opens nothing.
    const signIn = (password: string) => client.facility.session.$post({ json: { email: first.email, password } }, { headers: newClient() });
    expect((await signIn('Second password 2026')).status).toBe(401);
    // Confirmed, it is an account: registering the address again only tells its owner.
    expect((await register(registration({ email: first.email }))).status).toBe(202);
    expect(await accountsFor(first.email)).toBe(1);
    expect(await templatesTo(first.email)).toEqual([
      'registration_confirmation',
      'registration_confirmation',
      'registration_received',
      'registration_attempt',
    ]);
  });

  it('registered again once its link has expired, is replaced: an expired registration holds nothing', async () => {
    const first = registration({ facilityName: 'Expired Try Recovery' });
    expect((await register(first)).status).toBe(202);
    const firstToken = (await confirmationTokenFor(first.email))!;
    await updateRows('users', { email: first.email }, { created_at: '2020-01-01T00:00:00.000Z' });
    expect((await register(registration({ email: first.email, facilityName: 'Fresh Try Recovery' }))).status).toBe(202);
    const fresh = (await confirmationTokenFor(first.email))!;
    expect(fresh).not.toBe(firstToken);
    const details = await client.facility.registrations.confirmation.details.$post({ json: { token: fresh } }, { headers: newClient() });
    expect(await details.json()).toEqual({ facilityName: 'Fresh Try Recovery', email: first.email });
    expect((await client.facility.registrations.confirmation.details.$post({ json: { token: firstToken } }, { headers: newClient() })).status).toBe(400);
  });

  it('registered again when its link cannot be re-sent (sealed under a key since rotated), gets a new link to the same registration', async () => {
    const first = registration({ facilityName: 'Rotated Key Recovery' });
    expect((await register(first)).status).toBe(202);
    const firstToken = (await confirmationTokenFor(first.email))!;
    await updateRows('users', { email: first.email }, { email_confirmation_sealed: 'r1.AAAA.AAAA' });
    expect((await register(registration({ email: first.email, facilityName: 'Not This Recovery' }))).status).toBe(202);
    const renewed = (await confirmationTokenFor(first.email))!;
    expect(renewed).not.toBe(firstToken);
    const details = await client.facility.registrations.confirmation.details.$post({ json: { token: renewed } }, { headers: newClient() });
    expect(await details.json()).toEqual({ facilityName: 'Rotated Key Recovery', email: first.email });
  });
});

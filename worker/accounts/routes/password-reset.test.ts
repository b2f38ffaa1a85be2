import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/hash';
import { updateRows } from '../../test/factories';
import { client, errorOf } from '../../test/client';
import { changePassword, passwordChange } from '../../test/facility-settings';
import { addUser, api, consoleDuring, loadReferenceData, newClient, send, signInAs, withCookie } from '../../test/fixtures';
import { deliverableText, newestEmail } from '../../test/mail';
import { confirmReset, requestReset, resetEmailsTo, resetTokenFor } from '../../test/outbox';

/** Asks whether a reset link still works, as its page does when it opens. */
const checkReset = (token: string) => client.facility['password-reset'].check.$post({ json: { token } }, { headers: newClient() });
const LINK_INVALID = 'This reset link is not valid or has expired. Please ask for a new one.';

describe('password-reset', () => {
  const PASSWORD = 'original secret 1';

  beforeAll(async () => {
    await loadReferenceData();
  });

  const signIn = (email: string, password: string) => client.facility.session.$post({ json: { email, password } }, { headers: newClient() });

  describe('POST /api/facility/password-reset', () => {
    it('answers 202 and emails a one-hour link to the account', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      const res = await requestReset(user.email);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ ok: true });
      expect(await resetTokenFor(user.email)).toMatch(/^[0-9a-f]{64}$/);
    });

    it('finds the account however the address is typed', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      expect((await requestReset(`  ${user.email.toUpperCase()}  `)).status).toBe(202);
      expect(await resetTokenFor(user.email)).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('POST /api/facility/password-reset/check', () => {
    it('answers ok for a live link, and uses nothing: the link still sets the password after it', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      await requestReset(user.email);
      const token = (await resetTokenFor(user.email))!;

      for (const _ of [1, 2]) {
        const res = await checkReset(token);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ ok: true });
      }
      expect((await signIn(user.email, PASSWORD)).status).toBe(200);
      expect(await newestEmail(user.email, 'password_changed')).toBeNull();
      expect((await confirmReset(token, 'brand new secret 2')).status).toBe(204);
      expect((await checkReset(token)).status).toBe(400);
    });
  });

  describe('POST /api/facility/password-reset/confirm', () => {
    it('sets the new password once, and ends the account’s other sessions', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      const oldSession = await signInAs('facility', user.email, PASSWORD);
      await requestReset(user.email);
      const token = (await resetTokenFor(user.email))!;

      const done = await confirmReset(token, 'brand new secret 2');
      expect(done.status).toBe(204);
      expect((await client.facility.session.$get(undefined, withCookie(oldSession))).status).toBe(401);
      expect((await signIn(user.email, PASSWORD)).status).toBe(401);
      expect((await signIn(user.email, 'brand new secret 2')).status).toBe(200);
    });

    it('emails the account that its password was changed, once, with no link that signs in or resets by itself', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      await requestReset(user.email);
      const token = (await resetTokenFor(user.email))!;
      expect(await newestEmail(user.email, 'password_changed')).toBeNull();

      expect((await confirmReset(token, 'brand new secret 3')).status).toBe(204);
      const mail = await newestEmail(user.email, 'password_changed');
      expect(mail!.subject).toBe('Your facility account password was changed');
      const text = (await deliverableText(user.email, 'password_changed'))!;
      expect(text).toContain('changed with a reset link emailed to this address');
      expect(text).toContain('/contact');
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/token=/);

      // The spent link changes nothing more, and tells the owner nothing more.
      expect((await confirmReset(token, 'another secret 4')).status).toBe(400);
      const { n } = (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template = 'password_changed'`)
        .bind(user.email)
        .first<{ n: number }>())!;
      expect(n).toBe(1);
    });
  });
});

describe('password-reset.errors', () => {
  const PASSWORD = 'original secret 1';

  beforeAll(async () => {
    await loadReferenceData();
  });


  async function freshToken(): Promise<{ token: string; userId: number }> {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    expect((await requestReset(user.email)).status).toBe(202);
    return { token: (await resetTokenFor(user.email))!, userId: user.id };
  }

  describe('POST /api/facility/password-reset with bad input', () => {
    it.each([
      ['', 'Email is required'],
      ['   ', 'Email is required'],
      ['not-an-email', 'Please enter a valid email address'],
      [`${'a'.repeat(250)}@x.org`, 'Please enter a valid email address'],
    ])('%j is a 400 naming the email field', async (email, message) => {
      const res = await requestReset(email);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toMatchObject({ code: 'invalid_request', message, fields: { email: message } });
    });

    it('answers a body without an email with a 400', async () => {
      const res = await send('POST', '/api/facility/password-reset', {}, newClient());
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual({ email: 'Email is required' });
    });
  });

  describe('POST /api/facility/password-reset/confirm with bad input', () => {
    it('refuses a used token, naming the token field', async () => {
      const { token } = await freshToken();
      expect((await confirmReset(token, 'brand new secret 2')).status).toBe(204);
      const again = await confirmReset(token, 'third secret 333');
      expect(again.status).toBe(400);
      expect((await errorOf(again)).error.fields?.token).toBe('This reset link is not valid or has expired. Please ask for a new one.');
    });

    it('refuses an expired token', async () => {
      const { token, userId } = await freshToken();
      await updateRows('password_resets', { user_id: userId }, { expires_at: '2000-01-01T00:00:00.000Z' });
      const res = await confirmReset(token, 'brand new secret 2');
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields?.token).toMatch(/not valid or has expired/);
    });

    it('refuses a check of a used, an expired and an unknown token with the 400 confirm gives', async () => {
      const used = await freshToken();
      expect((await confirmReset(used.token, 'brand new secret 2')).status).toBe(204);
      const expired = await freshToken();
      await updateRows('password_resets', { user_id: expired.userId }, { expires_at: '2000-01-01T00:00:00.000Z' });
      const unknown = 'ab'.repeat(32);
      for (const token of [used.token, expired.token, unknown]) {
        const checked = await checkReset(token);
        expect(checked.status).toBe(400);
        const confirmed = await confirmReset(token, 'third secret 333');
        expect((await errorOf(checked)).error).toMatchObject({ code: 'invalid_request', fields: { token: LINK_INVALID } });
        expect((await errorOf(confirmed)).error.fields).toEqual({ token: LINK_INVALID });
      }
    });

    it.each(['abc', 'A'.repeat(64)])('refuses a check of the malformed token %j', async (token) => {
      const res = await checkReset(token);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual({ token: 'This reset link is not valid. Please ask for a new one.' });
    });

    it.each(['abc', 'g'.repeat(64), 'A'.repeat(64), '0'.repeat(63)])('refuses the malformed token %j', async (token) => {
      const res = await confirmReset(token, 'brand new secret 2');
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields?.token).toBe('This reset link is not valid. Please ask for a new one.');
    });

    it.each([
      ['short', 'Password must be at least 8 characters'],
      ['password1', 'This password is too common. Please choose another.'],
      ['x'.repeat(129), 'Password must be at most 128 characters'],
    ])('refuses the new password %j and keeps the token usable', async (password, message) => {
      const { token } = await freshToken();
      const res = await confirmReset(token, password);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields?.password).toBe(message);
      expect((await confirmReset(token, 'brand new secret 2')).status).toBe(204);
    });
  });

  describe('bodies that are not a form', () => {
    const post = (path: string, body: BodyInit, contentType: string) =>
      api(path, { method: 'POST', headers: { Origin: 'http://localhost', 'Content-Type': contentType, ...newClient() }, body });

    it.each(['/api/facility/password-reset', '/api/facility/password-reset/confirm'])('%s: malformed JSON is a 400', async (path) => {
      const res = await post(path, '{"email":', 'application/json');
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.code).toBe('invalid_request');
    });

    it.each(['/api/facility/password-reset', '/api/facility/password-reset/confirm'])('%s: a form post is a 415', async (path) => {
      const res = await post(path, 'email=someone%40test.example.org', 'application/x-www-form-urlencoded');
      expect(res.status).toBe(415);
      expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
    });

    it('refuses a body over 64 KB unread (413)', async () => {
      const res = await post('/api/facility/password-reset', JSON.stringify({ email: `${'a'.repeat(70_000)}@x.org` }), 'application/json');
      expect(res.status).toBe(413);
      expect((await errorOf(res)).error.code).toBe('payload_too_large');
    });
  });

  describe('other methods and paths', () => {
    it.each([
      ['GET', '/api/facility/password-reset'],
      ['DELETE', '/api/facility/password-reset'],
      ['GET', '/api/facility/password-reset/confirm'],
      ['PUT', '/api/facility/password-reset/confirm'],
    ])('%s %s is a 405 with Allow: POST', async (method, path) => {
      const res = await api(path, { method, headers: { Origin: 'http://localhost' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('POST');
      expect((await errorOf(res)).error.code).toBe('method_not_allowed');
    });

    it('is a 404 for a path that does not exist', async () => {
      const res = await send('POST', '/api/facility/password-reset/cancel', { email: 'someone@test.example.org' });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error.code).toBe('not_found');
    });
  });
});

describe('password-reset.security', () => {
  const PASSWORD = 'original secret 1';

  beforeAll(async () => {
    await loadReferenceData();
  });

  const unknownEmail = () => `nobody-${crypto.randomUUID().slice(0, 8)}@test.example.org`;

  describe('the form cannot be used to find accounts', () => {
    it('answers an active, disabled, admin and unknown address exactly alike, and emails only the active facility', async () => {
      const active = await addUser({ role: 'facility', password: PASSWORD });
      const disabled = await addUser({ role: 'facility', password: PASSWORD, status: 'disabled' });
      const admin = await addUser({ role: 'admin', password: PASSWORD });
      const unknown = unknownEmail();
      const answers = [];
      for (const email of [active.email, disabled.email, admin.email, unknown]) {
        const res = await requestReset(email);
        answers.push({ status: res.status, type: res.headers.get('content-type'), body: await res.text() });
      }
      expect(answers[0]).toEqual({ status: 202, type: 'application/json', body: '{"ok":true}' });
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await resetEmailsTo(active.email)).toBe(1);
      for (const email of [disabled.email, admin.email, unknown]) expect(await resetEmailsTo(email)).toBe(0);
    });

    it('limits a known and an unknown address alike: the fourth request in an hour is a 429 for both', async () => {
      const known = await addUser({ role: 'facility', password: PASSWORD });
      const answers = [];
      for (const email of [known.email, unknownEmail()]) {
        for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(202);
        const res = await requestReset(email);
        answers.push({ status: res.status, code: (await errorOf(res)).error.code });
      }
      expect(answers).toEqual([
        { status: 429, code: 'rate_limited' },
        { status: 429, code: 'rate_limited' },
      ]);
    });
  });

  describe('rate limits', () => {
    it('takes 5 requests in 15 minutes from one client, then 429 with Retry-After; other clients go on', async () => {
      const from = newClient();
      for (let i = 0; i < 5; i++) expect((await requestReset(unknownEmail(), from)).status).toBe(202);
      const res = await requestReset(unknownEmail(), from);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      const body = await errorOf(res);
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(/^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/);
      expect((await requestReset(unknownEmail())).status).toBe(202);
    });

    it('sends one address at most 3 emails an hour, from any number of clients, however it is written', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      const variants = [user.email, user.email.toUpperCase(), ` ${user.email} `, user.email, user.email];
      const statuses = [];
      for (const email of variants) statuses.push((await requestReset(email)).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      expect(await resetEmailsTo(user.email)).toBe(3);
      const res = await requestReset(user.email);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    });

    it('does not count a request refused as invalid', async () => {
      const from = newClient();
      for (let i = 0; i < 6; i++) expect((await requestReset('not-an-email', from)).status).toBe(400);
      expect((await requestReset(unknownEmail(), from)).status).toBe(202);
    });

    it('keys its counters by hashes: no email or client address is stored', async () => {
      const email = unknownEmail();
      await requestReset(email, { 'CF-Connecting-IP': '192.0.2.88' });
      const { results } = await env.DB.prepare('SELECT key FROM rate_limit_counters').all<{ key: string }>();
      const keys = results.map((r) => r.key).join('\n');
      expect(keys).not.toContain('@');
      expect(keys).not.toContain(email.split('@')[0]);
      expect(keys).not.toContain('192.0.2.88');
      expect(keys).toMatch(/^reset-email:email:[0-9a-f]{32}$/m);
      expect(keys).toMatch(/^reset-client:client:[0-9a-f]{32}$/m);
    });
  });

  describe('requests from another site', () => {
    it.each(['/api/facility/password-reset', '/api/facility/password-reset/confirm'])('%s: refused (403), nothing sent', async (path) => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      // Raw: the typed client always sends our Origin.
      const res = await api(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', ...newClient() },
        body: JSON.stringify({ email: user.email, token: 'a'.repeat(64), password: 'brand new secret 2' }),
      });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error.code).toBe('forbidden');
      expect(await resetEmailsTo(user.email)).toBe(0);
    });
  });

  describe('reset tokens', () => {
    it('are stored only as their SHA-256: the database never holds a usable link', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      await requestReset(user.email);
      const token = (await resetTokenFor(user.email))!;
      const row = await env.DB.prepare('SELECT token_hash FROM password_resets WHERE user_id = ?1').bind(user.id).first<{ token_hash: string }>();
      expect(row!.token_hash).toBe(await sha256Hex(token));
      expect(row!.token_hash).not.toBe(token);
    });

    it('stop working once the account is disabled', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      await requestReset(user.email);
      const token = (await resetTokenFor(user.email))!;
      await updateRows('users', { id: user.id }, { status: 'disabled' });
      expect((await confirmReset(token, 'brand new secret 2')).status).toBe(400);
    });

    it('a newer request ends every earlier link: only the newest works', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      await requestReset(user.email);
      const first = (await resetTokenFor(user.email))!;
      await requestReset(user.email);
      const newest = (await resetTokenFor(user.email))!;
      expect(newest).not.toBe(first);
      expect((await confirmReset(first, 'brand new secret 2')).status).toBe(400);
      expect((await confirmReset(newest, 'brand new secret 3')).status).toBe(204);
    });

    it('a password changed in Settings ends every link asked for before', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      await requestReset(user.email);
      const token = (await resetTokenFor(user.email))!;
      const cookie = await signInAs('facility', user.email, PASSWORD);
      expect((await changePassword(cookie, passwordChange({ currentPassword: PASSWORD }))).status).toBe(204);
      expect((await confirmReset(token, 'brand new secret 2')).status).toBe(400);
    });
  });

  describe('what reaches the logs', () => {
    it('never the address or the token, even when storing the link fails after the answer', async () => {
      const user = await addUser({ role: 'facility', password: PASSWORD });
      const logs = await consoleDuring(async () => {
        await env.DB.prepare('ALTER TABLE password_resets RENAME TO password_resets_away').run();
        try {
          // The link is written after the answer (the answer must not tell that an account exists),
          // so the answer is every reset's; the failure is the log's.
          const res = await requestReset(user.email);
          expect(res.status).toBe(202);
          expect(await res.text()).not.toContain(user.email);
        } finally {
          await env.DB.prepare('ALTER TABLE password_resets_away RENAME TO password_resets').run();
        }
      });
      // The failure was logged (so the spy saw the logs), without what the person typed.
      expect(logs).toContain('"level":"error"');
      expect(logs).not.toContain(user.email);
      expect(logs).not.toContain(user.email.split('@')[0]);
    });
  });
});

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { REDACTED_LINK } from '../../email/message';
import { sha256Hex } from '../../lib/hash';
import { client, errorOf } from '../../test/client';
import { addUser, api, newClient, send, signInAs, withCookie } from '../../test/fixtures';
import { acceptInvite, ADMIN_PASSWORD, auditLinesFor, invite, inviteTokenFor, newStaffEmail, resendInvite, setStaffStatus, signedInAdmin } from '../../test/staff';

describe('staff', () => {
  const adminSignIn = (email: string, password: string) =>
    client.admin.session.$post({ json: { email, password } }, { headers: newClient() });

  describe('GET /api/admin/staff', () => {
    it('lists the administrators, not facility accounts, a page at a time', async () => {
      const me = await signedInAdmin();
      const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
      const invited = newStaffEmail();
      await invite(me.cookie, invited, 'Robin Invited');

      const res = await client.admin.staff.$get({ query: { limit: '100' } }, withCookie(me.cookie));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.page).toBe(1);
      expect(body.limit).toBe(100);
      expect(body.total).toBe(body.items.length);
      const emails = body.items.map((m) => m.email);
      expect(emails).toContain(me.email);
      expect(emails).not.toContain(facility.email);
      const mine = body.items.find((m) => m.email === me.email)!;
      expect(mine).toEqual({ id: me.id, email: me.email, name: 'Test User', status: 'active', lastLoginAt: expect.any(String), createdAt: expect.any(String) });
      expect(body.items.find((m) => m.email === invited)).toMatchObject({ name: 'Robin Invited', status: 'pending', lastLoginAt: null });

      const second = await (await client.admin.staff.$get({ query: { limit: '1', page: '2' } }, withCookie(me.cookie))).json();
      expect(second.items).toHaveLength(1);
      expect(second.items[0]!.id).toBe(body.items[1]!.id);
      expect(second.total).toBe(body.total);
    });
  });

  describe('POST /api/admin/staff', () => {
    it('creates a pending administrator, a hashed 72-hour invite link, the email carrying it and an audit line', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      const before = Date.now();
      const res = await invite(me.cookie, `  ${email.toUpperCase()} `, 'Casey Morgan');
      expect(res.status).toBe(201);
      const { member } = await res.json();
      expect(member).toMatchObject({ email, name: 'Casey Morgan', status: 'pending', lastLoginAt: null });

      const mail = await env.DB.prepare(`SELECT subject, body_text FROM email_outbox WHERE to_email = ?1 AND template = 'staff_invitation'`)
        .bind(email)
        .first<{ subject: string; body_text: string }>();
      expect(mail!.body_text).toContain('Hello Casey Morgan');
      // The outbox keeps the email with its link removed; the recipient's copy has it.
      expect(mail!.body_text).not.toContain('token=');
      expect(mail!.body_text).toContain(REDACTED_LINK);
      const token = (await inviteTokenFor(email))!;

      const link = await env.DB.prepare('SELECT token_hash, purpose, expires_at, used_at FROM password_resets WHERE user_id = ?1')
        .bind(member.id)
        .first<{ token_hash: string; purpose: string; expires_at: string; used_at: string | null }>();
      expect(link).toMatchObject({ token_hash: await sha256Hex(token), purpose: 'invite', used_at: null });
      const ttl = Date.parse(link!.expires_at) - before;
      expect(ttl).toBeGreaterThanOrEqual(72 * 3600 * 1000);
      expect(ttl).toBeLessThan(72 * 3600 * 1000 + 60_000);

      expect(await auditLinesFor(`user:${member.id}`)).toEqual([
        { actor_id: me.id, actor_email: me.email, action: 'staff.invite', target: `user:${member.id}`, detail: null },
      ]);
    });

    it('the invited person sets a password with the link and signs in', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      await invite(me.cookie, email);
      expect((await acceptInvite((await inviteTokenFor(email))!, 'my own admin secret 7')).status).toBe(204);
      const res = await adminSignIn(email, 'my own admin secret 7');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ user: { email, role: 'admin', name: 'Casey Morgan' } });
    });
  });

  describe('POST /api/admin/staff/:id/invitation (send the invitation again)', () => {
    it('sends a new link, ends the earlier one, and audits it', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      const { member } = await (await invite(me.cookie, email)).json();
      const first = (await inviteTokenFor(email))!;

      const res = await resendInvite(me.cookie, member.id);
      expect(res.status).toBe(200);
      expect((await res.json()).member).toMatchObject({ id: member.id, email, status: 'pending' });
      const second = (await inviteTokenFor(email))!;
      expect(second).not.toBe(first);
      expect((await acceptInvite(first, 'my own admin secret 7')).status).toBe(400);
      expect((await acceptInvite(second, 'my own admin secret 7')).status).toBe(204);
      expect((await auditLinesFor(`user:${member.id}`)).map((l) => [l.action, l.actor_id])).toEqual([
        ['staff.invite', me.id],
        ['staff.invite_resend', me.id],
        ['staff.invite_accept', member.id],
      ]);
    });

    it('409 for an administrator who is not awaiting an invitation, 404 for one who does not exist; nothing is sent', async () => {
      const me = await signedInAdmin();
      const active = await signedInAdmin();
      expect((await resendInvite(me.cookie, active.id)).status).toBe(409);
      expect((await resendInvite(me.cookie, 987654)).status).toBe(404);
      const sent = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1`).bind(active.email).first<{ n: number }>();
      expect(sent!.n).toBe(0);
    });
  });

  describe('PATCH /api/admin/staff/:id', () => {
    it('disables an administrator: their session ends at once, they cannot sign in; enabling lets them back', async () => {
      const me = await signedInAdmin();
      const other = await signedInAdmin();
      expect((await client.admin.session.$get(undefined, withCookie(other.cookie))).status).toBe(200);

      const res = await setStaffStatus(me.cookie, other.id, 'disabled');
      expect(res.status).toBe(200);
      expect((await res.json()).member).toMatchObject({ id: other.id, status: 'disabled' });
      expect((await client.admin.session.$get(undefined, withCookie(other.cookie))).status).toBe(401);
      const refused = await adminSignIn(other.email, ADMIN_PASSWORD);
      expect(refused.status).toBe(401);

      const enabled = await setStaffStatus(me.cookie, other.id, 'active');
      expect(enabled.status).toBe(200);
      expect((await enabled.json()).member).toMatchObject({ id: other.id, status: 'active' });
      expect((await adminSignIn(other.email, ADMIN_PASSWORD)).status).toBe(200);
      // The old session stays ended: enabling does not bring back what disabling revoked.
      expect((await client.admin.session.$get(undefined, withCookie(other.cookie))).status).toBe(401);

      expect((await auditLinesFor(`user:${other.id}`)).map((l) => [l.action, l.actor_id])).toEqual([
        ['staff.disable', me.id],
        ['staff.enable', me.id],
      ]);
    });

    it('revoking an invitation ends its link: enabled again, it is pending with no working link until re-sent', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      const { member } = await (await invite(me.cookie, email)).json();
      const token = (await inviteTokenFor(email))!;
      expect((await (await setStaffStatus(me.cookie, member.id, 'disabled')).json()).member.status).toBe('disabled');
      expect((await acceptInvite(token, 'my own admin secret 7')).status).toBe(400);
      expect((await (await setStaffStatus(me.cookie, member.id, 'active')).json()).member.status).toBe('pending');
      expect((await acceptInvite(token, 'my own admin secret 7')).status).toBe(400);

      expect((await resendInvite(me.cookie, member.id)).status).toBe(200);
      expect((await acceptInvite((await inviteTokenFor(email))!, 'my own admin secret 7')).status).toBe(204);
    });

    it('an admin may disable themself while another admin is active', async () => {
      const me = await signedInAdmin();
      await signedInAdmin();
      const res = await setStaffStatus(me.cookie, me.id, 'disabled');
      expect(res.status).toBe(200);
      expect((await client.admin.session.$get(undefined, withCookie(me.cookie))).status).toBe(401);
    });

    it('asking for the status an account already has changes nothing and writes no audit line', async () => {
      const me = await signedInAdmin();
      const other = await signedInAdmin();
      const res = await setStaffStatus(me.cookie, other.id, 'active');
      expect(res.status).toBe(200);
      expect((await res.json()).member).toMatchObject({ id: other.id, status: 'active' });
      expect((await client.admin.session.$get(undefined, withCookie(other.cookie))).status).toBe(200);
      expect(await auditLinesFor(`user:${other.id}`)).toEqual([]);
    });
  });
});

describe('staff.errors', () => {
  const LAST_ADMIN = 'This is the last active administrator, so it cannot be disabled. Invite or enable another administrator first.';

  async function expectFieldError(res: Response | { status: number; headers: Headers; json(): Promise<unknown> }, status: number, field: string, message: string) {
    expect(res.status).toBe(status);
    const body = await errorOf(res);
    expect(body.error.fields?.[field]).toBe(message);
  }

  const staffCount = async () =>
    (await env.DB.prepare(`SELECT count(*) AS n FROM users WHERE role = 'admin'`).first<{ n: number }>())!.n;

  describe('POST /api/admin/staff: bad input', () => {
    it('names each missing or invalid field, and creates nothing', async () => {
      const me = await signedInAdmin();
      const before = await staffCount();
      const post = (body: unknown) => send('POST', '/api/admin/staff', body, { Cookie: me.cookie, ...newClient() });
      const empty = await post({});
      expect(empty.status).toBe(400);
      expect((await errorOf(empty)).error.fields).toEqual({ name: 'Name is required', email: 'Email is required' });
      await expectFieldError(await post({ name: '   ', email: newStaffEmail() }), 400, 'name', 'Name is required');
      await expectFieldError(await post({ name: 'Casey', email: 'not-an-email' }), 400, 'email', 'Please enter a valid email address');
      await expectFieldError(await post({ name: 'x'.repeat(101), email: newStaffEmail() }), 400, 'name', 'Name must be at most 100 characters');
      expect(await staffCount()).toBe(before);
    });

    it('answers 409 naming the email when any account already has it, however it is cased', async () => {
      const me = await signedInAdmin();
      const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
      const res = await invite(me.cookie, facility.email.toUpperCase());
      await expectFieldError(res, 409, 'email', 'An account with this email already exists.');
      const again = newStaffEmail();
      expect((await invite(me.cookie, again)).status).toBe(201);
      await expectFieldError(await invite(me.cookie, again), 409, 'email', 'An account with this email already exists.');
    });

    it('two invitations of one address at once: one account, one email, one 409', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      const answers = await Promise.all([invite(me.cookie, email), invite(me.cookie, email)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const mails = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1`).bind(email).first<{ n: number }>();
      expect(mails!.n).toBe(1);
    });

    it('refuses a body that is not JSON (415)', async () => {
      const me = await signedInAdmin();
      const res = await send('POST', '/api/admin/staff', undefined, { Cookie: me.cookie, 'Content-Type': 'text/plain' });
      expect(res.status).toBe(415);
      expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
    });
  });

  describe('PATCH /api/admin/staff/:id: bad input', () => {
    it('400 for an unknown status or a malformed id; 404 for an id that is no administrator', async () => {
      const me = await signedInAdmin();
      const other = await signedInAdmin();
      const patch = (path: string, body: unknown) => send('PATCH', path, body, { Cookie: me.cookie });
      await expectFieldError(await patch(`/api/admin/staff/${other.id}`, { status: 'pending' }), 400, 'status', 'Status must be active or disabled.');
      await expectFieldError(await patch(`/api/admin/staff/${other.id}`, {}), 400, 'status', 'Status must be active or disabled.');
      await expectFieldError(await patch('/api/admin/staff/abc', { status: 'disabled' }), 400, 'id', 'The id must be a whole number.');
      const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
      for (const id of [facility.id, 999_999]) {
        const res = await setStaffStatus(me.cookie, id, 'disabled');
        expect(res.status).toBe(404);
        expect((await errorOf(res)).error.code).toBe('not_found');
      }
      const row = await env.DB.prepare('SELECT status FROM users WHERE id = ?1').bind(facility.id).first<{ status: string }>();
      expect(row!.status).toBe('active');
    });
  });

  describe('the last active administrator', () => {
    /** Leaves `keep` as the only active administrators (pending and disabled ones stay as they are). */
    const onlyActive = async (...keep: number[]) => {
      await env.DB.prepare(
        `UPDATE users SET status = 'disabled' WHERE role = 'admin' AND status = 'active' AND id NOT IN (SELECT value FROM json_each(?1))`,
      )
        .bind(JSON.stringify(keep))
        .run();
    };

    it('cannot disable themself: 409 with a clear message, still signed in, no audit line', async () => {
      const me = await signedInAdmin();
      await onlyActive(me.id);
      const res = await setStaffStatus(me.cookie, me.id, 'disabled');
      expect(res.status).toBe(409);
      expect((await errorOf(res)).error).toMatchObject({ code: 'conflict', message: LAST_ADMIN });
      expect((await client.admin.session.$get(undefined, withCookie(me.cookie))).status).toBe(200);
      expect(await auditLinesFor(`user:${me.id}`)).toEqual([]);
    });

    it('pending invitations do not count as active, and may themselves be disabled', async () => {
      const me = await signedInAdmin();
      const { member } = await (await invite(me.cookie, newStaffEmail())).json();
      await onlyActive(me.id);
      expect((await setStaffStatus(me.cookie, me.id, 'disabled')).status).toBe(409);
      expect((await setStaffStatus(me.cookie, member.id, 'disabled')).status).toBe(200);
    });

    it('two administrators disabling each other at once: exactly one succeeds, one stays active', async () => {
      const a = await signedInAdmin();
      const b = await signedInAdmin();
      await onlyActive(a.id, b.id);
      const answers = await Promise.all([setStaffStatus(a.cookie, b.id, 'disabled'), setStaffStatus(b.cookie, a.id, 'disabled')]);
      const statuses: number[] = answers.map((r) => r.status);
      // The loser is refused either by the rule (409) or, if the winner's change landed first, by its ended session (401).
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409 || s === 401)).toHaveLength(1);
      const active = await env.DB.prepare(`SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active'`).first<{ n: number }>();
      expect(active!.n).toBe(1);
    });
  });
});

describe('staff.security', () => {
  const adminSignIn = (email: string, password: string) =>
    client.admin.session.$post({ json: { email, password } }, { headers: newClient() });

  /** Each staff endpoint, called with `cookie` (or none). */
  const calls = (cookie?: string) => ({
    'GET /api/admin/staff': () => client.admin.staff.$get({ query: {} }, withCookie(cookie)),
    'POST /api/admin/staff': () =>
      client.admin.staff.$post({ json: { name: 'Intruder', email: newStaffEmail() } }, { headers: { ...withCookie(cookie).headers, ...newClient() } }),
    'PATCH /api/admin/staff/:id': () => client.admin.staff[':id'].$patch({ param: { id: '1' }, json: { status: 'disabled' } }, withCookie(cookie)),
  });

  describe('every staff endpoint needs an admin session', () => {
    it('401 with no session, a made-up one, or a facility session; nothing is written', async () => {
      const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
      const facilityCookie = await signInAs('facility', facility.email, ADMIN_PASSWORD);
      const users = async () => (await env.DB.prepare('SELECT count(*) AS n, sum(session_epoch) AS e FROM users').first())!;
      const before = await users();
      for (const cookie of [undefined, `rd_admin=${'ab'.repeat(16)}`, facilityCookie]) {
        for (const [name, call] of Object.entries(calls(cookie))) {
          const res = await call();
          expect(res.status, `${name} with ${cookie ?? 'no cookie'}`).toBe(401);
          expect((await errorOf(res)).error.code).toBe('unauthorized');
        }
      }
      expect(await users()).toEqual(before);
    });

    it('answers are for that browser only: private, no-store', async () => {
      const me = await signedInAdmin();
      const res = await client.admin.staff.$get({ query: {} }, withCookie(me.cookie));
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    });

    it('never shows a password hash or session epoch', async () => {
      const me = await signedInAdmin();
      const { member } = await (await invite(me.cookie, newStaffEmail())).json();
      const list = JSON.stringify(await (await client.admin.staff.$get({ query: { limit: '100' } }, withCookie(me.cookie))).json());
      const changed = JSON.stringify(await (await setStaffStatus(me.cookie, member.id, 'disabled')).json());
      for (const text of [list, changed, JSON.stringify(member)]) expect(text).not.toMatch(/pbkdf2|password|epoch/i);
    });
  });

  describe('requests from another site', () => {
    it.each([
      ['POST', '/api/admin/staff', { name: 'Intruder', email: 'intruder@test.example.org' }],
      ['PATCH', '/api/admin/staff/1', { status: 'disabled' }],
    ])('%s %s: refused (403) even with an admin cookie', async (method, path, body) => {
      const me = await signedInAdmin();
      const res = await api(path, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: me.cookie, ...newClient() },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error.code).toBe('forbidden');
      expect(await inviteTokenFor('intruder@test.example.org')).toBeNull();
    });
  });

  describe('accounts that may not sign in', () => {
    it('a pending invitation and a disabled administrator both get the same "Invalid credentials"', async () => {
      const me = await signedInAdmin();
      const pending = newStaffEmail();
      await invite(me.cookie, pending);
      const disabled = await signedInAdmin();
      await setStaffStatus(me.cookie, disabled.id, 'disabled');
      for (const [email, password] of [
        [pending, ADMIN_PASSWORD],
        [disabled.email, ADMIN_PASSWORD],
      ] as const) {
        const res = await adminSignIn(email, password);
        expect(res.status).toBe(401);
        expect((await errorOf(res)).error.message).toBe('Invalid credentials');
      }
    });

    it('an invitation link does not reset a password, and a reset link does not accept an invitation', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      await invite(me.cookie, email);
      const token = (await inviteTokenFor(email))!;
      const res = await client.facility['password-reset'].confirm.$post({ json: { token, password: 'another secret 99' } }, { headers: newClient() });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields?.token).toMatch(/not valid/);
      const row = await env.DB.prepare('SELECT used_at FROM password_resets WHERE purpose = ?1 AND user_id = (SELECT id FROM users WHERE email = ?2)')
        .bind('invite', email)
        .first<{ used_at: string | null }>();
      expect(row!.used_at).toBeNull();
    });
  });

  describe('rate limits', () => {
    it('takes 20 invitations an hour from one client, then 429 with Retry-After', async () => {
      const me = await signedInAdmin();
      const from = { ...withCookie(me.cookie).headers, ...newClient() };
      const send = () => client.admin.staff.$post({ json: { name: 'Batch Invite', email: newStaffEmail() } }, { headers: from });
      for (let i = 0; i < 20; i++) expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await errorOf(res)).error.message).toMatch(/^Too many invitations sent\. Please wait \d+ minutes? and try again\.$/);
    });
  });
});

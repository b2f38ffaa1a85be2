import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { client, errorOf } from '../../test/client';
import { addUser, api, consoleDuring, newClient, send, withCookie } from '../../test/fixtures';
import { requestReset, resetTokenFor } from '../../test/outbox';
import { acceptInvite, auditLinesFor, invite, inviteTokenFor, newStaffEmail, setStaffStatus, signedInAdmin } from '../../test/staff';

/** Asks whether an invitation link still works, as its page does when it opens. */
const checkInvite = (token: string) => client['staff-invitations'].check.$post({ json: { token } }, { headers: newClient() });

describe('staff-invitations', () => {
  const NEW_PASSWORD = 'my own admin secret 7';

  describe('POST /api/staff-invitations/check', () => {
    it('answers ok for a live link, and uses nothing: the link still sets the password after it', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      const { member } = await (await invite(me.cookie, email)).json();
      const token = (await inviteTokenFor(email))!;

      for (const _ of [1, 2]) {
        const res = await checkInvite(token);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ ok: true });
      }
      const account = await env.DB.prepare('SELECT status FROM users WHERE id = ?1').bind(member.id).first();
      expect(account).toEqual({ status: 'pending' });
      expect((await acceptInvite(token, NEW_PASSWORD)).status).toBe(204);
      expect((await checkInvite(token)).status).toBe(400);
    });
  });

  describe('POST /api/staff-invitations/accept', () => {
    it('sets the first password without a session: the account is active, the link spent, the step audited', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      const { member } = await (await invite(me.cookie, email)).json();
      const token = (await inviteTokenFor(email))!;

      const res = await acceptInvite(token, NEW_PASSWORD);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');

      const account = await env.DB.prepare('SELECT status, awaiting_password FROM users WHERE id = ?1').bind(member.id).first();
      expect(account).toEqual({ status: 'active', awaiting_password: 0 });
      const link = await env.DB.prepare('SELECT used_at FROM password_resets WHERE user_id = ?1').bind(member.id).first<{ used_at: string }>();
      expect(link!.used_at).toEqual(expect.any(String));
      expect((await auditLinesFor(`user:${member.id}`)).map((l) => [l.action, l.actor_id, l.actor_email])).toEqual([
        ['staff.invite', me.id, me.email],
        ['staff.invite_accept', member.id, email],
      ]);

      const signIn = await client.admin.session.$post({ json: { email, password: NEW_PASSWORD } }, { headers: newClient() });
      expect(signIn.status).toBe(200);
      const staff = await (await client.admin.staff.$get({ query: { limit: '100' } }, withCookie(me.cookie))).json();
      expect(staff.items.find((m) => m.id === member.id)).toMatchObject({ status: 'active', lastLoginAt: expect.any(String) });
    });
  });
});

describe('staff-invitations.errors', () => {
  const INVALID = 'This invitation link is not valid or has expired. Please ask an administrator for a new one.';
  const NEW_PASSWORD = 'my own admin secret 7';

  async function expectField(res: { status: number; headers: Headers; json(): Promise<unknown> }, field: string, message: string) {
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.[field]).toBe(message);
  }

  /** A fresh invitation: its token and the account's id. */
  async function invitation() {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    const { member } = await (await invite(me.cookie, email)).json();
    return { me, email, id: member.id, token: (await inviteTokenFor(email))! };
  }

  const statusOf = async (id: number) =>
    (await env.DB.prepare('SELECT status FROM users WHERE id = ?1').bind(id).first<{ status: string }>())!.status;

  describe('POST /api/staff-invitations/accept: bad input', () => {
    it('a missing, malformed or unknown token is the same "not valid" message on `token`', async () => {
      const post = (body: unknown) => send('POST', '/api/staff-invitations/accept', body, newClient());
      await expectField(await post({ password: NEW_PASSWORD }), 'token', INVALID);
      await expectField(await post({ token: 'abc', password: NEW_PASSWORD }), 'token', INVALID);
      await expectField(await acceptInvite('f'.repeat(64), NEW_PASSWORD), 'token', INVALID);
    });

    it('the password follows the rules of every new password, and a refused one leaves the link usable', async () => {
      const { token, id } = await invitation();
      await expectField(await acceptInvite(token, ''), 'password', 'Password is required');
      await expectField(await acceptInvite(token, 'short'), 'password', 'Password must be at least 8 characters');
      await expectField(await acceptInvite(token, 'password123'), 'password', 'This password is too common. Please choose another.');
      expect(await statusOf(id)).toBe('pending');
      expect((await acceptInvite(token, NEW_PASSWORD)).status).toBe(204);
    });

    it('a check of a used, expired, unknown or malformed link is the 400 accept gives', async () => {
      const used = await invitation();
      expect((await acceptInvite(used.token, NEW_PASSWORD)).status).toBe(204);
      const expired = await invitation();
      await updateRows('password_resets', { user_id: expired.id }, { expires_at: '2000-01-01T00:00:00.000Z' });
      for (const token of [used.token, expired.token, 'ab'.repeat(32), 'abc']) {
        await expectField(await checkInvite(token), 'token', INVALID);
      }
    });

    it('a link works once', async () => {
      const { token } = await invitation();
      expect((await acceptInvite(token, NEW_PASSWORD)).status).toBe(204);
      await expectField(await acceptInvite(token, 'another admin secret 8'), 'token', INVALID);
    });

    it('an expired link, or one for a disabled invitation, is refused and changes nothing', async () => {
      const expired = await invitation();
      await updateRows('password_resets', { user_id: expired.id }, { expires_at: '2000-01-01T00:00:00.000Z' });
      await expectField(await acceptInvite(expired.token, NEW_PASSWORD), 'token', INVALID);
      expect(await statusOf(expired.id)).toBe('pending');

      const disabled = await invitation();
      await setStaffStatus(disabled.me.cookie, disabled.id, 'disabled');
      await expectField(await acceptInvite(disabled.token, NEW_PASSWORD), 'token', INVALID);
      expect(await statusOf(disabled.id)).toBe('disabled');
    });

    it('two uses of one link at once: one sets the password, the other is refused', async () => {
      const { token } = await invitation();
      const answers = await Promise.all([acceptInvite(token, NEW_PASSWORD), acceptInvite(token, 'another admin secret 8')]);
      expect(answers.map((r) => r.status).sort()).toEqual([204, 400]);
    });

    it('refuses a body that is not JSON (415)', async () => {
      const res = await send('POST', '/api/staff-invitations/accept', undefined, { 'Content-Type': 'text/plain', ...newClient() });
      expect(res.status).toBe(415);
    });
  });
});

describe('staff-invitations.security', () => {
  const NEW_PASSWORD = 'my own admin secret 7';

  describe('POST /api/staff-invitations/accept', () => {
    it('refuses a request from another site (403) and leaves the invitation pending', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      await invite(me.cookie, email);
      const res = await api('/api/staff-invitations/accept', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', ...newClient() },
        body: JSON.stringify({ token: await inviteTokenFor(email), password: NEW_PASSWORD }),
      });
      expect(res.status).toBe(403);
      const row = await env.DB.prepare('SELECT status FROM users WHERE email = ?1').bind(email).first<{ status: string }>();
      expect(row!.status).toBe('pending');
    });

    it('takes 10 attempts in 15 minutes from one client, then 429 with Retry-After', async () => {
      const from = newClient();
      for (let i = 0; i < 10; i++) expect((await acceptInvite('e'.repeat(64), NEW_PASSWORD, from)).status).toBe(400);
      const res = await acceptInvite('e'.repeat(64), NEW_PASSWORD, from);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await errorOf(res)).error.code).toBe('rate_limited');
    });

    it('counts a check against the same limit: checking is no cheaper way to guess', async () => {
      const from = newClient();
      const check = () => client['staff-invitations'].check.$post({ json: { token: 'e'.repeat(64) } }, { headers: from });
      for (let i = 0; i < 10; i++) expect((await check()).status).toBe(400);
      expect((await check()).status).toBe(429);
      expect((await acceptInvite('e'.repeat(64), NEW_PASSWORD, from)).status).toBe(429);
    });

    it('a facility password-reset link cannot make an administrator', async () => {
      const facility = await addUser({ role: 'facility', password: 'facility secret 12' });
      await requestReset(facility.email);
      const res = await acceptInvite((await resetTokenFor(facility.email))!, NEW_PASSWORD);
      expect(res.status).toBe(400);
      const row = await env.DB.prepare('SELECT role, status FROM users WHERE id = ?1').bind(facility.id).first();
      expect(row).toEqual({ role: 'facility', status: 'active' });
    });

    it('neither the token nor the password reaches the logs or the audit line', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      const { member } = await (await invite(me.cookie, email)).json();
      const token = (await inviteTokenFor(email))!;
      const logs = await consoleDuring(async () => {
        expect((await acceptInvite(token, NEW_PASSWORD)).status).toBe(204);
      });
      const audit = JSON.stringify(await auditLinesFor(`user:${member.id}`));
      for (const text of [logs, audit]) {
        expect(text).not.toContain(token);
        expect(text).not.toContain(NEW_PASSWORD);
      }
    });
  });
});

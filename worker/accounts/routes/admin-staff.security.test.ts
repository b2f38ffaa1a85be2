import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { addUser, api, newClient, signInAs, withCookie } from '../../test/fixtures';
import { ADMIN_PASSWORD, invite, inviteTokenFor, newStaffEmail, setStaffStatus, signedInAdmin } from '../../test/staff';

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

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS } from '../password';
import { client, errorOf } from '../../test/client';
import { addUser, cookieFrom, loadReferenceData, newClient, signInAs, withCookie } from '../../test/fixtures';

const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  await loadReferenceData();
});

describe('POST/GET/DELETE /api/admin/session', () => {
  it('signs in with an HttpOnly SameSite=Strict cookie holding an opaque 128-bit id, and says who is signed in', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const res = await client.admin.session.$post({ json: { email: admin.email, password: PASSWORD } }, { headers: newClient() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email: admin.email, role: 'admin' } });
    const setCookie = res.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/^rd_admin=[0-9a-f]{32};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    // Strict: a link from another site (or a page there navigating to one of our API addresses)
    // arrives without it, so it cannot open a lead or export the CRM on an admin's behalf.
    expect(setCookie).toMatch(/; SameSite=Strict$/);

    const me = await client.admin.session.$get(undefined, withCookie(cookieFrom(res)));
    expect(me.status).toBe(200);
    expect((await me.json()).user.id).toBe(admin.id);
  });

  it('issues a new session id at every sign-in', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const first = await signInAs('admin', admin.email, PASSWORD);
    const second = await signInAs('admin', admin.email, PASSWORD);
    expect(first).not.toBe(second);
  });

  it('signs out: 204, and the same cookie no longer works', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const cookie = await signInAs('admin', admin.email, PASSWORD);
    const out = await client.admin.session.$delete(undefined, withCookie(cookie));
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/rd_admin=;/);
    expect((await client.admin.session.$get(undefined, withCookie(cookie))).status).toBe(401);
  });

  it('writes every sign-in, failure and sign-out to the audit log', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    await client.admin.session.$post({ json: { email: admin.email, password: 'wrong password!' } }, { headers: newClient() });
    const cookie = await signInAs('admin', admin.email, PASSWORD);
    await client.admin.session.$delete(undefined, withCookie(cookie));
    const { results } = await env.DB.prepare(
      `SELECT action FROM audit_log WHERE actor_email = ?1 OR actor_id = ?2 ORDER BY id`,
    )
      .bind(admin.email, admin.id)
      .all<{ action: string }>();
    expect(results.map((r) => r.action)).toEqual(['admin.sign_in_failed', 'admin.sign_in', 'admin.sign_out']);
  });

  it('stores passwords as salted PBKDF2 with the iteration count production Workers accept', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const row = await env.DB.prepare('SELECT password_hash FROM users WHERE id = ?1').bind(admin.id).first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });
});

describe('POST/GET/DELETE /api/facility/session', () => {
  const signIn = (json: { email: string; password: string; remember?: boolean }) =>
    client.facility.session.$post({ json }, { headers: newClient() });

  it('signs in an approved facility account with a SameSite=Strict cookie; remember me keeps it for 30 days', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const plain = await signIn({ email: user.email, password: PASSWORD });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Set-Cookie')).not.toMatch(/Max-Age/i);
    expect(plain.headers.get('Set-Cookie')).toMatch(/^rd_facility=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Strict$/);
    const remembered = await signIn({ email: user.email, password: PASSWORD, remember: true });
    expect(remembered.headers.get('Set-Cookie')).toMatch(/Max-Age=2592000/);
    expect(remembered.headers.get('Set-Cookie')).toMatch(/; SameSite=Strict$/);
    const me = await client.facility.session.$get(undefined, withCookie(cookieFrom(remembered)));
    expect(me.status).toBe(200);
  });

  it("answers a wrong password with the spec's message", async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const res = await signIn({ email: user.email, password: 'not the password' });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error.message).toBe('Invalid email or password. Please try again.');
  });

  it('does not let a registration still under review sign in', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD, status: 'pending' });
    const res = await signIn({ email: user.email, password: PASSWORD });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error.message).toMatch(/under review/);
  });

  it('validates the form with the spec messages', async () => {
    const res = await signIn({ email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ email: 'Please enter a valid email address', password: 'Password is required' });
  });
});

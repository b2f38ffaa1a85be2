import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionHash } from '../auth/sessions';
import { client, errorOf } from '../test/client';
import { addUser, api, loadReferenceData, signInAs, withCookie } from '../test/fixtures';

const PASSWORD = 'a long enough secret';

beforeAll(async () => {
  await loadReferenceData();
});

const idOf = (cookie: string) => cookie.split('=')[1]!;

describe('admin and facility endpoints refuse requests without the right session', () => {
  const guarded = [
    ['GET /api/admin/session', 'admin', (cookie?: string) => client.admin.session.$get(undefined, withCookie(cookie))],
    ['GET /api/admin/stats', 'admin', (cookie?: string) => client.admin.stats.$get(undefined, withCookie(cookie))],
    ['GET /api/facility/session', 'facility', (cookie?: string) => client.facility.session.$get(undefined, withCookie(cookie))],
  ] as const;

  it.each(guarded)('%s: 401 with no session', async (_label, _role, call) => {
    const res = await call();
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error.code).toBe('unauthorized');
  });

  it.each(guarded)('%s: 401 with a made-up session id', async (_label, role, call) => {
    expect((await call(`rd_${role}=${'ab'.repeat(16)}`)).status).toBe(401);
  });

  it.each(guarded)('%s: 401 for the other role', async (_label, role, call) => {
    const other = role === 'admin' ? 'facility' : 'admin';
    const user = await addUser({ role: other, password: PASSWORD });
    const cookie = await signInAs(other, user.email, PASSWORD);
    // Its own cookie, and the same id presented under this role's cookie name.
    expect((await call(cookie)).status).toBe(401);
    expect((await call(`rd_${role}=${idOf(cookie)}`)).status).toBe(401);
  });

  it('refuses an admin sign-in for a facility account', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const res = await client.admin.session.$post({ json: { email: user.email, password: PASSWORD } });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error.message).toBe('Invalid credentials');
  });
});

describe('sessions end when they should, everywhere at once', () => {
  const stats = (cookie: string) => client.admin.stats.$get(undefined, withCookie(cookie));

  it('a signed-out session stays dead even where KV still holds its record', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const cookie = await signInAs('admin', admin.email, PASSWORD);
    const key = `session:${await sessionHash(idOf(cookie))}`;
    const record = await env.SESSIONS.get(key);
    await client.admin.session.$delete(undefined, withCookie(cookie));
    // Another location may still serve the deleted record for up to a minute: put it back.
    await env.SESSIONS.put(key, record!);
    expect((await stats(cookie)).status).toBe(401);
  });

  it('disabling an account ends its sessions at the next request', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const cookie = await signInAs('admin', admin.email, PASSWORD);
    expect((await stats(cookie)).status).toBe(200);
    await env.DB.prepare(`UPDATE users SET status = 'disabled' WHERE id = ?1`).bind(admin.id).run();
    expect((await stats(cookie)).status).toBe(401);
  });

  it('an expired or idle session is refused', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    for (const change of [{ expiresAt: Date.now() - 1 }, { lastSeenAt: Date.now() - 31 * 60 * 1000 }]) {
      const cookie = await signInAs('admin', admin.email, PASSWORD);
      const key = `session:${await sessionHash(idOf(cookie))}`;
      const record = JSON.parse((await env.SESSIONS.get(key))!);
      await env.SESSIONS.put(key, JSON.stringify({ ...record, ...change }));
      expect((await client.admin.session.$get(undefined, withCookie(cookie))).status).toBe(401);
    }
  });
});

describe('brute force', () => {
  const signIn = (role: 'admin' | 'facility', email: string, password: string, ip: string) =>
    client[role].session.$post({ json: { email, password } }, { headers: { 'CF-Connecting-IP': ip } });

  it('locks an account after 5 failures within 15 minutes, with Retry-After and a clear message', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    for (let i = 0; i < 4; i++) expect((await signIn('admin', admin.email, 'nope nope', '203.0.113.10')).status).toBe(401);
    const fifth = await signIn('admin', admin.email, 'nope nope', '203.0.113.10');
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect((await errorOf(fifth)).error.message).toMatch(/Too many failed sign-in attempts/);
    // Even the right password waits, from another client too (the account is locked).
    expect((await signIn('admin', admin.email, PASSWORD, '203.0.113.11')).status).toBe(429);
  });

  it('locks a client that tries many accounts', async () => {
    let status = 0;
    for (let i = 0; i < 5; i++) status = (await signIn('facility', `nobody${i}@test.example.org`, 'guess guess', '203.0.113.20')).status;
    expect(status).toBe(429);
  });

  it('counts failures under hashes: no email or client address is stored', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    expect((await signIn('facility', user.email, 'wrong wrong', '203.0.113.40')).status).toBe(401);
    const { results } = await env.DB.prepare('SELECT key FROM sign_in_failures').all<{ key: string }>();
    const keys = results.map((r) => r.key).join('\n');
    expect(keys).not.toContain('@');
    expect(keys).not.toContain(user.email.split('@')[0]);
    expect(keys).not.toContain('203.0.113.40');
    expect(keys).toMatch(/^email:[0-9a-f]{32}$/m);
    expect(keys).toMatch(/^client:[0-9a-f]{32}$/m);
  });

  it('a success resets the count', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const fail = () => signIn('facility', user.email, 'wrong wrong', '203.0.113.30');
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
    expect((await signIn('facility', user.email, PASSWORD, '203.0.113.30')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
  });
});

describe('cross-origin requests and headers', () => {
  it.each([
    ['another Origin', { Origin: 'https://evil.example' }],
    ['no Origin and a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin at all', {}],
  ])('refuses a state-changing request with %s (403)', async (_label, headers) => {
    // Raw: the typed client always sends our Origin.
    const res = await api('/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'a@b.example', password: 'whatever1' }),
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error.code).toBe('forbidden');
  });

  it('accepts Sec-Fetch-Site: same-origin without an Origin header', async () => {
    const res = await api('/api/facility/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ email: 'someone@test.example.org' }),
    });
    expect(res.status).toBe(202);
  });

  it('sends the security headers on every response', async () => {
    const res = await client.health.$get();
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});

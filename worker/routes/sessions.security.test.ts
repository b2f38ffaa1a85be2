import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionHash } from '../auth/sessions';
import { addUser, api, loadReferenceData, send, signInAs, type ErrorJson } from '../test/fixtures';

const PASSWORD = 'a long enough secret';

beforeAll(async () => {
  await loadReferenceData();
});

const idOf = (cookie: string) => cookie.split('=')[1]!;

describe('admin and facility endpoints refuse requests without the right session', () => {
  const guarded = [
    ['GET', '/api/admin/session', 'admin'],
    ['GET', '/api/admin/stats', 'admin'],
    ['GET', '/api/facility/session', 'facility'],
  ] as const;

  it.each(guarded)('%s %s: 401 with no session', async (method, path) => {
    const res = await send(method, path);
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorJson).error.code).toBe('unauthorized');
  });

  it.each(guarded)('%s %s: 401 with a made-up session id', async (method, path, role) => {
    const res = await send(method, path, undefined, `rd_${role}=${'ab'.repeat(16)}`);
    expect(res.status).toBe(401);
  });

  it.each(guarded)('%s %s: 401 for the other role', async (method, path, role) => {
    const other = role === 'admin' ? 'facility' : 'admin';
    const user = await addUser({ role: other, password: PASSWORD });
    const cookie = await signInAs(other, user.email, PASSWORD);
    // Its own cookie, and the same id presented under this role's cookie name.
    expect((await send(method, path, undefined, cookie)).status).toBe(401);
    expect((await send(method, path, undefined, `rd_${role}=${idOf(cookie)}`)).status).toBe(401);
  });

  it('refuses an admin sign-in for a facility account', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const res = await send('POST', '/api/admin/session', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorJson).error.message).toBe('Invalid credentials');
  });
});

describe('sessions end when they should, everywhere at once', () => {
  it('a signed-out session stays dead even where KV still holds its record', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const cookie = await signInAs('admin', admin.email, PASSWORD);
    const key = `session:${await sessionHash(idOf(cookie))}`;
    const record = await env.SESSIONS.get(key);
    await send('DELETE', '/api/admin/session', undefined, cookie);
    // Another location may still serve the deleted record for up to a minute: put it back.
    await env.SESSIONS.put(key, record!);
    expect((await send('GET', '/api/admin/stats', undefined, cookie)).status).toBe(401);
  });

  it('disabling an account ends its sessions at the next request', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const cookie = await signInAs('admin', admin.email, PASSWORD);
    expect((await send('GET', '/api/admin/stats', undefined, cookie)).status).toBe(200);
    await env.DB.prepare(`UPDATE users SET status = 'disabled' WHERE id = ?1`).bind(admin.id).run();
    expect((await send('GET', '/api/admin/stats', undefined, cookie)).status).toBe(401);
  });

  it('an expired or idle session is refused', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    for (const change of [{ expiresAt: Date.now() - 1 }, { lastSeenAt: Date.now() - 31 * 60 * 1000 }]) {
      const cookie = await signInAs('admin', admin.email, PASSWORD);
      const key = `session:${await sessionHash(idOf(cookie))}`;
      const record = JSON.parse((await env.SESSIONS.get(key))!);
      await env.SESSIONS.put(key, JSON.stringify({ ...record, ...change }));
      expect((await send('GET', '/api/admin/session', undefined, cookie)).status).toBe(401);
    }
  });
});

describe('brute force', () => {
  it('locks an account after 5 failures within 15 minutes, with Retry-After and a clear message', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const client = { 'CF-Connecting-IP': '203.0.113.10' };
    for (let i = 0; i < 4; i++) {
      const res = await send('POST', '/api/admin/session', { email: admin.email, password: 'nope nope' }, undefined, client);
      expect(res.status).toBe(401);
    }
    const fifth = await send('POST', '/api/admin/session', { email: admin.email, password: 'nope nope' }, undefined, client);
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(((await fifth.json()) as ErrorJson).error.message).toMatch(/Too many failed sign-in attempts/);
    // Even the right password waits, from another client too (the account is locked).
    const right = await send('POST', '/api/admin/session', { email: admin.email, password: PASSWORD }, undefined, {
      'CF-Connecting-IP': '203.0.113.11',
    });
    expect(right.status).toBe(429);
  });

  it('locks a client that tries many accounts', async () => {
    const client = { 'CF-Connecting-IP': '203.0.113.20' };
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await send('POST', '/api/facility/session', { email: `nobody${i}@test.example.org`, password: 'guess guess' }, undefined, client);
    }
    expect(last!.status).toBe(429);
  });

  it('a success resets the count', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const client = { 'CF-Connecting-IP': '203.0.113.30' };
    const fail = () => send('POST', '/api/facility/session', { email: user.email, password: 'wrong wrong' }, undefined, client);
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
    expect((await send('POST', '/api/facility/session', { email: user.email, password: PASSWORD }, undefined, client)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
  });
});

describe('cross-origin requests and headers', () => {
  it.each([
    ['another Origin', { Origin: 'https://evil.example' }],
    ['no Origin and a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin at all', {}],
  ])('refuses a state-changing request with %s (403)', async (_label, headers) => {
    const res = await api('/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'a@b.example', password: 'whatever1' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorJson).error.code).toBe('forbidden');
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
    const res = await api('/api/health');
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

import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionHash } from '../sessions';
import { updateRows } from '../../test/factories';
import { client, errorOf, ORIGIN } from '../../test/client';
import { addUser, api, loadReferenceData, signInAs, withCookie } from '../../test/fixtures';

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
    await updateRows('users', { id: admin.id }, { status: 'disabled' });
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
  const signIn = (role: 'admin' | 'facility', email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    client[role].session.$post({ json: { email, password } }, { headers: { 'CF-Connecting-IP': ip, ...headers } });
  let nextIp = 1;
  /** A client address no other test uses, so only the rule under test can refuse it. */
  const freshIp = () => `203.0.${100 + Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('Retry-After'));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('slows an account down after 5 failures, from any number of addresses: 1, 2, 4 … seconds, never more than a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.parse('2031-03-01T09:00:00Z');
    vi.setSystemTime(now);
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const fail = () => signIn('admin', admin.email, 'nope nope', freshIp());
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
    // The fifth failure says the next attempt must wait a second.
    const fifth = await fail();
    expect(fifth.status).toBe(429);
    expect(retryAfter(fifth)).toBe(1);
    expect((await errorOf(fifth)).error.message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    // Too soon: even the right password, from yet another address, waits (and the wait does not grow).
    vi.setSystemTime((now += 500));
    const early = await signIn('admin', admin.email, PASSWORD, freshIp());
    expect(early.status).toBe(429);
    expect(retryAfter(early)).toBe(1);
    // Each failure once the wait is over doubles it, up to a minute.
    const waits: number[] = [];
    let wait = 1;
    for (let i = 0; i < 9; i++) {
      vi.setSystemTime((now += wait * 1000));
      const res = await fail();
      expect(res.status).toBe(429);
      wait = retryAfter(res);
      waits.push(wait);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60, 60]);
    // The admin, trying again and again meanwhile from one address, is refused but never counted:
    // their own address is not locked out by the stranger's guesses.
    const adminIp = freshIp();
    for (let i = 0; i < 6; i++) {
      vi.setSystemTime((now += 9_000));
      expect((await signIn('admin', admin.email, PASSWORD, adminIp)).status).toBe(429);
    }
    // A minute after the last guess, the admin is in.
    vi.setSystemTime(now + 6_000);
    expect((await signIn('admin', admin.email, PASSWORD, adminIp)).status).toBe(200);
  });

  it('counts a burst of attempts sent at once like the same attempts one after another', async () => {
    // One instant for all of them: the clock cannot let a late one through.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2031-05-01T09:00:00Z'));
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn('admin', admin.email, 'nope nope', freshIp())));
    // Five attempts were checked (each a 401, or a 429 once the count reached five); fifteen had to wait.
    const statuses: number[] = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(16);
    const { results } = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE actor_email = ?1 AND action = 'admin.sign_in_failed'`)
      .bind(admin.email)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(5);
  });

  it('locks a client out for 15 minutes after 5 failures, whichever accounts it tried; the accounts stay open to others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2031-04-01T09:00:00Z');
    vi.setSystemTime(start);
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const ip = freshIp();
    let last: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 5; i++) last = await signIn('facility', `nobody${i}-${ip}@test.example.org`, 'guess guess', ip);
    expect(last!.status).toBe(429);
    expect(retryAfter(last!)).toBe(900);
    expect((await errorOf(last!)).error.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    vi.setSystemTime(start + 14 * 60_000);
    expect((await signIn('facility', user.email, PASSWORD, ip)).status).toBe(429);
    expect((await signIn('facility', user.email, PASSWORD, freshIp())).status).toBe(200);
    vi.setSystemTime(start + 15 * 60_000);
    expect((await signIn('facility', user.email, PASSWORD, ip)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: addresses in one /64 share a lockout, another /64 does not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2031-06-01T09:00:00Z'));
    const user = await addUser({ role: 'facility', password: PASSWORD });
    // Five addresses of one /64, however written: the fifth failure locks that /64 out.
    const sameNetwork = ['2001:db8:64:1::1', '2001:db8:64:1::2', '2001:0DB8:0064:0001:abcd:ef01:2345:6789', '2001:db8:64:1:ffff::9', '2001:db8:64:1:1:2:3:4'];
    const statuses: number[] = [];
    for (const [i, ip] of sameNetwork.entries()) statuses.push((await signIn('facility', `nobody${i}-v6@test.example.org`, 'guess guess', ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn('facility', user.email, PASSWORD, '2001:db8:64:1:dead:beef::1')).status).toBe(429);
    // The next /64 is another client.
    expect((await signIn('facility', user.email, PASSWORD, '2001:db8:64:2::1')).status).toBe(200);
  });

  it('counts the address Cloudflare reports: X-Forwarded-For, X-Real-IP and True-Client-IP change nothing', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const ip = freshIp();
    const spoofed = (n: number) => ({ 'X-Forwarded-For': `192.0.2.${n}`, 'X-Real-IP': `192.0.2.${n}`, 'True-Client-IP': `192.0.2.${n}` });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn('facility', `nobody${i}-${ip}@test.example.org`, 'guess guess', ip, spoofed(i))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await signIn('facility', user.email, PASSWORD, ip, spoofed(99))).status).toBe(429);
    // Another client naming the locked one's address in those headers is not locked.
    const other = await signIn('facility', user.email, PASSWORD, freshIp(), { 'X-Forwarded-For': ip, 'X-Real-IP': ip, 'True-Client-IP': ip });
    expect(other.status).toBe(200);

    // The same for the per-client limits of the public forms (here: 5 reset requests in 15 minutes).
    const resetIp = freshIp();
    const resets: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api('/api/facility/password-reset', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': resetIp, ...spoofed(i) },
        body: JSON.stringify({ email: `someone${i}@test.example.org` }),
      });
      resets.push(res.status);
    }
    expect(resets).toEqual([202, 202, 202, 202, 202, 429]);
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

  it("a success starts the account's count again, but not the client's (signing in elsewhere wipes no failures)", async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const fail = (ip: string) => signIn('facility', user.email, 'wrong wrong', ip);
    for (let i = 0; i < 4; i++) expect((await fail(freshIp())).status).toBe(401);
    expect((await signIn('facility', user.email, PASSWORD, freshIp())).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail(freshIp())).status).toBe(401);

    const own = await addUser({ role: 'facility', password: PASSWORD });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await signIn('facility', `nobody${i}-${ip}@test.example.org`, 'guess guess', ip)).status).toBe(401);
    expect((await signIn('facility', own.email, PASSWORD, ip)).status).toBe(200);
    const fifth = await signIn('facility', `nobody4-${ip}@test.example.org`, 'guess guess', ip);
    expect(fifth.status).toBe(429);
    expect(retryAfter(fifth)).toBeGreaterThan(800);
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

  it("gives the static assets the Worker's security headers (web/public/_headers, which the platform applies to them)", async () => {
    const res = await client.health.$get();
    // The assets as Cloudflare serves them (the SPA's build, npm run build), from the binding.
    for (const path of ['/logo.svg', '/images/blog/naloxone-and-harm-reduction.webp']) {
      const asset = await env.ASSETS.fetch(new Request(`${ORIGIN}${path}`));
      expect(asset.status, path).toBe(200);
      await asset.arrayBuffer();
      for (const name of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy']) {
        expect(asset.headers.get(name), `${path} ${name}`).toBe(res.headers.get(name));
      }
    }
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

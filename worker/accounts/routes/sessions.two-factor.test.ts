import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../app';
import worker from '../../index';
import { ORIGIN } from '../../test/client';
import { addUser, consoleDuring, loadReferenceData } from '../../test/fixtures';
import {
  auditOf,
  call,
  codeOf,
  enrolledAdmin,
  json,
  newBrowser,
  PASSWORD,
  PRODUCTION_KEY,
  signInWithPassword,
  type Browser,
  type Enrolment,
} from '../../test/two-factor';

// Two-factor sign-in for admins, through the Worker's public interface. Outside demo mode (as in
// production) a right password gives no session, only a five-minute sign-in step; in demo mode
// two-factor is optional, but an admin who set it up must use it.

const STEP = '/api/admin/session/two-factor';
const NEW_KEY = 'the next production key, 32 characters or more';

beforeAll(async () => {
  await loadReferenceData();
});

// Codes are tied to 30-second steps: tests move a frozen clock on rather than wait.
let now = Date.parse('2031-06-01T09:00:10Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});
const nextStep = () => vi.setSystemTime((now += 30_000));

const isSignedIn = async (browser: Browser) => (await call(browser, 'GET', '/api/admin/session')).status === 200;

describe('outside demo mode, every admin needs a second factor', () => {
  it('a right password gives no session: a sign-in step in a cookie of its own, sent only to the sign-in endpoints and page', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const browser = newBrowser(false);
    const res = await signInWithPassword(browser, admin.email);
    expect(await json(res, 202)).toEqual({ twoFactor: 'enrol' });
    // The same step twice: for the API's steps, and for the sign-in page, whose forms post them without script.
    const [api, page, ...others] = res.headers.getSetCookie().filter((line) => line.startsWith('rd_admin'));
    expect(others).toEqual([]);
    expect(api).toMatch(/^rd_admin_step=[0-9a-f]{32}; Max-Age=300; Path=\/api\/admin\/session; HttpOnly; SameSite=Strict$/);
    expect(page).toBe(api!.replace('Path=/api/admin/session', 'Path=/admin/login'));
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('enrols: a secret, its otpauth URI and QR code; a code turns it on, shows ten recovery codes once, and signs in', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const browser = newBrowser(false);
    await signInWithPassword(browser, admin.email);
    const started = await call(browser, 'POST', `${STEP}/enrolment`);
    expect(started.headers.get('Cache-Control')).toBe('no-store');
    const { secret, uri, qrSvg } = await json<Enrolment>(started, 200);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg /);
    // A wrong code changes nothing; the right one turns it on.
    const wrong = await call(browser, 'POST', `${STEP}/enrolment/confirm`, { code: codeOf(secret, 5) });
    expect(wrong.status).toBe(401);
    const confirmed = await json<{ user: { email: string }; recoveryCodes: string[] }>(
      await call(browser, 'POST', `${STEP}/enrolment/confirm`, { code: codeOf(secret) }),
      200,
    );
    expect(confirmed.user.email).toBe(admin.email);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(await isSignedIn(browser)).toBe(true);
    expect(browser.cookies.has('rd_admin_step')).toBe(false);

    // Stored so that the database alone gives no code: the secret sealed, the recovery codes keyed hashes.
    const row = await env.DB.prepare('SELECT secret, enabled_at FROM admin_two_factor WHERE user_id = ?1').bind(admin.id).first<{ secret: string; enabled_at: string }>();
    expect(row!.enabled_at).not.toBeNull();
    expect(row!.secret).toMatch(/^v2\.[0-9a-f]{8}\./);
    expect(row!.secret).not.toContain(secret);
    const { results } = await env.DB.prepare('SELECT code_hash FROM admin_recovery_codes WHERE user_id = ?1').bind(admin.id).all<{ code_hash: string }>();
    expect(results).toHaveLength(10);
    const stored = results.map((r) => r.code_hash).join(' ');
    for (const code of confirmed.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));

    // Set up once: a second enrolment is refused, and the next sign-in asks for a code.
    expect((await call(browser, 'POST', `${STEP}/enrolment`)).status).toBe(409);
    expect(await json(await signInWithPassword(newBrowser(false), admin.email), 202)).toEqual({ twoFactor: 'code' });
  });

  it('the sign-in step opens no admin endpoint, whatever cookie name it is sent under', async () => {
    const { email } = await enrolledAdmin();
    const browser = newBrowser(false);
    await signInWithPassword(browser, email);
    const stepId = browser.cookies.get('rd_admin_step')!;
    const signInFlow = new Set([
      'POST /api/admin/session',
      'DELETE /api/admin/session',
      `POST ${STEP}`,
      `POST ${STEP}/recovery`,
      `POST ${STEP}/enrolment`,
      `POST ${STEP}/enrolment/confirm`,
    ]);
    const guarded = app.routes
      .filter((r) => r.path.startsWith('/api/admin') && r.method !== 'ALL' && !signInFlow.has(`${r.method} ${r.path}`))
      .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)(\{[^}]*\})?/g, '1') }));
    const unique = [...new Map(guarded.map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(unique.length).toBeGreaterThan(30);
    for (const asSession of [false, true]) {
      if (asSession) browser.cookies.set('rd_admin', stepId);
      for (const route of unique) {
        const res = await call(browser, route.method, route.path, route.method === 'GET' ? undefined : {});
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
      }
    }
    // Nor the enrolment, which a step for a code does not allow.
    browser.cookies.delete('rd_admin');
    expect((await call(browser, 'POST', `${STEP}/enrolment`)).status).toBe(401);
  });

  it('an enrolled admin signs in with password and code; the code cannot be used twice, nor the step', async () => {
    const admin = await enrolledAdmin();
    nextStep();
    const browser = newBrowser(false);
    await signInWithPassword(browser, admin.email);
    const stepCookie = browser.cookies.get('rd_admin_step')!;
    const code = codeOf(admin.secret);
    const res = await call(browser, 'POST', STEP, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect((await json<{ user: { id: number } }>(res, 200)).user.id).toBe(admin.id);
    expect(await isSignedIn(browser)).toBe(true);

    // The same code again, in a new sign-in: refused (replay), within its 30 seconds.
    const again = newBrowser(false);
    await signInWithPassword(again, admin.email);
    const replay = await call(again, 'POST', STEP, { code });
    expect(replay.status).toBe(401);
    expect((await replay.json()) as unknown).toMatchObject({ error: { fields: { code: expect.stringMatching(/not right/) } } });
    // The spent step, even with the next code: refused.
    const reused = { ...newBrowser(false), cookies: new Map([['rd_admin_step', stepCookie]]) };
    expect((await call(reused, 'POST', STEP, { code: codeOf(admin.secret, 1) })).status).toBe(401);
  });

  it('accepts the code of the step before or after now, not two away', async () => {
    const admin = await enrolledAdmin();
    for (const [offset, status] of [
      [2, 401],
      [-2, 401],
      [1, 200],
    ] as const) {
      nextStep();
      nextStep();
      const browser = newBrowser(false);
      await signInWithPassword(browser, admin.email);
      expect((await call(browser, 'POST', STEP, { code: codeOf(admin.secret, offset) })).status).toBe(status);
    }
  });

  it('one sign-in step gives one session, even with two right codes sent at once', async () => {
    const admin = await enrolledAdmin();
    nextStep();
    const browser = newBrowser(false);
    await signInWithPassword(browser, admin.email);
    const answers = await Promise.all([
      call({ ...browser, cookies: new Map(browser.cookies) }, 'POST', STEP, { code: codeOf(admin.secret) }),
      call({ ...browser, cookies: new Map(browser.cookies) }, 'POST', STEP, { code: codeOf(admin.secret, 1) }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('a recovery code signs in once; every step is audited, never a code', async () => {
    const admin = await enrolledAdmin();
    const [first, second] = admin.recoveryCodes;
    const browser = newBrowser(false);
    await signInWithPassword(browser, admin.email);
    expect((await call(browser, 'POST', STEP, { code: '000000' })).status).toBe(401);
    const res = await call(browser, 'POST', `${STEP}/recovery`, { recoveryCode: ` ${first!.toUpperCase()} ` });
    expect(await json(res, 200)).toMatchObject({ user: { id: admin.id }, recoveryCodesLeft: 9 });

    const again = newBrowser(false);
    await signInWithPassword(again, admin.email);
    expect((await call(again, 'POST', `${STEP}/recovery`, { recoveryCode: first })).status).toBe(401);
    expect((await call(again, 'POST', `${STEP}/recovery`, { recoveryCode: second })).status).toBe(200);

    const audit = await auditOf(admin.id);
    expect(audit.map((line) => line.action)).toEqual([
      'admin.two_factor_enrolled',
      'admin.sign_in',
      'admin.sign_out',
      'admin.two_factor_failed',
      'admin.recovery_code_used',
      'admin.sign_in',
      'admin.two_factor_failed',
      'admin.recovery_code_used',
      'admin.sign_in',
    ]);
    expect(audit.map((line) => line.detail).filter(Boolean)).toEqual([
      '{"second_factor":"enrolment"}',
      expect.stringMatching(/^\{"client":"client:[0-9a-f]{32}","factor":"code"\}$/),
      '{"second_factor":"recovery_code"}',
      expect.stringMatching(/^\{"client":"client:[0-9a-f]{32}","factor":"recovery_code"\}$/),
      '{"second_factor":"recovery_code"}',
    ]);
    const everything = JSON.stringify(audit);
    for (const secret of [admin.secret, first!, second!, first!.replace('-', '')]) expect(everything).not.toContain(secret);
  });

  it('code failures count with password failures: the fifth failure of either kind makes the next attempt wait', async () => {
    const admin = await enrolledAdmin();
    nextStep();
    const fresh = () => newBrowser(false);
    for (let i = 0; i < 2; i++) expect((await signInWithPassword(fresh(), admin.email, 'not the password')).status).toBe(401);
    const browser = fresh();
    expect((await signInWithPassword(browser, admin.email)).status).toBe(202);
    for (const expected of [401, 401, 429]) {
      browser.headers = fresh().headers;
      expect((await call(browser, 'POST', STEP, { code: '123456' })).status).toBe(expected);
    }
    browser.headers = fresh().headers;
    const early = await call(browser, 'POST', STEP, { code: codeOf(admin.secret) });
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('1');
    vi.setSystemTime((now += 1_000));
    expect((await call(browser, 'POST', STEP, { code: codeOf(admin.secret) })).status).toBe(200);
  });

  it('the step ends after five minutes, and when the account’s sessions are ended', async () => {
    const admin = await enrolledAdmin();
    const late = newBrowser(false);
    await signInWithPassword(late, admin.email);
    vi.setSystemTime((now += 5 * 60_000));
    const expired = await call(late, 'POST', STEP, { code: codeOf(admin.secret) });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { message: expect.stringMatching(/timed out/) } });

    const ended = newBrowser(false);
    await signInWithPassword(ended, admin.email);
    await env.DB.prepare('UPDATE users SET session_epoch = session_epoch + 1 WHERE id = ?1').bind(admin.id).run();
    expect((await call(ended, 'POST', STEP, { code: codeOf(admin.secret, 1) })).status).toBe(401);
  });

  it('a signed-in admin regenerates recovery codes with a current code (the old ones stop working); cannot turn it off', async () => {
    const admin = await enrolledAdmin();
    nextStep();
    const browser = newBrowser(false);
    await signInWithPassword(browser, admin.email);
    await json(await call(browser, 'POST', STEP, { code: codeOf(admin.secret) }), 200);
    expect(await json(await call(browser, 'GET', STEP), 200)).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    expect((await call(browser, 'POST', `${STEP}/recovery-codes`, { code: codeOf(admin.secret) })).status).toBe(401);
    const fresh = await json<{ recoveryCodes: string[] }>(
      await call(browser, 'POST', `${STEP}/recovery-codes`, { code: codeOf(admin.secret, 1) }),
      200,
    );
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect(fresh.recoveryCodes).not.toContain(admin.recoveryCodes[0]);
    expect((await auditOf(admin.id)).at(-1)!.action).toBe('admin.recovery_codes_regenerated');

    const off = await call(browser, 'DELETE', STEP, { code: codeOf(admin.secret, 1) });
    expect(off.status).toBe(403);

    const old = newBrowser(false);
    await signInWithPassword(old, admin.email);
    expect((await call(old, 'POST', `${STEP}/recovery`, { recoveryCode: admin.recoveryCodes[0] })).status).toBe(401);
    expect((await call(old, 'POST', `${STEP}/recovery`, { recoveryCode: fresh.recoveryCodes[0] })).status).toBe(200);
  });

  it('rotating TWO_FACTOR_KEY locks no one out: the previous key still opens, a sign-in re-seals under the new key, then the previous key can go', async () => {
    const admin = await enrolledAdmin();
    const other = await enrolledAdmin();
    const sealedUnder = async (userId: number) =>
      (await env.DB.prepare('SELECT substr(secret, 1, 11) AS key FROM admin_two_factor WHERE user_id = ?1').bind(userId).first<{ key: string }>())!.key;
    const oldKey = await sealedUnder(admin.id);
    const during = { TWO_FACTOR_KEY: NEW_KEY, TWO_FACTOR_KEY_PREVIOUS: PRODUCTION_KEY };

    nextStep();
    const browser: Browser = { ...newBrowser(false), keys: during };
    await signInWithPassword(browser, admin.email);
    await json(await call(browser, 'POST', STEP, { code: codeOf(admin.secret) }), 200);
    expect(await sealedUnder(admin.id)).not.toBe(oldKey);
    expect(await sealedUnder(other.id)).toBe(oldKey);
    // Recovery codes made under the previous key still work while it is set.
    const recovering: Browser = { ...newBrowser(false), keys: during };
    await signInWithPassword(recovering, other.email);
    await json(await call(recovering, 'POST', `${STEP}/recovery`, { recoveryCode: other.recoveryCodes[0] }), 200);

    nextStep();
    const after: Browser = { ...newBrowser(false), keys: { TWO_FACTOR_KEY: NEW_KEY } };
    await signInWithPassword(after, admin.email);
    await json(await call(after, 'POST', STEP, { code: codeOf(admin.secret) }), 200);
    expect(await isSignedIn(after)).toBe(true);
  });

  it('without TWO_FACTOR_KEY, fails closed: nothing is stored, and the log says what is missing', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const browser = newBrowser(false);
    await signInWithPassword(browser, admin.email);
    const request = new Request(`${ORIGIN}${STEP}/enrolment`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: `rd_admin_step=${browser.cookies.get('rd_admin_step')}` },
    });
    let status = 0;
    const logged = await consoleDuring(async () => {
      status = (await worker.fetch(request, { ...env, DEMO_MODE: 'false', TWO_FACTOR_KEY: undefined }, createExecutionContext())).status;
    });
    expect(status).toBe(500);
    expect(logged).toContain('TWO_FACTOR_KEY must be set');
    expect(await env.DB.prepare('SELECT 1 FROM admin_two_factor WHERE user_id = ?1').bind(admin.id).first()).toBeNull();
  });
});

describe('in demo mode, two-factor is optional; an admin who set it up must use it', () => {
  it('signs in with the password alone until set up; then asks for the code; turning it off takes a code', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const browser = newBrowser(true);
    expect((await signInWithPassword(browser, admin.email)).status).toBe(200);
    expect(await json(await call(browser, 'GET', STEP), 200)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const { secret } = await json<Enrolment>(await call(browser, 'POST', `${STEP}/enrolment`), 200);
    await json(await call(browser, 'POST', `${STEP}/enrolment/confirm`, { code: codeOf(secret) }), 200);
    expect(await json(await call(browser, 'GET', STEP), 200)).toMatchObject({ enabled: true, required: false });

    const next = newBrowser(true);
    expect(await json(await signInWithPassword(next, admin.email), 202)).toEqual({ twoFactor: 'code' });
    expect(await isSignedIn(next)).toBe(false);

    nextStep();
    expect((await call(browser, 'DELETE', STEP, { code: '000000' })).status).toBe(401);
    expect((await call(browser, 'DELETE', STEP, { code: codeOf(secret) })).status).toBe(204);
    expect((await auditOf(admin.id)).at(-1)!.action).toBe('admin.two_factor_disabled');
    expect((await signInWithPassword(newBrowser(true), admin.email)).status).toBe(200);
  });
});

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { totpCode } from '../accounts/two-factor';
import worker from '../index';
import { ORIGIN } from './client';
import { addUser, newClient } from './fixtures';

// The admin sign-in with its second factor, as a browser goes through it: a cookie jar that keeps
// what the Worker sets (the session, the sign-in step), and the Worker run with demo mode on (as
// wrangler.toml sets it) or off (as in production, where every admin must have two-factor).

export const PASSWORD = 'a long enough secret';
export const PRODUCTION_KEY = 'a production key, 32 characters or more';

export interface Browser {
  /** Cookie name → value, as the Worker last set them. */
  cookies: Map<string, string>;
  /** Demo mode on (wrangler.toml's "true") or off ("false", with a TWO_FACTOR_KEY). */
  demo: boolean;
  /** Outside demo mode, keys other than PRODUCTION_KEY alone (a rotation: a new key and the previous one). */
  keys?: Pick<Env, 'TWO_FACTOR_KEY' | 'TWO_FACTOR_KEY_PREVIOUS'>;
  headers: Record<string, string>;
}

export const newBrowser = (demo: boolean): Browser => ({ cookies: new Map(), demo, headers: newClient() });

/** A request from our own pages in `browser`, answered by the Worker with its demo mode. */
export function call(browser: Browser, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  return fetchIn(browser, method, path, headers, body === undefined ? undefined : JSON.stringify(body));
}

/** A page's form sent without script from our own page in `browser` (the redirect not followed). */
export function postForm(browser: Browser, path: string, fields: Record<string, string>): Promise<Response> {
  return fetchIn(browser, 'POST', path, { 'Content-Type': 'application/x-www-form-urlencoded' }, new URLSearchParams(fields).toString());
}

/** A page as `browser` opens it (the redirect not followed). */
export const fetchPage = (browser: Browser, path: string) => fetchIn(browser, 'GET', path, {});

async function fetchIn(browser: Browser, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Response> {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    redirect: 'manual',
    headers: { Origin: ORIGIN, ...browser.headers, ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body,
  });
  const ctx = createExecutionContext();
  const bindings = browser.demo ? env : { ...env, DEMO_MODE: 'false', ...(browser.keys ?? { TWO_FACTOR_KEY: PRODUCTION_KEY }) };
  const res = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const name = pair!.slice(0, pair!.indexOf('='));
    const value = pair!.slice(pair!.indexOf('=') + 1);
    if (value === '' || /Max-Age=0/i.test(line)) browser.cookies.delete(name);
    else browser.cookies.set(name, value);
  }
  return res;
}

export async function json<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** The code the admin's app shows now (or `offsetSteps` 30-second steps from now). */
export const codeOf = (secret: string, offsetSteps = 0) => totpCode(secret, Date.now() + offsetSteps * 30_000);

export const signInWithPassword = (browser: Browser, email: string, password = PASSWORD) =>
  call(browser, 'POST', '/api/admin/session', { email, password });

/** A new admin who has set two-factor up, as outside demo mode (at the first sign-in), then signed out. */
export async function enrolledAdmin(): Promise<{ id: number; email: string; secret: string; recoveryCodes: string[] }> {
  const admin = await addUser({ role: 'admin', password: PASSWORD });
  const browser = newBrowser(false);
  await json(await signInWithPassword(browser, admin.email), 202);
  const { secret } = await json<Enrolment>(await call(browser, 'POST', '/api/admin/session/two-factor/enrolment'), 200);
  const confirmed = await call(browser, 'POST', '/api/admin/session/two-factor/enrolment/confirm', { code: codeOf(secret) });
  const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(confirmed, 200);
  await call(browser, 'DELETE', '/api/admin/session');
  return { ...admin, secret, recoveryCodes };
}

/** The audit lines of one account, oldest first. */
export async function auditOf(userId: number): Promise<Array<{ action: string; detail: string | null }>> {
  const { results } = await env.DB.prepare('SELECT action, detail FROM audit_log WHERE actor_id = ?1 ORDER BY id')
    .bind(userId)
    .all<{ action: string; detail: string | null }>();
  return results;
}

import type { AppContext } from './app-env';
import { DEMO_SERVER_TIMING_KEY, SERVER_TIMING_KEY_HEADER } from './server-timing-key';

// What a request cost in D1 (rows read and written, queries) tells more than speed: a password reset
// or a sign-in reads rows only where an account exists. So `Server-Timing` carries only the total
// time, and the D1 figures go to a caller that shows the key: the benchmarks and tests, and staff
// reading a production answer with the deployment's own key.


/** The key that opens the D1 figures: the secret, or in demo mode the published default; else none. */
function timingKey(env: Pick<Env, 'DEMO_MODE' | 'SERVER_TIMING_KEY'>): string | null {
  return env.SERVER_TIMING_KEY || (env.DEMO_MODE === 'true' ? DEMO_SERVER_TIMING_KEY : null);
}

const encoder = new TextEncoder();

/** Whether this request may see what it cost in D1 (compared in constant time). */
export function showsDbTiming(c: AppContext): boolean {
  const key = timingKey(c.env);
  const given = c.req.header(SERVER_TIMING_KEY_HEADER);
  if (!key || !given) return false;
  const [a, b] = [encoder.encode(key), encoder.encode(given)];
  if (a.byteLength !== b.byteLength) return false;
  // Every byte compared, whatever the first difference (crypto.subtle.timingSafeEqual is workerd's
  // alone, and the SPA's type check reads this file through AppType).
  let difference = 0;
  for (let i = 0; i < a.byteLength; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** `Server-Timing` for an answer of this app: the total, and the D1 figures when the caller may see them. */
export function serverTiming(c: AppContext, started: number): string {
  const db = c.get('db').meter;
  const parts = [`total;dur=${(performance.now() - started).toFixed(1)}`];
  if (db.queries > 0 && showsDbTiming(c)) {
    const written = db.rowsWritten > 0 ? ` rows_written=${db.rowsWritten}` : '';
    const replica = db.fromReplica > 0 ? ` replica=${db.fromReplica}` : '';
    parts.push(`db;dur=${db.durationMs.toFixed(1)};desc="rows_read=${db.rowsRead}${written} queries=${db.queries}${replica}"`);
  }
  return parts.join(', ');
}

import type { Database } from '../lib/db';

const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

/** Seconds until the most recently locked of `keys` opens again, or 0 when none is locked. */
export async function lockedForSeconds(db: Database, keys: string[], now: Date): Promise<number> {
  const rows = await db.all<{ failures: number; window_start: string }>(
    `SELECT failures, window_start FROM sign_in_failures WHERE key IN (SELECT value FROM json_each(?1))`,
    JSON.stringify(keys),
  );
  let wait = 0;
  for (const row of rows) {
    const opensAt = Date.parse(row.window_start) + WINDOW_SECONDS * 1000;
    if (row.failures >= MAX_FAILURES && opensAt > now.getTime()) {
      wait = Math.max(wait, Math.ceil((opensAt - now.getTime()) / 1000));
    }
  }
  return wait;
}

/** Counts a failure against each key; a window older than 15 minutes starts again at 1. */
export async function recordFailure(db: Database, keys: string[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_SECONDS * 1000).toISOString();
  await db.batch(
    keys.map((key) =>
      db.statement(
        `INSERT INTO sign_in_failures (key, failures, window_start) VALUES (?1, 1, ?2)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN window_start < ?3 THEN 1 ELSE failures + 1 END,
           window_start = CASE WHEN window_start < ?3 THEN ?2 ELSE window_start END`,
        key,
        now.toISOString(),
        windowStart,
      ),
    ),
  );
}

export async function clearFailures(db: Database, keys: string[]): Promise<void> {
  await db.run(`DELETE FROM sign_in_failures WHERE key IN (SELECT value FROM json_each(?1))`, JSON.stringify(keys));
}

import type { Database } from '../lib/db';

/**
 * Counts one request against `key` in the fixed window starting at `windowStart` (a new window
 * starts the count again at 1) and returns the count so far.
 */
export async function countRequest(db: Database, key: string, windowStart: string): Promise<number> {
  const row = await db.first<{ count: number }>(
    `INSERT INTO rate_limit_counters (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END,
       window_start = ?2
     RETURNING count`,
    key,
    windowStart,
  );
  return row?.count ?? 0;
}

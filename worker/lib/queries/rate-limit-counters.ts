import type { Database } from '../db';

/**
 * Adds one to `key`'s count in the window starting at `windowStart` (a new window starts it again at
 * 1), unless the counter `attemptKey` names has counted past 1 in this window: the same request sent
 * again.
 */
function countStatement(db: Database, key: string, windowStart: string, attemptKey: string | null) {
  return db.statement(
    `INSERT INTO rate_limit_counters (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN window_start = ?2
         THEN count + coalesce((SELECT a.count = 1 FROM rate_limit_counters a WHERE a.key = ?3 AND a.window_start = ?2), 1)
         ELSE 1 END,
       window_start = ?2
     RETURNING count`,
    key,
    windowStart,
    attemptKey,
  );
}

/**
 * Counts one request against `key` in the fixed window starting at `windowStart` and returns the
 * count so far. `attempt` (a request's Idempotency-Key) makes a retry count once: its own counter is
 * counted first, in the same batch.
 */
export async function countRequest(db: Database, key: string, windowStart: string, attempt: string | null = null): Promise<number> {
  const attemptKey = attempt === null ? null : `${key}:attempt:${attempt}`;
  const counters = attemptKey === null ? [] : [countStatement(db, attemptKey, windowStart, null)];
  const results = await db.batch<{ count: number }>([...counters, countStatement(db, key, windowStart, attemptKey)]);
  return results.at(-1)?.[0]?.count ?? 0;
}

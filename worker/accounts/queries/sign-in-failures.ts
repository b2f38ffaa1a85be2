import type { Database } from '../../lib/db';
import type { SignInFailuresRow } from '../../lib/schema-types';

// Sign-in attempts, counted per client (a hash of its address) and per account (a hash of the email).
// - A client: 5 failures within a 15-minute window lock it out until the window ends (a hard limit).
// - An account: after 5 attempts, each further one must wait 1, 2, 4, ... seconds after the last,
//   at most a minute; 15 minutes without an attempt start the count again. Someone guessing from
//   many addresses is slowed to one guess a minute, and the real admin is never made to wait longer.
// Every attempt is claimed (counted) before it is checked, in one statement per subject, so that a
// burst of requests sent at once is counted like the same requests sent one after another. An
// attempt that turns out right is taken off the counts again.

const CLIENT_MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;
const ACCOUNT_FREE_ATTEMPTS = 5;
const ACCOUNT_MAX_DELAY_SECONDS = 60;

/** What an attempt counts against: lib/subjects.ts emailSubject and clientSubject. */
export interface SignInSubjects {
  account: string;
  client: string;
}

/** Seconds an account's next attempt waits after the last, given the attempts counted so far. */
export function accountDelaySeconds(attempts: number): number {
  if (attempts < ACCOUNT_FREE_ATTEMPTS) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_SECONDS, 2 ** (attempts - ACCOUNT_FREE_ATTEMPTS));
}
// The same rule in SQL, for 5 attempts or more (`1 << 6` is 64, over the cap; a larger shift would overflow).
const ACCOUNT_DELAY_MS_SQL = `1000 * min(${ACCOUNT_MAX_DELAY_SECONDS}, 1 << min(failures - ${ACCOUNT_FREE_ATTEMPTS}, 6))`;

type Row = Pick<SignInFailuresRow, 'key' | 'failures' | 'window_start' | 'last_attempt_ms'>;

/**
 * Counts one attempt against the client and the account, when both may still try. Returns 0 when the
 * attempt may go ahead (it is counted as a failure until settled), else the seconds to wait.
 */
export async function claimAttempt(db: Database, subjects: SignInSubjects, now: Date): Promise<number> {
  const nowMs = now.getTime();
  const windowStart = new Date(nowMs - WINDOW_SECONDS * 1000).toISOString();
  const [client, account] = await db.batch<{ failures: number }>([
    db.statement(
      `INSERT INTO sign_in_failures (key, failures, window_start) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN window_start <= ?3 THEN 1 ELSE failures + 1 END,
         window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
       RETURNING failures`,
      subjects.client,
      now.toISOString(),
      windowStart,
    ),
    // Only when the client is within its limit, and only once the account's delay has passed. An
    // account row's window_start is its last attempt, so the daily purge (housekeeping.ts) never
    // drops the count of an account still being guessed at.
    db.statement(
      `INSERT INTO sign_in_failures (key, failures, window_start, last_attempt_ms)
       SELECT ?1, 1, ?2, ?3 WHERE (SELECT failures FROM sign_in_failures WHERE key = ?5) <= ${CLIENT_MAX_FAILURES}
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN coalesce(last_attempt_ms, 0) < ?4 THEN 1 ELSE failures + 1 END,
         window_start = ?2,
         last_attempt_ms = ?3
       WHERE coalesce(last_attempt_ms, 0) < ?4 OR failures < ${ACCOUNT_FREE_ATTEMPTS} OR ?3 - last_attempt_ms >= ${ACCOUNT_DELAY_MS_SQL}
       RETURNING failures`,
      subjects.account,
      now.toISOString(),
      nowMs,
      nowMs - WINDOW_SECONDS * 1000,
      subjects.client,
    ),
    // Refused (the statement above changed no row): then it does not count against the client either,
    // or an admin retrying while a stranger keeps their account's delay up would lock out their own
    // address.
    db.statement(`UPDATE sign_in_failures SET failures = failures - 1 WHERE key = ?1 AND changes() = 0`, subjects.client),
  ]);
  const clientFailures = client?.[0]?.failures ?? 0;
  if (clientFailures <= CLIENT_MAX_FAILURES && account?.length) return 0;
  return Math.max(1, await waitSeconds(db, subjects, now));
}

/**
 * Seconds until the client's lock ends or the account's delay has passed, whichever is later; 0
 * when the next attempt may go ahead at once.
 */
export async function waitSeconds(db: Database, subjects: SignInSubjects, now: Date): Promise<number> {
  const rows = await db.all<Row>(
    `SELECT key, failures, window_start, last_attempt_ms FROM sign_in_failures WHERE key IN (?1, ?2)`,
    subjects.client,
    subjects.account,
  );
  let waitMs = 0;
  for (const row of rows) {
    if (row.key === subjects.client && row.failures >= CLIENT_MAX_FAILURES) {
      waitMs = Math.max(waitMs, Date.parse(row.window_start) + WINDOW_SECONDS * 1000 - now.getTime());
    }
    const delayMs = accountDelaySeconds(row.failures) * 1000;
    if (row.key === subjects.account && delayMs > 0 && row.last_attempt_ms !== null && row.last_attempt_ms > now.getTime() - WINDOW_SECONDS * 1000) {
      waitMs = Math.max(waitMs, row.last_attempt_ms + delayMs - now.getTime());
    }
  }
  return Math.max(0, Math.ceil(waitMs / 1000));
}

/** The attempt was right (a password, before its second factor): it no longer counts. */
export function settleRightStatement(db: Database, subjects: SignInSubjects) {
  return db.statement(
    `UPDATE sign_in_failures SET failures = max(failures - 1, 0) WHERE key IN (?1, ?2)`,
    subjects.client,
    subjects.account,
  );
}

/**
 * Signed in: the account's count starts again. The client's loses only this attempt: a success
 * there must not wipe out failures it made against other accounts.
 */
export function signedInStatements(db: Database, subjects: SignInSubjects) {
  return [
    db.statement(`UPDATE sign_in_failures SET failures = max(failures - 1, 0) WHERE key = ?1`, subjects.client),
    db.statement(`DELETE FROM sign_in_failures WHERE key = ?1`, subjects.account),
  ];
}

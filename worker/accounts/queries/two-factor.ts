import type { Database } from '../../lib/db';
import type { AdminTwoFactorRow } from '../../lib/schema-types';

// An admin's second factor: the sealed TOTP secret, the last time step used, the recovery codes.

export type TwoFactorRow = Pick<AdminTwoFactorRow, 'secret' | 'enabled_at' | 'last_used_step'>;

const nowIso = () => new Date().toISOString();

export function findTwoFactor(db: Database, userId: number): Promise<TwoFactorRow | null> {
  return db.first<TwoFactorRow>('SELECT secret, enabled_at, last_used_step FROM admin_two_factor WHERE user_id = ?1', userId);
}

/**
 * Keeps a new, not yet confirmed secret (a second start replaces the first). Returns false when
 * two-factor is already on: that secret is never replaced this way.
 */
export async function saveUnconfirmedSecret(db: Database, userId: number, sealed: string): Promise<boolean> {
  const meta = await db.run(
    `INSERT INTO admin_two_factor (user_id, secret) VALUES (?1, ?2)
     ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, last_used_step = 0,
       created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE admin_two_factor.enabled_at IS NULL`,
    userId,
    sealed,
  );
  return meta.changes > 0;
}

/**
 * Takes time step `step` for the account, once: false when that step or a later one was already
 * used (a replayed code). `confirmed` says whether the secret must be on already or still pending.
 */
export async function claimStep(db: Database, userId: number, step: number, confirmed: boolean): Promise<boolean> {
  const meta = await db.run(
    `UPDATE admin_two_factor SET last_used_step = ?2
     WHERE user_id = ?1 AND last_used_step < ?2 AND (enabled_at IS NOT NULL) = ?3`,
    userId,
    step,
    confirmed ? 1 : 0,
  );
  return meta.changes > 0;
}

/**
 * The secret sealed again (under a new key), unless it changed since it was read: a second start of
 * enrolment in between keeps its own secret.
 */
export async function resealSecret(db: Database, userId: number, sealed: string, resealed: string): Promise<void> {
  await db.run('UPDATE admin_two_factor SET secret = ?3 WHERE user_id = ?1 AND secret = ?2', userId, sealed, resealed);
}

/**
 * Uses one recovery code up, given every form it may be stored in (one per key, during a key
 * rotation); false when there is no such unused code.
 */
export async function spendRecoveryCode(db: Database, userId: number, codeHashes: string[]): Promise<boolean> {
  const meta = await db.run(
    `UPDATE admin_recovery_codes SET used_at = ?3
     WHERE user_id = ?1 AND code_hash IN (SELECT value FROM json_each(?2)) AND used_at IS NULL`,
    userId,
    JSON.stringify(codeHashes),
    nowIso(),
  );
  return meta.changes > 0;
}

export async function unusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const row = await db.first<{ n: number }>(
    'SELECT count(*) AS n FROM admin_recovery_codes WHERE user_id = ?1 AND used_at IS NULL',
    userId,
  );
  return row?.n ?? 0;
}

/**
 * Turns the confirmed secret on and stores its recovery codes, in one batch. The codes are written
 * only if this batch is the one that turned it on (its own timestamp), so of two confirmations at
 * once, the codes shown are the ones stored.
 */
export function enableStatements(db: Database, userId: number, codeHashes: string[]) {
  const at = nowIso();
  return [
    db.statement('UPDATE admin_two_factor SET enabled_at = ?2 WHERE user_id = ?1 AND enabled_at IS NULL', userId, at),
    ...replaceRecoveryCodesStatements(db, userId, codeHashes, at),
  ];
}

/** Only while two-factor is on (and, when the parameter `at` is not null, turned on at `at`). */
const whileOn = (at: string) =>
  `EXISTS (SELECT 1 FROM admin_two_factor WHERE user_id = ?1 AND enabled_at IS NOT NULL AND (${at} IS NULL OR enabled_at = ${at}))`;

/** The account's recovery codes become `codeHashes`, while two-factor is on (since `enabledAt`, when given). */
export function replaceRecoveryCodesStatements(db: Database, userId: number, codeHashes: string[], enabledAt?: string) {
  return [
    db.statement(`DELETE FROM admin_recovery_codes WHERE user_id = ?1 AND ${whileOn('?2')}`, userId, enabledAt ?? null),
    db.statement(
      `INSERT INTO admin_recovery_codes (user_id, code_hash) SELECT ?1, value FROM json_each(?2) WHERE ${whileOn('?3')}`,
      userId,
      JSON.stringify(codeHashes),
      enabledAt ?? null,
    ),
  ];
}

/** Two-factor off: the secret and every recovery code go. */
export function disableStatements(db: Database, userId: number) {
  return [
    db.statement('DELETE FROM admin_recovery_codes WHERE user_id = ?1', userId),
    db.statement('DELETE FROM admin_two_factor WHERE user_id = ?1', userId),
  ];
}

/**
 * Marks a sign-in step as used, in the batch that finishes it. A plain INSERT: a second use of the
 * same step, even at the same moment, fails the whole batch on the primary key.
 */
export function spendSignInStepStatement(db: Database, stepHash: string, expiresAt: number) {
  return db.statement(
    'INSERT INTO revoked_sessions (session_hash, expires_at) VALUES (?1, ?2)',
    stepHash,
    new Date(expiresAt).toISOString(),
  );
}

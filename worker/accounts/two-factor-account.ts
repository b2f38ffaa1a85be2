import { auditStatement } from '../lib/queries/audit';
import { settleRightStatement } from './queries/sign-in-failures';
import { disableStatements, findTwoFactor, replaceRecoveryCodesStatements, unusedRecoveryCodes } from './queries/two-factor';
import type { AppContext } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { acceptCode, recoveryCodesFor } from './two-factor-sign-in';

// A signed-in admin's own second factor (routes behind requireSession('admin')). Changing it takes a
// current code, checked and counted like any sign-in attempt.

export interface TwoFactorStatus {
  enabled: boolean;
  /** Outside demo mode every admin must have it: it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
}

const isRequired = (env: Env) => env.DEMO_MODE !== 'true';

export async function twoFactorStatus(c: AppContext): Promise<TwoFactorStatus> {
  const db = c.get('db');
  const userId = c.get('user').id;
  const twoFactor = await findTwoFactor(db, userId);
  const enabled = Boolean(twoFactor?.enabled_at);
  return { enabled, required: isRequired(c.env), recoveryCodesLeft: enabled ? await unusedRecoveryCodes(db, userId) : 0 };
}

/** Ten new recovery codes in place of the old ones (all of which stop working), shown once. */
export async function regenerateRecoveryCodes(c: AppContext, code: string): Promise<{ recoveryCodes: string[] }> {
  const user = c.get('user');
  const subjects = await acceptCode(c, user, code, true);
  const db = c.get('db');
  const { codes, hashes } = await recoveryCodesFor(c.env, user.id);
  await db.batch([
    ...replaceRecoveryCodesStatements(db, user.id, hashes),
    auditStatement(db, { actorId: user.id, actorEmail: user.email, action: 'admin.recovery_codes_regenerated' }),
    settleRightStatement(db, subjects),
  ]);
  return { recoveryCodes: codes };
}

/** Demo mode only: two-factor off, its secret and recovery codes deleted. */
export async function turnOffTwoFactor(c: AppContext, code: string): Promise<void> {
  if (isRequired(c.env)) throw new ApiError('forbidden', 'Two-factor sign-in is required for every admin here: it cannot be turned off.');
  const user = c.get('user');
  const subjects = await acceptCode(c, user, code, true);
  const db = c.get('db');
  await db.batch([
    ...disableStatements(db, user.id),
    auditStatement(db, { actorId: user.id, actorEmail: user.email, action: 'admin.two_factor_disabled' }),
    settleRightStatement(db, subjects),
  ]);
}

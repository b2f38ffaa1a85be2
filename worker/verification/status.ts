import {
  isConfirming,
  SHOWN_CHECKS,
  UNREACHABLE_APART_DAYS,
  VERIFIED_FOR_DAYS,
  type Confirmable,
  type ListingVerification,
  type Method,
  type Outcome,
} from './schemas/verification-values';

// What a listing's checks say about it (decision 029): the one reading of the rules, for its page and
// for the desk's record of a new check (which tells the owner when a listing becomes unreachable).

/** One check, as read from `verifications`. */
export interface Check {
  method: Method;
  outcome: Outcome;
  confirmed: Confirmable[];
  at: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** The checks since the newest confirming one (all of them when none confirmed), newest first. */
function sinceLastConfirmed(newestFirst: readonly Check[]): readonly Check[] {
  const confirming = newestFirst.findIndex((c) => isConfirming(c.outcome));
  return confirming === -1 ? newestFirst : newestFirst.slice(0, confirming);
}

/**
 * Not reached twice, UNREACHABLE_APART_DAYS or more apart, and nothing confirmed since the first of
 * them: one missed call is not enough, nor two on the same afternoon.
 */
export function isUnreachable(newestFirst: readonly Check[]): boolean {
  const times = sinceLastConfirmed(newestFirst)
    .filter((c) => c.outcome === 'unreachable')
    .map((c) => Date.parse(c.at));
  return times.length >= 2 && Math.max(...times) - Math.min(...times) >= UNREACHABLE_APART_DAYS * DAY_MS;
}

/**
 * A listing's verification from its checks (newest first), as of `now`. Verified: a confirming check
 * within VERIFIED_FOR_DAYS, and since it no check that found the number wrong or the place closed,
 * and the listing not unreachable. A check's notes never leave the desk.
 */
export function verificationOf(newestFirst: readonly Check[], now: Date): ListingVerification {
  const since = now.getTime() - VERIFIED_FOR_DAYS * DAY_MS;
  const lastConfirming = newestFirst.find((c) => isConfirming(c.outcome));
  const failedSince = sinceLastConfirmed(newestFirst).some((c) => c.outcome === 'closed' || c.outcome === 'wrong_number');
  const unreachable = isUnreachable(newestFirst);
  const recent = newestFirst.filter((c) => Date.parse(c.at) >= since).slice(0, SHOWN_CHECKS);
  return {
    verified: lastConfirming !== undefined && Date.parse(lastConfirming.at) >= since && !failedSince && !unreachable,
    ...(newestFirst[0] ? { lastCheckedAt: newestFirst[0].at } : {}),
    unreachable,
    checks: recent.map((c) => ({ what: c.confirmed, method: c.method, outcome: c.outcome, at: c.at })),
  };
}

// Verification's fixed choices and rules (issue 44, decision 029), apart from the zod schemas
// (./verification.ts): the listing page reads them at first paint, and importing a schema module
// would load zod with every listing.

/** How our staff checked a listing. */
export const METHODS = ['phone_call', 'facility_confirmed', 'licence_register', 'accreditation_body', 'site_visit'] as const;
export type Method = (typeof METHODS)[number];

/** What came of the check. */
export const OUTCOMES = ['confirmed', 'corrected', 'unreachable', 'closed', 'wrong_number'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The outcomes that confirm the details they name (corrected: confirmed once put right). */
export const CONFIRMING: readonly Outcome[] = ['confirmed', 'corrected'];
export const isConfirming = (outcome: Outcome) => CONFIRMING.includes(outcome);

/** The details of a listing a check may confirm. */
export const CONFIRMABLE = ['phone', 'address', 'services', 'insurance', 'availability'] as const;
export type Confirmable = (typeof CONFIRMABLE)[number];

/** A confirming check within this many days makes a listing Verified. */
export const VERIFIED_FOR_DAYS = 365;
/** The desk asks for a new check of a listing last checked longer ago than this (six months). */
export const RECHECK_AFTER_DAYS = 182;
/** Two unreachable checks at least this many days apart, nothing confirmed since: "could not reach". */
export const UNREACHABLE_APART_DAYS = 7;
/** After a failed check (unreachable, wrong number, closed), the desk asks again this many days later. */
export const RETRY_AFTER_DAYS = 7;
/** The desk ranks listings by their views over this many days. */
export const VISITS_DAYS = 30;
/** The most checks a listing's page lists (the newest, within VERIFIED_FOR_DAYS). */
export const SHOWN_CHECKS = 5;

/** One check as the public sees it: what it confirmed, how, with what outcome, and when. */
export interface PublicCheck {
  what: Confirmable[];
  method: Method;
  outcome: Outcome;
  at: string;
}

/** A listing's verification, on its page (GET /api/facility/public/:id). */
export interface ListingVerification {
  /** A check by our staff confirmed or corrected its details within VERIFIED_FOR_DAYS, and none failed since. */
  verified: boolean;
  /** Our staff's latest check of any outcome; absent when never checked. */
  lastCheckedAt?: string;
  /** Not reached twice, UNREACHABLE_APART_DAYS or more apart, with no confirming check since. */
  unreachable: boolean;
  /** The newest checks within VERIFIED_FOR_DAYS, newest first (at most SHOWN_CHECKS). */
  checks: PublicCheck[];
}

/** Why the desk's queue holds a listing. */
export const DUE_REASONS = ['never_checked', 'check_old', 'check_failed', 'reported', 'availability_stale', 'contact_changed'] as const;
export type DueReason = (typeof DUE_REASONS)[number];

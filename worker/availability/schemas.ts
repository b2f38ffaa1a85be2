import { z } from 'zod';

// A facility's availability (issue 24): accepting new patients, open beds and the typical wait, each
// with the UTC day it was last confirmed. Shared with the SPA: the dashboard's form checks with the
// same schema, and the listing and the cards read their age with the same rule.

export const ACCEPTING = ['yes', 'waitlist', 'no'] as const;
export type Accepting = (typeof ACCEPTING)[number];

/** Older than this many days, a statement is not shown as current ("call to ask"). */
export const CURRENT_FOR_DAYS = 30;
/** Search's filter "Accepting new patients": confirmed within this many days. */
export const FILTER_DAYS = 14;
/** The weekly reminder asks a facility whose availability is older than this to confirm it. */
export const REMIND_AFTER_DAYS = 7;

export const MAX_OPEN_BEDS = 10_000;
export const MAX_WAIT_DAYS = 365;

/**
 * A count the form sends as typed ('' for not stated) and a client may send as a number or null, or
 * leave out: not stated too. `.optional()` before the transform is what lets the key be missing (zod
 * asks an object's key for a value unless its schema takes none; a union with z.undefined() does not
 * count), and the transform still turns it into null (issue 40).
 */
function optionalCount(label: string, max: number) {
  return z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a whole number (0 or more), or left empty.` })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      const text = String(value).trim();
      if (text === '') return null;
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number (0 or more), or left empty.` });
        return z.NEVER;
      }
      const n = Number(text);
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max}.` });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * What the dashboard saves: each field stated as of today, or left empty, null or out for not stated
 * (a field left out is not kept from before: a save states all three).
 */
export const availabilitySchema = z.object({
  accepting: z
    .enum([...ACCEPTING, ''], { error: 'Choose yes, waitlist or no (or leave it unstated).' })
    .nullish()
    .transform((value) => (value ? value : null))
    .describe('Accepting new patients: yes, waitlist or no. Left out, null or "": not stated.'),
  openBeds: optionalCount('Open beds', MAX_OPEN_BEDS).describe(
    `Open beds: a whole number from 0 (none open) to ${MAX_OPEN_BEDS}, or its digits as a string. Left out, null or "": not stated.`,
  ),
  waitDays: optionalCount('Typical wait', MAX_WAIT_DAYS).describe(
    `The typical wait in days: a whole number from 0 to ${MAX_WAIT_DAYS}, or its digits as a string. Left out, null or "": not stated.`,
  ),
});
export type AvailabilityInput = z.input<typeof availabilitySchema>;
export type AvailabilityValues = z.output<typeof availabilitySchema>;

/** One statement as the public sees it: its value, the day it was confirmed, and how long ago. */
export interface Stated<T> {
  value: T;
  confirmedOn: string;
  daysAgo: number;
  /** Confirmed in the last 30 days: shown as current; else "not confirmed recently — call to ask". */
  current: boolean;
}

/** A listing's availability as the API answers it; null fields were never stated. */
export interface Availability {
  accepting: Stated<Accepting> | null;
  openBeds: Stated<number> | null;
  waitDays: Stated<number> | null;
}

/** Whether a statement confirmed `daysAgo` days ago is still shown as current (0-30 days: yes). */
export const isCurrent = (daysAgo: number) => daysAgo <= CURRENT_FOR_DAYS;

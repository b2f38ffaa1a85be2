import { z } from 'zod';
import { boundedInt } from './numbers';

// What every admin list and record endpoint takes: page and limit (each list answers with
// { items, total, page, limit }), a numeric id in the path, and optional date bounds.

const ADMIN_DEFAULT_LIMIT = 20;
const ADMIN_MAX_LIMIT = 100;

export const pageQuerySchema = z.object({
  page: boundedInt('Page', 1, 100_000).default(1),
  limit: boundedInt('Limit', 1, ADMIN_MAX_LIMIT).default(ADMIN_DEFAULT_LIMIT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The rows to skip for a page. */
export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

export const idParamSchema = z.object({ id: boundedInt('The id', 1, 2 ** 31 - 1) });

/** A calendar day, as a date input sends it. */
export const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    // Date.parse rolls 2026-02-30 over into March: a real day is one that comes back unchanged.
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
    }, `${label} must be a real date.`);

/** Free text to search a list by: trimmed, bounded; blank means no search. */
export const listSearch = z
  .string()
  .trim()
  .max(200, 'Search text must be at most 200 characters.')
  .optional()
  .transform((value) => value || undefined);

/**
 * The version of a record the page showed an admin, which a decision on it names (issue 22): the
 * Worker refuses the decision (409) when the record has changed since. `message` says what to do.
 */
export const shownVersion = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message);

/** Admin notes on a record: internal, never shown to the public. */
export const adminNotes = z.string().trim().max(5000, 'Notes must be at most 5,000 characters.');

/** A list's answer: one page of rows and how many there are in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

// A GET form sends a filter left blank as `name=`: blank means no filter, never an invalid one.
export const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const dayBounds = {
  from: z.preprocess(blankAsMissing, isoDay('From').optional()),
  to: z.preprocess(blankAsMissing, isoDay('To').optional()),
};

/** A range whose end comes before its start is a mistake to point out, not an empty list. */
export const rangeInOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
export const RANGE_MESSAGE = { path: ['to'], message: 'To must be the same day as From or later.' };

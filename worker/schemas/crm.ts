import { z } from 'zod';
import { isoDay, listSearch, pageQuerySchema } from './admin';
import { choiceFilter } from './inbox';

// The sales CRM's values and the rules a prospect and a task are checked by: the Add Prospect form,
// the detail view's edits, the JSON API and each row of a CSV import use these same schemas.

/** The spec's nine statuses, in pipeline order. An unknown one reads as 'new'. */
export const PROSPECT_STATUSES = [
  'new',
  'contacted',
  'interested',
  'qualified',
  'proposal_sent',
  'negotiating',
  'closed_won',
  'closed_lost',
  'on_hold',
] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];

/** Priorities: the spec's three, and 'low' for anything else. */
export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const statusOf = (value: unknown): ProspectStatus =>
  PROSPECT_STATUSES.includes(value as ProspectStatus) ? (value as ProspectStatus) : 'new';
export const priorityOf = (value: unknown): Priority => (PRIORITIES.includes(value as Priority) ? (value as Priority) : 'low');

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);
const dollars = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number of dollars.` })
    .int(`${label} must be a whole number of dollars.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000_000, `${label} must be at most 1,000,000,000.`);
const optionalDay = (label: string) =>
  z.preprocess((v) => (v === '' ? null : v), isoDay(label).nullable().optional().default(null));
const tag = z.string().trim().min(1, 'A tag cannot be empty.').max(40, 'A tag must be at most 40 characters.');

/** A prospect as created or replaced (every field; the optional ones default to empty). */
export const prospectSchema = z.object({
  facilityName: z.string({ error: 'Facility name is required.' }).trim().min(1, 'Facility name is required.').max(200, 'Facility name must be at most 200 characters.'),
  state: z.string({ error: 'State is required.' }).regex(/^[A-Z]{2}$/, 'Choose a state (two-letter code).'),
  facilityType: text('Facility type', 80).optional().default(''),
  status: z.enum(PROSPECT_STATUSES, { error: 'Choose one of the nine statuses.' }).optional().default('new'),
  priority: z.enum(PRIORITIES, { error: 'Priority must be urgent, high, medium or low.' }).optional().default('medium'),
  estimatedAnnualRevenue: dollars('Estimated annual revenue').optional().default(0),
  contactCount: z.coerce.number({ error: 'Contacts must be a whole number.' }).int('Contacts must be a whole number.').min(0, 'Contacts cannot be negative.').max(100_000).optional().default(0),
  lastContactDate: optionalDay('Last contact date'),
  nextFollowupDate: optionalDay('Next follow-up date'),
  estimatedLifetimeValue: dollars('Estimated lifetime value').optional().default(0),
  tags: z.array(tag).max(20, 'At most 20 tags.').optional().default([]),
  contactName: text('Contact name', 120).optional().default(''),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .optional()
    .default('')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.'),
  contactPhone: text('Contact phone', 40).optional().default(''),
  website: text('Website', 300)
    .optional()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'Please enter a full web address (https://…).'),
  notes: text('Notes', 5000).optional().default(''),
  /** The listing this prospect became (or is), if any. */
  facilityId: z.number().int().positive().nullable().optional().default(null),
});
export type ProspectInput = z.output<typeof prospectSchema>;

/** An edit from the detail view: any subset of the fields. */
export const prospectPatchSchema = prospectSchema.partial();

export const PROSPECT_SORTS = ['updated', 'name', 'state', 'status', 'priority', 'revenue', 'followup'] as const;

/** The list: search (facility name or state), filters, sort and page, all from the URL. */
export const prospectListQuerySchema = pageQuerySchema.extend({
  q: listSearch,
  status: choiceFilter('Status', PROSPECT_STATUSES),
  state: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[A-Z]{2}$/, 'State must be a two-letter state code.').optional()),
  priority: choiceFilter('Priority', PRIORITIES),
  tag: z.preprocess((v) => (v === '' ? undefined : v), tag.optional()),
  sort: choiceFilter('Sort', PROSPECT_SORTS),
});
export type ProspectListQuery = z.infer<typeof prospectListQuerySchema>;
export type ProspectFilter = Omit<ProspectListQuery, 'page' | 'limit' | 'sort'>;

/**
 * A bulk action on chosen prospects, or on every prospect matching the list's filters
 * (`{ all: true, filter }`: "select all matching"). Delete needs `confirm: true`.
 */
const bulkTarget = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1, 'Choose at least one prospect.').max(1000, 'At most 1,000 prospects at once.') }),
  z.object({ all: z.literal(true), filter: prospectListQuerySchema.omit({ page: true, limit: true, sort: true }) }),
]);
export const bulkActionSchema = z.intersection(
  bulkTarget,
  z.discriminatedUnion('action', [
    z.object({ action: z.literal('status'), status: z.enum(PROSPECT_STATUSES, { error: 'Choose one of the nine statuses.' }) }),
    z.object({ action: z.literal('priority'), priority: z.enum(PRIORITIES, { error: 'Priority must be urgent, high, medium or low.' }) }),
    z.object({ action: z.literal('add_tag'), tag }),
    z.object({ action: z.literal('remove_tag'), tag }),
    z.object({ action: z.literal('delete'), confirm: z.literal(true, { error: 'Confirm the deletion.' }) }),
  ]),
);
export type BulkAction = z.output<typeof bulkActionSchema>;

/** A note, call or email logged by hand on a prospect's timeline. */
export const activitySchema = z.object({
  kind: z.enum(['note', 'call', 'email'], { error: 'Choose note, call or email.' }),
  body: z.string({ error: 'Write what happened.' }).trim().min(1, 'Write what happened.').max(5000, 'At most 5,000 characters.'),
});

export const taskSchema = z.object({
  title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
  dueDate: optionalDay('Due date'),
  priority: z.enum(PRIORITIES, { error: 'Priority must be urgent, high, medium or low.' }).optional().default('medium'),
  prospectId: z.number().int().positive().nullable().optional().default(null),
  /** An admin's user id; by default the one who creates it. */
  assigneeId: z.number().int().positive().nullable().optional().default(null),
});
export const taskPatchSchema = taskSchema.partial().extend({ completed: z.boolean().optional() });

import { z } from 'zod';
import { isoDay, listSearch, pageQuerySchema } from '../../lib/schemas/lists';
import { choiceFilter } from '../../visitor-requests/schemas/inbox';

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
/** A calendar day or none; a blank form field means none. */
const day = (label: string) => z.preprocess((v) => (v === '' ? null : v), isoDay(label).nullable());
/**
 * A one-line name: no control characters. SQLite's length() stops at a NUL, so the tables' "not
 * blank" CHECK refuses "\u0000…" and the insert would fail as a storage error (found by fuzzing).
 */
const noControlCharacters = (value: string) => !/\p{Cc}/u.test(value);
/** A required one-line name of at most 200 characters. */
const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} must be at most 200 characters.`)
    .refine(noControlCharacters, `${label} cannot contain control characters.`);
const tag = z.string().trim().min(1, 'A tag cannot be empty.').max(40, 'A tag must be at most 40 characters.');
const priority = z.enum(PRIORITIES, { error: 'Priority must be urgent, high, medium or low.' });
const statusChoice = z.enum(PROSPECT_STATUSES, { error: 'Choose one of the nine statuses.' });

/**
 * Each prospect field's rule, without defaults: an edit (prospectPatchSchema) changes only the fields
 * it names. (Zod 4 applies a default even inside .partial(), so a patch built from the defaulted
 * schema would reset every field it leaves out.)
 */
const prospectFields = {
  facilityName: requiredName('Facility name'),
  state: z.string({ error: 'State is required.' }).regex(/^[A-Z]{2}$/, 'Choose a state (two-letter code).'),
  facilityType: text('Facility type', 80),
  status: statusChoice,
  priority,
  estimatedAnnualRevenue: dollars('Estimated annual revenue'),
  contactCount: z.coerce.number({ error: 'Contacts must be a whole number.' }).int('Contacts must be a whole number.').min(0, 'Contacts cannot be negative.').max(100_000),
  lastContactDate: day('Last contact date'),
  nextFollowupDate: day('Next follow-up date'),
  estimatedLifetimeValue: dollars('Estimated lifetime value'),
  tags: z.array(tag).max(20, 'At most 20 tags.'),
  contactName: text('Contact name', 120),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.'),
  contactPhone: text('Contact phone', 40),
  website: text('Website', 300).refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'Please enter a full web address (https://…).'),
  notes: text('Notes', 5000),
  /** The listing this prospect became (or is), if any. */
  facilityId: z.number({ error: 'Choose a facility from the directory.' }).int().positive().nullable(),
};

/** A prospect as created or replaced (every field; the optional ones default to empty). */
export const prospectSchema = z.object({
  ...prospectFields,
  facilityType: prospectFields.facilityType.optional().default(''),
  status: prospectFields.status.optional().default('new'),
  priority: prospectFields.priority.optional().default('medium'),
  estimatedAnnualRevenue: prospectFields.estimatedAnnualRevenue.optional().default(0),
  contactCount: prospectFields.contactCount.optional().default(0),
  lastContactDate: prospectFields.lastContactDate.optional().default(null),
  nextFollowupDate: prospectFields.nextFollowupDate.optional().default(null),
  estimatedLifetimeValue: prospectFields.estimatedLifetimeValue.optional().default(0),
  tags: prospectFields.tags.optional().default([]),
  contactName: prospectFields.contactName.optional().default(''),
  contactEmail: prospectFields.contactEmail.optional().default(''),
  contactPhone: prospectFields.contactPhone.optional().default(''),
  website: prospectFields.website.optional().default(''),
  notes: prospectFields.notes.optional().default(''),
  facilityId: prospectFields.facilityId.optional().default(null),
});
export type ProspectInput = z.output<typeof prospectSchema>;

/** An edit from the detail view: any subset of the fields; what it leaves out stays as it is. */
export const prospectPatchSchema = z.object(prospectFields).partial();
export type ProspectPatch = z.output<typeof prospectPatchSchema>;

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
const bulkTarget = z.union(
  [
    z.object({ ids: z.array(z.number().int().positive()).min(1, 'Choose at least one prospect.').max(1000, 'At most 1,000 prospects at once.') }),
    z.object({ all: z.literal(true), filter: prospectListQuerySchema.omit({ page: true, limit: true, sort: true }) }),
  ],
  { error: 'Choose the prospects: a list of ids, or all that match the filters.' },
);
export const bulkActionSchema = z.intersection(
  bulkTarget,
  z.discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('status'), status: statusChoice }),
      z.object({ action: z.literal('priority'), priority }),
      z.object({ action: z.literal('add_tag'), tag }),
      z.object({ action: z.literal('remove_tag'), tag }),
      z.object({ action: z.literal('delete'), confirm: z.literal(true, { error: 'Confirm the deletion.' }) }),
    ],
    { error: 'Action must be status, priority, add_tag, remove_tag or delete.' },
  ),
);
export type BulkAction = z.output<typeof bulkActionSchema>;

/** A note, call or email logged by hand on a prospect's timeline. */
export const activitySchema = z.object({
  kind: z.enum(['note', 'call', 'email'], { error: 'Choose note, call or email.' }),
  body: z.string({ error: 'Write what happened.' }).trim().min(1, 'Write what happened.').max(5000, 'At most 5,000 characters.'),
});

const taskFields = {
  title: requiredName('Title'),
  dueDate: day('Due date'),
  priority,
  prospectId: z.number({ error: 'Choose a prospect.' }).int().positive().nullable(),
  /** An admin's user id; by default the one who creates it. */
  assigneeId: z.number({ error: 'Choose an administrator.' }).int().positive().nullable(),
};

export const taskSchema = z.object({
  title: taskFields.title,
  dueDate: taskFields.dueDate.optional().default(null),
  priority: taskFields.priority.optional().default('medium'),
  prospectId: taskFields.prospectId.optional().default(null),
  assigneeId: taskFields.assigneeId.optional().default(null),
});
export type TaskInput = z.output<typeof taskSchema>;

/** An edit: any subset of the fields (without defaults, as for prospects); `completed` closes or reopens it. */
export const taskPatchSchema = z
  .object(taskFields)
  .partial()
  .extend({ completed: z.boolean({ error: 'Completed must be true or false.' }).optional() });
export type TaskPatch = z.output<typeof taskPatchSchema>;

export const TASK_STATES = ['open', 'done'] as const;

/** My Tasks: open or done (both when left out), a page at a time. */
export const taskListQuerySchema = pageQuerySchema.extend({ status: choiceFilter('Status', TASK_STATES) });

/** Listings to link a prospect to, by part of their name. */
export const facilitySearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type part of a facility name.' })
    .trim()
    .min(1, 'Type part of a facility name.')
    .max(200, 'Search text must be at most 200 characters.'),
});

import { z } from 'zod';
import { isoDay, listSearch, pageQuerySchema } from './admin';

// Filters of the outbox and the audit log. A GET form sends a filter left blank as `name=`: blank
// means no filter, never an invalid one.

export const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional exact value (a template or action name, a target such as lead:12). */
const exactText = (label: string) =>
  z.preprocess(blankAsMissing, z.string().trim().max(100, `${label} must be at most 100 characters.`).optional());

export const dayBounds = {
  from: z.preprocess(blankAsMissing, isoDay('From').optional()),
  to: z.preprocess(blankAsMissing, isoDay('To').optional()),
};

/** A range whose end comes before its start is a mistake to point out, not an empty list. */
export const rangeInOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
export const RANGE_MESSAGE = { path: ['to'], message: 'To must be the same day as From or later.' };

export const outboxQuerySchema = pageQuerySchema
  .extend({
    q: listSearch,
    template: exactText('Template'),
    status: z.preprocess(
      blankAsMissing,
      z.enum(['queued', 'sent', 'failed'], { error: 'Status must be queued, sent or failed.' }).optional(),
    ),
    ...dayBounds,
  })
  .refine(rangeInOrder, RANGE_MESSAGE);
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const auditLogQuerySchema = pageQuerySchema
  .extend({
    q: listSearch,
    action: exactText('Action'),
    target: exactText('Target'),
    actorId: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: 'Actor must be an account id.' })
        .int('Actor must be an account id.')
        .min(1, 'Actor must be an account id.')
        .max(2 ** 31 - 1, 'Actor must be an account id.')
        .optional(),
    ),
    ...dayBounds,
  })
  .refine(rangeInOrder, RANGE_MESSAGE);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

import { z } from 'zod';
import { blankAsMissing, dayBounds, listSearch, pageQuerySchema, RANGE_MESSAGE, rangeInOrder } from '../lib/schemas/lists';

// Filters of the outbox and the audit log.

/** An optional exact value (a template or action name, a target such as lead:12). */
const exactText = (label: string) =>
  z.preprocess(blankAsMissing, z.string().trim().max(100, `${label} must be at most 100 characters.`).optional());

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

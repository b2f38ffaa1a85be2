import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';

/**
 * zValidator with our error body: the first message per field, keyed by field name, so the page can
 * show each one beside its input.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
      fields[field] ??= issue.message;
    }
    const first = Object.values(fields)[0] ?? 'The request is not valid.';
    throw new ApiError('invalid_request', first, { fields });
  });
}

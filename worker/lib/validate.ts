import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';
import { describe } from './openapi';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * zValidator with our error body: the first message per field, keyed by field name, so the page can
 * show each one beside its input. A JSON body must say so in its Content-Type (415 otherwise):
 * zValidator alone would read any other body as empty and answer with "required" messages.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: {
    /** The messages in the language the input asks to be answered in (a visitor form's `locale`). */
    localize?: (input: unknown, message: string) => string;
  } = {},
) {
  const validator = zValidator(target, schema, (result) => {
    if (result.success) return;
    const say = (message: string) => (options.localize ? options.localize(result.data, message) : message);
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
      fields[field] ??= say(issue.message);
    }
    const first = Object.values(fields)[0] ?? 'The request is not valid.';
    throw new ApiError('invalid_request', first, { fields });
  });
  if (target !== 'json') return describe(validator, { input: { target, schema } });
  const jsonOnly: typeof validator = async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new ApiError('unsupported_media_type', 'Please send the request body as JSON (Content-Type: application/json).');
    }
    return validator(c, next);
  };
  return describe(jsonOnly, { input: { target, schema } });
}

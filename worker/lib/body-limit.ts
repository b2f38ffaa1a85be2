import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';

/**
 * The largest body the API reads. The biggest form, a registration with every field at its
 * maximum, is under 40 KB even with every character escaped; anything larger is refused unread.
 */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The CRM's CSV import takes a file: 5,000 prospects with typical notes are about 1.5 MB. The bound
 * keeps one request's parsing and checking well inside a Worker's CPU time; a bigger file is sent
 * in parts (the SPA does). The path is exact: nothing else gets the larger limit, and the route's
 * admin guard runs before anything reads the body.
 */
const CSV_IMPORT_PATH = '/api/admin/crm/prospects/import';
export const MAX_CSV_IMPORT_BYTES = 8 * 1024 * 1024;

const formLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError('payload_too_large', 'This request is too large. Please shorten what you wrote and try again.');
  },
});

const csvImportLimit = bodyLimit({
  maxSize: MAX_CSV_IMPORT_BYTES,
  onError: () => {
    throw new ApiError('payload_too_large', 'This file is larger than 8 MB. Please split it into smaller files and import each.');
  },
});

export const apiBodyLimit = createMiddleware<AppEnv>((c, next) => (c.req.path === CSV_IMPORT_PATH ? csvImportLimit : formLimit)(c, next));

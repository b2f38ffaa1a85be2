import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';
import { describe } from './openapi';

/**
 * The largest body the API reads. The biggest form, a registration with every field at its
 * maximum, is under 40 KB even with every character escaped; anything larger is refused unread.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The CRM's CSV import takes a file: 5,000 prospects with typical notes are about 1.5 MB. The bound
 * keeps one request's parsing and checking well inside a Worker's CPU time; a bigger file is sent
 * in parts (the SPA does).
 */
export const MAX_CSV_IMPORT_BYTES = 8 * 1024 * 1024;
export const CSV_IMPORT_TOO_LARGE = 'This file is larger than 8 MB. Please split it into smaller files and import each.';

/**
 * A blog post's Markdown may be 200,000 characters (up to 3 bytes each in UTF-8, more when JSON
 * escapes them); an image upload is at most 1 MB plus the multipart framing.
 */
export const MAX_BLOG_POST_BYTES = 1024 * 1024;
export const BLOG_POST_TOO_LARGE = 'This post is too large. A post’s content can be at most 200,000 characters.';
export const MAX_IMAGE_UPLOAD_BYTES = 1024 * 1024 + 16 * 1024;
export const IMAGE_UPLOAD_TOO_LARGE = 'This image is larger than 1 MB. Please resize or compress it and try again.';

function limitOf(maxBytes: number, message: string) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError('payload_too_large', message);
    },
  });
}

/** The limits routes declared: the default stands aside on a route that has one. */
const declared = new WeakSet<object>();

/**
 * A larger body limit than the default, declared in a route's chain: put it after the route's guard
 * (an admin router's runs first), so that nobody without a session makes the Worker read megabytes.
 * The API's document states it (`x-body-limit`).
 */
export function bodyLimitOf(maxBytes: number, message: string): MiddlewareHandler<AppEnv> {
  const limit = limitOf(maxBytes, message);
  const middleware: MiddlewareHandler<AppEnv> = (c, next) => limit(c, next);
  declared.add(middleware);
  return describe(middleware, { bodyLimit: maxBytes, errors: ['payload_too_large'] });
}

const defaultLimit = limitOf(MAX_BODY_BYTES, 'This request is too large. Please shorten what you wrote and try again.');

/** Every /api request: the default limit, unless the route it reaches declares its own with bodyLimitOf. */
export const apiBodyLimit = createMiddleware<AppEnv>((c, next) =>
  matchedRoutes(c).some((route) => declared.has(route.handler)) ? next() : defaultLimit(c, next),
);

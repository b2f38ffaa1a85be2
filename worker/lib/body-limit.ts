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

/**
 * A blog post's Markdown may be 200,000 characters (up to 3 bytes each in UTF-8, more when JSON
 * escapes them); an image upload is at most 1 MB plus the multipart framing. Exact paths again.
 */
const BLOG_POSTS = /^\/api\/admin\/blog\/(?:posts(?:\/\d+)?|preview)$/;
const BLOG_IMAGES_PATH = '/api/admin/blog/images';
export const MAX_BLOG_POST_BYTES = 1024 * 1024;

const blogPostLimit = bodyLimit({
  maxSize: MAX_BLOG_POST_BYTES,
  onError: () => {
    throw new ApiError('payload_too_large', 'This post is too large. A post’s content can be at most 200,000 characters.');
  },
});

const imageUploadLimit = bodyLimit({
  maxSize: 1024 * 1024 + 16 * 1024,
  onError: () => {
    throw new ApiError('payload_too_large', 'This image is larger than 1 MB. Please resize or compress it and try again.');
  },
});

function limitFor(path: string) {
  if (path === CSV_IMPORT_PATH) return csvImportLimit;
  if (path === BLOG_IMAGES_PATH) return imageUploadLimit;
  if (BLOG_POSTS.test(path)) return blogPostLimit;
  return formLimit;
}

export const apiBodyLimit = createMiddleware<AppEnv>((c, next) => limitFor(c.req.path)(c, next));

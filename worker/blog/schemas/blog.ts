import { z } from 'zod';
import { boundedInt } from '../../lib/schemas/numbers';
import { MAX_SEARCH_LENGTH } from './blog-limits';

export const BLOG_DEFAULT_LIMIT = 9;
const BLOG_MAX_LIMIT = 50;


const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slug(label: string) {
  return z.string().max(120, `${label} is too long.`).regex(SLUG, `${label} must be lower-case words joined by hyphens.`);
}

export const blogPostsQuerySchema = z.object({
  page: boundedInt('Page', 1, 10_000).default(1),
  limit: boundedInt('Limit', 1, BLOG_MAX_LIMIT).default(BLOG_DEFAULT_LIMIT),
  category: slug('Category').optional(),
  tag: z
    .string()
    .max(60, 'Tag must be at most 60 characters.')
    .optional()
    .transform((v) => v?.trim() || undefined),
  search: z
    .string()
    .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters.`)
    .optional()
    .transform((v) => v?.trim() ?? ''),
});

export type BlogPostsQuery = z.output<typeof blogPostsQuerySchema>;

// Any other text is simply no post's slug: a 404, as a mistyped address should be.
export const blogSlugParamSchema = z.object({ slug: z.string().max(200, 'Post slug is too long.') });

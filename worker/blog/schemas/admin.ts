import { z } from 'zod';
import { listSearch } from '../../lib/schemas/lists';
import { boundedInt } from '../../lib/schemas/numbers';

// What the blog's authoring screens send (/api/admin/blog), with the messages shown beside each field.

export const ADMIN_POSTS_PAGE_SIZE = 20;
const MAX_CONTENT = 200_000;
const MAX_TAGS = 12;

// The same pattern as the public blog's slugs (blog/schemas/blog.ts).
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Our own images only: a site path under /images/ or /media/ whose segments are letters, digits,
 * dots, hyphens and underscores and never start with a dot (so no "..", no "//", no scheme).
 */
const SITE_IMAGE = /^\/(?:images|media)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

const slug = z
  .string()
  .trim()
  .min(1, 'Slug is required.')
  .max(120, 'Slug must be at most 120 characters.')
  .regex(SLUG, 'Slug must be lower-case letters and digits, words joined by single hyphens.');

/** Tags: trimmed, blanks refused, the same tag (ignoring case) kept once, at most 12. */
const tags = z
  .array(
    z
      .string({ error: 'Each tag must be text.' })
      .trim()
      .min(1, 'Tags cannot be blank.')
      .max(40, 'Each tag must be at most 40 characters.'),
    { error: 'Tags must be a list.' },
  )
  .max(100, `A post can have at most ${MAX_TAGS} tags.`)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  })
  .pipe(z.array(z.string()).max(MAX_TAGS, `A post can have at most ${MAX_TAGS} tags.`));

const fields = {
  title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
  slug,
  excerpt: z.string({ error: 'Excerpt must be text.' }).trim().max(300, 'Excerpt must be at most 300 characters.'),
  meta_description: z
    .string({ error: 'Meta description must be text.' })
    .trim()
    .max(160, 'Meta description must be at most 160 characters.'),
  content: z.string({ error: 'Content must be text.' }).max(MAX_CONTENT, 'Content must be at most 200,000 characters.'),
  category: z.string({ error: 'Please choose a category.' }).trim().min(1, 'Please choose a category.').max(60, 'Please choose a category.'),
  tags,
  featured_image: z
    .string({ error: 'The featured image must be a site image path or null.' })
    .trim()
    .max(300, 'The featured image path is too long.')
    .regex(SITE_IMAGE, 'The featured image must be one of the site’s images (a path starting /images/ or /media/).')
    .nullable(),
  featured_image_alt: z.string({ error: 'Alt text must be text.' }).trim().max(300, 'Alt text must be at most 300 characters.'),
  status: z.enum(['draft', 'published'], { error: 'Status must be draft or published.' }),
  published_date: z.iso
    .datetime({ offset: true, error: 'Publish date must be a date and time (ISO 8601, e.g. 2026-05-01T09:00:00Z).' })
    .nullable(),
  author: z.string().trim().max(120, 'Author must be an author’s slug.').regex(SLUG, 'Author must be an author’s slug.'),
};

/** The fields whose combination matters, as a post will be stored. */
export interface PostRules {
  excerpt: string;
  content: string;
  featured_image: string | null;
  featured_image_alt: string;
  status: 'draft' | 'published';
}

/** The rules across fields, for a new post and for a post after a change: field → message. */
export function postRuleErrors(post: PostRules): Record<string, string> {
  const errors: Record<string, string> = {};
  if (post.featured_image && !post.featured_image_alt.trim()) {
    errors.featured_image_alt = 'Please describe the featured image (alt text) for readers who cannot see it.';
  }
  if (post.status === 'published') {
    if (!post.excerpt.trim()) errors.excerpt = 'A published post needs an excerpt.';
    if (!post.content.trim()) errors.content = 'A published post needs content.';
  }
  return errors;
}

export const createPostSchema = z
  .object({
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt.default(''),
    meta_description: fields.meta_description.default(''),
    content: fields.content.default(''),
    category: fields.category,
    tags: fields.tags.default([]),
    featured_image: fields.featured_image.default(null),
    featured_image_alt: fields.featured_image_alt.default(''),
    status: fields.status.default('draft'),
    published_date: fields.published_date.optional(),
    author: fields.author.optional(),
  })
  .superRefine((post, ctx) => {
    for (const [path, message] of Object.entries(postRuleErrors(post))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type CreatePostInput = z.output<typeof createPostSchema>;

/** A change: any of the same fields; the rules across fields are checked on the post as it would become. */
export const patchPostSchema = z.object({
  title: fields.title.optional(),
  slug: fields.slug.optional(),
  excerpt: fields.excerpt.optional(),
  meta_description: fields.meta_description.optional(),
  content: fields.content.optional(),
  category: fields.category.optional(),
  tags: fields.tags.optional(),
  featured_image: fields.featured_image.optional(),
  featured_image_alt: fields.featured_image_alt.optional(),
  status: fields.status.optional(),
  published_date: fields.published_date.optional(),
  author: fields.author.optional(),
});
export type PatchPostInput = z.output<typeof patchPostSchema>;

export const adminPostsQuerySchema = z.object({
  status: z.enum(['draft', 'published'], { error: 'Status must be draft or published.' }).optional(),
  search: listSearch,
  page: boundedInt('Page', 1, 100_000).default(1),
});
export type AdminPostsQuery = z.output<typeof adminPostsQuerySchema>;

export const previewSchema = z.object({
  content: fields.content,
});

export const uploadSchema = z.object({
  file: z.instanceof(File, { error: 'Please choose an image file to upload (form field "file").' }),
});

import { z } from 'zod';
import { createPostSchema, postRuleErrors } from '../../../../../../worker/blog/schemas/admin';

// The editor's fields as typed, and the request they become: each field checked by the Worker's own
// schema and rules (schemas/blog-admin.ts), so the messages in the browser are the Worker's.

export const EXCERPT_MAX = 300;
export const META_MAX = 160;

const { shape } = createPostSchema;

/** "recovery, family" → ['recovery', 'family']: trimmed, blanks and repeats (any case) dropped. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

/** A datetime-local value ("2026-11-23T14:05", the admin's own time) as an ISO instant; '' if not a date. */
export function localToIso(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** An ISO instant as a datetime-local value in the admin's own time; '' for none. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Tags typed on one line; each checked by the Worker's rules, the message on the one field typed. */
const tagsText = z.string().transform((text, context) => {
  const checked = shape.tags.safeParse(splitTags(text));
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) context.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

export const postFormSchema = z
  .object({
    title: shape.title,
    slug: shape.slug,
    category: shape.category,
    /** '' is "me": the Worker makes the signed-in admin the author. */
    author: z.string().transform((slug) => slug || undefined),
    tags: tagsText,
    excerpt: shape.excerpt,
    meta_description: shape.meta_description,
    featured_image: z.string().transform((url) => url || null),
    featured_image_alt: shape.featured_image_alt,
    content: shape.content,
    status: z.enum(['draft', 'published']),
    /** Empty: none (publishing then means now). */
    published_date: z
      .string()
      .refine((local) => local === '' || localToIso(local) !== '', 'Enter a date and time, or leave it empty.')
      .transform((local) => (local ? localToIso(local) : null)),
  })
  .superRefine((post, context) => {
    for (const [path, message] of Object.entries(postRuleErrors(post))) context.addIssue({ code: 'custom', path: [path], message });
  });

export type PostFormInput = z.input<typeof postFormSchema>;
export type PostFormOutput = z.output<typeof postFormSchema>;

/** The editor's starting values: empty for a new post, or the post as stored. */
export function formValuesOf(post?: {
  title: string;
  slug: string;
  category: { slug: string };
  author: { slug: string };
  tags: string[];
  excerpt: string;
  meta_description: string;
  featured_image: string | null;
  featured_image_alt: string;
  content: string;
  status: 'draft' | 'published';
  published_date: string | null;
}): PostFormInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    category: post?.category.slug ?? '',
    author: post?.author.slug ?? '',
    tags: post?.tags.join(', ') ?? '',
    excerpt: post?.excerpt ?? '',
    meta_description: post?.meta_description ?? '',
    featured_image: post?.featured_image ?? '',
    featured_image_alt: post?.featured_image_alt ?? '',
    content: post?.content ?? '',
    status: post?.status ?? 'draft',
    published_date: isoToLocal(post?.published_date ?? null),
  };
}

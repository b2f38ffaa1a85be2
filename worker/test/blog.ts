import { env } from 'cloudflare:workers';
import { insertPostStatements, type BlogPostInput } from '../blog/queries/blog';
import { Database } from '../lib/db';

const DAY = 86_400_000;

let next = 1;

/** One post through the db module's own insert; published a day ago unless the test says otherwise. */
export async function addPost(input: Partial<BlogPostInput> & { title: string }): Promise<BlogPostInput> {
  const n = next++;
  const post: BlogPostInput = {
    slug: input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    excerpt: `Excerpt of post ${n}.`,
    meta_description: `Meta description of post ${n}.`,
    content_md: `Body of post ${n}.`,
    author: { slug: 'test-author', name: 'Test Author', bio: 'Writes tests.' },
    category: 'treatment-guides',
    tags: [],
    featured_image: `/images/blog/post-${n}.webp`,
    featured_image_alt: `Picture ${n}`,
    status: 'published',
    published_at: new Date(Date.now() - DAY - n * 60_000),
    ...input,
  };
  const db = new Database(env.DB);
  await db.batch(insertPostStatements(db, post));
  return post;
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

import type { Database } from '../../lib/db';
import type { BlogAuthorsRow, BlogCategoriesRow, BlogPostsRow } from '../../lib/schema-types';
import { readTime, renderMarkdown } from '../../lib/markdown';
import { insertPostStatements, type BlogAuthorInput, type BlogCategory } from './blog';
import { pageOf, Where } from '../../lib/list-query';

// The blog as staff write it: drafts and published posts alike, each write with its audit line in
// the same batch. The HTML served is always renderMarkdown() of the Markdown stored beside it:
// inserts go through insertPostStatements (blog/queries/blog.ts), updates render here.

export interface AdminPostSummary {
  id: number;
  slug: string;
  title: string;
  status: 'draft' | 'published';
  category: BlogCategory;
  author: { slug: string; name: string };
  published_date: string | null;
  updated_date: string;
  read_time: number;
  featured_image: string | null;
}

export interface AdminPost extends AdminPostSummary {
  excerpt: string;
  meta_description: string;
  /** The Markdown source. */
  content: string;
  tags: string[];
  featured_image_alt: string;
}

type AdminPostRow = Pick<
  BlogPostsRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'category'
  | 'published_at'
  | 'updated_at'
  | 'read_time'
  | 'featured_image'
  | 'excerpt'
  | 'meta_description'
  | 'content_md'
  | 'tags'
  | 'featured_image_alt'
> & {
  status: 'draft' | 'published';
  category_name: BlogCategoriesRow['name'];
  category_colour: BlogCategoriesRow['colour'];
  author_slug: BlogAuthorsRow['slug'];
  author_name: BlogAuthorsRow['name'];
};

const SUMMARY_COLUMNS = `p.id, p.slug, p.title, p.status, p.category, c.name AS category_name, c.colour AS category_colour,
  a.slug AS author_slug, a.name AS author_name, p.published_at, p.updated_at, p.read_time, p.featured_image`;
const POST_COLUMNS = `${SUMMARY_COLUMNS}, p.excerpt, p.meta_description, p.content_md, p.tags, p.featured_image_alt`;
const FROM = `FROM blog_posts p JOIN blog_authors a ON a.id = p.author_id JOIN blog_categories c ON c.slug = p.category`;

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

function toSummary(row: AdminPostRow): AdminPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    category: { slug: row.category, name: row.category_name, colour: row.category_colour },
    author: { slug: row.author_slug, name: row.author_name },
    published_date: row.published_at,
    updated_date: row.updated_at,
    read_time: row.read_time,
    featured_image: row.featured_image,
  };
}

function toPost(row: AdminPostRow): AdminPost {
  return {
    ...toSummary(row),
    excerpt: row.excerpt,
    meta_description: row.meta_description,
    content: row.content_md,
    tags: JSON.parse(row.tags) as string[],
    featured_image_alt: row.featured_image_alt,
  };
}

/** A page of posts of every status, the most recently changed first, and how many match. */
export async function listAdminPosts(
  db: Database,
  filter: { status?: 'draft' | 'published'; search?: string; page: number; limit: number },
): Promise<{ posts: AdminPostSummary[]; total: number }> {
  const where = new Where();
  where.equals('p.status', filter.status);
  where.contains(['p.title', 'p.slug'], filter.search);
  const { rows, total } = await pageOf<AdminPostRow>(
    db,
    { columns: SUMMARY_COLUMNS, from: FROM, countFrom: 'FROM blog_posts p', order: 'ORDER BY p.updated_at DESC, p.id DESC' },
    where,
    { limit: filter.limit, offset: (filter.page - 1) * filter.limit },
  );
  return { posts: rows.map(toSummary), total };
}

export async function getAdminPost(db: Database, id: number): Promise<AdminPost | null> {
  const row = await db.first<AdminPostRow>(`SELECT ${POST_COLUMNS} ${FROM} WHERE p.id = ?1`, id);
  return row ? toPost(row) : null;
}

export async function categoryExists(db: Database, slug: string): Promise<boolean> {
  return (await db.first('SELECT 1 AS found FROM blog_categories WHERE slug = ?1', slug)) !== null;
}

export async function findAuthor(db: Database, slug: string): Promise<BlogAuthorInput | null> {
  return db.first<BlogAuthorInput>('SELECT slug, name, bio FROM blog_authors WHERE slug = ?1', slug);
}

export function listAuthors(db: Database): Promise<{ slug: string; name: string }[]> {
  return db.all('SELECT slug, name FROM blog_authors ORDER BY name COLLATE NOCASE, slug');
}

/** The featured images posts use, each once, with the alt text last written for it. */
export function listPostImages(db: Database): Promise<{ url: string; alt: string }[]> {
  return db.all(
    `SELECT featured_image AS url,
       (SELECT q.featured_image_alt FROM blog_posts q WHERE q.featured_image = p.featured_image
        ORDER BY q.updated_at DESC, q.id DESC LIMIT 1) AS alt
     FROM blog_posts p WHERE featured_image IS NOT NULL GROUP BY featured_image ORDER BY featured_image`,
  );
}

/** A UNIQUE clash on the post's slug. */
export const isSlugClash = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: blog_posts\.slug/.test(error.message);

export interface Actor {
  id: number;
  email: string;
}

/** The audit line of a change to post `?4` (an SQL expression), written only while that row exists. */
function postAudit(db: Database, actor: Actor, action: string, where: string, detail: string, ...params: unknown[]) {
  return db.statement(
    `INSERT INTO audit_log (actor_id, actor_email, action, target, detail)
     SELECT ?1, ?2, ?3, 'blog_post:' || id, ${detail} FROM blog_posts WHERE ${where}`,
    actor.id,
    actor.email,
    action,
    ...params,
  );
}

export interface NewPost {
  slug: string;
  title: string;
  excerpt: string;
  meta_description: string;
  content: string;
  category: string;
  tags: string[];
  featured_image: string | null;
  featured_image_alt: string;
  status: 'draft' | 'published';
  published_at: Date | null;
  /** An existing author as stored (its name and bio are written back unchanged), or a new one. */
  author: BlogAuthorInput;
}

/** A new post (and its author, if new) with its audit lines. Throws the UNIQUE error on a slug clash. */
export async function createPost(db: Database, post: NewPost, actor: Actor): Promise<AdminPost> {
  const now = new Date();
  const bySlug = 'slug = ?4';
  const detail = `json_object('slug', slug, 'status', status)`;
  const results = await db.batch<AdminPostRow>([
    ...insertPostStatements(db, { ...post, content_md: post.content, created_at: now, updated_at: now }),
    postAudit(db, actor, 'blog.post_created', bySlug, detail, post.slug),
    postAudit(db, actor, 'blog.post_published', `${bySlug} AND status = 'published'`, detail, post.slug),
    db.statement(`SELECT ${POST_COLUMNS} ${FROM} WHERE p.slug = ?1`, post.slug),
  ]);
  return toPost(results.at(-1)![0]!);
}

/** What a change sets: only fields that differ from the stored post. */
export interface PostChanges {
  title?: string;
  slug?: string;
  excerpt?: string;
  meta_description?: string;
  content?: string;
  category?: string;
  tags?: string[];
  featured_image?: string | null;
  featured_image_alt?: string;
  status?: 'draft' | 'published';
  /** ISO 8601 UTC, or null. */
  published_at?: string | null;
  author?: string;
}

const COLUMN: Record<Exclude<keyof PostChanges, 'content' | 'author' | 'tags'>, string> = {
  title: 'title',
  slug: 'slug',
  excerpt: 'excerpt',
  meta_description: 'meta_description',
  category: 'category',
  featured_image: 'featured_image',
  featured_image_alt: 'featured_image_alt',
  status: 'status',
  published_at: 'published_at',
};

/**
 * Writes `changes` to post `id`, bumping updated_at; new Markdown is rendered and its read time
 * counted here. A status change is audited as published or unpublished, any other change as
 * updated with the names of the fields (never their text). Null when the post no longer exists;
 * throws the UNIQUE error on a slug clash.
 */
export async function updatePost(db: Database, id: number, changes: PostChanges, actor: Actor): Promise<AdminPost | null> {
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (sql: string, value: unknown) => {
    values.push(value);
    sets.push(sql.replace('?', `?${values.length + 1}`));
  };
  for (const [field, value] of Object.entries(changes) as [keyof PostChanges, unknown][]) {
    if (value === undefined) continue;
    if (field === 'content') {
      const markdown = value as string;
      set('content_md = ?', markdown);
      set('content_html = ?', renderMarkdown(markdown));
      set('read_time = ?', readTime(markdown));
    } else if (field === 'tags') {
      set('tags = ?', JSON.stringify(value));
    } else if (field === 'author') {
      set('author_id = (SELECT id FROM blog_authors WHERE slug = ?)', value);
    } else {
      set(`${COLUMN[field]} = ?`, value);
    }
  }
  // Publishing sets the date too: that is the publish line's, not an edit of its own.
  const edited = Object.keys(changes).filter(
    (f) => f !== 'status' && !(f === 'published_at' && changes.status) && changes[f as keyof PostChanges] !== undefined,
  );
  const statements: D1PreparedStatement[] = [];
  if (edited.length > 0) {
    statements.push(
      postAudit(db, actor, 'blog.post_updated', 'id = ?4', `json_object('slug', slug, 'fields', json(?5))`, id, JSON.stringify(edited)),
    );
  }
  if (changes.status) {
    const action = changes.status === 'published' ? 'blog.post_published' : 'blog.post_unpublished';
    // Read from the row in the same transaction: only a real change of status is audited as one.
    statements.push(postAudit(db, actor, action, 'id = ?4 AND status != ?5', `json_object('slug', slug)`, id, changes.status));
  }
  statements.push(
    db.statement(`UPDATE blog_posts SET ${[...sets, `updated_at = ${NOW}`].join(', ')} WHERE id = ?1`, id, ...values),
    db.statement(`SELECT ${POST_COLUMNS} ${FROM} WHERE p.id = ?1`, id),
  );
  const results = await db.batch<AdminPostRow>(statements);
  const row = results.at(-1)![0];
  return row ? toPost(row) : null;
}

/** Deletes a post with its audit line; its slug, or null when there was none. */
export async function deletePost(db: Database, id: number, actor: Actor): Promise<{ slug: string } | null> {
  const [, deleted] = await db.batch<Pick<BlogPostsRow, 'slug'>>([
    postAudit(db, actor, 'blog.post_deleted', 'id = ?4', `json_object('slug', slug, 'status', status)`, id),
    db.statement('DELETE FROM blog_posts WHERE id = ?1 RETURNING slug', id),
  ]);
  return deleted?.[0] ?? null;
}

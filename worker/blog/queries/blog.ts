import type { Database } from '../../lib/db';
import type { BlogAuthorsRow, BlogCategoriesRow, BlogPostsRow } from '../../lib/schema-types';
import { pageOf, Where } from '../../lib/list-query';
import { readTime, renderMarkdown } from '../../lib/markdown';

// The blog's SQL. A post is public when it is published and its publish time has come; every
// public query takes `now` so a post scheduled for later stays hidden until then.

export interface BlogAuthorInput {
  slug: string;
  name: string;
  bio: string;
}

export interface BlogPostInput {
  slug: string;
  title: string;
  excerpt: string;
  meta_description: string;
  content_md: string;
  author: BlogAuthorInput;
  category: string;
  tags: string[];
  featured_image: string | null;
  featured_image_alt: string;
  status: 'draft' | 'published';
  /** When it goes (or went) public; a draft may have none yet. */
  published_at: Date | null;
  updated_at?: Date;
  created_at?: Date;
}

/**
 * One post and its author (added, or its name and bio refreshed, by slug), for one db.batch().
 * The served HTML and the read time are computed here from the Markdown, so no caller can store
 * HTML that did not pass the sanitiser.
 */
export function insertPostStatements(db: Database, post: BlogPostInput): D1PreparedStatement[] {
  const created = (post.created_at ?? post.published_at ?? new Date()).toISOString();
  const updated = (post.updated_at ?? post.published_at ?? new Date()).toISOString();
  return [
    db.statement(
      `INSERT INTO blog_authors (slug, name, bio) VALUES (?1, ?2, ?3)
       ON CONFLICT (slug) DO UPDATE SET name = excluded.name, bio = excluded.bio`,
      post.author.slug,
      post.author.name,
      post.author.bio,
    ),
    db.statement(
      `INSERT INTO blog_posts (slug, title, excerpt, meta_description, content_md, content_html, author_id,
         category, tags, featured_image, featured_image_alt, status, published_at, updated_at, created_at, read_time)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, (SELECT id FROM blog_authors WHERE slug = ?7), ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)`,
      post.slug,
      post.title,
      post.excerpt,
      post.meta_description,
      post.content_md,
      renderMarkdown(post.content_md),
      post.author.slug,
      post.category,
      JSON.stringify([...new Set(post.tags)]),
      post.featured_image,
      post.featured_image_alt,
      post.status,
      post.published_at?.toISOString() ?? null,
      updated,
      created,
      readTime(post.content_md),
    ),
  ];
}

export interface BlogCategory {
  slug: string;
  name: string;
  colour: string;
}

export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  meta_description: string;
  author: { slug: string; name: string };
  published_date: string;
  updated_date: string;
  read_time: number;
  category: BlogCategory;
  tags: string[];
  featured_image: string | null;
  featured_image_alt: string;
}

export interface BlogPost extends BlogPostSummary {
  /** Sanitised HTML. */
  content: string;
  author: { slug: string; name: string; bio: string };
}

type PostRow = Pick<
  BlogPostsRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'meta_description'
  | 'updated_at'
  | 'read_time'
  | 'category'
  | 'tags'
  | 'featured_image'
  | 'featured_image_alt'
> & {
  /** Set on every public post (PUBLIC). */
  published_at: string;
  author_slug: BlogAuthorsRow['slug'];
  author_name: BlogAuthorsRow['name'];
  author_bio: BlogAuthorsRow['bio'];
  category_name: BlogCategoriesRow['name'];
  category_colour: BlogCategoriesRow['colour'];
  content_html?: BlogPostsRow['content_html'];
};

/** SQL true when post `p` is public at the time bound to `param`. */
const publicAt = (param: string) => `p.status = 'published' AND p.published_at IS NOT NULL AND p.published_at <= ${param}`;
const PUBLIC = publicAt('?1');

const SUMMARY_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.meta_description, a.slug AS author_slug,
  a.name AS author_name, a.bio AS author_bio, p.published_at, p.updated_at, p.read_time, p.category,
  c.name AS category_name, c.colour AS category_colour, p.tags, p.featured_image, p.featured_image_alt`;

const JOINS = `JOIN blog_authors a ON a.id = p.author_id JOIN blog_categories c ON c.slug = p.category`;

function toSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    meta_description: row.meta_description,
    author: { slug: row.author_slug, name: row.author_name },
    published_date: row.published_at,
    updated_date: row.updated_at,
    read_time: row.read_time,
    category: { slug: row.category, name: row.category_name, colour: row.category_colour },
    tags: JSON.parse(row.tags) as string[],
    featured_image: row.featured_image,
    featured_image_alt: row.featured_image_alt,
  };
}

export interface PostListFilter {
  page: number;
  limit: number;
  category?: string;
  tag?: string;
  /** An FTS5 expression built only by search/text.ts's matchExpression(); none for no search. */
  match?: string;
  now: Date;
}

/** A page of public posts, newest first (best match first when searching), and how many match. */
export async function listPublishedPosts(
  db: Database,
  filter: PostListFilter,
): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const searching = filter.match !== undefined;
  const where = new Where();
  if (searching) where.add('blog_posts_fts MATCH ?', filter.match);
  where.add(publicAt('?'), filter.now.toISOString());
  where.equals('p.category', filter.category);
  if (filter.tag !== undefined) where.add('EXISTS (SELECT 1 FROM json_each(p.tags) t WHERE t.value = ? COLLATE NOCASE)', filter.tag);
  const { rows, total } = await pageOf<PostRow>(
    db,
    {
      columns: SUMMARY_COLUMNS,
      from: searching ? `FROM blog_posts_fts f JOIN blog_posts p ON p.id = f.rowid ${JOINS}` : `FROM blog_posts p ${JOINS}`,
      order: searching
        ? 'ORDER BY bm25(blog_posts_fts, 10.0, 4.0, 1.0), p.published_at DESC, p.id DESC'
        : 'ORDER BY p.published_at DESC, p.id DESC',
    },
    where,
    { limit: filter.limit, offset: (filter.page - 1) * filter.limit },
  );
  return { posts: rows.map(toSummary), total };
}

/** Words of the posts' vocabulary (3+ letters, no digits), sorted, with how many posts hold each. */
export async function listBlogTerms(db: Database): Promise<{ terms: string[]; termDocs: number[] }> {
  const rows = await db.all<{ term: string; doc: number }>(
    `SELECT term, doc FROM blog_posts_fts_terms WHERE length(term) >= 3 AND term NOT GLOB '*[0-9]*' ORDER BY term`,
  );
  return { terms: rows.map((r) => r.term), termDocs: rows.map((r) => r.doc) };
}

/** One public post with its sanitised HTML, or null. */
export async function getPublishedPost(db: Database, slug: string, now: Date): Promise<BlogPost | null> {
  const row = await db.first<PostRow>(
    `SELECT ${SUMMARY_COLUMNS}, p.content_html FROM blog_posts p ${JOINS} WHERE p.slug = ?2 AND ${PUBLIC}`,
    now.toISOString(),
    slug,
  );
  if (!row) return null;
  const summary = toSummary(row);
  return { ...summary, author: { ...summary.author, bio: row.author_bio }, content: row.content_html ?? '' };
}

/** The five categories in their order, each with its number of public posts. */
export async function listCategories(db: Database, now: Date): Promise<(BlogCategory & { post_count: number })[]> {
  return db.all(
    `SELECT c.slug, c.name, c.colour,
       (SELECT count(*) FROM blog_posts p WHERE p.category = c.slug AND ${PUBLIC}) AS post_count
     FROM blog_categories c ORDER BY c.position`,
    now.toISOString(),
  );
}

export interface RelatedPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string | null;
  read_time: number;
}

/**
 * Up to `limit` other public posts: those sharing the most tags first, then those in the same
 * category, newest first within each. Null when the slug is no public post.
 */
export async function listRelatedPosts(db: Database, slug: string, now: Date, limit: number): Promise<RelatedPost[] | null> {
  // By index (blog_post_tags, migration 0024): the posts sharing a tag with it, and its category's
  // newest (the best of those sharing none); never every post's tags.
  const [target, related] = await db.batch([
    db.statement(`SELECT p.id FROM blog_posts p WHERE p.slug = ?2 AND ${PUBLIC}`, now.toISOString(), slug),
    db.statement(
      // CROSS JOIN fixes the order: from the post to its tags to the posts holding them, each step by index.
      `WITH target AS (SELECT p.id, p.category FROM blog_posts p WHERE p.slug = ?2 AND ${PUBLIC}),
       shared AS (
         SELECT o.post_id, count(*) AS n
         FROM target CROSS JOIN blog_post_tags t CROSS JOIN blog_post_tags o
         WHERE t.post_id = target.id AND o.tag = t.tag AND o.post_id <> target.id
         GROUP BY o.post_id
       ),
       newest_in_category AS (
         SELECT p.id FROM target CROSS JOIN blog_posts p
         WHERE p.category = target.category AND p.id <> target.id AND ${PUBLIC}
         ORDER BY p.published_at DESC LIMIT ?3
       ),
       candidates AS (SELECT post_id AS id FROM shared UNION SELECT id FROM newest_in_category)
       SELECT p.id, p.slug, p.title, p.excerpt, p.featured_image, p.read_time
       FROM candidates c CROSS JOIN blog_posts p CROSS JOIN target LEFT JOIN shared s ON s.post_id = p.id
       WHERE p.id = c.id AND ${PUBLIC}
       ORDER BY coalesce(s.n, 0) DESC, p.category = target.category DESC, p.published_at DESC, p.id DESC
       LIMIT ?3`,
      now.toISOString(),
      slug,
      limit,
    ),
  ]);
  if (!target || target.length === 0) return null;
  return related as unknown as RelatedPost[];
}

/// <reference types="node" />
// The blog's articles (worker/blog/content) as SQL for the loader: real content, loaded into every database while
// blog_posts is empty. Bodies go through the Worker's own pipeline (worker/lib/markdown.ts), so the
// stored HTML and read time are what an admin's save would produce.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { readTime, renderMarkdown } from '../worker/lib/markdown.ts';
import { MAX_STATEMENT_BYTES, sqlLiteral, type SqlValue } from './sql.ts';

export const BLOG_DIR = new URL('../worker/blog/content/', import.meta.url);

export const BLOG_CATEGORIES = ['treatment-guides', 'recovery-resources', 'addiction-types', 'family-support', 'prevention'] as const;

export interface BlogSeedAuthor {
  slug: string;
  name: string;
  bio: string;
}

export interface BlogSeedPost {
  slug: string;
  title: string;
  category: string;
  author: string;
  /** ISO 8601 UTC. */
  publishedAt: string;
  updatedAt: string;
  excerpt: string;
  metaDescription: string;
  tags: string[];
  featuredImage: string | null;
  featuredImageAlt: string;
  contentMd: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readBlogAuthors(dir: URL = BLOG_DIR): BlogSeedAuthor[] {
  const raw: unknown = JSON.parse(readFileSync(new URL('authors.json', dir), 'utf8'));
  if (!Array.isArray(raw)) throw new Error('worker/blog/content/authors.json: expected an array');
  return raw.map((a: Record<string, unknown>, i) => ({
    slug: text(a, 'slug', `authors.json[${i}]`),
    name: text(a, 'name', `authors.json[${i}]`),
    bio: text(a, 'bio', `authors.json[${i}]`),
  }));
}

export function readBlogPosts(dir: URL = BLOG_DIR): BlogSeedPost[] {
  const postsDir = new URL('posts/', dir);
  return readdirSync(postsDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => parsePost(file, readFileSync(new URL(file, postsDir), 'utf8')));
}

/** One article: YAML front matter (worker/blog/content/README.md) and its Markdown body. */
export function parsePost(file: string, source: string): BlogSeedPost {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: no front matter`);
  const meta: unknown = parse(match[1]!);
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) throw new Error(`${file}: front matter is not a mapping`);
  const fm = meta as Record<string, unknown>;
  const slug = text(fm, 'slug', file);
  if (`${slug}.md` !== file.replace(/^.*\//, '')) throw new Error(`${file}: slug "${slug}" is not the file name`);
  const category = text(fm, 'category', file);
  if (!(BLOG_CATEGORIES as readonly string[]).includes(category)) throw new Error(`${file}: unknown category "${category}"`);
  const published = date(fm, 'published', file)!;
  const updated = date(fm, 'updated', file) ?? published;
  if (updated < published) throw new Error(`${file}: updated before published`);
  const tags = fm.tags ?? [];
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) throw new Error(`${file}: tags must be a list of words`);
  const image = fm.featured_image;
  if (image !== undefined && image !== null && typeof image !== 'string') throw new Error(`${file}: featured_image must be a path`);
  const body = match[2]!.trim();
  if (!body) throw new Error(`${file}: empty body`);
  return {
    slug,
    title: text(fm, 'title', file),
    category,
    author: text(fm, 'author', file),
    publishedAt: published,
    updatedAt: updated,
    excerpt: text(fm, 'excerpt', file),
    metaDescription: text(fm, 'meta_description', file),
    tags: [...new Set(tags as string[])],
    featuredImage: image ?? null,
    featuredImageAlt: typeof fm.featured_image_alt === 'string' ? fm.featured_image_alt : '',
    contentMd: body + '\n',
  };
}

const POST_COLUMNS = [
  'slug', 'title', 'excerpt', 'meta_description', 'content_md', 'content_html', 'author_id', 'category', 'tags',
  'featured_image', 'featured_image_alt', 'status', 'published_at', 'updated_at', 'created_at', 'read_time',
];

/**
 * For an empty blog_posts table: the authors (an author already there, perhaps edited by an admin, is
 * kept), then the posts as multi-row INSERTs under D1's statement size, each post's author found by slug.
 */
export function blogSeedStatements(posts: readonly BlogSeedPost[], authors: readonly BlogSeedAuthor[]): string[] {
  const known = new Set(authors.map((a) => a.slug));
  for (const post of posts) {
    if (!known.has(post.author)) throw new Error(`${post.slug}: author "${post.author}" is not in authors.json`);
  }
  const statements: string[] = [];
  if (authors.length > 0) {
    const tuples = authors.map((a) => `(${[a.slug, a.name, a.bio].map(sqlLiteral).join(', ')})`);
    statements.push(`INSERT INTO blog_authors (slug, name, bio) VALUES\n${tuples.join(',\n')}\nON CONFLICT (slug) DO NOTHING;`);
  }
  // Rows come in as a VALUES list (column1…column16) and the author's slug in the author_id position is
  // swapped for the id the database gave that author.
  const select = POST_COLUMNS.map((c, i) => (c === 'author_id' ? 'a.id' : `v.column${i + 1}`)).join(', ');
  const authorColumn = `v.column${POST_COLUMNS.indexOf('author_id') + 1}`;
  const head = `INSERT INTO blog_posts (${POST_COLUMNS.join(', ')})\nSELECT ${select}\nFROM (VALUES\n`;
  const tail = `\n) AS v JOIN blog_authors a ON a.slug = ${authorColumn};`;
  const fixed = Buffer.byteLength(head) + Buffer.byteLength(tail);
  let tuples: string[] = [];
  let bytes = fixed;
  const flush = () => {
    if (tuples.length > 0) statements.push(head + tuples.join(',\n') + tail);
    tuples = [];
    bytes = fixed;
  };
  for (const post of posts) {
    const row: SqlValue[] = [
      post.slug, post.title, post.excerpt, post.metaDescription, post.contentMd, renderMarkdown(post.contentMd), post.author,
      post.category, JSON.stringify(post.tags), post.featuredImage, post.featuredImageAlt, 'published', post.publishedAt,
      post.updatedAt, post.publishedAt, readTime(post.contentMd),
    ];
    const tuple = `(${row.map(sqlLiteral).join(', ')})`;
    const tupleBytes = Buffer.byteLength(tuple) + 2;
    if (fixed + tupleBytes > MAX_STATEMENT_BYTES) throw new Error(`${post.slug}: larger than ${MAX_STATEMENT_BYTES} bytes as SQL`);
    if (bytes + tupleBytes > MAX_STATEMENT_BYTES) flush();
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  flush();
  return statements;
}

function text(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${where}: "${key}" must be non-empty text`);
  return value.trim();
}

/** A YYYY-MM-DD as noon UTC, so the day is the same one in every US time zone. */
function date(record: Record<string, unknown>, key: string, where: string): string | undefined {
  const value = record[key];
  if (value === undefined || value === null) {
    if (key === 'published') throw new Error(`${where}: "published" is required`);
    return undefined;
  }
  // The yaml package's default (YAML 1.2 core) schema keeps dates as text.
  if (typeof value !== 'string' || !DATE.test(value)) throw new Error(`${where}: "${key}" must be YYYY-MM-DD`);
  const at = new Date(`${value}T12:00:00.000Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) throw new Error(`${where}: "${key}" is not a date`);
  return at.toISOString();
}

/// <reference types="node" />
// The blog's articles: their front matter, and that their SQL loads into the real schema (node:sqlite)
// as published, sanitised posts with authors, categories and search.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, blogSeedStatements, parsePost, readBlogAuthors, readBlogPosts } from './blog-posts.ts';
import { MAX_STATEMENT_BYTES } from './sql.ts';
import { readTime } from '../worker/lib/markdown.ts';
import type * as NodeSqlite from 'node:sqlite';

const posts = readBlogPosts();
const authors = readBlogAuthors();
const statements = blogSeedStatements(posts, authors);
const files = readdirSync(new URL('../worker/blog/content/posts/', import.meta.url)).filter((f) => f.endsWith('.md'));

describe('blog seed', () => {
  it('reads every article with its front matter', () => {
    expect(posts).toHaveLength(files.length);
    expect(posts.length).toBeGreaterThanOrEqual(20);
    for (const post of posts) {
      expect(post.publishedAt, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
      expect(post.updatedAt >= post.publishedAt, post.slug).toBe(true);
      expect(post.contentMd.startsWith('---'), post.slug).toBe(false);
    }
  });

  it('refuses front matter it cannot trust', () => {
    const good = readFileSync(new URL('../worker/blog/content/posts/what-is-detox.md', import.meta.url), 'utf8');
    expect(() => parsePost('what-is-detox.md', good.replace('category: treatment-guides', 'category: news'))).toThrow(/category/);
    expect(() => parsePost('other.md', good)).toThrow(/file name/);
    expect(() => parsePost('what-is-detox.md', good.replace('published: 2025-01-14', 'published: 14/01/2025'))).toThrow(/published/);
    expect(() => parsePost('what-is-detox.md', 'no front matter')).toThrow(/front matter/);
  });

  it('writes statements under D1\'s size limit, more than one post to a statement', () => {
    for (const s of statements) expect(Buffer.byteLength(s)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
    expect(statements.length).toBeLessThan(posts.length);
  });

  const sqlite = process.getBuiltinModule?.('node:sqlite') as typeof NodeSqlite | undefined;
  it.runIf(sqlite)('loads into the real schema: published posts, five categories, sanitised HTML, authors, search', () => {
    const db = new (sqlite as typeof NodeSqlite).DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    const migrations = new URL('../migrations/', import.meta.url);
    for (const name of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) {
      db.exec(readFileSync(new URL(name, migrations), 'utf8'));
    }
    // An author an admin already edited stays as edited.
    db.exec("INSERT INTO blog_authors (slug, name, bio) VALUES ('elena-marsh', 'Elena M.', 'Edited')");
    db.exec(statements.join('\n'));
    const one = (sql: string) => Object.values(db.prepare(sql).get() ?? {})[0];
    expect(one("SELECT count(*) FROM blog_posts WHERE status = 'published'")).toBe(files.length);
    expect(one('SELECT count(*) FROM blog_posts')).toBe(files.length);
    const perCategory = db.prepare('SELECT category, count(*) AS n FROM blog_posts GROUP BY category').all() as Array<{ category: string; n: number }>;
    expect(perCategory.map((r) => r.category).sort()).toEqual([...BLOG_CATEGORIES].sort());
    for (const { category, n } of perCategory) expect(n, category).toBeGreaterThanOrEqual(4);
    expect(one("SELECT count(*) FROM blog_posts WHERE content_html = '' OR content_html LIKE '%<script%' OR read_time < 1")).toBe(0);
    expect(one("SELECT count(*) FROM blog_posts WHERE content_html NOT LIKE '%<h2>%'")).toBe(0);
    expect(one('SELECT count(*) FROM blog_posts p LEFT JOIN blog_authors a ON a.id = p.author_id WHERE a.id IS NULL')).toBe(0);
    expect(one('SELECT count(*) FROM blog_authors')).toBe(authors.length);
    expect(one("SELECT name FROM blog_authors WHERE slug = 'elena-marsh'")).toBe('Elena M.');
    expect(one("SELECT count(*) FROM blog_posts WHERE published_at IS NULL OR updated_at < published_at OR created_at != published_at")).toBe(0);
    expect(one("SELECT count(*) FROM blog_posts WHERE json_array_length(tags) = 0")).toBe(0);
    const found = db
      .prepare("SELECT p.slug FROM blog_posts_fts f JOIN blog_posts p ON p.id = f.rowid WHERE blog_posts_fts MATCH 'naloxone'")
      .all() as Array<{ slug: string }>;
    expect(found.map((r) => r.slug)).toContain('naloxone-and-harm-reduction');
    // The Worker's own pipeline: the read time an admin's save would store.
    const detox = posts.find((p) => p.slug === 'what-is-detox')!;
    expect(one("SELECT read_time FROM blog_posts WHERE slug = 'what-is-detox'")).toBe(readTime(detox.contentMd));
    expect(readTime(detox.contentMd)).toBeGreaterThanOrEqual(3);
    db.close();
  });
});

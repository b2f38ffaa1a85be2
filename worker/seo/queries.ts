import type { Database } from '../lib/db';

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

// A post is public once published and its date has come (as in blog/queries/blog.ts).
const PUBLIC_POST = `status = 'published' AND published_at IS NOT NULL AND published_at <= ?1`;

/** How many facility, state and post pages there are: whether the sitemap fits one file. */
export async function countPages(db: Database, now: Date): Promise<{ facilities: number; states: number; posts: number }> {
  const row = await db.first<{ facilities: number; states: number; posts: number }>(
    `SELECT (SELECT count(*) FROM facilities WHERE status = 'approved') AS facilities, (SELECT count(*) FROM states) AS states,
       (SELECT count(*) FROM blog_posts WHERE ${PUBLIC_POST}) AS posts`,
    now.toISOString(),
  );
  return row ?? { facilities: 0, states: 0, posts: 0 };
}

/** Public blog posts, newest first, each dated by its last edit. */
export async function listPostPages(db: Database, now: Date): Promise<SitemapEntry[]> {
  const rows = await db.all<{ slug: string; updated_at: string }>(
    `SELECT slug, max(updated_at, published_at) AS updated_at FROM blog_posts WHERE ${PUBLIC_POST} ORDER BY published_at DESC, id DESC`,
    now.toISOString(),
  );
  return rows.map((r) => ({ path: `/blog/${r.slug}`, lastmod: r.updated_at }));
}

/** Published facility pages by id, `limit` from `offset`, with their last change. */
export async function listFacilityPages(db: Database, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await db.all<{ id: number; updated_at: string }>(
    `SELECT id, updated_at FROM facilities WHERE status = 'approved' ORDER BY id LIMIT ?1 OFFSET ?2`,
    limit,
    offset,
  );
  return rows.map((r) => ({ path: `/facility/${r.id}`, lastmod: r.updated_at }));
}

export async function listStatePages(db: Database): Promise<SitemapEntry[]> {
  const rows = await db.all<{ code: string; lastmod: string | null }>(
    `SELECT s.code, (SELECT max(updated_at) FROM facilities f WHERE f.state = s.code AND f.status = 'approved') AS lastmod
     FROM states s ORDER BY s.code`,
  );
  return rows.map((r) => ({ path: `/states/${r.code.toLowerCase()}`, lastmod: r.lastmod }));
}

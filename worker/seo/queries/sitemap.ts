import type { Database } from '../../lib/db';
import type { FacilitiesRow } from '../../lib/schema-types';

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

// A post is public once published and its date has come (as in blog/queries/blog.ts).
const PUBLIC_POST = `status = 'published' AND published_at IS NOT NULL AND published_at <= ?1`;

/**
 * The highest listing id (at most that many facility pages: the sitemap's parts are id ranges), and
 * how many state and post pages there are. Read from the ends of indexes, not by counting listings.
 */
export async function countPages(db: Database, now: Date): Promise<{ maxFacilityId: number; states: number; posts: number }> {
  const row = await db.first<{ maxFacilityId: number | null; states: number; posts: number }>(
    `SELECT (SELECT max(id) FROM facilities) AS maxFacilityId, (SELECT count(*) FROM states) AS states,
       (SELECT count(*) FROM blog_posts WHERE ${PUBLIC_POST}) AS posts`,
    now.toISOString(),
  );
  return { maxFacilityId: row?.maxFacilityId ?? 0, states: row?.states ?? 0, posts: row?.posts ?? 0 };
}

/** Public blog posts, newest first, each dated by its last edit. */
export async function listPostPages(db: Database, now: Date): Promise<SitemapEntry[]> {
  const rows = await db.all<{ slug: string; updated_at: string }>(
    `SELECT slug, max(updated_at, published_at) AS updated_at FROM blog_posts WHERE ${PUBLIC_POST} ORDER BY published_at DESC, id DESC`,
    now.toISOString(),
  );
  return rows.map((r) => ({ path: `/blog/${r.slug}`, lastmod: r.updated_at }));
}

/** Published facility pages with ids from `first` to `last`, with their last change (a range of the key: no rows skipped). */
export async function listFacilityPages(db: Database, first: number, last: number): Promise<SitemapEntry[]> {
  const rows = await db.all<Pick<FacilitiesRow, 'id' | 'updated_at'>>(
    // `+status`: walk the key's range; an index on status would read every published listing.
    `SELECT id, updated_at FROM facilities WHERE id BETWEEN ?1 AND ?2 AND +status = 'approved' ORDER BY id`,
    first,
    last,
  );
  return rows.map((r) => ({ path: `/facility/${r.id}`, lastmod: r.updated_at }));
}

export async function listStatePages(db: Database): Promise<SitemapEntry[]> {
  // Each state's latest change is the end of its range in facilities_status_state_updated.
  const rows = await db.all<{ code: string; lastmod: string | null }>(
    `SELECT s.code, (SELECT max(updated_at) FROM facilities f WHERE f.status = 'approved' AND f.state = s.code) AS lastmod
     FROM states s ORDER BY s.code`,
  );
  return rows.map((r) => ({ path: `/states/${r.code.toLowerCase()}`, lastmod: r.lastmod }));
}

import type { Database } from '../lib/db';

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** How many facility and state pages there are: whether the sitemap fits one file. */
export async function countPages(db: Database): Promise<{ facilities: number; states: number }> {
  const row = await db.first<{ facilities: number; states: number }>(
    `SELECT (SELECT count(*) FROM facilities WHERE status = 'approved') AS facilities, (SELECT count(*) FROM states) AS states`,
  );
  return row ?? { facilities: 0, states: 0 };
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

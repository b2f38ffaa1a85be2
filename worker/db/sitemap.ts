import type { Database } from '../lib/db';

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** When any published listing last changed: the pages that show listings' data change with it. */
export async function listingsLastChanged(db: Database): Promise<string | null> {
  const row = await db.first<{ lastmod: string | null }>(`SELECT max(updated_at) AS lastmod FROM facilities WHERE status = 'approved'`);
  return row?.lastmod ?? null;
}

export async function countPublishedFacilities(db: Database): Promise<number> {
  const row = await db.first<{ n: number }>(`SELECT count(*) AS n FROM facilities WHERE status = 'approved'`);
  return row?.n ?? 0;
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

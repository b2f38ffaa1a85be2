import type { Database } from '../../lib/db';
import type { ViewSaltsRow } from '../../lib/schema-types';

// Listing views: the day's salt, and the flush that turns buffered views into daily counts
// (docs/decisions/006-counting-views.md).

/** One view as the Worker buffers it: which listing, which UTC day, and the visitor's salted hash. */
export interface BufferedView {
  facilityId: number;
  day: string;
  visitor: string;
}

export interface FlushMeta {
  views: number;
  rowsRead: number;
  rowsWritten: number;
}

/** Views per statement pair: their JSON stays far under D1's 100 KB statement limit (~100 bytes each). */
const VIEWS_PER_STATEMENT = 500;

/** Whether `id` is a published listing (the views endpoint counts no other). */
export async function isPublishedFacility(db: Database, id: number): Promise<boolean> {
  return (await db.first(`SELECT 1 AS published FROM facilities WHERE id = ?1 AND status = 'approved'`, id)) !== null;
}

/** The salt of `day`: the one stored, or `candidate` when this is the day's first request anywhere. */
export async function saltOfDay(db: Database, day: string, candidate: string): Promise<string> {
  const [, rows] = await db.batch<Pick<ViewSaltsRow, 'salt'>>([
    db.statement('INSERT OR IGNORE INTO view_salts (day, salt) VALUES (?1, ?2)', day, candidate),
    db.statement('SELECT salt FROM view_salts WHERE day = ?1', day),
  ]);
  return rows![0]!.salt;
}

/**
 * Counts `views` in one round trip and one transaction. Per chunk: first adds to each listing's
 * daily row the visitors not already recorded that day (a listing deleted since its view is skipped),
 * then records those visitors. The views travel as one JSON parameter, since D1 binds at most 100.
 */
export async function flushViews(db: Database, views: BufferedView[]): Promise<FlushMeta> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < views.length; start += VIEWS_PER_STATEMENT) {
    const chunk = JSON.stringify(views.slice(start, start + VIEWS_PER_STATEMENT).map((v) => [v.facilityId, v.day, v.visitor]));
    statements.push(
      db.statement(
        `INSERT INTO facility_daily_stats (facility_id, day, views)
         SELECT f.id, v.value ->> 1, count(DISTINCT v.value ->> 2)
         FROM json_each(?1) v JOIN facilities f ON f.id = v.value ->> 0
         WHERE NOT EXISTS (SELECT 1 FROM view_visitors w WHERE w.day = v.value ->> 1 AND w.visitor = v.value ->> 2)
         GROUP BY f.id, v.value ->> 1
         ON CONFLICT (facility_id, day) DO UPDATE SET views = views + excluded.views`,
        chunk,
      ),
      db.statement(`INSERT OR IGNORE INTO view_visitors (day, visitor) SELECT value ->> 1, value ->> 2 FROM json_each(?1)`, chunk),
    );
  }
  const before = { read: db.meter.rowsRead, written: db.meter.rowsWritten };
  await db.batch(statements);
  return { views: views.length, rowsRead: db.meter.rowsRead - before.read, rowsWritten: db.meter.rowsWritten - before.written };
}

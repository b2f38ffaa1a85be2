import type { Database } from '../../lib/db';

/**
 * Every published facility whose text matches, with its bm25 score (lower is better). Column
 * weights: name 10, city 4, state 2, services 4, description 1. `expression` must come from
 * search/text.ts matchExpression(), never from a visitor directly.
 */
export async function matchFacilityText(db: Database, expression: string): Promise<Map<number, number>> {
  const rows = await db.all<{ id: number; score: number }>(
    `SELECT rowid AS id, bm25(facilities_fts, 10.0, 4.0, 2.0, 4.0, 1.0) AS score
     FROM facilities_fts WHERE facilities_fts MATCH ?1`,
    expression,
  );
  return new Map(rows.map((r) => [r.id, r.score]));
}

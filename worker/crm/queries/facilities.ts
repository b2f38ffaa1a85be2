import type { Database } from '../../lib/db';
import { containsSql } from '../../lib/list-query';

// Listings a prospect can be linked to, found by part of their name.

export interface LinkableFacility {
  id: number;
  name: string;
  city: string;
  state: string;
  status: string;
}

const MATCHES = 10;

/** Up to ten facilities whose name contains `text` (any case), names starting with it first. */
export function searchFacilitiesByName(db: Database, text: string): Promise<LinkableFacility[]> {
  return db.all<LinkableFacility>(
    `SELECT id, name, city, state, status FROM facilities
     WHERE ${containsSql('name', '?1')}
     ORDER BY instr(lower(name), lower(?1)) = 1 DESC, name COLLATE NOCASE, id LIMIT ?2`,
    text,
    MATCHES,
  );
}

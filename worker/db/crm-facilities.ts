import type { Database } from '../lib/db';
import { containsPattern } from './records';

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
  const contains = containsPattern(text);
  const startsWith = contains.slice(1);
  return db.all<LinkableFacility>(
    `SELECT id, name, city, state, status FROM facilities
     WHERE name LIKE ?1 ESCAPE '\\'
     ORDER BY name LIKE ?2 ESCAPE '\\' DESC, name COLLATE NOCASE, id LIMIT ?3`,
    contains,
    startsWith,
    MATCHES,
  );
}

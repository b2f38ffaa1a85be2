import { matchFacilityText } from './queries/facility-text';
import type { Database } from '../lib/db';

// Recent full-text match sets, per isolate. A visitor who searches "alcohol" and then filters,
// sorts or pages re-runs the same text query each time; its matches only change with the data, so
// they are kept with the index version they were read under. Bounded by total ids held, since one
// broad word can match every facility.
const MAX_IDS = 300_000;
const entries = new Map<string, Map<number, number>>();
let heldIds = 0;

export async function textMatches(db: Database, expression: string, indexVersion: number): Promise<Map<number, number>> {
  const key = `${indexVersion}\u0000${expression}`;
  const hit = entries.get(key);
  if (hit) {
    // Most recently used last.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const scores = await matchFacilityText(db, expression);
  entries.set(key, scores);
  heldIds += scores.size;
  for (const [oldKey, old] of entries) {
    if (heldIds <= MAX_IDS || oldKey === key) break;
    entries.delete(oldKey);
    heldIds -= old.size;
  }
  return scores;
}

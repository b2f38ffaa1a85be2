import { isbot } from 'isbot';
import { saltOfDay, type BufferedView } from '../db/listing-views';
import type { Database } from './db';
import { randomHex, sha256Hex } from './hash';

// Who viewed a listing, as far as counting needs: a hash that is the same for one browser on one
// listing all day and means nothing once the day's salt is deleted (docs/decisions/006-counting-views.md).

/**
 * Whether a user agent is a person's browser: not a crawler, link previewer, monitor, headless or
 * scripted client (isbot's list), and not missing — every browser sends one.
 */
export function isPersonsBrowser(userAgent: string | undefined): userAgent is string {
  return !!userAgent && !isbot(userAgent);
}

/** The day's salt as this isolate last read it. The string, not a promise: requests share no I/O. */
let cachedSalt: { day: string; salt: string } | null = null;

async function saltOf(db: Database, day: string): Promise<string> {
  if (cachedSalt?.day !== day) cachedSalt = { day, salt: await saltOfDay(db, day, randomHex(32)) };
  return cachedSalt.salt;
}

/** The UTC day of `now`, as facility_daily_stats and the view tables name it. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The view of listing `facilityId` by the browser at `address` with `userAgent`, on the day of `now`. */
export async function viewOf(
  db: Database,
  facilityId: number,
  client: { address: string; userAgent: string },
  now: Date,
): Promise<BufferedView> {
  const day = utcDay(now);
  const salt = await saltOf(db, day);
  const visitor = await sha256Hex([salt, facilityId, client.address, client.userAgent].join('\n'));
  return { facilityId, day, visitor };
}

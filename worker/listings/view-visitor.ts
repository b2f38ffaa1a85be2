import { isbot } from 'isbot';
import { saltOfDay, type BufferedView } from './queries/views';
import { utcDay } from '../lib/dates';
import type { Database } from '../lib/db';
import { randomHex, sha256Hex } from '../lib/hash';

// Who viewed a listing, as far as counting needs: a hash that is the same for one address (an IPv6
// client's /64) on one listing all day and means nothing once the day's salt is deleted
// (docs/decisions/006-counting-views.md).

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

/**
 * The view of listing `facilityId` from `address` (lib/subjects.ts clientAddress), on the day of
 * `now`. Not the user agent: anyone can send a new one with every request, and did, to count one
 * address as fifty visitors.
 */
export async function viewOf(db: Database, facilityId: number, address: string, now: Date): Promise<BufferedView> {
  const day = utcDay(now);
  const salt = await saltOf(db, day);
  const visitor = await sha256Hex([salt, facilityId, address].join('\n'));
  return { facilityId, day, visitor };
}

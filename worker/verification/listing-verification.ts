import type { Database } from '../lib/db';
import { newestChecks } from './queries/checks';
import type { ListingVerification } from './schemas/verification-values';
import { verificationOf } from './status';

// What a listing's page says of our staff's checks (GET /api/facility/public/:id): the public face
// the listings domain reads. One range read of the listing's newest checks.

export async function listingVerification(db: Database, facilityId: number, now: Date): Promise<ListingVerification> {
  return verificationOf(await newestChecks(db, facilityId), now);
}

import type { Database } from '../lib/db';

// Signals of abuse the desk shows beside each review (issue 43). They inform a decision; none
// decides anything by itself, and none holds a review back.
// - Same network: other reviews sent from the same IPv4 /24 or IPv6 /64 (compared by
//   reviews.network_hash, a keyed hash of the prefix: the address itself is never stored).
// - Burst: several reviews of one listing within a day of each other.
// - Own invitations: every review of the listing came through invitations the facility sent.
// - Written alike: the Jaccard similarity of the review's word 3-shingles (lower-cased letters and
//   digits; a text under three words is its words) against the same listing's 50 most recent
//   reviews; the highest score and which review it was.

/** Reviews of one listing within a day of each other (itself included) that make a burst. */
export const BURST_REVIEWS = 3;
/** A listing needs this many reviews before "all from its own invitations" means anything. */
export const OWN_INVITATIONS_MIN = 3;
/** A similarity at or above this is shown as "written alike". */
export const SIMILAR_AT = 0.5;
/** How many of the listing's most recent reviews a review is compared with. */
const COMPARED_WITH = 50;
const SHINGLE_WORDS = 3;

export interface ReviewSignals {
  /** Other reviews (any listing) from the same network. */
  sameNetwork: number;
  /** The listing's reviews within a day of this one, itself included. */
  sameDay: number;
  /** Every one of the listing's reviews (at least OWN_INVITATIONS_MIN) came from the facility's own invitations. */
  allFromOwnInvitations: boolean;
  /** The most similar of the listing's other recent reviews, when any shares a shingle. */
  mostSimilar: { id: number; score: number } | null;
  /** The signals that are raised, by name, for the desk to show first. */
  raised: Array<'same_network' | 'burst' | 'own_invitations' | 'written_alike'>;
}

/** A text's word shingles, as compared. */
export function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < SHINGLE_WORDS) return new Set(words.length ? [words.join(' ')] : []);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) out.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  return out;
}

/** |A ∩ B| / |A ∪ B|; 0 for two empty sets. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

interface CountRow {
  id: number;
  same_network: number;
  same_day: number;
  listing_reviews: number;
  listing_own_invited: number;
}

/** The signals of each review in `reviews` (a page of the desk): three queries, whatever the page's size. */
export async function signalsOf(db: Database, reviews: Array<{ id: number; facilityId: number; body: string }>): Promise<Map<number, ReviewSignals>> {
  const out = new Map<number, ReviewSignals>();
  if (reviews.length === 0) return out;
  const ids = JSON.stringify(reviews.map((r) => r.id));
  const facilities = JSON.stringify([...new Set(reviews.map((r) => r.facilityId))]);
  const [counts, recent] = await db.batch([
    db.statement(
      `SELECT r.id,
         (SELECT count(*) FROM reviews o WHERE o.network_hash = r.network_hash AND o.id != r.id) AS same_network,
         (SELECT count(*) FROM reviews o WHERE o.facility_id = r.facility_id
            AND o.created_at BETWEEN strftime('%Y-%m-%dT%H:%M:%fZ', r.created_at, '-1 day') AND strftime('%Y-%m-%dT%H:%M:%fZ', r.created_at, '+1 day')) AS same_day,
         (SELECT count(*) FROM reviews o WHERE o.facility_id = r.facility_id AND o.status != 'awaiting_confirmation') AS listing_reviews,
         (SELECT count(*) FROM reviews o WHERE o.facility_id = r.facility_id AND o.status != 'awaiting_confirmation' AND o.invited_by = 'facility') AS listing_own_invited
       FROM reviews r WHERE r.id IN (SELECT value FROM json_each(?1))`,
      ids,
    ),
    db.statement(
      `SELECT id, facility_id, body FROM (
         SELECT id, facility_id, body, row_number() OVER (PARTITION BY facility_id ORDER BY created_at DESC, id DESC) AS n
         FROM reviews WHERE facility_id IN (SELECT value FROM json_each(?1)))
       WHERE n <= ?2`,
      facilities,
      COMPARED_WITH + 1,
    ),
  ]);
  const byListing = new Map<number, Array<{ id: number; shingles: Set<string> }>>();
  for (const row of recent as unknown as Array<{ id: number; facility_id: number; body: string }>) {
    const list = byListing.get(row.facility_id) ?? [];
    list.push({ id: row.id, shingles: shingles(row.body) });
    byListing.set(row.facility_id, list);
  }
  const countsById = new Map((counts as unknown as CountRow[]).map((row) => [row.id, row]));
  for (const review of reviews) {
    const count = countsById.get(review.id);
    const own = shingles(review.body);
    let mostSimilar: ReviewSignals['mostSimilar'] = null;
    for (const other of byListing.get(review.facilityId) ?? []) {
      if (other.id === review.id) continue;
      const score = jaccard(own, other.shingles);
      if (score > 0 && (!mostSimilar || score > mostSimilar.score)) mostSimilar = { id: other.id, score: Math.round(score * 100) / 100 };
    }
    const sameNetwork = count?.same_network ?? 0;
    const sameDay = count?.same_day ?? 1;
    const allFromOwnInvitations = !!count && count.listing_reviews >= OWN_INVITATIONS_MIN && count.listing_own_invited === count.listing_reviews;
    const raised: ReviewSignals['raised'] = [];
    if (sameNetwork > 0) raised.push('same_network');
    if (sameDay >= BURST_REVIEWS) raised.push('burst');
    if (allFromOwnInvitations) raised.push('own_invitations');
    if (mostSimilar && mostSimilar.score >= SIMILAR_AT) raised.push('written_alike');
    out.set(review.id, { sameNetwork, sameDay, allFromOwnInvitations, mostSimilar, raised });
  }
  return out;
}

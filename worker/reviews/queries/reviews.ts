import type { Database } from '../../lib/db';
import type { ReviewsRow } from '../../lib/schema-types';
import type { PublicReview, ReviewsPage, ReviewsQuery, ReviewSort } from '../schemas';

type PublicReviewRow = Pick<
  ReviewsRow,
  | 'id'
  | 'rating'
  | 'title'
  | 'body'
  | 'relationship'
  | 'display_name'
  | 'stayed_in'
  | 'lang'
  | 'invited_by'
  | 'created_at'
  | 'response_body'
  | 'response_created_at'
>;

// Only the columns anyone may read: the reviewer's address (hash or sealed), the desk's notes and
// guidelines never leave this file's SELECT.
const PUBLIC_COLUMNS = `r.id, r.rating, r.title, r.body, r.relationship, r.display_name, r.stayed_in, r.lang, r.invited_by,
  r.created_at, CASE WHEN r.response_status = 'published' THEN r.response_body END AS response_body,
  CASE WHEN r.response_status = 'published' THEN r.response_created_at END AS response_created_at`;

const ORDER: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  highest: 'r.rating DESC, r.created_at DESC, r.id DESC',
  lowest: 'r.rating ASC, r.created_at DESC, r.id DESC',
};

function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    ...(row.title ? { title: row.title } : {}),
    body: row.body,
    relationship: row.relationship as PublicReview['relationship'],
    displayName: row.display_name,
    ...(row.stayed_in ? { stayedIn: row.stayed_in } : {}),
    verified: row.invited_by !== null,
    lang: row.lang as PublicReview['lang'],
    createdAt: row.created_at,
    ...(row.response_body && row.response_created_at ? { response: { body: row.response_body, createdAt: row.response_created_at } } : {}),
  };
}

/**
 * One page of listing `facilityId`'s published reviews with its figures (count, mean, distribution),
 * counted from the reviews themselves in the same read: the numbers every other answer carries
 * (facilities.rating and .reviews, which the triggers keep) are these. Null for a listing not published.
 */
export async function listPublishedReviews(db: Database, facilityId: number, query: ReviewsQuery): Promise<ReviewsPage | null> {
  const [listing, rows, counts] = await db.batch([
    db.statement("SELECT 1 AS published FROM facilities WHERE id = ?1 AND status = 'approved'", facilityId),
    db.statement(
      `SELECT ${PUBLIC_COLUMNS} FROM reviews r WHERE r.facility_id = ?1 AND r.status = 'published'
       ORDER BY ${ORDER[query.sort]} LIMIT ?2 OFFSET ?3`,
      facilityId,
      query.limit,
      (query.page - 1) * query.limit,
    ),
    db.statement(
      `SELECT r.rating, count(*) AS n FROM reviews r WHERE r.facility_id = ?1 AND r.status = 'published' GROUP BY r.rating`,
      facilityId,
    ),
  ]);
  if (listing!.length === 0) return null;
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of counts as unknown as Array<{ rating: 1 | 2 | 3 | 4 | 5; n: number }>) {
    distribution[rating] = n;
    total += n;
    sum += rating * n;
  }
  return {
    reviews: (rows as unknown as PublicReviewRow[]).map(toPublicReview),
    total,
    average: total === 0 ? null : sum / total,
    distribution,
    page: query.page,
    limit: query.limit,
    sort: query.sort,
  };
}

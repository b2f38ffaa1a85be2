import type { Database } from '../../lib/db';
import type { Page } from '../../lib/list-query';
import type { ReviewsRow } from '../../lib/schema-types';
import type { Guideline } from '../schemas/guidelines';

// The facility's side of its reviews (the dashboard's Reviews tab): its published reviews with the
// state of its answer to each, and how many wait for moderation. Never the reviewer's address, the
// desk's notes or signals, and not the text of a review the desk has not published (a review held
// for naming someone's health or another client is not shown to the facility either).

export interface FacilityReview {
  id: number;
  rating: number;
  title: string | null;
  body: string;
  relationship: string;
  displayName: string;
  stayedIn: string | null;
  lang: 'en' | 'es';
  verified: boolean;
  createdAt: string;
  publishedAt: string | null;
  response: { body: string; status: 'pending' | 'published' | 'rejected'; rejectedGuideline: Guideline | null; createdAt: string | null } | null;
}

/** The columns read (the derived row type, with the CHECKed columns' values as the code names them). */
type Row = Omit<
  Pick<
    ReviewsRow,
    | 'id' | 'rating' | 'title' | 'body' | 'relationship' | 'display_name' | 'stayed_in' | 'lang' | 'invited_by' | 'created_at'
    | 'published_at' | 'response_body' | 'response_status' | 'response_rejected_guideline' | 'response_created_at'
  >,
  'lang' | 'response_status' | 'response_rejected_guideline'
> & {
  lang: 'en' | 'es';
  response_status: 'pending' | 'published' | 'rejected' | null;
  response_rejected_guideline: Guideline | null;
};

const COLUMNS = `id, rating, title, body, relationship, display_name, stayed_in, lang, invited_by, created_at, published_at,
  response_body, response_status, response_rejected_guideline, response_created_at`;

const reviewOf = (row: Row): FacilityReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  relationship: row.relationship,
  displayName: row.display_name,
  stayedIn: row.stayed_in,
  lang: row.lang,
  verified: row.invited_by !== null,
  createdAt: row.created_at,
  publishedAt: row.published_at,
  response:
    row.response_body === null || row.response_status === null
      ? null
      : { body: row.response_body, status: row.response_status, rejectedGuideline: row.response_rejected_guideline, createdAt: row.response_created_at },
});

export async function listFacilityReviews(db: Database, facilityId: number, page: Page) {
  const [rows, counts] = await db.batch([
    db.statement(
      `SELECT ${COLUMNS} FROM reviews WHERE facility_id = ?1 AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
      facilityId,
      page.limit,
      page.offset,
    ),
    db.statement(
      `SELECT count(*) FILTER (WHERE status = 'published') AS published, count(*) FILTER (WHERE status = 'pending') AS pending,
         count(*) FILTER (WHERE status = 'published' AND response_body IS NULL) AS unanswered
       FROM reviews WHERE facility_id = ?1`,
      facilityId,
    ),
  ]);
  const n = counts![0] as { published: number; pending: number; unanswered: number };
  return { items: (rows as unknown as Row[]).map(reviewOf), total: n.published, awaitingModeration: n.pending, unanswered: n.unanswered };
}

export async function findFacilityReview(db: Database, facilityId: number, id: number): Promise<FacilityReview | null> {
  const row = await db.first<Row>(`SELECT ${COLUMNS} FROM reviews WHERE id = ?1 AND facility_id = ?2 AND status = 'published'`, id, facilityId);
  return row && reviewOf(row);
}

/**
 * The facility's one answer, waiting for the desk: written only to a published review of its own
 * listing that has none (so a second answer, or one to another listing's review, writes nothing).
 * Its audit line in the same batch. Whether it was written.
 */
export async function answerReview(db: Database, facilityId: number, id: number, body: string, by: { id: number; email: string }): Promise<boolean> {
  const at = new Date().toISOString();
  const [written] = await db.batch([
    db.statement(
      `UPDATE reviews SET response_body = ?3, response_status = 'pending', response_created_at = ?4, updated_at = ?4
       WHERE id = ?1 AND facility_id = ?2 AND status = 'published' AND response_body IS NULL RETURNING id`,
      id,
      facilityId,
      body,
      at,
    ),
    db.statement(
      `INSERT INTO audit_log (actor_id, actor_email, action, target, detail) SELECT ?1, ?2, 'review.response', ?3, json_object('status', 'pending') WHERE changes() > 0`,
      by.id,
      by.email,
      `review:${id}`,
    ),
  ]);
  return written!.length > 0;
}

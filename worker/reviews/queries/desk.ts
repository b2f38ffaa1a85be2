import type { Database } from '../../lib/db';
import { pageOf, Where, type Page } from '../../lib/list-query';
import { auditIfChangedStatement } from '../../lib/queries/audit';
import type { ReviewsRow } from '../../lib/schema-types';
import type { SqlCondition } from '../../email/queries/outbox';
import type { Guideline } from '../schemas/guidelines';
import type { DeskListQuery } from '../schemas/desk';

// The review desk's reads and decisions (issue 43). A decision is one batch: the review's new state
// (the address erased with it: the outcome is all that was owed), its audit line, and the email that
// tells the reviewer, each written only when the decision did change the review.

export interface DeskReport {
  id: number;
  reason: string;
  details: string;
  createdAt: string;
  /** When the desk decided the review after it (kept or took it down); null while it waits. */
  resolvedAt: string | null;
}

export interface DeskReview {
  id: number;
  facility: { id: number; name: string; city: string; state: string };
  rating: number;
  title: string | null;
  body: string;
  relationship: string;
  displayName: string;
  stayedIn: string | null;
  lang: 'en' | 'es';
  status: 'awaiting_confirmation' | 'pending' | 'published' | 'rejected';
  verified: boolean;
  invitedBy: 'directory' | 'facility' | null;
  createdAt: string;
  confirmedAt: string | null;
  publishedAt: string | null;
  rejectedAt: string | null;
  rejectedGuideline: Guideline | null;
  notes: string;
  /** Whether the reviewer can still be told the outcome (their address is kept sealed until then). */
  canTellReviewer: boolean;
  response: { body: string; status: 'pending' | 'published' | 'rejected'; rejectedGuideline: Guideline | null; createdAt: string | null; publishedAt: string | null } | null;
  reports: DeskReport[];
}

/** The columns read (the derived row type, with the CHECKed columns' values as the code names them), and the listing's. */
type DeskRow = Omit<
  ReviewsRow,
  'lang' | 'status' | 'invited_by' | 'rejected_guideline' | 'response_status' | 'response_rejected_guideline' | 'invitation_id' | 'email_hash' | 'email_sealed' | 'updated_at' | 'network_hash'
  | 'key_hash' | 'idempotency_key' | 'request_hash'
> & {
  facility_name: string;
  city: string;
  state: string;
  lang: 'en' | 'es';
  status: DeskReview['status'];
  invited_by: DeskReview['invitedBy'];
  rejected_guideline: Guideline | null;
  /** Whether the address is still sealed (1) or erased (0): never the address itself. */
  sealed: number;
  response_status: 'pending' | 'published' | 'rejected' | null;
  response_rejected_guideline: Guideline | null;
};

// Never the address (hash or sealed) nor the network hash: only whether the reviewer can be told.
const DESK_COLUMNS = `r.id, r.facility_id, f.name AS facility_name, f.city, f.state, r.rating, r.title, r.body, r.relationship,
  r.display_name, r.stayed_in, r.lang, r.status, r.invited_by, r.created_at, r.confirmed_at, r.published_at, r.rejected_at,
  r.rejected_guideline, r.moderation_notes, r.email_sealed IS NOT NULL AS sealed, r.response_body, r.response_status,
  r.response_rejected_guideline, r.response_created_at, r.response_published_at`;
const DESK_FROM = 'FROM reviews r JOIN facilities f ON f.id = r.facility_id';

function deskReviewOf(row: DeskRow): DeskReview {
  return {
    id: row.id,
    facility: { id: row.facility_id, name: row.facility_name, city: row.city, state: row.state },
    rating: row.rating,
    title: row.title,
    body: row.body,
    relationship: row.relationship,
    displayName: row.display_name,
    stayedIn: row.stayed_in,
    lang: row.lang,
    status: row.status,
    verified: row.invited_by !== null,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    publishedAt: row.published_at,
    rejectedAt: row.rejected_at,
    rejectedGuideline: row.rejected_guideline,
    notes: row.moderation_notes ?? '',
    canTellReviewer: row.sealed === 1,
    response:
      row.response_body === null || row.response_status === null
        ? null
        : {
            body: row.response_body,
            status: row.response_status,
            rejectedGuideline: row.response_rejected_guideline,
            createdAt: row.response_created_at,
            publishedAt: row.response_published_at,
          },
    reports: [],
  };
}

/** Each review's reports (anyone may report a review), oldest first, put on the reviews given. */
async function withReports(db: Database, reviews: DeskReview[]): Promise<DeskReview[]> {
  if (reviews.length === 0) return reviews;
  const rows = await db.all<DeskReport & { reviewId: number }>(
    `SELECT p.id, p.review_id AS reviewId, p.reason, coalesce(p.details, '') AS details, p.created_at AS createdAt,
       p.resolved_at AS resolvedAt
     FROM review_reports p WHERE p.review_id IN (SELECT value FROM json_each(?1)) ORDER BY p.created_at, p.id`,
    JSON.stringify(reviews.map((r) => r.id)),
  );
  return reviews.map((review) => ({
    ...review,
    reports: rows.filter((row) => row.reviewId === review.id).map(({ reviewId: _, ...report }) => report),
  }));
}

/** The desk's queue: oldest first while it is a queue (pending reviews or answers), else newest first. */
export async function listDeskReviews(db: Database, filters: Omit<DeskListQuery, 'page' | 'limit'>, page: Page) {
  const where = new Where();
  where.equals('r.status', filters.status);
  where.equals('r.response_status', filters.response);
  where.equals('r.facility_id', filters.facilityId);
  if (filters.reported) where.add('EXISTS (SELECT 1 FROM review_reports p WHERE p.review_id = r.id AND p.resolved_at IS NULL)');
  const queue = filters.status === 'pending' || filters.response === 'pending' || filters.reported === true;
  const { rows, total } = await pageOf<DeskRow>(
    db,
    { columns: DESK_COLUMNS, from: DESK_FROM, order: queue ? 'ORDER BY r.created_at, r.id' : 'ORDER BY r.created_at DESC, r.id DESC' },
    where,
    page,
  );
  return { items: await withReports(db, rows.map(deskReviewOf)), total };
}

export async function findDeskReview(db: Database, id: number): Promise<DeskReview | null> {
  const row = await db.first<DeskRow>(`SELECT ${DESK_COLUMNS} ${DESK_FROM} WHERE r.id = ?1`, id);
  return row && (await withReports(db, [deskReviewOf(row)]))[0]!;
}

/** What a decision needs of the review beyond what the desk shows: the address, sealed, and its hash. */
export function sealedAddressOf(db: Database, id: number) {
  return db.first<{ email_hash: string; email_sealed: string | null }>('SELECT email_hash, email_sealed FROM reviews WHERE id = ?1', id);
}

export type Decision = { kind: 'publish'; notes?: string } | { kind: 'reject'; guideline: Guideline; notes?: string };
type Actor = { id: number; email: string };

/** Whether the review has reports the desk has not decided on. */
export const hasOpenReports = (review: DeskReview) => review.reports.some((report) => report.resolvedAt === null);

/**
 * The statements that decide a review, and the condition that holds once they have (for the email).
 * A pending review is published or rejected; a published one with open reports is kept (published
 * stays, its reports are resolved) or taken down (rejected, naming its guideline). Either way its
 * open reports are resolved in the same batch.
 */
export function decideReviewStatements(db: Database, id: number, decision: Decision, by: Actor, at: string) {
  const decide =
    decision.kind === 'publish'
      ? db.statement(
          `UPDATE reviews SET status = 'published', published_at = coalesce(published_at, ?2), updated_at = ?2, email_sealed = NULL,
             moderation_notes = coalesce(?3, moderation_notes)
           WHERE id = ?1 AND (status = 'pending'
             OR (status = 'published' AND EXISTS (SELECT 1 FROM review_reports p WHERE p.review_id = ?1 AND p.resolved_at IS NULL)))
           RETURNING id`,
          id,
          at,
          decision.notes ?? null,
        )
      : db.statement(
          `UPDATE reviews SET status = 'rejected', rejected_at = ?2, updated_at = ?2, email_sealed = NULL, published_at = NULL,
             rejected_guideline = ?3, moderation_notes = coalesce(?4, moderation_notes)
           WHERE id = ?1 AND (status = 'pending'
             OR (status = 'published' AND EXISTS (SELECT 1 FROM review_reports p WHERE p.review_id = ?1 AND p.resolved_at IS NULL)))
           RETURNING id`,
          id,
          at,
          decision.guideline,
          decision.notes ?? null,
        );
  const status = decision.kind === 'publish' ? 'published' : 'rejected';
  const resolveReports = db.statement(
    `UPDATE review_reports SET resolved_at = ?2 WHERE review_id = ?1 AND resolved_at IS NULL
       AND EXISTS (SELECT 1 FROM reviews WHERE id = ?1 AND updated_at = ?2)`,
    id,
    at,
  );
  const audit = auditIfChangedStatement(db, {
    actor: by,
    action: `review.${decision.kind}`,
    target: `review:${id}`,
    detail: decision.kind === 'reject' ? { status, guideline: decision.guideline } : { status },
  });
  const decided: SqlCondition = { sql: 'EXISTS (SELECT 1 FROM reviews WHERE id = ? AND status = ? AND updated_at = ?)', params: [id, status, at] };
  return { statements: [decide, audit, resolveReports], decided };
}

/** The statement that decides a facility's pending answer, and its audit line. */
export function decideResponseStatements(db: Database, id: number, decision: Decision, by: Actor, at: string) {
  const decide =
    decision.kind === 'publish'
      ? db.statement(
          `UPDATE reviews SET response_status = 'published', response_published_at = ?2, updated_at = ?2
           WHERE id = ?1 AND response_status = 'pending' RETURNING id`,
          id,
          at,
        )
      : db.statement(
          `UPDATE reviews SET response_status = 'rejected', response_rejected_guideline = ?3, updated_at = ?2
           WHERE id = ?1 AND response_status = 'pending' RETURNING id`,
          id,
          at,
          decision.guideline,
        );
  const audit = auditIfChangedStatement(db, {
    actor: by,
    action: `review.response_${decision.kind}`,
    target: `review:${id}`,
    detail: decision.kind === 'reject' ? { status: 'rejected', guideline: decision.guideline } : { status: 'published' },
  });
  return [decide, audit];
}

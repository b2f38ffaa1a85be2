import type { Database } from '../../lib/db';
import type { Idempotency } from '../../lib/idempotency';
import type { ListingCorrection, ReportResolution } from '../../visitor-requests/schemas/inbox';
import { auditStatement } from '../../lib/queries/audit';
import { locateByZipStatement } from './listing';
import { pageOf, Where, type Page } from '../../lib/list-query';

// "Report a problem with this listing", as admins resolve it: nothing to change, the listing taken
// off the site, or the listing corrected. Each resolution is one batch with its audit line.

export type ReportStatus = 'open' | 'resolved';

export interface ListingReportItem {
  id: number;
  createdAt: string;
  status: ReportStatus;
  reason: string;
  details: string;
  reporterEmail: string;
  /** The language the report was sent in: the reporter is told what changed in it (issue 29). */
  locale: 'en' | 'es';
  /**
   * The listing as it is now: its public fields (for a correction form), whether it is on the site,
   * and the version of both that a resolution names (`facilities.version`, migration 0016).
   */
  listing: ListingCorrection & { id: number; published: boolean; version: number };
  resolution: ReportResolution['resolution'] | null;
  notes: string;
  resolvedAt: string | null;
  resolvedBy: { name: string; email: string } | null;
}

interface ReportRow extends Omit<ListingReportItem, 'listing' | 'resolvedBy'> {
  facilityId: number;
  listing: string;
  published: number;
  listingVersion: number;
  resolverName: string | null;
  resolverEmail: string | null;
}

const REPORT_COLUMNS = `r.id, r.created_at AS createdAt, r.status, r.reason, r.details, r.reporter_email AS reporterEmail, r.locale,
  r.resolution, r.admin_notes AS notes, r.resolved_at AS resolvedAt, r.facility_id AS facilityId,
  f.status = 'approved' AS published, f.version AS listingVersion, u.name AS resolverName, u.email AS resolverEmail,
  json_object('name', f.name, 'address', f.address, 'city', f.city, 'state', f.state, 'zip', coalesce(f.zip, ''),
    'phone', f.phone, 'website', f.website, 'email', f.email, 'description', f.description) AS listing`;
const REPORT_FROM = 'FROM listing_reports r JOIN facilities f ON f.id = r.facility_id LEFT JOIN users u ON u.id = r.resolved_by';

function reportOf({ facilityId, listing, published, listingVersion, resolverName, resolverEmail, ...rest }: ReportRow): ListingReportItem {
  return {
    ...rest,
    listing: { id: facilityId, published: published === 1, version: listingVersion, ...(JSON.parse(listing) as ListingCorrection) },
    resolvedBy: resolverEmail === null ? null : { name: resolverName ?? '', email: resolverEmail },
  };
}

/** Reports, open ones first, newest first within each. */
export async function listListingReports(db: Database, filters: { status?: ReportStatus; facilityId?: number }, page: Page) {
  const where = new Where();
  where.equals('r.status', filters.status);
  where.equals('r.facility_id', filters.facilityId);
  const { rows, total } = await pageOf<ReportRow>(
    db,
    { columns: REPORT_COLUMNS, from: REPORT_FROM, order: `ORDER BY r.status = 'resolved', r.created_at DESC, r.id DESC` },
    where,
    page,
  );
  return { items: rows.map(reportOf), total };
}

export async function findListingReport(db: Database, id: number) {
  const row = await db.first<ReportRow>(`SELECT ${REPORT_COLUMNS} ${REPORT_FROM} WHERE r.id = ?1`, id);
  return row && reportOf(row);
}

/** What the resolution does to the listing itself. */
function listingStatements(db: Database, facilityId: number, body: ReportResolution, at: string): D1PreparedStatement[] {
  if (body.resolution === 'unpublished') {
    // 'pending' takes it off every public page and search; its facility account sees it under review.
    return [db.statement(`UPDATE facilities SET status = 'pending', updated_at = ?2 WHERE id = ?1`, facilityId, at)];
  }
  if (body.resolution === 'edited' && body.listing) {
    const l = body.listing;
    return [
      db.statement(
        `UPDATE facilities SET name = ?2, address = ?3, city = ?4, state = ?5, zip = ?6, phone = ?7, website = ?8,
           email = ?9, description = ?10, last_verified_at = ?11, updated_at = ?11
         WHERE id = ?1`,
        facilityId,
        l.name,
        l.address,
        l.city,
        l.state,
        l.zip,
        l.phone,
        l.website,
        l.email,
        l.description,
        at,
      ),
      locateByZipStatement(db, '?2', l.zip, facilityId),
    ];
  }
  return [];
}

/** The request that resolved a report: its Idempotency-Key and body hash (null keys while open). */
export function resolutionRequest(db: Database, id: number) {
  return db.first<{ key: string | null; request_hash: string | null }>(
    'SELECT resolution_key AS key, resolution_hash AS request_hash FROM listing_reports WHERE id = ?1',
    id,
  );
}

/**
 * Resolves an open report on the version of the listing the admin was shown (`body.version`),
 * keeping the resolving request's key. The migrations' triggers abort the whole batch when the
 * report was resolved already (so of two admins resolving it at once exactly one succeeds), and when
 * the listing is no longer at that version (so nothing is unpublished or overwritten on the strength
 * of a listing the admin did not see). Which of the three happened.
 */
export async function resolveListingReport(
  db: Database,
  report: { id: number; facilityId: number },
  body: ReportResolution,
  by: { id: number; email: string },
  request: Idempotency,
): Promise<'resolved' | 'already_resolved' | 'listing_changed'> {
  const at = new Date().toISOString();
  try {
    await db.batch([
      db.statement(
        `UPDATE listing_reports SET status = 'resolved', resolution = ?2, admin_notes = ?3, resolved_by = ?4, resolved_at = ?5,
           resolution_key = ?6, resolution_hash = ?7, resolved_version = ?8
         WHERE id = ?1`,
        report.id,
        body.resolution,
        body.notes,
        by.id,
        at,
        request.key,
        request.requestHash,
        body.version,
      ),
      ...listingStatements(db, report.facilityId, body, at),
      auditStatement(db, {
        actorId: by.id,
        actorEmail: by.email,
        action: 'listing_report.resolve',
        target: `listing_report:${report.id}`,
        detail: { facilityId: report.facilityId, resolution: body.resolution, version: body.version },
      }),
    ]);
    return 'resolved';
  } catch (error) {
    if (error instanceof Error && /report_already_resolved/.test(error.message)) return 'already_resolved';
    if (error instanceof Error && /listing_changed/.test(error.message)) return 'listing_changed';
    throw error;
  }
}

import type { Database } from '../../lib/db';
import { priorityOf, PROSPECT_STATUSES, statusOf, type Priority, type ProspectFilter, type ProspectListQuery, type ProspectStatus } from '../schemas/crm';
import { pageOf, Where, type Page } from '../../lib/list-query';

// Prospects as the CRM reads them: one row's shape, the list's filters (shared by the list, the CSV
// export and "select all matching" bulk actions) and its sorts.

export interface Prospect {
  id: number;
  facilityName: string;
  state: string;
  facilityType: string;
  status: ProspectStatus;
  priority: Priority;
  estimatedAnnualRevenue: number;
  contactCount: number;
  lastContactDate: string | null;
  nextFollowupDate: string | null;
  estimatedLifetimeValue: number;
  tags: string[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  notes: string;
  /** The listing this prospect is linked to, with its status in the directory. */
  facility: { id: number; name: string; status: string } | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProspectRow extends Omit<Prospect, 'tags' | 'facility' | 'status' | 'priority'> {
  status: string;
  priority: string;
  tags: string;
  facilityId: number | null;
  linkedName: string | null;
  linkedStatus: string | null;
}

export const PROSPECT_COLUMNS = `p.id, p.facility_name AS facilityName, p.state, p.facility_type AS facilityType, p.status,
  p.priority, p.estimated_annual_revenue AS estimatedAnnualRevenue, p.contact_count AS contactCount,
  p.last_contact_date AS lastContactDate, p.next_followup_date AS nextFollowupDate,
  p.estimated_lifetime_value AS estimatedLifetimeValue, p.tags, p.contact_name AS contactName,
  p.contact_email AS contactEmail, p.contact_phone AS contactPhone, p.website, p.notes,
  p.facility_id AS facilityId, f.name AS linkedName, f.status AS linkedStatus, p.closed_at AS closedAt,
  p.created_at AS createdAt, p.updated_at AS updatedAt`;

export const PROSPECT_FROM = 'FROM crm_prospects p LEFT JOIN facilities f ON f.id = p.facility_id';

export function toProspect(row: ProspectRow): Prospect {
  const { facilityId, linkedName, linkedStatus, tags, status, priority, ...rest } = row;
  return {
    ...rest,
    status: statusOf(status),
    priority: priorityOf(priority),
    tags: JSON.parse(tags) as string[],
    facility: facilityId === null ? null : { id: facilityId, name: linkedName ?? '', status: linkedStatus ?? 'pending' },
  };
}

/** The list's filters as SQL over `crm_prospects p`: search (facility name or state), status, state, priority, tag. */
export function prospectWhere(filter: ProspectFilter): Where {
  const where = new Where();
  where.contains(['p.facility_name', 'p.state'], filter.q);
  where.equals('p.status', filter.status);
  where.equals('p.state', filter.state);
  where.equals('p.priority', filter.priority);
  if (filter.tag) where.add('EXISTS (SELECT 1 FROM json_each(p.tags) t WHERE t.value = ? COLLATE NOCASE)', filter.tag);
  return where;
}

/** Each sort, with the id as the last key so pages never overlap. */
const SORTS: Record<NonNullable<ProspectListQuery['sort']>, string> = {
  updated: 'p.updated_at DESC, p.id DESC',
  name: 'p.facility_name COLLATE NOCASE, p.id',
  state: 'p.state, p.facility_name COLLATE NOCASE, p.id',
  // Pipeline order: the statuses are ours (crm/schemas/crm.ts), never caller text.
  status: `CASE p.status ${PROSPECT_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} END, p.id`,
  priority: "CASE p.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END, p.id",
  revenue: 'p.estimated_annual_revenue DESC, p.id',
  followup: 'p.next_followup_date IS NULL, p.next_followup_date, p.id',
};

export const prospectOrder = (sort: ProspectListQuery['sort']) => `ORDER BY ${SORTS[sort ?? 'updated']}`;

/** One page of the list and how many match. */
export async function listProspects(db: Database, query: ProspectListQuery, page: Page): Promise<{ items: Prospect[]; total: number }> {
  const { rows, total } = await pageOf<ProspectRow>(
    db,
    { columns: PROSPECT_COLUMNS, from: PROSPECT_FROM, order: prospectOrder(query.sort) },
    prospectWhere(query),
    page,
  );
  return { items: rows.map(toProspect), total };
}

/** Every prospect matching the filters, in the list's order (the CSV export). */
export async function allProspects(db: Database, query: Omit<ProspectListQuery, 'page' | 'limit'>): Promise<Prospect[]> {
  const where = prospectWhere(query);
  const rows = await db.all<ProspectRow>(`SELECT ${PROSPECT_COLUMNS} ${PROSPECT_FROM} ${where} ${prospectOrder(query.sort)}`, ...where.params);
  return rows.map(toProspect);
}

export async function getProspect(db: Database, id: number): Promise<Prospect | null> {
  const row = await db.first<ProspectRow>(`SELECT ${PROSPECT_COLUMNS} ${PROSPECT_FROM} WHERE p.id = ?1`, id);
  return row ? toProspect(row) : null;
}

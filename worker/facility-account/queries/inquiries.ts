import type { Database } from '../../lib/db';
import type { InquiryStatus } from '../schemas/inquiries';
import type { HELP_FOR_VALUES, INSURANCE_STATUS_VALUES, URGENCY_VALUES } from '../../visitor-requests/schemas/visitor-requests';
import { pageOf, Where, type Page } from '../../lib/list-query';

// The leads visitors sent to one facility, as that facility reads them. Every statement names the
// facility with the lead's id, so another facility's lead is simply not found. Opening an inquiry and
// changing its status are audited in the same batch, with ids and statuses only.

interface Actor {
  id: number;
  email: string;
}

/**
 * An inquiry in the list: who, when, how soon, and where the facility's follow-up stands. Urgency is
 * the triage the facility needs; what it is about, insurance and the message are in the inquiry only.
 */
export interface InquirySummary {
  id: number;
  createdAt: string;
  name: string;
  urgency: (typeof URGENCY_VALUES)[number] | null;
  /** The facility's own follow-up, not the admins' status of the same lead. */
  status: InquiryStatus;
  updatedAt: string | null;
}

export interface InquiryDetail extends InquirySummary {
  phone: string;
  email: string;
  state: string | null;
  stateName: string | null;
  addictionType: { id: string; label: string } | null;
  insurance: (typeof INSURANCE_STATUS_VALUES)[number] | null;
  /** Whom the help is for, where the visitor said (issue 41). */
  helpFor: (typeof HELP_FOR_VALUES)[number] | null;
  message: string;
  consentAt: string;
  /** The language the visitor asked in, which they prefer to be answered in (issue 29). */
  locale: 'en' | 'es';
}

interface InquiryRow extends Omit<InquiryDetail, 'addictionType'> {
  addictionTypeId: string | null;
  addictionLabel: string | null;
}

const SUMMARY_COLUMNS = `l.id, l.created_at AS createdAt, l.name, l.urgency, l.facility_status AS status,
  l.facility_updated_at AS updatedAt`;
const OWN = 'l.id = ?1 AND l.facility_id = ?2';

const SUMMARY_SQL = `SELECT ${SUMMARY_COLUMNS} FROM leads l WHERE ${OWN}`;
const DETAIL_SQL = `SELECT ${SUMMARY_COLUMNS}, l.phone, l.email, l.state, s.name AS stateName,
    l.addiction_type_id AS addictionTypeId, a.name AS addictionLabel, l.insurance_status AS insurance, l.help_for AS helpFor,
    l.message, l.consent_at AS consentAt, l.locale
  FROM leads l LEFT JOIN states s ON s.code = l.state LEFT JOIN addiction_types a ON a.id = l.addiction_type_id
  WHERE ${OWN}`;

/** The facility's inquiries, newest first (through the leads_facility index). */
export async function listInquiries(db: Database, facilityId: number, filters: { status?: InquiryStatus }, page: Page) {
  const where = new Where();
  where.equals('l.facility_id', facilityId);
  where.equals('l.facility_status', filters.status);
  const { rows, total } = await pageOf<InquirySummary>(
    db,
    { columns: SUMMARY_COLUMNS, from: 'FROM leads l', order: 'ORDER BY l.created_at DESC, l.id DESC' },
    where,
    page,
  );
  return { items: rows, total };
}

/** An audit line about lead `id`, written only when that lead is the facility's own (`?1`, `?2`). */
function auditOwn(db: Database, id: number, facilityId: number, actor: Actor, action: string, detailSql: string, ...detail: unknown[]) {
  return db.statement(
    `INSERT INTO audit_log (actor_id, actor_email, action, target, detail)
     SELECT ?3, ?4, ?5, ?6, ${detailSql} FROM leads l WHERE ${OWN}`,
    id,
    facilityId,
    actor.id,
    actor.email,
    action,
    `lead:${id}`,
    ...detail,
  );
}

/** The inquiry in full, with the audit line that `actor` opened it; null when it is not the facility's. */
export async function viewInquiry(db: Database, facilityId: number, id: number, actor: Actor): Promise<InquiryDetail | null> {
  const [, rows] = await db.batch<InquiryRow>([
    auditOwn(db, id, facilityId, actor, 'inquiry.view', `json_object('facilityId', l.facility_id)`),
    db.statement(DETAIL_SQL, id, facilityId),
  ]);
  const row = rows?.[0];
  if (!row) return null;
  const { addictionTypeId, addictionLabel, ...rest } = row;
  return {
    ...rest,
    addictionType: addictionTypeId === null ? null : { id: addictionTypeId, label: addictionLabel ?? addictionTypeId },
  };
}

/**
 * Sets the facility's follow-up status, audited with the status before and after; answers the
 * inquiry as the list shows it, or null when it is not the facility's. One batch: all or nothing.
 */
export async function setInquiryStatus(
  db: Database,
  facilityId: number,
  id: number,
  status: InquiryStatus,
  actor: Actor,
): Promise<InquirySummary | null> {
  const [, , rows] = await db.batch<InquirySummary>([
    // Before the update, so `from` is the status it had.
    auditOwn(db, id, facilityId, actor, 'inquiry.status', `json_object('from', l.facility_status, 'to', ?7)`, status),
    db.statement(
      `UPDATE leads AS l SET facility_status = ?3, facility_updated_at = ?4 WHERE ${OWN}`,
      id,
      facilityId,
      status,
      new Date().toISOString(),
    ),
    db.statement(SUMMARY_SQL, id, facilityId),
  ]);
  return rows?.[0] ?? null;
}

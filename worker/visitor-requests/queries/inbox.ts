import type { Database } from '../../lib/db';
import type { InboxPatch } from '../schemas/inbox';
import type { HELP_FOR_VALUES } from '../schemas/visitor-requests';
import { auditStatement } from '../../lib/queries/audit';
import { pageOf, Where, type Page } from '../../lib/list-query';

// Leads and contact messages as admins work through them. Both are an inbox of the same shape: a
// list for triage (no health data in it), one record in full (opening it is audited), and a status
// with internal notes to change (audited with the status only, never the notes or the message).

export type LeadStatus = 'new' | 'contacted' | 'closed';
export type ContactMessageStatus = 'new' | 'answered' | 'closed';

interface Admin {
  id: number;
  email: string;
}

/** One inbox: its table, the audit name of its records, and how a record is read in full. */
interface Inbox {
  table: 'leads' | 'contact_messages';
  thing: 'lead' | 'contact_message';
  /** Selects one record by `?1`. */
  detailSql: string;
}

/** A lead as the triage list shows it: who and how soon, never what for or how to reach them. */
export interface LeadListItem {
  id: number;
  createdAt: string;
  status: LeadStatus;
  urgency: string | null;
  state: string | null;
  name: string;
  facility: { id: number; name: string } | null;
}

export interface LeadDetail extends LeadListItem {
  phone: string;
  email: string;
  stateName: string | null;
  addictionType: { id: string; label: string } | null;
  insurance: string | null;
  /** Whom the help is for, where the visitor said (issue 41). */
  helpFor: (typeof HELP_FOR_VALUES)[number] | null;
  message: string;
  consentAt: string;
  /** The language the visitor asked in, which they prefer to be answered in (issue 29). */
  locale: 'en' | 'es';
  notes: string;
  updatedAt: string | null;
}

interface LeadRow extends Omit<LeadDetail, 'facility' | 'addictionType'> {
  facilityId: number | null;
  facilityName: string | null;
  addictionTypeId: string | null;
  addictionLabel: string | null;
}

const LEAD_LIST_COLUMNS = `l.id, l.created_at AS createdAt, l.status, l.urgency, l.state, l.name,
  l.facility_id AS facilityId, f.name AS facilityName`;
const LEAD_FROM = 'FROM leads l LEFT JOIN facilities f ON f.id = l.facility_id';

const facilityOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function leadOf({ facilityId, facilityName, addictionTypeId, addictionLabel, ...rest }: LeadRow): LeadDetail {
  return {
    ...rest,
    facility: facilityOf(facilityId, facilityName),
    addictionType: addictionTypeId === null ? null : { id: addictionTypeId, label: addictionLabel ?? addictionTypeId },
  };
}

const LEADS: Inbox = {
  table: 'leads',
  thing: 'lead',
  detailSql: `SELECT ${LEAD_LIST_COLUMNS}, l.phone, l.email, s.name AS stateName, l.addiction_type_id AS addictionTypeId,
      a.name AS addictionLabel, l.insurance_status AS insurance, l.help_for AS helpFor, l.message, l.consent_at AS consentAt, l.locale,
      l.admin_notes AS notes, l.updated_at AS updatedAt
    ${LEAD_FROM} LEFT JOIN states s ON s.code = l.state LEFT JOIN addiction_types a ON a.id = l.addiction_type_id
    WHERE l.id = ?1`,
};

export interface LeadFilters {
  urgency?: string;
  state?: string;
  facilityId?: number;
  status?: LeadStatus;
  from?: string;
  to?: string;
}

/**
 * Leads, the unanswered "Immediate - Need help today" ones first (issue 41: they need a call today),
 * then newest first; `states` is every state some lead came from (the state filter's choices). */
export async function listLeads(db: Database, filters: LeadFilters, page: Page) {
  const where = new Where();
  where.equals('l.urgency', filters.urgency);
  where.equals('l.state', filters.state);
  where.equals('l.facility_id', filters.facilityId);
  where.equals('l.status', filters.status);
  where.days('l.created_at', filters);
  const { rows, total, values } = await pageOf<LeadRow>(
    db,
    {
      columns: LEAD_LIST_COLUMNS,
      from: LEAD_FROM,
      order: "ORDER BY (l.status = 'new' AND l.urgency IS 'immediate') DESC, l.created_at DESC, l.id DESC",
      distinct: 'SELECT DISTINCT state AS value FROM leads WHERE state IS NOT NULL ORDER BY state',
    },
    where,
    page,
  );
  const items = rows.map(
    (row): LeadListItem => ({
      id: row.id,
      createdAt: row.createdAt,
      status: row.status,
      urgency: row.urgency,
      state: row.state,
      name: row.name,
      facility: facilityOf(row.facilityId, row.facilityName),
    }),
  );
  return { items, total, states: values };
}

/** A contact message in the list: who, about what and how urgent, never the message itself. */
export interface ContactMessageListItem {
  id: number;
  createdAt: string;
  status: ContactMessageStatus;
  urgency: string;
  name: string;
  subject: string;
}

export interface ContactMessageDetail extends ContactMessageListItem {
  email: string;
  phone: string;
  message: string;
  /** The language the message was sent in, which the sender prefers to be answered in (issue 29). */
  locale: 'en' | 'es';
  notes: string;
  updatedAt: string | null;
}

const MESSAGE_LIST_COLUMNS = 'id, created_at AS createdAt, status, urgency, name, subject';

const CONTACT_MESSAGES: Inbox = {
  table: 'contact_messages',
  thing: 'contact_message',
  detailSql: `SELECT ${MESSAGE_LIST_COLUMNS}, email, phone, message, locale, admin_notes AS notes, updated_at AS updatedAt
    FROM contact_messages WHERE id = ?1`,
};

export interface ContactMessageFilters {
  urgency?: string;
  status?: ContactMessageStatus;
  from?: string;
  to?: string;
}

export async function listContactMessages(db: Database, filters: ContactMessageFilters, page: Page) {
  const where = new Where();
  where.equals('urgency', filters.urgency);
  where.equals('status', filters.status);
  where.days('created_at', filters);
  const { rows, total } = await pageOf<ContactMessageListItem>(
    db,
    { columns: MESSAGE_LIST_COLUMNS, from: 'FROM contact_messages', order: 'ORDER BY created_at DESC, id DESC' },
    where,
    page,
  );
  return { items: rows, total };
}

/** The record in full, with the audit line that `admin` opened it; null when there is none. */
async function viewRecord<Row>(db: Database, inbox: Inbox, id: number, admin: Admin): Promise<Row | null> {
  const row = await db.first<Row>(inbox.detailSql, id);
  if (!row) return null;
  await db.batch([
    auditStatement(db, { actorId: admin.id, actorEmail: admin.email, action: `${inbox.thing}.view`, target: `${inbox.thing}:${id}` }),
  ]);
  return row;
}

/**
 * Changes status and/or notes, audits the (resulting) status, and reads the record back: one batch.
 * A patch that changes nothing (the same one sent again after a lost reply) writes and audits nothing.
 */
async function updateRecord<Row>(db: Database, inbox: Inbox, id: number, patch: InboxPatch, admin: Admin): Promise<Row | null> {
  const [, , rows] = await db.batch<Row>([
    db.statement(
      `UPDATE ${inbox.table} SET status = coalesce(?2, status), admin_notes = coalesce(?3, admin_notes), updated_at = ?4
       WHERE id = ?1 AND (status IS NOT coalesce(?2, status) OR admin_notes IS NOT coalesce(?3, admin_notes))`,
      id,
      patch.status ?? null,
      patch.notes ?? null,
      new Date().toISOString(),
    ),
    // The audit line is written only when the record changed; its detail is the status, never the notes.
    db.statement(
      `INSERT INTO audit_log (actor_id, actor_email, action, target, detail)
       SELECT ?1, ?2, ?3, ?4, json_object('status', status) FROM ${inbox.table} WHERE id = ?5 AND changes() > 0`,
      admin.id,
      admin.email,
      `${inbox.thing}.update`,
      `${inbox.thing}:${id}`,
      id,
    ),
    db.statement(inbox.detailSql, id),
  ]);
  return rows?.[0] ?? null;
}

export async function viewLead(db: Database, id: number, admin: Admin) {
  const row = await viewRecord<LeadRow>(db, LEADS, id, admin);
  return row && leadOf(row);
}

export async function updateLead(db: Database, id: number, patch: InboxPatch, admin: Admin) {
  const row = await updateRecord<LeadRow>(db, LEADS, id, patch, admin);
  return row && leadOf(row);
}

export const viewContactMessage = (db: Database, id: number, admin: Admin) =>
  viewRecord<ContactMessageDetail>(db, CONTACT_MESSAGES, id, admin);

export const updateContactMessage = (db: Database, id: number, patch: InboxPatch, admin: Admin) =>
  updateRecord<ContactMessageDetail>(db, CONTACT_MESSAGES, id, patch, admin);

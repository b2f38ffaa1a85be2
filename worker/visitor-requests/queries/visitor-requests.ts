import type { Database } from '../../lib/db';
import { REQUEST_READERS } from '../../listings/queries/facilities';
import type { SqlCondition } from '../../email/queries/outbox';
import { insertOnce, type Idempotency } from '../../lib/idempotency';
import type { ContactInput, LeadInput } from '../schemas/visitor-requests';
import { LEAD_FORM_ADDICTIONS } from '../schemas/visitor-request-values';

/**
 * True while no lead has this key: what a statement batched before `insertLead`'s insert checks to
 * happen with the first request only, never with its retries.
 */
export const isNewLead = (idem: Idempotency): SqlCondition => ({
  sql: 'NOT EXISTS (SELECT 1 FROM leads WHERE idempotency_key = ?)',
  params: [idem.key],
});

export function addictionTypeOfferedOnLeadForm(db: Database, id: string) {
  return db.first<{ id: string }>(
    'SELECT id FROM addiction_types WHERE id = ?1 AND (position < ?2 OR id IN (SELECT value FROM json_each(?3)))',
    id,
    LEAD_FORM_ADDICTIONS.first,
    JSON.stringify(LEAD_FORM_ADDICTIONS.after),
  );
}

/** `before`: statements for the same batch, ahead of the insert (the facility's notice, `isNewLead`). */
export function insertLead(db: Database, lead: LeadInput, idem: Idempotency, now: Date, before: D1PreparedStatement[] = []) {
  return insertOnce(
    db,
    'leads',
    db.statement(
      `INSERT INTO leads (facility_id, name, phone, email, state, addiction_type_id, urgency, insurance_status,
         message, consent_at, idempotency_key, request_hash, locale, help_for)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14) ON CONFLICT (idempotency_key) DO NOTHING`,
      lead.facilityId ?? null,
      lead.name,
      lead.phone,
      lead.email,
      lead.state || null,
      lead.addiction || null,
      lead.urgency ?? null,
      lead.insurance ?? null,
      lead.message,
      now.toISOString(),
      idem.key,
      idem.requestHash,
      lead.locale,
      lead.helpFor ?? null,
    ),
    idem.key,
    before,
  );
}

export function insertContactMessage(db: Database, m: ContactInput, idem: Idempotency) {
  return insertOnce(
    db,
    'contact_messages',
    db.statement(
      `INSERT INTO contact_messages (name, phone, email, subject, urgency, message, idempotency_key, request_hash, locale)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (idempotency_key) DO NOTHING`,
      m.name,
      m.phone,
      m.email,
      m.subject,
      m.urgency,
      m.message,
      idem.key,
      idem.requestHash,
      m.locale,
    ),
    idem.key,
  );
}

/**
 * A published listing a request is sent to: its name, its public phone, and `noticeTo`, where its
 * "new inquiry" notice goes. Only a listing held by an account that can sign in (active, its address
 * confirmed: users.email_confirmation_hash is NULL) reads requests, so only such a listing has one:
 * the private contact email it keeps with us, else the account's. A listing no account holds (every
 * imported or seeded one) has none: nobody there would ever read the request, nor could sign in.
 * Its state and coordinates place the listings offered instead when it has no phone to call today.
 */
export function leadRecipient(db: Database, facilityId: number) {
  return db.first<{
    id: number;
    name: string;
    phone: string;
    state: string;
    latitude: number | null;
    longitude: number | null;
    noticeTo: string | null;
  }>(
    `SELECT f.id, f.name, f.phone, f.state, f.latitude, f.longitude,
       (SELECT coalesce(nullif(f.contact_email, ''), u.email) ${REQUEST_READERS} ORDER BY u.id LIMIT 1) AS noticeTo
     FROM facilities f WHERE f.id = ?1 AND f.status = 'approved'`,
    facilityId,
  );
}

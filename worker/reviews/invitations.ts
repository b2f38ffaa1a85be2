import { outboxMailer } from '../email/mailer';
import { reviewInvitation } from '../email/templates';
import type { Database } from '../lib/db';
import { randomHex, sha256Hex } from '../lib/hash';
import { siteUrl } from '../lib/site-config';
import { FACILITY_INVITATIONS_PER_DAY, REVIEW_INVITATION_DAYS } from './schemas/desk';
import { GUIDELINES_PATH } from './schemas/guidelines';
import { reviewerEmailHash } from './reviewer-address';

// Invitations to review (issue 43, migration 0040). A review written with a valid, unused invitation
// for its listing and from the address it was sent to is verified (reviews.invited_by and
// .invitation_id) and counts as confirmed: it goes to moderation at once.
// - Ours: REVIEW_INVITATION_DAYS after a visitor asked a facility for help through the site (a lead
//   sent to that facility) and gave an email address, one invitation per lead, by the scheduled run;
//   never to an address that unsubscribed from anything we send.
// - The facility's: the same fixed text to the addresses it lists, at most
//   FACILITY_INVITATIONS_PER_DAY in any 24 hours.

export { REVIEW_INVITATION_DAYS };
/** How long an invitation's link works. */
export const INVITATION_VALID_DAYS = 60;
/**
 * Leads older than this many days past REVIEW_INVITATION_DAYS are never invited (a scheduled run that
 * missed a week, or the first run after this shipped, does not write to people from long ago).
 */
const LATE_BY_AT_MOST_DAYS = 7;
/** Our invitations per scheduled run (every five minutes), so one run stays small. */
const PER_RUN = 50;
const DAY_MS = 24 * 3600 * 1000;

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/** The link in the email: the listing's review form with the token (the visitor side reads `invitation`). */
export const reviewLinkOf = (site: string, lang: 'en' | 'es', facilityId: number, token: string) =>
  `${site}${lang === 'es' ? '/es' : ''}/facility/${facilityId}/review?invitation=${token}`;

/** A new invitation's token (in the email only) and its row's statement. */
async function invitationStatement(
  db: Database,
  invitation: { facilityId: number; emailHash: string; invitedBy: 'directory' | 'facility'; leadId?: number; now: Date },
  limit?: { perDay: number },
) {
  const token = randomHex(32);
  const tokenHash = await sha256Hex(token);
  const values = [tokenHash, invitation.facilityId, invitation.emailHash, invitation.invitedBy, invitation.leadId ?? null, invitation.now.toISOString(), daysFrom(invitation.now, INVITATION_VALID_DAYS)];
  // The facility's limit is part of the INSERT: two requests at once cannot pass it between them.
  const statement = limit
    ? db.statement(
        `INSERT INTO review_invitations (token_hash, facility_id, email_hash, invited_by, lead_id, sent_at, expires_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
         WHERE (SELECT count(*) FROM review_invitations WHERE facility_id = ?2 AND invited_by = 'facility' AND sent_at > ?8) < ?9
         RETURNING id`,
        ...values,
        daysFrom(invitation.now, -1),
        limit.perDay,
      )
    : db.statement(
        `INSERT INTO review_invitations (token_hash, facility_id, email_hash, invited_by, lead_id, sent_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (lead_id) DO NOTHING`,
        ...values,
      );
  // The email goes only with its invitation's row.
  const written = { sql: 'EXISTS (SELECT 1 FROM review_invitations WHERE token_hash = ?)', params: [tokenHash] };
  return { token, statement, written };
}

/** How many invitations the facility sent in the 24 hours before `now`. */
export async function invitationsSentToday(db: Database, facilityId: number, now: Date): Promise<number> {
  const row = await db.first<{ n: number }>(
    `SELECT count(*) AS n FROM review_invitations WHERE facility_id = ?1 AND invited_by = 'facility' AND sent_at > ?2`,
    facilityId,
    daysFrom(now, -1),
  );
  return row!.n;
}

/**
 * The facility's invitations: one per distinct address, the fixed text, the limit held inside the
 * batch. Returns how many were written (an address unsubscribed from invitations gets no email).
 */
export async function sendFacilityInvitations(
  db: Database,
  env: Env,
  facility: { id: number; name: string },
  emails: string[],
  lang: 'en' | 'es',
  by: { id: number; email: string },
  now = new Date(),
): Promise<{ sent: number; dispatch: () => Promise<void> }> {
  const distinct = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const mailer = outboxMailer(db, env);
  const site = siteUrl(env);
  const statements: D1PreparedStatement[] = [];
  for (const email of distinct) {
    const { token, statement, written } = await invitationStatement(
      db,
      { facilityId: facility.id, emailHash: await reviewerEmailHash(env, email), invitedBy: 'facility', now },
      { perDay: FACILITY_INVITATIONS_PER_DAY },
    );
    statements.push(
      statement,
      await mailer.queue(
        reviewInvitation(email, { lang, facilityName: facility.name, reviewLink: reviewLinkOf(site, lang, facility.id, token), days: REVIEW_INVITATION_DAYS, validDays: INVITATION_VALID_DAYS, guidelinesUrl: `${site}${lang === 'es' ? '/es' : ''}${GUIDELINES_PATH}` }),
        written,
      ),
    );
  }
  const results = await db.batch([
    ...statements,
    db.statement(
      `INSERT INTO audit_log (actor_id, actor_email, action, target, detail) VALUES (?1, ?2, 'review.invitations', ?3, json_object('count', ?4))`,
      by.id,
      by.email,
      `facility:${facility.id}`,
      distinct.length,
    ),
  ]);
  // Each address's INSERT returns its row when the limit let it through.
  const sent = distinct.filter((_, i) => results[i * 2]!.length > 0).length;
  return { sent, dispatch: mailer.dispatch };
}

interface DueLead {
  id: number;
  facility_id: number;
  email: string;
  locale: 'en' | 'es';
  name: string;
}

/**
 * Ours: each lead sent to a published facility REVIEW_INVITATION_DAYS ago (up to a week late) with an
 * email address, not invited yet, from an address that never unsubscribed from anything, gets the
 * invitation in the lead's language. Once per lead: the row's lead_id is unique, and the email is
 * written only with a row this run wrote. Returns how many were invited.
 */
export async function queueDirectoryInvitations(env: Env, db: Database, now: Date): Promise<number> {
  const due = await db.all<DueLead>(
    `SELECT l.id, l.facility_id, l.email, l.locale, f.name FROM leads l JOIN facilities f ON f.id = l.facility_id AND f.status = 'approved'
     WHERE l.email != '' AND l.created_at <= ?1 AND l.created_at > ?2
       AND NOT EXISTS (SELECT 1 FROM review_invitations i WHERE i.lead_id = l.id)
       AND NOT EXISTS (SELECT 1 FROM email_unsubscribes u WHERE u.email = l.email OR u.email = lower(l.email))
     ORDER BY l.created_at LIMIT ?3`,
    daysFrom(now, -REVIEW_INVITATION_DAYS),
    daysFrom(now, -(REVIEW_INVITATION_DAYS + LATE_BY_AT_MOST_DAYS)),
    PER_RUN,
  );
  if (due.length === 0) return 0;
  const mailer = outboxMailer(db, env);
  const site = siteUrl(env);
  const statements: D1PreparedStatement[] = [];
  for (const lead of due) {
    const { token, statement, written } = await invitationStatement(db, {
      facilityId: lead.facility_id,
      emailHash: await reviewerEmailHash(env, lead.email),
      invitedBy: 'directory',
      leadId: lead.id,
      now,
    });
    const lang = lead.locale;
    statements.push(
      statement,
      await mailer.queue(
        reviewInvitation(lead.email, { lang, facilityName: lead.name, reviewLink: reviewLinkOf(site, lang, lead.facility_id, token), days: REVIEW_INVITATION_DAYS, validDays: INVITATION_VALID_DAYS, guidelinesUrl: `${site}${lang === 'es' ? '/es' : ''}${GUIDELINES_PATH}` }),
        written,
      ),
    );
  }
  await db.batch(statements);
  await mailer.dispatch();
  return due.length;
}

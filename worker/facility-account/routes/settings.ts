import { locationQuery, NOT_LINKED, ownFacilityId, requireSession } from '../../accounts/guards';
import { hashPassword, verifyPassword } from '../../accounts/password';
import { destroySession, renewSession } from '../../accounts/sessions';
import {
  cancelEmailChangeStatements,
  changePasswordStatement,
  CONTACT_CONFIRM_DAYS,
  endAllSessionsStatements,
  getContact,
  passwordChangeAuditStatement,
  passwordHashOf,
  passwordStored,
  requestEmailChangeStatements,
  saveContactStatements,
} from '../queries/settings';
import { requestMailer } from '../../email/mailer';
import { contactEmailChangeRequested, contactEmailConfirmation, passwordChanged } from '../../email/templates';
import { ApiError } from '../../lib/errors';
import { randomHex, sha256Hex } from '../../lib/hash';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { siteUrl } from '../../lib/site-config';
import { accountSubject } from '../../lib/subjects';
import { validate } from '../../lib/validate';
import { facilityContactSchema, passwordChangeSchema, WRONG_CURRENT_PASSWORD, type FacilityContact } from '../schemas/settings';
import { route } from '../../lib/openapi';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * A signed-in session is not proof of knowing the password: five checks of the current password per
 * account in 15 minutes, right or wrong, so a stolen session cannot guess it (the sixth is refused
 * before the password is compared, so it learns nothing).
 */
const PASSWORD_CHANGES_PER_ACCOUNT: RateLimit = {
  name: 'password-change',
  limit: 5,
  windowSeconds: 15 * 60,
  message: (wait) => `Too many password change attempts. Please wait ${wait} and try again.`,
};

/**
 * Each new contact email is sent its confirmation link, and the confirmed address a notice: a
 * facility corrects a typo or two, more in an hour is a script mailing addresses of its choosing.
 * Counted only for an address not asked for already.
 */
const CONTACT_EMAIL_CHANGES_PER_ACCOUNT: RateLimit = {
  name: 'contact-email-change',
  limit: 5,
  windowSeconds: 60 * 60,
  message: (wait) => `Too many changes of the contact email. Please wait ${wait} and try again.`,
};

const changedFields = (before: FacilityContact, after: FacilityContact) =>
  (Object.keys(after) as (keyof FacilityContact)[]).filter((field) => before[field] !== after[field]);

/**
 * The dashboard's Settings (/api/facility/me/...): the account's password and sessions, and the
 * listing's private contact details. Always the session's own account and listing.
 */
export const facilitySettingsRoutes = newRouter()
  // A new password ends every other session; this browser gets a fresh one and stays signed in.
  .put('/password', route({ summary: 'Change the account’s password', 204: 'Changed: every other session has ended; this one is renewed.', errors: ['rate_limited'] }), requireSession('facility'), validate('json', passwordChangeSchema), async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    const session = c.get('session');
    const { currentPassword, newPassword } = c.req.valid('json');
    await enforceRateLimit(c, PASSWORD_CHANGES_PER_ACCOUNT, accountSubject(user.id));
    const stored = await passwordHashOf(db, user.id);
    if (!stored || !(await verifyPassword(currentPassword, stored.password_hash)).ok) {
      throw ApiError.invalidField('currentPassword', WRONG_CURRENT_PASSWORD);
    }
    const passwordHash = await hashPassword(newPassword);
    const done = passwordStored(user.id, passwordHash);
    const mail = requestMailer(c);
    const [changed] = await db.batch<{ session_epoch: number }>([
      changePasswordStatement(db, user.id, session.record.epoch, passwordHash),
      passwordChangeAuditStatement(db, user, done),
      await mail.queue(passwordChanged(user.email, siteUrl(c.env)), done),
    ]);
    mail.dispatch();
    const epoch = changed?.[0]?.session_epoch;
    // The sessions were ended meanwhile (sign out everywhere from another browser): so is this one.
    if (epoch === undefined) throw new ApiError('unauthorized', SESSION_ENDED);
    await renewSession(c, session, { id: user.id, role: 'facility', session_epoch: epoch });
    return c.body(null, 204);
  })
  // Sign out everywhere: this browser too.
  .delete('/sessions', route({ summary: 'Sign out everywhere', 204: 'Every session of the account has ended, this one too.' }), requireSession('facility'), async (c) => {
    const db = c.get('db');
    await db.batch(endAllSessionsStatements(db, c.get('user')));
    await destroySession(c, 'facility', c.get('session'));
    return c.body(null, 204);
  })
  .get('/contact', route({ summary: 'The listing’s private contact details', 200: 'The contact details and any change waiting for its email’s confirmation.', errors: ['not_found'] }), requireSession('facility'), locationQuery, async (c) => {
    const settings = await getContact(c.get('db'), await ownFacilityId(c), new Date());
    if (!settings) throw new ApiError('not_found', NOT_LINKED);
    return c.json(settings, 200);
  })
  // A new email is not used until its owner follows the link emailed to it (issue 40): until then
  // notices go on to the confirmed address, which is told a change was asked for.
  .put('/contact', route({ summary: 'Change the listing’s private contact details', 200: 'The contact details as saved; a new email waits for its confirmation.', errors: ['not_found', 'rate_limited'] }), requireSession('facility'), locationQuery, validate('json', facilityContactSchema), async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    const now = new Date();
    const facilityId = await ownFacilityId(c);
    const before = await getContact(db, facilityId, now);
    if (!before) throw new ApiError('not_found', NOT_LINKED);
    const wanted = c.req.valid('json');
    const email = wanted.email.toLowerCase();
    // The confirmed contact address and the account's own sign-in address need no link.
    const confirmed = email === before.contact.email || email === user.email.toLowerCase();
    const contact = { ...wanted, email: confirmed ? email : before.contact.email };
    const changed = changedFields(before.contact, contact);
    const statements = changed.length > 0 ? saveContactStatements(db, user, facilityId, contact, changed) : [];
    const mail = requestMailer(c);
    if (confirmed) {
      // An address asked for before is dropped: its link works no more.
      if (before.pendingEmail) statements.push(...cancelEmailChangeStatements(db, user, facilityId));
    } else if (email !== before.pendingEmail?.email) {
      await enforceRateLimit(c, CONTACT_EMAIL_CHANGES_PER_ACCOUNT, accountSubject(user.id));
      const token = randomHex(32);
      const site = siteUrl(c.env);
      statements.push(
        ...requestEmailChangeStatements(db, user, facilityId, email, await sha256Hex(token), now),
        await mail.queue(contactEmailConfirmation(email, `${site}/facility-contact/confirm?token=${token}`, CONTACT_CONFIRM_DAYS)),
        await mail.queue(contactEmailChangeRequested(before.contact.email || user.email, site)),
      );
    }
    // Saved again as it is: nothing to write or audit.
    if (statements.length === 0) return c.json(before, 200);
    await db.batch(statements);
    mail.dispatch();
    return c.json((await getContact(db, facilityId, now))!, 200);
  });

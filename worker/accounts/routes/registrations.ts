import { hashPassword } from '../password';
import {
  CONFIRM_DAYS,
  confirmStatements,
  daysLeftOf,
  discardUnconfirmedStatements,
  findConfirmable,
  pendingRegistration,
  registrationByKey,
  registrationRequestStatement,
  registrationStatements,
  renewLinkStatement,
  stillUnconfirmed,
} from '../queries/registrations';
import { openRegistrationToken, sealRegistrationToken } from '../registration-link';
import { findUserByEmail, type UserRow } from '../queries/users';
import { requestMailer } from '../../email/mailer';
import { unknownServiceSlug } from '../../listings/queries/services';
import { notInList } from '../../lib/schemas/reference-ids';
import { registrationAttempt, registrationConfirmation, registrationReceived } from '../../email/templates';
import type { AppContext } from '../../lib/app-env';
import { ApiError } from '../../lib/errors';
import { randomHex, sha256Hex } from '../../lib/hash';
import { assertSameRequest, idempotencyOf, type Idempotency } from '../../lib/idempotency';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { siteUrl } from '../../lib/site-config';
import { clientSubject, emailSubject } from '../../lib/subjects';
import { validate } from '../../lib/validate';
import { CONFIRMATION_LINK_INVALID, registrationConfirmationSchema, registrationSchema, type Registration } from '../schemas/registration';
import { route } from '../../lib/openapi';

const tooMany = (wait: string) => `Too many registrations in a short while. Please wait ${wait} and try again.`;

// Each registration hashes a password (PBKDF2, the most CPU a request spends here), stores a
// listing and emails the address. Counted once the form is valid, whatever the address.
/** A facility registers once; an office behind one address might register a few sites in an hour. */
const REGISTRATIONS_PER_CLIENT: RateLimit = { name: 'register-client', limit: 5, windowSeconds: 60 * 60, message: tooMany };
/**
 * Each try emails the address (its confirmation link, or its owner a notice): three an hour caps what
 * many clients aiming at one inbox can send it (a retry with its key counts once).
 */
const REGISTRATIONS_PER_EMAIL: RateLimit = { name: 'register-email', limit: 3, windowSeconds: 60 * 60, message: tooMany };

/**
 * The one answer to every valid registration, new address or taken: nothing in it (status, body,
 * timing) says whether the address has an account. Its mailbox hears which.
 */
const accepted = (c: AppContext) => c.json({ status: 'awaiting_confirmation' as const }, 202);

/** To the owner of an address someone registered with: how they sign in, or reset a facility password. */
function ownerNotice(c: AppContext, owner: UserRow) {
  const site = siteUrl(c.env);
  return owner.role === 'admin'
    ? registrationAttempt(owner.email, `${site}/admin/login`, null)
    : registrationAttempt(owner.email, `${site}/facility-login`, `${site}/facility-forgot-password`);
}

/** A new confirmation link: its token, and what is stored of it (its SHA-256, and the token sealed). */
async function newLink(c: AppContext, email: string) {
  const token = randomHex(32);
  return { token, confirmationHash: await sha256Hex(token), confirmationSealed: await sealRegistrationToken(c.env, email, token) };
}

const confirmLink = (c: AppContext, token: string) => `${siteUrl(c.env)}/facility-signup/confirm?token=${token}`;

/**
 * The batch for a valid registration. An address with an account gets its owner a notice and stores
 * nothing else (the key aside). An address whose registration awaits confirmation is sent that
 * registration's own link again and nothing is replaced: whoever sent the later request (a lost
 * email, or someone else's try) cannot put their listing or password in its place, and the link's
 * page names the facility it confirms. Any other address stores the registration, awaiting
 * confirmation, and is sent only its confirmation link (an expired one is replaced).
 */
async function registrationBatch(
  c: AppContext,
  mail: ReturnType<typeof requestMailer>,
  registration: Registration,
  passwordHash: string,
  idem: Idempotency,
) {
  const db = c.get('db');
  const email = registration.email.toLowerCase();
  const owner = await findUserByEmail(db, email);
  if (owner && !owner.awaiting_confirmation) return [await mail.queue(ownerNotice(c, owner)), registrationRequestStatement(db, idem)];
  const now = new Date();
  const pending = owner ? await pendingRegistration(db, owner.id, now) : null;
  if (pending) {
    const kept = await openRegistrationToken(c.env, email, pending.email_confirmation_sealed);
    const renewed = kept ? null : await newLink(c, email);
    return [
      registrationRequestStatement(db, idem),
      ...(renewed ? [renewLinkStatement(db, pending.id, renewed)] : []),
      await mail.queue(registrationConfirmation(email, confirmLink(c, kept ?? renewed!.token), daysLeftOf(pending.created_at, now))),
    ];
  }
  const link = await newLink(c, email);
  return [
    ...(owner ? discardUnconfirmedStatements(db, [owner]) : []),
    ...registrationStatements(db, registration, { passwordHash, ...link }, idem),
    await mail.queue(registrationConfirmation(email, confirmLink(c, link.token), CONFIRM_DAYS)),
  ];
}

// A retry with the registration's Idempotency-Key (after a 5xx or a lost reply) gets the first
// answer and sends nothing more: the key is stored in the batch (with the submission, or on its own
// for a taken address) and looked up before anything else.
export const registrationRoutes = newRouter()
  .post('/', route({ summary: 'Register a facility', 202: 'Accepted: a confirmation link is emailed (the same answer whether or not the address has an account).', errors: ['rate_limited'] }), validate('json', registrationSchema), async (c) => {
    const db = c.get('db');
    const registration = c.req.valid('json');
    // Before anything about the address, so a refusal costs the same whether or not it has an account.
    const unknown = await unknownServiceSlug(db, registration.services);
    if (unknown !== null) throw ApiError.invalidField('services', notInList('services', unknown));
    // The passwords are never part of what is stored about the request.
    const { password: _password, confirmPassword: _confirm, ...details } = registration;
    const idem = await idempotencyOf(c, details);
    await enforceRateLimit(c, REGISTRATIONS_PER_CLIENT, await clientSubject(c), idem);
    await enforceRateLimit(c, REGISTRATIONS_PER_EMAIL, await emailSubject(registration.email.toLowerCase()), idem);
    const earlier = await registrationByKey(db, idem.key);
    if (earlier) {
      assertSameRequest(earlier, idem);
      return accepted(c);
    }
    // Hashed whether or not it is stored, so a taken address is answered no sooner than a new one.
    const passwordHash = await hashPassword(registration.password);
    const mail = requestMailer(c);
    try {
      await db.batch(await registrationBatch(c, mail, registration, passwordHash, idem));
      mail.dispatch();
    } catch (error) {
      if (!(error instanceof Error && /UNIQUE/i.test(error.message))) throw error;
      // Two sends racing with one key: the first stored it, and this one answers as it did.
      const stored = await registrationByKey(db, idem.key);
      if (stored) assertSameRequest(stored, idem);
      // Otherwise two registrations of one address raced: the UNIQUE index kept the first, whose
      // email went out, and this one answers as every registration does.
    }
    return accepted(c);
  })
  // What the link's page shows before its button is pressed: the facility it confirms and the
  // address. A POST, as the confirmation is: the token stays out of the API's addresses (and logs).
  .post('/confirmation/details', route({ summary: 'What a confirmation link confirms', 200: 'The facility’s name and the address.' }), validate('json', registrationConfirmationSchema), async (c) => {
    const account = await findConfirmable(c.get('db'), await sha256Hex(c.req.valid('json').token), new Date());
    if (!account) throw ApiError.invalidField('token', CONFIRMATION_LINK_INVALID);
    return c.json({ facilityName: account.facilityName, email: account.email }, 200);
  })
  // POST, from the page the link opens (a button), so a mail scanner that follows links confirms nothing.
  .post('/confirmation', route({ summary: 'Confirm a registration', 200: 'Confirmed: the submission, pending review.' }), validate('json', registrationConfirmationSchema), async (c) => {
    const db = c.get('db');
    const confirmationHash = await sha256Hex(c.req.valid('json').token);
    const now = new Date();
    const account = await findConfirmable(db, confirmationHash, now);
    if (!account) throw ApiError.invalidField('token', CONFIRMATION_LINK_INVALID);
    // The address is the registrant's own now: the first email that may name the facility.
    const received = registrationReceived(account.email, account.facilityName, siteUrl(c.env));
    const mail = requestMailer(c);
    await db.batch([
      await mail.queue(received, stillUnconfirmed(account.id, confirmationHash)),
      ...confirmStatements(db, account.id, confirmationHash, now),
    ]);
    mail.dispatch();
    // The submission is in review from now on: its id, as the registration itself answered before confirmation came first.
    return c.json({ id: account.submissionId, status: 'pending' as const }, 200);
  });

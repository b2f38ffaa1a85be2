import { hashPassword } from '../auth/password';
import {
  registrationByKey,
  registrationStatements,
  storedRegistrationStatement,
  type StoredRegistration,
} from '../db/registrations';
import { findUserByEmail } from '../db/users';
import { requestMailer } from '../email/mailer';
import { registrationReceived } from '../email/templates';
import type { AppContext } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { assertSameRequest, idempotencyOf, type Idempotency } from '../lib/idempotency';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { newRouter } from '../lib/router';
import { siteUrl } from '../lib/site-config';
import { clientSubject, emailSubject } from '../lib/subjects';
import { validate } from '../lib/validate';
import { registrationSchema } from '../schemas/registration';

const tooMany = (wait: string) => `Too many registrations in a short while. Please wait ${wait} and try again.`;

// Each registration hashes a password (PBKDF2, the most CPU a request spends here), stores a
// listing for review and emails the address. Counted once the form is valid.
/** A facility registers once; an office behind one address might register a few sites in an hour. */
const REGISTRATIONS_PER_CLIENT: RateLimit = { name: 'register-client', limit: 5, windowSeconds: 60 * 60, message: tooMany };
/**
 * One address succeeds once (then 409); three tries an hour stops many clients aiming at one inbox
 * (a retry with its key counts once).
 */
const REGISTRATIONS_PER_EMAIL: RateLimit = { name: 'register-email', limit: 3, windowSeconds: 60 * 60, message: tooMany };

const EXISTS = 'An account with this email already exists. Please sign in or reset your password.';

/** The first answer again, for a retry of a stored registration (its key with the same details). */
function sameAnswer(c: AppContext, stored: StoredRegistration, idem: Idempotency) {
  assertSameRequest(stored, idem);
  return c.json({ id: stored.id, status: 'pending' as const }, 201);
}

// A retry with the registration's Idempotency-Key (after a 5xx or a lost reply) gets the first
// answer: the key is stored with the submission, in its batch, and looked up before anything else.
export const registrationRoutes = newRouter().post('/', validate('json', registrationSchema), async (c) => {
  const db = c.get('db');
  const registration = c.req.valid('json');
  const email = registration.email.toLowerCase();
  // The passwords are never part of what is stored about the request.
  const { password: _password, confirmPassword: _confirm, ...details } = registration;
  const idem = await idempotencyOf(c, details);
  await enforceRateLimit(c, REGISTRATIONS_PER_CLIENT, await clientSubject(c), idem);
  await enforceRateLimit(c, REGISTRATIONS_PER_EMAIL, await emailSubject(email), idem);
  const earlier = await registrationByKey(db, idem.key);
  if (earlier) return sameAnswer(c, earlier, idem);
  if (await findUserByEmail(db, email)) {
    throw new ApiError('conflict', EXISTS, { fields: { email: 'An account with this email already exists.' } });
  }
  const mail = requestMailer(c);
  const received = await mail.queue(registrationReceived(email, registration.facilityName, siteUrl(c.env)));
  try {
    const results = await db.batch<StoredRegistration>([
      ...registrationStatements(db, registration, await hashPassword(registration.password), idem),
      received,
      storedRegistrationStatement(db, idem.key),
    ]);
    mail.dispatch();
    return c.json({ id: results.at(-1)![0]!.id, status: 'pending' as const }, 201);
  } catch (error) {
    if (!(error instanceof Error && /UNIQUE/i.test(error.message))) throw error;
    // Two sends racing with one key: the first stored it, and this one answers as it did.
    const stored = await registrationByKey(db, idem.key);
    if (stored) return sameAnswer(c, stored, idem);
    // Two registrations racing with one email: the UNIQUE index decides, and the loser hears why.
    throw new ApiError('conflict', EXISTS);
  }
});

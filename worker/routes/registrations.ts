import { hashPassword } from '../auth/password';
import { latestSubmissionFor, registrationStatements } from '../db/registrations';
import { findUserByEmail } from '../db/users';
import { outboxMailer } from '../email/mailer';
import { registrationReceived } from '../email/templates';
import { ApiError } from '../lib/errors';
import { enforceRateLimit, rateLimit, type RateLimit } from '../lib/rate-limit';
import { newRouter } from '../lib/router';
import { siteUrl } from '../lib/site-config';
import { emailSubject } from '../lib/subjects';
import { validate } from '../lib/validate';
import { registrationSchema } from '../schemas/registration';

const tooMany = (wait: string) => `Too many registrations in a short while. Please wait ${wait} and try again.`;

// Each registration hashes a password (PBKDF2, the most CPU a request spends here), stores a
// listing for review and emails the address. Counted once the form is valid.
/** A facility registers once; an office behind one address might register a few sites in an hour. */
const REGISTRATIONS_PER_CLIENT: RateLimit = { name: 'register-client', limit: 5, windowSeconds: 60 * 60, message: tooMany };
/** One address succeeds once (then 409); three tries an hour covers a retry and stops many clients aiming at one inbox. */
const REGISTRATIONS_PER_EMAIL: RateLimit = { name: 'register-email', limit: 3, windowSeconds: 60 * 60, message: tooMany };

const EXISTS = 'An account with this email already exists. Please sign in or reset your password.';

export const registrationRoutes = newRouter().post(
  '/',
  validate('json', registrationSchema),
  rateLimit(REGISTRATIONS_PER_CLIENT),
  async (c) => {
    const db = c.get('db');
    const registration = c.req.valid('json');
    const email = registration.email.toLowerCase();
    await enforceRateLimit(c, REGISTRATIONS_PER_EMAIL, await emailSubject(email));
    if (await findUserByEmail(db, email)) {
      throw new ApiError('conflict', EXISTS, { fields: { email: 'An account with this email already exists.' } });
    }
    try {
      await db.batch([
        ...registrationStatements(db, registration, await hashPassword(registration.password)),
        outboxMailer(db).queueStatement(registrationReceived(email, registration.facilityName, siteUrl(c.env))),
      ]);
    } catch (error) {
      // Two submissions racing with one email: the UNIQUE index decides, and the loser hears why.
      if (error instanceof Error && /UNIQUE/i.test(error.message)) throw new ApiError('conflict', EXISTS);
      throw error;
    }
    const submission = await latestSubmissionFor(db, email);
    return c.json({ id: submission!.id, status: 'pending' as const }, 201);
  },
);

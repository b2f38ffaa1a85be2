import { hashPassword } from '../auth/password';
import { latestSubmissionFor, registrationStatements } from '../db/registrations';
import { findUserByEmail } from '../db/users';
import { outboxMailer } from '../email/mailer';
import { registrationReceived } from '../email/templates';
import { newRouter } from '../lib/router';
import { ApiError } from '../lib/errors';
import { siteUrl } from '../lib/site-config';
import { validate } from '../lib/validate';
import { registrationSchema } from '../schemas/registration';

export const registrationRoutes = newRouter().post('/', validate('json', registrationSchema), async (c) => {
  const db = c.get('db');
  const registration = c.req.valid('json');
  const email = registration.email.toLowerCase();
  if (await findUserByEmail(db, email)) {
    throw new ApiError('conflict', 'An account with this email already exists. Please sign in or reset your password.', {
      fields: { email: 'An account with this email already exists.' },
    });
  }
  try {
    await db.batch([
      ...registrationStatements(db, registration, await hashPassword(registration.password)),
      outboxMailer(db).queueStatement(registrationReceived(email, registration.facilityName, siteUrl(c.env))),
    ]);
  } catch (error) {
    // Two submissions racing with one email: the UNIQUE index decides, and the loser hears why.
    if (error instanceof Error && /UNIQUE/i.test(error.message)) {
      throw new ApiError('conflict', 'An account with this email already exists. Please sign in or reset your password.');
    }
    throw error;
  }
  const submission = await latestSubmissionFor(db, email);
  return c.json({ id: submission!.id, status: 'pending' as const }, 201);
});

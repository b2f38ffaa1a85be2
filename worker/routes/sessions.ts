import { requireSession } from '../auth/guards';
import { destroySession, readSession } from '../auth/sessions';
import { signIn } from '../auth/sign-in';
import type { Role } from '../auth/user';
import { auditStatement } from '../db/audit';
import { revokeSession } from '../db/users';
import type { AppContext } from '../lib/app-env';
import { newRouter } from '../lib/router';
import { validate } from '../lib/validate';
import { signInSchema } from '../schemas/auth';

async function signOut(c: AppContext, role: Role) {
  const session = await readSession(c, role);
  if (session) {
    // KV deletes take up to a minute to reach other locations; the revocation row is read everywhere at once.
    await revokeSession(c.get('db'), session.hash, session.record.expiresAt);
    if (role === 'admin') {
      const db = c.get('db');
      await db.batch([auditStatement(db, { actorId: session.record.userId, action: 'admin.sign_out' })]);
    }
  }
  await destroySession(c, role, session);
  return c.body(null, 204);
}

/** POST signs in (a new session id every time), GET says who is signed in, DELETE signs out. */
function sessionRoutes(role: Role) {
  return newRouter()
    .post('/', validate('json', signInSchema), async (c) => {
      const user = await signIn(c, role, c.req.valid('json'));
      return c.json({ user }, 200);
    })
    .get('/', requireSession(role), (c) => c.json({ user: c.get('user') }, 200))
    .delete('/', (c) => signOut(c, role));
}

export const adminSessionRoutes = sessionRoutes('admin');
export const facilitySessionRoutes = sessionRoutes('facility');

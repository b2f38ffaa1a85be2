import { requireSession } from '../auth/guards';
import { sessionHash } from '../auth/sessions';
import { destroySession, readSession, type Role } from '../auth/sessions';
import { signIn } from '../auth/sign-in';
import { auditStatement } from '../db/audit';
import { revokeSession } from '../db/users';
import { newRouter, type AppContext } from '../lib/app';
import { validate } from '../lib/validate';
import { signInSchema } from '../schemas/auth';

async function signOut(c: AppContext, role: Role) {
  const session = await readSession(c, role);
  if (session) {
    // KV deletes take up to a minute to reach other locations; the revocation row is read everywhere at once.
    await revokeSession(c.get('db'), await sessionHash(session.id), session.record.expiresAt);
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

import { adminRouter } from '../../auth/guards';
import { hashPassword } from '../../auth/password';
import { createInviteStatement } from '../../db/password-resets';
import {
  auditIfChangedStatement,
  createInvitedStaffStatement,
  disableStaffStatement,
  enableStaffStatement,
  findStaffMember,
  inviteAuditStatement,
  listStaff,
  type StaffMember,
} from '../../db/staff';
import { findUserByEmail } from '../../db/users';
import { outboxMailer } from '../../email/mailer';
import { staffInvitation } from '../../email/templates';
import { ApiError } from '../../lib/errors';
import { randomHex, sha256Hex } from '../../lib/hash';
import { rateLimit, type RateLimit } from '../../lib/rate-limit';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, pageQuerySchema, type ListPage } from '../../schemas/admin';
import { inviteStaffSchema, staffStatusSchema } from '../../schemas/staff';

const INVITE_TTL_MS = 72 * 3600 * 1000;

/** Each invitation queues an email: a team grows by a few people at a time, more is a script or a stolen session. */
const INVITES_PER_CLIENT: RateLimit = {
  name: 'staff-invite',
  limit: 20,
  windowSeconds: 60 * 60,
  message: (wait) => `Too many invitations sent. Please wait ${wait} and try again.`,
};

const EMAIL_TAKEN = 'An account with this email already exists.';
const emailTaken = () => new ApiError('conflict', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
const LAST_ADMIN =
  'This is the last active administrator, so it cannot be disabled. Invite or enable another administrator first.';

/** Two invitations of one address at once: the second meets the UNIQUE email, and its whole batch is undone. */
const isEmailTaken = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message);

export const adminStaffRoutes = adminRouter()
  .get('/', validate('query', pageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listStaff(c.get('db'), query.limit, offsetOf(query));
    return c.json({ items, total, page: query.page, limit: query.limit } satisfies ListPage<StaffMember>, 200);
  })
  // The account, its single-use link (stored hashed), the email carrying it and the audit line: one batch.
  .post('/', validate('json', inviteStaffSchema), rateLimit(INVITES_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const actor = c.get('user');
    const name = c.req.valid('json').name;
    const email = c.req.valid('json').email.toLowerCase();
    if (await findUserByEmail(db, email)) throw emailTaken();
    const token = randomHex(32);
    const link = `${siteUrl(c.env)}/admin/invite?token=${token}`;
    const [created] = await db
      .batch<StaffMember>([
        createInvitedStaffStatement(db, { email, name, placeholderHash: await hashPassword(randomHex(32)) }),
        createInviteStatement(db, await sha256Hex(token), email, new Date(Date.now() + INVITE_TTL_MS)),
        outboxMailer(db).queueStatement(staffInvitation(email, name, link, siteUrl(c.env))),
        inviteAuditStatement(db, actor, email),
      ])
      .catch((error: unknown) => {
        throw isEmailTaken(error) ? emailTaken() : error;
      });
    return c.json({ member: created![0]! }, 201);
  })
  .patch('/:id', validate('param', idParamSchema), validate('json', staffStatusSchema), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    const [changed] = await db.batch<StaffMember>([
      status === 'disabled' ? disableStaffStatement(db, id) : enableStaffStatement(db, id),
      auditIfChangedStatement(db, {
        actor: c.get('user'),
        action: status === 'disabled' ? 'staff.disable' : 'staff.enable',
        target: `user:${id}`,
      }),
    ]);
    if (changed![0]) return c.json({ member: changed![0] }, 200);
    // Nothing changed: no such administrator, already so, or the last active one.
    const current = await findStaffMember(db, id);
    if (!current) throw new ApiError('not_found', 'There is no staff member with this id.');
    if (status === 'disabled' && current.status !== 'disabled') throw new ApiError('conflict', LAST_ADMIN);
    return c.json({ member: current }, 200);
  });

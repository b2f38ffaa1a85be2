import { adminRouter } from '../guards';
import { hashPassword } from '../password';
import { auditIfChangedStatement } from '../../lib/queries/audit';
import { createInviteStatement, linkIssued, reissueInviteStatement } from '../queries/password-resets';
import {
  createInvitedStaffStatement,
  disableStaffStatement,
  enableStaffStatement,
  findStaffMember,
  inviteAuditStatement,
  listStaff,
  type StaffMember,
} from '../queries/staff';
import { findUserByEmail } from '../queries/users';
import { requestMailer } from '../../email/mailer';
import { staffInvitation } from '../../email/templates';
import { ApiError } from '../../lib/errors';
import { randomHex, sha256Hex } from '../../lib/hash';
import { rateLimit, type RateLimit } from '../../lib/rate-limit';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, pageQuerySchema, type ListPage } from '../../lib/schemas/lists';
import { inviteStaffSchema, staffStatusSchema } from '../schemas/staff';
import { route } from '../../lib/openapi';

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
const NOT_PENDING =
  'Only an invitation that is still pending can be sent again: this administrator has accepted theirs, or is disabled (enable them first).';
const LAST_ADMIN =
  'This is the last active administrator, so it cannot be disabled. Invite or enable another administrator first.';

/** A single-use invitation link: what the email carries, and what is stored of it (its SHA-256). */
async function newInvitation(env: Env) {
  const token = randomHex(32);
  return {
    link: `${siteUrl(env)}/admin/invite?token=${token}`,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(Date.now() + INVITE_TTL_MS),
  };
}

/** Two invitations of one address at once: the second meets the UNIQUE email, and its whole batch is undone. */
const isEmailTaken = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message);

export const adminStaffRoutes = adminRouter()
  .get('/', route({ summary: 'The staff', 200: 'One page of staff accounts.' }), validate('query', pageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listStaff(c.get('db'), query.limit, offsetOf(query));
    return c.json({ items, total, page: query.page, limit: query.limit } satisfies ListPage<StaffMember>, 200);
  })
  // The account, its single-use link (stored hashed), the email carrying it and the audit line: one batch.
  .post('/', route({ summary: 'Invite an administrator', 201: 'The new, pending account; the invitation is emailed.', errors: ['conflict'] }), validate('json', inviteStaffSchema), rateLimit(INVITES_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const actor = c.get('user');
    const name = c.req.valid('json').name;
    const email = c.req.valid('json').email.toLowerCase();
    if (await findUserByEmail(db, email)) throw emailTaken();
    const invitation = await newInvitation(c.env);
    const mail = requestMailer(c);
    const [created] = await db
      .batch<StaffMember>([
        createInvitedStaffStatement(db, { email, name, placeholderHash: await hashPassword(randomHex(32)) }),
        createInviteStatement(db, invitation.tokenHash, email, invitation.expiresAt),
        await mail.queue(staffInvitation(email, name, invitation.link, siteUrl(c.env))),
        inviteAuditStatement(db, actor, email),
      ])
      .catch((error: unknown) => {
        throw isEmailTaken(error) ? emailTaken() : error;
      });
    mail.dispatch();
    return c.json({ member: created![0]! }, 201);
  })
  // A new link for an invitation not yet accepted (lost, expired): the earlier link ends with it
  // (migrations/0017). Only while the account is pending, checked in the batch itself.
  .post('/:id/invitation', route({ summary: 'Send an invitation again', 200: 'The pending account; the earlier link has ended.', errors: ['not_found', 'conflict'] }), validate('param', idParamSchema), rateLimit(INVITES_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const member = await findStaffMember(db, id);
    if (!member) throw new ApiError('not_found', 'There is no staff member with this id.');
    if (member.status !== 'pending') throw new ApiError('conflict', NOT_PENDING);
    const invitation = await newInvitation(c.env);
    const mail = requestMailer(c);
    const [reissued] = await db.batch([
      reissueInviteStatement(db, invitation.tokenHash, id, invitation.expiresAt),
      auditIfChangedStatement(db, { actor: c.get('user'), action: 'staff.invite_resend', target: `user:${id}` }),
      await mail.queue(staffInvitation(member.email, member.name, invitation.link, siteUrl(c.env)), linkIssued(invitation.tokenHash)),
    ]);
    // Accepted or disabled meanwhile.
    if (reissued!.length === 0) throw new ApiError('conflict', NOT_PENDING);
    mail.dispatch();
    return c.json({ member }, 200);
  })
  .patch('/:id', route({ summary: 'Disable or enable a staff account', 200: 'The account as saved.', errors: ['not_found', 'conflict'] }), validate('param', idParamSchema), validate('json', staffStatusSchema), async (c) => {
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

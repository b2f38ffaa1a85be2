import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { REDACTED_LINK } from '../../email/message';
import { sha256Hex } from '../../lib/hash';
import { client } from '../../test/client';
import { addUser, newClient, withCookie } from '../../test/fixtures';
import {
  ADMIN_PASSWORD,
  acceptInvite,
  auditLinesFor,
  invite,
  inviteTokenFor,
  newStaffEmail,
  resendInvite,
  setStaffStatus,
  signedInAdmin,
} from '../../test/staff';

const adminSignIn = (email: string, password: string) =>
  client.admin.session.$post({ json: { email, password } }, { headers: newClient() });

describe('GET /api/admin/staff', () => {
  it('lists the administrators, not facility accounts, a page at a time', async () => {
    const me = await signedInAdmin();
    const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
    const invited = newStaffEmail();
    await invite(me.cookie, invited, 'Robin Invited');

    const res = await client.admin.staff.$get({ query: { limit: '100' } }, withCookie(me.cookie));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.page).toBe(1);
    expect(body.limit).toBe(100);
    expect(body.total).toBe(body.items.length);
    const emails = body.items.map((m) => m.email);
    expect(emails).toContain(me.email);
    expect(emails).not.toContain(facility.email);
    const mine = body.items.find((m) => m.email === me.email)!;
    expect(mine).toEqual({ id: me.id, email: me.email, name: 'Test User', status: 'active', lastLoginAt: expect.any(String), createdAt: expect.any(String) });
    expect(body.items.find((m) => m.email === invited)).toMatchObject({ name: 'Robin Invited', status: 'pending', lastLoginAt: null });

    const second = await (await client.admin.staff.$get({ query: { limit: '1', page: '2' } }, withCookie(me.cookie))).json();
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).toBe(body.items[1]!.id);
    expect(second.total).toBe(body.total);
  });
});

describe('POST /api/admin/staff', () => {
  it('creates a pending administrator, a hashed 72-hour invite link, the email carrying it and an audit line', async () => {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    const before = Date.now();
    const res = await invite(me.cookie, `  ${email.toUpperCase()} `, 'Casey Morgan');
    expect(res.status).toBe(201);
    const { member } = await res.json();
    expect(member).toMatchObject({ email, name: 'Casey Morgan', status: 'pending', lastLoginAt: null });

    const mail = await env.DB.prepare(`SELECT subject, body_text FROM email_outbox WHERE to_email = ?1 AND template = 'staff_invitation'`)
      .bind(email)
      .first<{ subject: string; body_text: string }>();
    expect(mail!.body_text).toContain('Hello Casey Morgan');
    // The outbox keeps the email with its link removed; the recipient's copy has it.
    expect(mail!.body_text).not.toContain('token=');
    expect(mail!.body_text).toContain(REDACTED_LINK);
    const token = (await inviteTokenFor(email))!;

    const link = await env.DB.prepare('SELECT token_hash, purpose, expires_at, used_at FROM password_resets WHERE user_id = ?1')
      .bind(member.id)
      .first<{ token_hash: string; purpose: string; expires_at: string; used_at: string | null }>();
    expect(link).toMatchObject({ token_hash: await sha256Hex(token), purpose: 'invite', used_at: null });
    const ttl = Date.parse(link!.expires_at) - before;
    expect(ttl).toBeGreaterThanOrEqual(72 * 3600 * 1000);
    expect(ttl).toBeLessThan(72 * 3600 * 1000 + 60_000);

    expect(await auditLinesFor(`user:${member.id}`)).toEqual([
      { actor_id: me.id, actor_email: me.email, action: 'staff.invite', target: `user:${member.id}`, detail: null },
    ]);
  });

  it('the invited person sets a password with the link and signs in', async () => {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    await invite(me.cookie, email);
    expect((await acceptInvite((await inviteTokenFor(email))!, 'my own admin secret 7')).status).toBe(204);
    const res = await adminSignIn(email, 'my own admin secret 7');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email, role: 'admin', name: 'Casey Morgan' } });
  });
});

describe('POST /api/admin/staff/:id/invitation (send the invitation again)', () => {
  it('sends a new link, ends the earlier one, and audits it', async () => {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    const { member } = await (await invite(me.cookie, email)).json();
    const first = (await inviteTokenFor(email))!;

    const res = await resendInvite(me.cookie, member.id);
    expect(res.status).toBe(200);
    expect((await res.json()).member).toMatchObject({ id: member.id, email, status: 'pending' });
    const second = (await inviteTokenFor(email))!;
    expect(second).not.toBe(first);
    expect((await acceptInvite(first, 'my own admin secret 7')).status).toBe(400);
    expect((await acceptInvite(second, 'my own admin secret 7')).status).toBe(204);
    expect((await auditLinesFor(`user:${member.id}`)).map((l) => [l.action, l.actor_id])).toEqual([
      ['staff.invite', me.id],
      ['staff.invite_resend', me.id],
      ['staff.invite_accept', member.id],
    ]);
  });

  it('409 for an administrator who is not awaiting an invitation, 404 for one who does not exist; nothing is sent', async () => {
    const me = await signedInAdmin();
    const active = await signedInAdmin();
    expect((await resendInvite(me.cookie, active.id)).status).toBe(409);
    expect((await resendInvite(me.cookie, 987654)).status).toBe(404);
    const sent = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1`).bind(active.email).first<{ n: number }>();
    expect(sent!.n).toBe(0);
  });
});

describe('PATCH /api/admin/staff/:id', () => {
  it('disables an administrator: their session ends at once, they cannot sign in; enabling lets them back', async () => {
    const me = await signedInAdmin();
    const other = await signedInAdmin();
    expect((await client.admin.session.$get(undefined, withCookie(other.cookie))).status).toBe(200);

    const res = await setStaffStatus(me.cookie, other.id, 'disabled');
    expect(res.status).toBe(200);
    expect((await res.json()).member).toMatchObject({ id: other.id, status: 'disabled' });
    expect((await client.admin.session.$get(undefined, withCookie(other.cookie))).status).toBe(401);
    const refused = await adminSignIn(other.email, ADMIN_PASSWORD);
    expect(refused.status).toBe(401);

    const enabled = await setStaffStatus(me.cookie, other.id, 'active');
    expect(enabled.status).toBe(200);
    expect((await enabled.json()).member).toMatchObject({ id: other.id, status: 'active' });
    expect((await adminSignIn(other.email, ADMIN_PASSWORD)).status).toBe(200);
    // The old session stays ended: enabling does not bring back what disabling revoked.
    expect((await client.admin.session.$get(undefined, withCookie(other.cookie))).status).toBe(401);

    expect((await auditLinesFor(`user:${other.id}`)).map((l) => [l.action, l.actor_id])).toEqual([
      ['staff.disable', me.id],
      ['staff.enable', me.id],
    ]);
  });

  it('revoking an invitation ends its link: enabled again, it is pending with no working link until re-sent', async () => {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    const { member } = await (await invite(me.cookie, email)).json();
    const token = (await inviteTokenFor(email))!;
    expect((await (await setStaffStatus(me.cookie, member.id, 'disabled')).json()).member.status).toBe('disabled');
    expect((await acceptInvite(token, 'my own admin secret 7')).status).toBe(400);
    expect((await (await setStaffStatus(me.cookie, member.id, 'active')).json()).member.status).toBe('pending');
    expect((await acceptInvite(token, 'my own admin secret 7')).status).toBe(400);

    expect((await resendInvite(me.cookie, member.id)).status).toBe(200);
    expect((await acceptInvite((await inviteTokenFor(email))!, 'my own admin secret 7')).status).toBe(204);
  });

  it('an admin may disable themself while another admin is active', async () => {
    const me = await signedInAdmin();
    await signedInAdmin();
    const res = await setStaffStatus(me.cookie, me.id, 'disabled');
    expect(res.status).toBe(200);
    expect((await client.admin.session.$get(undefined, withCookie(me.cookie))).status).toBe(401);
  });

  it('asking for the status an account already has changes nothing and writes no audit line', async () => {
    const me = await signedInAdmin();
    const other = await signedInAdmin();
    const res = await setStaffStatus(me.cookie, other.id, 'active');
    expect(res.status).toBe(200);
    expect((await res.json()).member).toMatchObject({ id: other.id, status: 'active' });
    expect((await client.admin.session.$get(undefined, withCookie(other.cookie))).status).toBe(200);
    expect(await auditLinesFor(`user:${other.id}`)).toEqual([]);
  });
});

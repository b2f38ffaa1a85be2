import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { newClient, withCookie } from '../../test/fixtures';
import { acceptInvite, auditLinesFor, invite, inviteTokenFor, newStaffEmail, signedInAdmin } from '../../test/staff';

const NEW_PASSWORD = 'my own admin secret 7';

describe('POST /api/staff-invitations/accept', () => {
  it('sets the first password without a session: the account is active, the link spent, the step audited', async () => {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    const { member } = await (await invite(me.cookie, email)).json();
    const token = (await inviteTokenFor(email))!;

    const res = await acceptInvite(token, NEW_PASSWORD);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');

    const account = await env.DB.prepare('SELECT status, awaiting_password FROM users WHERE id = ?1').bind(member.id).first();
    expect(account).toEqual({ status: 'active', awaiting_password: 0 });
    const link = await env.DB.prepare('SELECT used_at FROM password_resets WHERE user_id = ?1').bind(member.id).first<{ used_at: string }>();
    expect(link!.used_at).toEqual(expect.any(String));
    expect((await auditLinesFor(`user:${member.id}`)).map((l) => [l.action, l.actor_id, l.actor_email])).toEqual([
      ['staff.invite', me.id, me.email],
      ['staff.invite_accept', member.id, email],
    ]);

    const signIn = await client.admin.session.$post({ json: { email, password: NEW_PASSWORD } }, { headers: newClient() });
    expect(signIn.status).toBe(200);
    const staff = await (await client.admin.staff.$get({ query: { limit: '100' } }, withCookie(me.cookie))).json();
    expect(staff.items.find((m) => m.id === member.id)).toMatchObject({ status: 'active', lastLoginAt: expect.any(String) });
  });
});

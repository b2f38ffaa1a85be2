import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { newClient, send } from '../../test/fixtures';
import { acceptInvite, invite, inviteTokenFor, newStaffEmail, setStaffStatus, signedInAdmin } from '../../test/staff';

const INVALID = 'This invitation link is not valid or has expired. Please ask an administrator for a new one.';
const NEW_PASSWORD = 'my own admin secret 7';

async function expectField(res: { status: number; headers: Headers; json(): Promise<unknown> }, field: string, message: string) {
  expect(res.status).toBe(400);
  expect((await errorOf(res)).error.fields?.[field]).toBe(message);
}

/** A fresh invitation: its token and the account's id. */
async function invitation() {
  const me = await signedInAdmin();
  const email = newStaffEmail();
  const { member } = await (await invite(me.cookie, email)).json();
  return { me, email, id: member.id, token: (await inviteTokenFor(email))! };
}

const statusOf = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM users WHERE id = ?1').bind(id).first<{ status: string }>())!.status;

describe('POST /api/staff-invitations/accept: bad input', () => {
  it('a missing, malformed or unknown token is the same "not valid" message on `token`', async () => {
    const post = (body: unknown) => send('POST', '/api/staff-invitations/accept', body, newClient());
    await expectField(await post({ password: NEW_PASSWORD }), 'token', INVALID);
    await expectField(await post({ token: 'abc', password: NEW_PASSWORD }), 'token', INVALID);
    await expectField(await acceptInvite('f'.repeat(64), NEW_PASSWORD), 'token', INVALID);
  });

  it('the password follows the rules of every new password, and a refused one leaves the link usable', async () => {
    const { token, id } = await invitation();
    await expectField(await acceptInvite(token, ''), 'password', 'Password is required');
    await expectField(await acceptInvite(token, 'short'), 'password', 'Password must be at least 8 characters');
    await expectField(await acceptInvite(token, 'password123'), 'password', 'This password is too common. Please choose another.');
    expect(await statusOf(id)).toBe('pending');
    expect((await acceptInvite(token, NEW_PASSWORD)).status).toBe(204);
  });

  it('a link works once', async () => {
    const { token } = await invitation();
    expect((await acceptInvite(token, NEW_PASSWORD)).status).toBe(204);
    await expectField(await acceptInvite(token, 'another admin secret 8'), 'token', INVALID);
  });

  it('an expired link, or one for a disabled invitation, is refused and changes nothing', async () => {
    const expired = await invitation();
    await env.DB.prepare(`UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?1`).bind(expired.id).run();
    await expectField(await acceptInvite(expired.token, NEW_PASSWORD), 'token', INVALID);
    expect(await statusOf(expired.id)).toBe('pending');

    const disabled = await invitation();
    await setStaffStatus(disabled.me.cookie, disabled.id, 'disabled');
    await expectField(await acceptInvite(disabled.token, NEW_PASSWORD), 'token', INVALID);
    expect(await statusOf(disabled.id)).toBe('disabled');
  });

  it('two uses of one link at once: one sets the password, the other is refused', async () => {
    const { token } = await invitation();
    const answers = await Promise.all([acceptInvite(token, NEW_PASSWORD), acceptInvite(token, 'another admin secret 8')]);
    expect(answers.map((r) => r.status).sort()).toEqual([204, 400]);
  });

  it('refuses a body that is not JSON (415)', async () => {
    const res = await send('POST', '/api/staff-invitations/accept', undefined, { 'Content-Type': 'text/plain', ...newClient() });
    expect(res.status).toBe(415);
  });
});

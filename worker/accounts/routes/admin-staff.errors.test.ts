import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { addUser, newClient, send, withCookie } from '../../test/fixtures';
import { ADMIN_PASSWORD, auditLinesFor, invite, newStaffEmail, setStaffStatus, signedInAdmin } from '../../test/staff';

const LAST_ADMIN = 'This is the last active administrator, so it cannot be disabled. Invite or enable another administrator first.';

async function expectFieldError(res: Response | { status: number; headers: Headers; json(): Promise<unknown> }, status: number, field: string, message: string) {
  expect(res.status).toBe(status);
  const body = await errorOf(res);
  expect(body.error.fields?.[field]).toBe(message);
}

const staffCount = async () =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM users WHERE role = 'admin'`).first<{ n: number }>())!.n;

describe('POST /api/admin/staff: bad input', () => {
  it('names each missing or invalid field, and creates nothing', async () => {
    const me = await signedInAdmin();
    const before = await staffCount();
    const post = (body: unknown) => send('POST', '/api/admin/staff', body, { Cookie: me.cookie, ...newClient() });
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).error.fields).toEqual({ name: 'Name is required', email: 'Email is required' });
    await expectFieldError(await post({ name: '   ', email: newStaffEmail() }), 400, 'name', 'Name is required');
    await expectFieldError(await post({ name: 'Casey', email: 'not-an-email' }), 400, 'email', 'Please enter a valid email address');
    await expectFieldError(await post({ name: 'x'.repeat(101), email: newStaffEmail() }), 400, 'name', 'Name must be at most 100 characters');
    expect(await staffCount()).toBe(before);
  });

  it('answers 409 naming the email when any account already has it, however it is cased', async () => {
    const me = await signedInAdmin();
    const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
    const res = await invite(me.cookie, facility.email.toUpperCase());
    await expectFieldError(res, 409, 'email', 'An account with this email already exists.');
    const again = newStaffEmail();
    expect((await invite(me.cookie, again)).status).toBe(201);
    await expectFieldError(await invite(me.cookie, again), 409, 'email', 'An account with this email already exists.');
  });

  it('two invitations of one address at once: one account, one email, one 409', async () => {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    const answers = await Promise.all([invite(me.cookie, email), invite(me.cookie, email)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const mails = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1`).bind(email).first<{ n: number }>();
    expect(mails!.n).toBe(1);
  });

  it('refuses a body that is not JSON (415)', async () => {
    const me = await signedInAdmin();
    const res = await send('POST', '/api/admin/staff', undefined, { Cookie: me.cookie, 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
  });
});

describe('PATCH /api/admin/staff/:id: bad input', () => {
  it('400 for an unknown status or a malformed id; 404 for an id that is no administrator', async () => {
    const me = await signedInAdmin();
    const other = await signedInAdmin();
    const patch = (path: string, body: unknown) => send('PATCH', path, body, { Cookie: me.cookie });
    await expectFieldError(await patch(`/api/admin/staff/${other.id}`, { status: 'pending' }), 400, 'status', 'Status must be active or disabled.');
    await expectFieldError(await patch(`/api/admin/staff/${other.id}`, {}), 400, 'status', 'Status must be active or disabled.');
    await expectFieldError(await patch('/api/admin/staff/abc', { status: 'disabled' }), 400, 'id', 'The id must be a whole number.');
    const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
    for (const id of [facility.id, 999_999]) {
      const res = await setStaffStatus(me.cookie, id, 'disabled');
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error.code).toBe('not_found');
    }
    const row = await env.DB.prepare('SELECT status FROM users WHERE id = ?1').bind(facility.id).first<{ status: string }>();
    expect(row!.status).toBe('active');
  });
});

describe('the last active administrator', () => {
  /** Leaves `keep` as the only active administrators (pending and disabled ones stay as they are). */
  const onlyActive = async (...keep: number[]) => {
    await env.DB.prepare(
      `UPDATE users SET status = 'disabled' WHERE role = 'admin' AND status = 'active' AND id NOT IN (SELECT value FROM json_each(?1))`,
    )
      .bind(JSON.stringify(keep))
      .run();
  };

  it('cannot disable themself: 409 with a clear message, still signed in, no audit line', async () => {
    const me = await signedInAdmin();
    await onlyActive(me.id);
    const res = await setStaffStatus(me.cookie, me.id, 'disabled');
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toMatchObject({ code: 'conflict', message: LAST_ADMIN });
    expect((await client.admin.session.$get(undefined, withCookie(me.cookie))).status).toBe(200);
    expect(await auditLinesFor(`user:${me.id}`)).toEqual([]);
  });

  it('pending invitations do not count as active, and may themselves be disabled', async () => {
    const me = await signedInAdmin();
    const { member } = await (await invite(me.cookie, newStaffEmail())).json();
    await onlyActive(me.id);
    expect((await setStaffStatus(me.cookie, me.id, 'disabled')).status).toBe(409);
    expect((await setStaffStatus(me.cookie, member.id, 'disabled')).status).toBe(200);
  });

  it('two administrators disabling each other at once: exactly one succeeds, one stays active', async () => {
    const a = await signedInAdmin();
    const b = await signedInAdmin();
    await onlyActive(a.id, b.id);
    const answers = await Promise.all([setStaffStatus(a.cookie, b.id, 'disabled'), setStaffStatus(b.cookie, a.id, 'disabled')]);
    const statuses: number[] = answers.map((r) => r.status);
    // The loser is refused either by the rule (409) or, if the winner's change landed first, by its ended session (401).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 401)).toHaveLength(1);
    const active = await env.DB.prepare(`SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active'`).first<{ n: number }>();
    expect(active!.n).toBe(1);
  });
});

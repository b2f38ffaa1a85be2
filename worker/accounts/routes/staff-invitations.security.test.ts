import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addUser, api, consoleDuring, newClient } from '../../test/fixtures';
import { requestReset, resetTokenFor } from '../../test/outbox';
import { acceptInvite, auditLinesFor, invite, inviteTokenFor, newStaffEmail, signedInAdmin } from '../../test/staff';

const NEW_PASSWORD = 'my own admin secret 7';

describe('POST /api/staff-invitations/accept', () => {
  it('refuses a request from another site (403) and leaves the invitation pending', async () => {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    await invite(me.cookie, email);
    const res = await api('/api/staff-invitations/accept', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', ...newClient() },
      body: JSON.stringify({ token: await inviteTokenFor(email), password: NEW_PASSWORD }),
    });
    expect(res.status).toBe(403);
    const row = await env.DB.prepare('SELECT status FROM users WHERE email = ?1').bind(email).first<{ status: string }>();
    expect(row!.status).toBe('pending');
  });

  it('takes 10 attempts in 15 minutes from one client, then 429 with Retry-After', async () => {
    const from = newClient();
    for (let i = 0; i < 10; i++) expect((await acceptInvite('e'.repeat(64), NEW_PASSWORD, from)).status).toBe(400);
    const res = await acceptInvite('e'.repeat(64), NEW_PASSWORD, from);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(res)).error.code).toBe('rate_limited');
  });

  it('a facility password-reset link cannot make an administrator', async () => {
    const facility = await addUser({ role: 'facility', password: 'facility secret 12' });
    await requestReset(facility.email);
    const res = await acceptInvite((await resetTokenFor(facility.email))!, NEW_PASSWORD);
    expect(res.status).toBe(400);
    const row = await env.DB.prepare('SELECT role, status FROM users WHERE id = ?1').bind(facility.id).first();
    expect(row).toEqual({ role: 'facility', status: 'active' });
  });

  it('neither the token nor the password reaches the logs or the audit line', async () => {
    const me = await signedInAdmin();
    const email = newStaffEmail();
    const { member } = await (await invite(me.cookie, email)).json();
    const token = (await inviteTokenFor(email))!;
    const logs = await consoleDuring(async () => {
      expect((await acceptInvite(token, NEW_PASSWORD)).status).toBe(204);
    });
    const audit = JSON.stringify(await auditLinesFor(`user:${member.id}`));
    for (const text of [logs, audit]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(NEW_PASSWORD);
    }
  });
});

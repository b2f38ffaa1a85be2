import { describe, expect, it } from 'vitest';
import { client, errorOf, ORIGIN } from '../../test/client';
import { addUser, api, signInAs, withCookie } from '../../test/fixtures';
import { addOutboxEmail } from '../../test/records';
import { ADMIN_PASSWORD, signedInAdmin } from '../../test/staff';

describe('the outbox needs an admin session', () => {
  it('401 with no session, a made-up one, or a facility session, for the list and one email', async () => {
    const id = await addOutboxEmail({ to: 'private@test.example.org', subject: 'Private' });
    const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
    const facilityCookie = await signInAs('facility', facility.email, ADMIN_PASSWORD);
    for (const cookie of [undefined, `rd_admin=${'cd'.repeat(16)}`, facilityCookie]) {
      for (const res of [
        await client.admin.outbox.$get({ query: {} }, withCookie(cookie)),
        await client.admin.outbox[':id'].$get({ param: { id: String(id) } }, withCookie(cookie)),
      ]) {
        expect(res.status).toBe(401);
        const text = JSON.stringify(await errorOf(res));
        expect(text).not.toContain('private@test.example.org');
      }
    }
  });

  it('answers are private, no-store', async () => {
    const me = await signedInAdmin();
    const id = await addOutboxEmail({ to: 'private@test.example.org', subject: 'Private' });
    for (const res of [
      await client.admin.outbox.$get({ query: {} }, withCookie(me.cookie)),
      await client.admin.outbox[':id'].$get({ param: { id: String(id) } }, withCookie(me.cookie)),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('takes no writes: the outbox is read-only (405)', async () => {
    const me = await signedInAdmin();
    for (const method of ['POST', 'DELETE']) {
      const res = await api('/api/admin/outbox', { method, headers: { Cookie: me.cookie, Origin: ORIGIN } });
      expect(res.status).toBe(405);
      expect((await errorOf(res)).error.code).toBe('method_not_allowed');
    }
  });
});

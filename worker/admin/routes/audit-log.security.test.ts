import { describe, expect, it } from 'vitest';
import { client, errorOf, ORIGIN } from '../../test/client';
import { addUser, api, signInAs, withCookie } from '../../test/fixtures';
import { ADMIN_PASSWORD, signedInAdmin } from '../../test/staff';

describe('the audit log needs an admin session', () => {
  it('401 with no session, a made-up one, or a facility session', async () => {
    const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
    const facilityCookie = await signInAs('facility', facility.email, ADMIN_PASSWORD);
    for (const cookie of [undefined, `rd_admin=${'ef'.repeat(16)}`, facilityCookie]) {
      const res = await client.admin['audit-log'].$get({ query: {} }, withCookie(cookie));
      expect(res.status).toBe(401);
      expect((await errorOf(res)).error.code).toBe('unauthorized');
    }
  });

  it('answers are private, no-store', async () => {
    const me = await signedInAdmin();
    const res = await client.admin['audit-log'].$get({ query: {} }, withCookie(me.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('cannot be written or erased through the API (405)', async () => {
    const me = await signedInAdmin();
    for (const method of ['POST', 'DELETE', 'PATCH']) {
      const res = await api('/api/admin/audit-log', { method, headers: { Cookie: me.cookie, Origin: ORIGIN } });
      expect(res.status).toBe(405);
    }
  });
});

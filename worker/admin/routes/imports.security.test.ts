import { describe, expect, it } from 'vitest';
import { client, errorOf, ORIGIN } from '../../test/client';
import { addUser, api, signInAs, withCookie } from '../../test/fixtures';
import { ADMIN_PASSWORD, signedInAdmin } from '../../test/staff';

describe('the import log needs an admin session', () => {
  it('401 with no session, a made-up one, or a facility session', async () => {
    const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
    const facilityCookie = await signInAs('facility', facility.email, ADMIN_PASSWORD);
    for (const cookie of [undefined, `rd_admin=${'ef'.repeat(16)}`, facilityCookie]) {
      for (const res of [
        await client.admin.imports.$get({ query: {} }, withCookie(cookie)),
        await client.admin.imports[':id'].$get({ param: { id: '1' } }, withCookie(cookie)),
      ]) {
        expect(res.status).toBe(401);
        expect((await errorOf(res)).error.code).toBe('unauthorized');
      }
    }
  });

  it('answers are private, no-store, and cannot be written through the API (405)', async () => {
    const me = await signedInAdmin();
    const res = await client.admin.imports.$get({ query: {} }, withCookie(me.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    for (const method of ['POST', 'DELETE', 'PATCH']) {
      expect((await api('/api/admin/imports', { method, headers: { Cookie: me.cookie, Origin: ORIGIN } })).status).toBe(405);
    }
  });
});

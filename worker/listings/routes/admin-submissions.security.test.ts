import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { addUser, api, loadReferenceData, signInAs, withCookie } from '../../test/fixtures';
import { approve, registerFacility, reject, submissionDetail } from '../../test/review';
import { signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

async function facilityCookie() {
  const user = await addUser({ role: 'facility', password: 'facility secret 12' });
  return signInAs('facility', user.email, 'facility secret 12');
}

describe('the review desk is for admins only', () => {
  const calls = [
    ['GET /api/admin/submissions', (cookie: string | undefined) => client.admin.submissions.$get({ query: {} }, withCookie(cookie))],
    ['GET /api/admin/submissions/:id', (cookie: string | undefined, id: number) => submissionDetail(cookie, id)],
    ['POST /api/admin/submissions/:id/approve', (cookie: string | undefined, id: number) => approve(cookie, id)],
    ['POST /api/admin/submissions/:id/reject', (cookie: string | undefined, id: number) => reject(cookie, id, 'Missing license.')],
  ] as const;

  it.each(calls)('%s: 401 without a session and with a facility session, and nothing decided', async (_label, call) => {
    const { submissionId } = await registerFacility();
    for (const cookie of [undefined, await facilityCookie(), `rd_admin=${'ab'.repeat(16)}`]) {
      const res = await call(cookie, submissionId);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).error.code).toBe('unauthorized');
    }
    const admin = await signedInAdmin();
    expect((await (await submissionDetail(admin.cookie, submissionId)).json()).submission.status).toBe('pending');
  });

  it('is never stored by a browser or a shared cache', async () => {
    const admin = await signedInAdmin();
    const { submissionId } = await registerFacility();
    const res = await submissionDetail(admin.cookie, submissionId);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('refuses a decision from another site (CSRF)', async () => {
    const admin = await signedInAdmin();
    const { submissionId } = await registerFacility();
    const res = await api(`/api/admin/submissions/${submissionId}/approve`, {
      method: 'POST',
      headers: { Cookie: admin.cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await (await submissionDetail(admin.cookie, submissionId)).json()).submission.status).toBe('pending');
  });
});

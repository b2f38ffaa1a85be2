import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { api, loadReferenceData, send } from '../../test/fixtures';
import { registerFacility, reject, submissionDetail } from '../../test/review';
import { signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

describe('the review desk refuses bad input with the field and its message', () => {
  it('needs non-blank notes to reject, in the spec’s words', async () => {
    const admin = await signedInAdmin();
    const { submissionId } = await registerFacility();
    for (const notes of ['', '   \n ']) {
      const res = await reject(admin.cookie, submissionId, notes);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual({ notes: 'Please provide review notes for rejection' });
    }
    const missing = await send('POST', `/api/admin/submissions/${submissionId}/reject`, { version: 1 }, { Cookie: admin.cookie });
    expect((await errorOf(missing)).error.fields).toEqual({ notes: 'Please provide review notes for rejection' });
    const huge = await reject(admin.cookie, submissionId, 'x'.repeat(5001));
    expect((await errorOf(huge)).error.fields).toEqual({ notes: 'Notes must be at most 5,000 characters.' });
    // Nothing was decided by the refused requests.
    expect((await (await submissionDetail(admin.cookie, submissionId)).json()).submission.status).toBe('pending');
  });

  it('needs the version the desk showed, as a whole number', async () => {
    const admin = await signedInAdmin();
    const { submissionId } = await registerFacility();
    for (const version of [undefined, '3', 0, 1.5, null]) {
      const res = await send('POST', `/api/admin/submissions/${submissionId}/approve`, { notes: '', version }, { Cookie: admin.cookie });
      expect(res.status, String(version)).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual({ version: 'Reload the submission and decide again.' });
    }
    expect((await (await submissionDetail(admin.cookie, submissionId)).json()).submission.status).toBe('pending');
  });

  it('answers 404 for a submission that does not exist, 400 for an id that is not one', async () => {
    const admin = await signedInAdmin();
    const missing = await submissionDetail(admin.cookie, 987654);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error.code).toBe('not_found');
    expect((await send('POST', '/api/admin/submissions/987654/approve', { version: 1 }, { Cookie: admin.cookie })).status).toBe(404);
    const bad = await api('/api/admin/submissions/abc', { headers: { Cookie: admin.cookie } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error.fields).toHaveProperty('id');
  });

  it('refuses an unknown status filter and out-of-range pages', async () => {
    const admin = await signedInAdmin();
    for (const query of ['status=archived', 'page=0', 'limit=500', 'page=x']) {
      const res = await api(`/api/admin/submissions?${query}`, { headers: { Cookie: admin.cookie } });
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).error.code).toBe('invalid_request');
    }
  });

  it('refuses a decision body that is not JSON', async () => {
    const admin = await signedInAdmin();
    const { submissionId } = await registerFacility();
    const res = await api(`/api/admin/submissions/${submissionId}/approve`, {
      method: 'POST',
      headers: { Cookie: admin.cookie, Origin: 'http://localhost', 'Content-Type': 'text/plain' },
      body: 'notes=ok',
    });
    expect(res.status).toBe(415);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { facilityWithInquiries, leadStatuses } from '../../test/facility-inquiries';
import { addUser, api, loadReferenceData, send, signInAs } from '../../test/fixtures';
import { auditLinesFor } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

const get = (cookie: string, path: string) => api(`/api/facility/me/inquiries${path}`, { headers: { Cookie: cookie } });
const patch = (cookie: string, path: string, body: unknown) => send('PATCH', `/api/facility/me/inquiries${path}`, body, { Cookie: cookie });

/** A 400 naming `field` with `message`. */
async function expectFieldError(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  const body = await errorOf(res);
  expect(body.error.code).toBe('invalid_request');
  expect(body.error.fields?.[field]).toBe(message);
}

describe('GET /api/facility/me/inquiries with bad input', () => {
  it.each([
    ['status', '?status=archived', 'Status must be new, contacted or closed.'],
    ['page', '?page=0', 'Page must be at least 1.'],
    ['page', '?page=first', 'Page must be a whole number.'],
    ['limit', '?limit=500', 'Limit must be at most 100.'],
  ])('400 naming %s for %s', async (field, query, message) => {
    const f = await facilityWithInquiries(0);
    await expectFieldError(await get(f.cookie, query), field, message);
  });
});

describe('GET and PATCH /api/facility/me/inquiries/{id} with bad input', () => {
  it.each([
    ['abc', 'The id must be a whole number.'],
    ['0', 'The id must be at least 1.'],
    ['1.5', 'The id must be a whole number.'],
  ])('400 naming the id for %j', async (id, message) => {
    const f = await facilityWithInquiries(0);
    await expectFieldError(await get(f.cookie, `/${id}`), 'id', message);
    await expectFieldError(await patch(f.cookie, `/${id}`, { status: 'closed' }), 'id', message);
  });

  it.each([
    [{ status: 'archived' }, 'Status must be new, contacted or closed.'],
    [{}, 'Status must be new, contacted or closed.'],
    [{ status: 2 }, 'Status must be new, contacted or closed.'],
  ])('400 naming the status for %j, and nothing changes', async (body, message) => {
    const f = await facilityWithInquiries(1);
    const id = f.inquiries[0]!;
    await expectFieldError(await patch(f.cookie, `/${id}`, body), 'status', message);
    expect((await leadStatuses(id))?.facility_status).toBe('new');
    expect(await auditLinesFor(`lead:${id}`)).toEqual([]);
  });

  it('415 for a body that is not JSON', async () => {
    const f = await facilityWithInquiries(1);
    const res = await api(`/api/facility/me/inquiries/${f.inquiries[0]}`, {
      method: 'PATCH',
      headers: { Cookie: f.cookie, Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'status=closed',
    });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
  });

  it('404 for an inquiry that does not exist', async () => {
    const f = await facilityWithInquiries(0);
    for (const res of [await get(f.cookie, '/999999'), await patch(f.cookie, '/999999', { status: 'closed' })]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error.message).toBe('There is no inquiry with this id.');
    }
    expect(await auditLinesFor('lead:999999')).toEqual([]);
  });

  it('404 for every endpoint when the account is not linked to a listing', async () => {
    const user = await addUser({ role: 'facility', password: 'facility secret 12' });
    const cookie = await signInAs('facility', user.email, 'facility secret 12');
    for (const res of [await get(cookie, ''), await get(cookie, '/1'), await patch(cookie, '/1', { status: 'closed' })]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error.message).toBe('Your account is not linked to a listing.');
    }
  });
});

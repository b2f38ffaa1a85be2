import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addFacility, api, loadReferenceData } from '../../test/fixtures';
import { DESKTOP_CHROME, newBrowser, sendView, view, viewsOf, viewsOnceWritten } from '../../test/views';

let published: number;

beforeAll(async () => {
  await loadReferenceData();
  published = await addFacility({ name: 'Juniper Hollow', state: 'NM' });
});

describe('POST /api/facility/public/:id/views for what is not a published listing', { timeout: 20_000 }, () => {
  it.each([
    ['abc', 'Facility id must be a number.'],
    ['0', 'Facility id must be a positive number.'],
    ['-4', 'Facility id must be a positive number.'],
    ['1.5', 'Facility id must be a whole number.'],
    ['99999999999', 'Facility id is too large.'],
  ])('a malformed id %j is a 400 with our error body', async (id, message) => {
    const res = await sendView(id, newBrowser());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toMatchObject({ code: 'invalid_request', message });
  });

  it.each([
    ['an unknown id', async () => 987_654],
    ['a pending listing', () => addFacility({ name: 'Not Yet Approved', status: 'pending' })],
    ['a rejected listing', () => addFacility({ name: 'Turned Down', status: 'rejected' })],
  ])('%s is a 404 and counts nothing', async (_label, make) => {
    const id = await make();
    const res = await sendView(id, newBrowser());
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toMatchObject({ code: 'not_found', message: 'Facility not found.' });
    // A countable view after it: once that is written, so would the refused one have been.
    const before = await viewsOf(published);
    await view(published, newBrowser());
    expect(await viewsOnceWritten(published, before + 1)).toBe(before + 1);
    const stats = await env.DB.prepare('SELECT count(*) AS n FROM facility_daily_stats WHERE facility_id = ?1').bind(id).first<{ n: number }>();
    expect(stats!.n).toBe(0);
  });

  it('GET is a 405 that allows POST only', async () => {
    const res = await api(`/api/facility/public/${published}/views`, { headers: { 'User-Agent': DESKTOP_CHROME } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect((await errorOf(res)).error.code).toBe('method_not_allowed');
  });
});

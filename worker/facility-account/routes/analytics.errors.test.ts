import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsWithQuery } from '../../test/facility-analytics';
import { addUser, loadReferenceData, send, signInAs, withCookie } from '../../test/fixtures';
import { publishedFacility } from '../../test/listing-edit';
import { errorOf } from '../../test/client';
import { FACILITY_PASSWORD } from '../../test/review';

beforeAll(async () => {
  await loadReferenceData();
});

describe('GET /api/facility/me/analytics refuses what it cannot answer', () => {
  it('400 naming days for any window but 30 or 90', async () => {
    const f = await publishedFacility();
    for (const query of ['days=7', 'days=365', 'days=30.0', 'days=-30', 'days=abc', 'days=']) {
      const res = await analyticsWithQuery(f.cookie, query);
      expect(res.status, query).toBe(400);
      const { error } = await errorOf(res);
      expect(error.code, query).toBe('invalid_request');
      expect(error.fields, query).toEqual({ days: 'Days must be 30 or 90.' });
    }
  });

  it('404 saying so for a facility account not linked to a listing', async () => {
    const user = await addUser({ role: 'facility', password: FACILITY_PASSWORD, facilityId: null });
    const cookie = await signInAs('facility', user.email, FACILITY_PASSWORD);
    const res = await analyticsWithQuery(cookie, 'days=30');
    expect(res.status).toBe(404);
    const { error } = await errorOf(res);
    expect(error).toMatchObject({ code: 'not_found', message: 'Your account is not linked to a listing.' });
  });

  it('405 with Allow: GET for another method', async () => {
    const f = await publishedFacility();
    const res = await send('POST', '/api/facility/me/analytics', { days: 30 }, withCookie(f.cookie).headers);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toContain('GET');
    expect((await errorOf(res)).error.code).toBe('method_not_allowed');
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, ORIGIN } from '../../test/client';
import { addFacility, addUser, api, loadReferenceData, signInAs } from '../../test/fixtures';
import { correction, rejectedFacility, resubmit } from '../../test/resubmission';
import { approve, FACILITY_PASSWORD, registerFacility } from '../../test/review';
import { signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

const submissionsOf = async (facilityId: number) =>
  (await env.DB.prepare('SELECT status FROM facility_submissions WHERE facility_id = ?1 ORDER BY id').bind(facilityId).all()).results;

describe('POST /api/facility/me/resubmission refuses bad input with the field and its message', () => {
  it('says what is wrong with each field, in the registration form’s words, and changes nothing', async () => {
    const { cookie, facilityId } = await rejectedFacility();
    const res = await resubmit(
      cookie,
      correction({ facilityName: ' ', zipCode: '', state: 'Idaho', website: 'serene.example', established: '99', treatmentTypes: [] }),
    );
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields).toEqual({
      facilityName: 'Facility name is required',
      zipCode: 'ZIP code is required',
      state: 'State is required',
      website: 'Please enter a full web address (https://…)',
      established: 'Please enter a four-digit year',
      treatmentTypes: 'Select at least one treatment type',
    });
    expect(await submissionsOf(facilityId)).toEqual([{ status: 'rejected' }]);
    const listing = await env.DB.prepare('SELECT status, name FROM facilities WHERE id = ?1').bind(facilityId).first();
    expect(listing).toMatchObject({ status: 'rejected' });
  });

  it('refuses a body that is not JSON', async () => {
    const { cookie } = await rejectedFacility();
    const res = await api('/api/facility/me/resubmission', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'text/plain' },
      body: JSON.stringify(correction()),
    });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
  });
});

describe('POST /api/facility/me/resubmission only when the listing waits for corrections', () => {
  const NOT_WAITING = 'Your listing is not waiting for corrections.';

  it('409 while the registration is pending and once it is approved', async () => {
    const { email, submissionId, facilityId } = await registerFacility();
    // A pending account cannot sign in yet; let it, to show the state alone refuses the request.
    await env.DB.prepare(`UPDATE users SET status = 'active' WHERE email = ?1`).bind(email).run();
    const cookie = await signInAs('facility', email, FACILITY_PASSWORD);
    const pending = await resubmit(cookie);
    expect(pending.status).toBe(409);
    expect(await errorOf(pending)).toMatchObject({ error: { code: 'conflict', message: NOT_WAITING } });

    const admin = await signedInAdmin();
    expect((await approve(admin.cookie, submissionId)).status).toBe(200);
    expect((await resubmit(cookie)).status).toBe(409);
    expect(await submissionsOf(facilityId)).toEqual([{ status: 'approved' }]);
  });

  it('409 for a second resubmission while the first is pending, also when both are sent at once', async () => {
    const { cookie, facilityId } = await rejectedFacility();
    const [a, b] = await Promise.all([resubmit(cookie), resubmit(cookie)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const again = await resubmit(cookie, correction({ facilityName: 'Another Name' }));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toBe(NOT_WAITING);
    expect(await submissionsOf(facilityId)).toEqual([{ status: 'rejected' }, { status: 'pending' }]);
    const audit = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE target = ?1 AND action = 'submission.resubmit'`)
      .bind(`facility:${facilityId}`)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
    const listing = await env.DB.prepare('SELECT name FROM facilities WHERE id = ?1').bind(facilityId).first<{ name: string }>();
    expect(listing?.name).toBe('Serene Valley Recovery Center');
  });

  it('409 for an account with no listing or no submission of its own', async () => {
    const unlinked = await addUser({ role: 'facility', password: FACILITY_PASSWORD });
    expect((await resubmit(await signInAs('facility', unlinked.email, FACILITY_PASSWORD))).status).toBe(409);

    const facilityId = await addFacility({ name: 'Listed Without Review', city: 'Boise', state: 'ID', status: 'rejected' });
    const linked = await addUser({ role: 'facility', password: FACILITY_PASSWORD, facilityId });
    expect((await resubmit(await signInAs('facility', linked.email, FACILITY_PASSWORD))).status).toBe(409);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../accounts/password';
import { sessionHash } from '../../accounts/sessions';
import { registration } from '../../test/bodies';
import { client, errorOf, ORIGIN } from '../../test/client';
import { addDailyStats, analytics } from '../../test/facility-analytics';
import { inquiryDetail, leadStatuses, listInquiries, patchInquiry } from '../../test/facility-inquiries';
import { changePassword, contactBody, passwordChange, readContact, saveContact, signInStatus, signOutEverywhere, storedContact } from '../../test/facility-settings';
import { insertRow, rowStatement, updateRows, updateStatement } from '../../test/factories';
import { addFacility, addUser, addZipCode, api, loadReferenceData, send, signInAs, withCookie } from '../../test/fixtures';
import { sendLead } from '../../test/inbox';
import { listingEdit, listingPreview, publishedFacility, saveListing } from '../../test/listing-edit';
import { correction, rejectedFacility, resubmit } from '../../test/resubmission';
import { approve, FACILITY_PASSWORD, registerConfirmed, registerFacility, submissionDetail } from '../../test/review';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

describe('facility-account', () => {
  const PASSWORD = 'Serene Valley 2026';

  beforeAll(async () => {
    await loadReferenceData();
  });

  /** Registers through the public endpoint, as the wizard does, address confirmed; returns the account's email. */
  async function register(facilityName: string): Promise<string> {
    const json = registration({ facilityName, specializations: ['alcohol-addiction'] });
    await registerConfirmed(json);
    return json.email;
  }

  /** What approval (a later issue's admin screen) does to the rows, reduced to SQL. */
  async function review(email: string, outcome: 'approved' | 'rejected', notes: string | null) {
    await env.DB.batch([
      env.DB.prepare(`UPDATE users SET status = 'active' WHERE email = ?1`).bind(email),
      env.DB.prepare(
        `UPDATE facilities SET status = ?2 WHERE id = (SELECT facility_id FROM users WHERE email = ?1)`,
      ).bind(email, outcome),
      env.DB.prepare(
        `UPDATE facility_submissions SET status = ?2, review_notes = ?3, reviewed_at = '2026-03-04T10:00:00.000Z',
         decided_version = (SELECT review_version FROM facilities f WHERE f.id = facility_id)
       WHERE user_id = (SELECT id FROM users WHERE email = ?1)`,
      ).bind(email, outcome, notes),
    ]);
  }

  async function me(cookie: string) {
    const res = await client.facility.me.$get(undefined, withCookie(cookie));
    expect(res.status).toBe(200);
    return res.json();
  }

  describe('GET /api/facility/me', () => {
    it('shows a signed-in facility its own account, listing and approved submission', async () => {
      const email = await register('Serene Valley Recovery');
      await review(email, 'approved', 'Welcome aboard.');
      const cookie = await signInAs('facility', email, PASSWORD);

      const res = await client.facility.me.$get(undefined, withCookie(cookie));
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
      const body = await res.json();
      expect(body.account).toEqual({ email, name: 'Jordan Lee' });
      expect(body.listing).toMatchObject({
        name: 'Serene Valley Recovery',
        status: 'approved',
        city: 'Boise',
        state: 'ID',
        zipCode: '83702',
        phone: '(555) 555-0123',
        website: 'https://serene.example.org',
        address: '12 Valley Road',
        description: 'Outpatient programs for adults.',
        treatmentTypes: ['Outpatient Treatment', 'Intensive Outpatient (IOP)'],
        specializations: ['Alcohol Addiction'],
      });
      expect(body.listing!.lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(body.submission).toMatchObject({ status: 'approved', reviewedAt: '2026-03-04T10:00:00.000Z', reviewNotes: 'Welcome aboard.' });
      expect(body.submission!.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('shows a listing back under review as pending, and a rejected one with the reviewer’s notes', async () => {
      const pending = await register('Quiet Harbor Pending');
      await review(pending, 'approved', null);
      // Edits send a listing back to review while the account stays able to sign in.
      const account = (await env.DB.prepare('SELECT id, name, facility_id FROM users WHERE email = ?1').bind(pending).first<{ id: number; name: string; facility_id: number }>())!;
      await env.DB.batch([
        updateStatement('facilities', { id: account.facility_id }, { status: 'pending' }),
        // A decision is final: a listing goes back to review through a new submission.
        rowStatement('facility_submissions', { facility_id: account.facility_id, user_id: account.id, contact_person: account.name, kind: 'update' }),
      ]);
      const pendingBody = await me(await signInAs('facility', pending, PASSWORD));
      expect(pendingBody.listing!.status).toBe('pending');
      expect(pendingBody.submission).toMatchObject({ status: 'pending', reviewedAt: null });

      const rejected = await register('North Ridge Rejected');
      await review(rejected, 'rejected', 'Please add your state license number.');
      const rejectedBody = await me(await signInAs('facility', rejected, PASSWORD));
      expect(rejectedBody.listing!.status).toBe('rejected');
      expect(rejectedBody.submission).toMatchObject({ status: 'rejected', reviewNotes: 'Please add your state license number.' });
    });

    it('answers with no listing for an account not linked to one', async () => {
      const email = `unlinked-${crypto.randomUUID().slice(0, 8)}@test.example.org`;
      await insertRow('users', { email, name: 'Sam', role: 'facility', status: 'active', password_hash: await hashPassword(PASSWORD) });
      const body = await me(await signInAs('facility', email, PASSWORD));
      expect(body).toEqual({
        account: { email, name: 'Sam' },
        listing: null,
        submission: null,
        stats: null,
        pendingUpdate: null,
        names: {},
        draft: null,
        organization: null,
        locations: [],
      });
    });
  });

  describe('GET /api/facility/me gives a rejected facility what its correction form starts from', () => {
    it('the listing as registered, in the form’s terms, and the latest submission’s contact', async () => {
      const { cookie } = await rejectedFacility();
      const body = await me(cookie);
      expect(body.listing).toMatchObject({
        // No public email was chosen, and the sign-in one is never the listing's.
        email: '',
        zipCode: '83702',
        established: '2012',
        accreditation: 'CARF, State Licensed',
        treatmentTypeIds: expect.arrayContaining(['outpatient', 'iop']),
        // Exactly what was ticked: nothing guessed back from another list (decision 016).
        specializationIds: expect.arrayContaining(['alcohol-addiction', 'opioid-addiction']),
        insuranceIds: [],
      });
      expect(body.listing!.treatmentTypeIds).toHaveLength(2);
      expect(body.listing!.specializationIds).toHaveLength(2);
      expect(body.submission).toMatchObject({ contactPerson: 'Jordan Lee', contactTitle: 'Director', capacity: '40' });
    });
  });

  describe('POST /api/facility/me/resubmission', () => {
    it('sends the corrected listing back to review as a new submission; the first keeps its snapshot and notes', async () => {
      const { cookie, admin, submissionId: firstId, facilityId, facilityName } = await rejectedFacility('Add your license.');
      const res = await resubmit(cookie, correction({ insurance: ['medicaid'] }));
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.submission.status).toBe('pending');
      expect(Date.parse(body.submission.submittedAt)).toBeGreaterThan(Date.now() - 60_000);

      const mine = await me(cookie);
      expect(mine.listing).toMatchObject({
        status: 'pending',
        name: 'Serene Valley Recovery Center',
        address: '14 Valley Road',
        phone: '(555) 555-0199',
        established: '2011',
        accreditation: 'CARF, Joint Commission',
        treatmentTypeIds: ['outpatient'],
        specializationIds: expect.arrayContaining(['alcohol-addiction', 'dual-diagnosis']),
        insuranceIds: ['medicaid'],
      });
      expect(mine.submission).toMatchObject({ status: 'pending', reviewNotes: null, contactPerson: 'Jordan Lee-Park', capacity: '45' });

      const { results } = await env.DB.prepare('SELECT id FROM facility_submissions WHERE facility_id = ?1 ORDER BY id')
        .bind(facilityId)
        .all<{ id: number }>();
      expect(results).toHaveLength(2);
      const secondId = results[1]!.id;
      const second = (await (await submissionDetail(admin.cookie, secondId)).json()).submission;
      expect(second).toMatchObject({
        status: 'pending',
        kind: 'registration',
        contactPerson: 'Jordan Lee-Park',
        contactTitle: 'Clinical Director',
        capacity: '45',
        facilityStatus: 'pending',
        listing: { name: 'Serene Valley Recovery Center', zip: '83702', accreditation: ['CARF', 'Joint Commission'], insurance: ['medicaid'] },
      });
      expect(second.history).toEqual([expect.objectContaining({ id: firstId, status: 'rejected', reviewNotes: 'Add your license.' })]);

      // The first submission still reads as it was sent, with its decision.
      const first = (await (await submissionDetail(admin.cookie, firstId)).json()).submission;
      expect(first).toMatchObject({ status: 'rejected', reviewNotes: 'Add your license.', contactPerson: 'Jordan Lee' });
      expect(first.listing).toMatchObject({ name: facilityName, address: '12 Valley Road', accreditation: ['CARF', 'State Licensed'] });
      expect(first.history.map((h) => h.id)).toEqual([secondId]);

      expect((await auditLinesFor(`facility:${facilityId}`)).map((line) => line.action)).toEqual(['submission.resubmit']);
    });

    it('places the listing at its new ZIP code', async () => {
      const { cookie, facilityId } = await rejectedFacility();
      const before = await env.DB.prepare('SELECT latitude FROM facilities WHERE id = ?1').bind(facilityId).first<{ latitude: number | null }>();
      await addZipCode('83709', 'Boise', 'ID', 43.5, -116.3);
      expect((await resubmit(cookie, correction({ zipCode: '83709' }))).status).toBe(201);
      const after = await env.DB.prepare('SELECT zip, latitude, longitude FROM facilities WHERE id = ?1').bind(facilityId).first();
      expect(after).toEqual({ zip: '83709', latitude: 43.5, longitude: -116.3 });
      expect(before?.latitude).not.toBe(43.5);
    });
  });
});

describe('facility-account.errors', () => {
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
        correction({ facilityName: ' ', zipCode: '', state: 'Idaho', website: 'serene valley', established: '99', treatmentTypes: [] }),
      );
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.fields).toEqual({
        facilityName: 'Facility name is required',
        zipCode: 'ZIP code is required',
        state: 'State is required',
        website: 'Please enter a web address, such as lakeshore.example.org',
        established: 'Please enter a four-digit year',
        treatmentTypes: 'Select at least one treatment type',
      });
      expect(await submissionsOf(facilityId)).toEqual([{ status: 'rejected' }]);
      const listing = await env.DB.prepare('SELECT status, name FROM facilities WHERE id = ?1').bind(facilityId).first();
      expect(listing).toMatchObject({ status: 'rejected' });
    });

    // Issue 40: unknown ids and slugs were dropped on store, and the rest resubmitted with a 201.
    it.each([
      ['insurance', { insurance: ['medicaid', 'not-a-thing'] }, 'Please choose insurance from the list: “not-a-thing” is not one'],
      ['services', { services: ['ol-spanish', 'ol-not-a-language'] }, 'Please choose services from the list: “ol-not-a-language” is not one'],
    ] as [string, Parameters<typeof correction>[0], string][])('400 naming %s for an id that is none of its list, and changes nothing', async (field, change, message) => {
      const { cookie, facilityId } = await rejectedFacility();
      const res = await resubmit(cookie, correction(change));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual({ [field]: message });
      expect(await submissionsOf(facilityId)).toEqual([{ status: 'rejected' }]);
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
      await updateRows('users', { email }, { status: 'active' });
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
});

describe('facility-account.security', () => {
  const PASSWORD = 'a long enough secret';

  beforeAll(async () => {
    await loadReferenceData();
  });

  const idOf = (cookie: string) => cookie.split('=')[1]!;

  async function facilityAccount(name: string) {
    const facilityId = await addFacility({ name, city: 'Springfield', state: 'IL', status: 'approved' });
    const user = await addUser({ role: 'facility', password: PASSWORD, facilityId });
    return { facilityId, email: user.email, cookie: await signInAs('facility', user.email, PASSWORD) };
  }

  async function expectUnauthorized(cookie?: string) {
    const res = await client.facility.me.$get(undefined, withCookie(cookie));
    expect(res.status).toBe(401);
    const body = await errorOf(res);
    expect(body.error.code).toBe('unauthorized');
    // The error says nothing about any listing.
    expect(JSON.stringify(body)).not.toMatch(/listing|facilityId/i);
  }

  describe('GET /api/facility/me refuses requests without a live facility session', () => {
    it('401 with no session and with a made-up session id', async () => {
      await expectUnauthorized();
      await expectUnauthorized(`rd_facility=${'ab'.repeat(16)}`);
    });

    it('401 with an admin session, under either cookie name', async () => {
      const admin = await addUser({ role: 'admin', password: PASSWORD });
      const cookie = await signInAs('admin', admin.email, PASSWORD);
      await expectUnauthorized(cookie);
      await expectUnauthorized(`rd_facility=${idOf(cookie)}`);
    });

    it('401 after sign-out, even where KV still holds the session record', async () => {
      const { cookie } = await facilityAccount('Signed Out Recovery');
      const key = `session:${await sessionHash(idOf(cookie))}`;
      const record = await env.SESSIONS.get(key);
      expect((await client.facility.me.$get(undefined, withCookie(cookie))).status).toBe(200);
      expect((await client.facility.session.$delete(undefined, withCookie(cookie))).status).toBe(204);
      await expectUnauthorized(cookie);
      // Another location may still serve the deleted record for up to a minute: put it back.
      await env.SESSIONS.put(key, record!);
      await expectUnauthorized(cookie);
    });

    it('401 once the account is disabled or its password reset', async () => {
      const disabled = await facilityAccount('Disabled Recovery');
      await updateRows('users', { email: disabled.email }, { status: 'disabled' });
      await expectUnauthorized(disabled.cookie);

      const reset = await facilityAccount('Reset Recovery');
      await env.DB.prepare(`UPDATE users SET session_epoch = session_epoch + 1 WHERE email = ?1`).bind(reset.email).run();
      await expectUnauthorized(reset.cookie);
    });
  });

  describe('a facility sees only its own listing', () => {
    it('two signed-in facilities each get their own, whatever the request says', async () => {
      const north = await facilityAccount('North Star Recovery');
      const south = await facilityAccount('South Shore Recovery');

      for (const [mine, theirs] of [
        [north, south],
        [south, north],
      ] as const) {
        const own = await (await client.facility.me.$get(undefined, withCookie(mine.cookie))).json();
        expect(own.account.email).toBe(mine.email);
        expect(own.listing?.id).toBe(mine.facilityId);
        // Ids in the query are not how the listing is chosen (raw: the endpoint takes no query).
        for (const query of [`?id=${theirs.facilityId}`, `?facility_id=${theirs.facilityId}`]) {
          const res = await api(`/api/facility/me${query}`, withCookie(mine.cookie));
          expect(res.status).toBe(200);
          const body = await res.text();
          expect(body).toContain(`"listing":{"id":${mine.facilityId},`);
          expect(body).not.toContain(theirs.email);
        }
      }
      const other = await api(`/api/facility/me/${south.facilityId}`, withCookie(north.cookie));
      expect(other.status).toBe(404);
    });

    it('does not show a submission that belongs to another account', async () => {
      const mine = await facilityAccount('Own Listing Recovery');
      const someoneElse = await addUser({ role: 'facility', password: PASSWORD, facilityId: mine.facilityId, status: 'pending' });
      await insertRow('facility_submissions', {
        facility_id: mine.facilityId,
        user_id: someoneElse.id,
        contact_person: 'Someone Else',
        status: 'rejected',
        review_notes: 'Private notes for someone else',
      });
      const res = await client.facility.me.$get(undefined, withCookie(mine.cookie));
      const body = await res.json();
      expect(body.submission).toBeNull();
      expect(JSON.stringify(body)).not.toContain('Private notes');
    });
  });

  describe('POST /api/facility/me/resubmission needs the facility’s own session', () => {
    it('401 with no session, a made-up one or an admin session; nothing is submitted', async () => {
      const { admin, facilityId } = await rejectedFacility();
      for (const cookie of [undefined, `rd_facility=${'ab'.repeat(16)}`, admin.cookie, `rd_facility=${idOf(admin.cookie)}`]) {
        const res = await resubmit(cookie);
        expect(res.status).toBe(401);
        expect((await errorOf(res)).error.code).toBe('unauthorized');
      }
      const { results } = await env.DB.prepare('SELECT status FROM facility_submissions WHERE facility_id = ?1').bind(facilityId).all();
      expect(results).toEqual([{ status: 'rejected' }]);
    });

    it('corrects only the signed-in account’s listing, whatever the body or address names', async () => {
      const mine = await rejectedFacility();
      const theirs = await rejectedFacility();
      // Raw: the typed client would not send the extra field.
      const res = await send('POST', `/api/facility/me/resubmission?facilityId=${theirs.facilityId}`, { ...correction(), facilityId: theirs.facilityId }, {
        Cookie: mine.cookie,
      });
      expect(res.status).toBe(201);
      const statuses = await env.DB.prepare('SELECT id, status FROM facilities WHERE id IN (?1, ?2) ORDER BY id')
        .bind(mine.facilityId, theirs.facilityId)
        .all<{ id: number; status: string }>();
      expect(Object.fromEntries(statuses.results.map((r) => [r.id, r.status]))).toEqual({
        [mine.facilityId]: 'pending',
        [theirs.facilityId]: 'rejected',
      });
    });
  });
});

describe('facility-dashboard.access', () => {
  // The access rule, as one walk through every /api/facility/me endpoint: with another
  // facility's session and with an admin's, nothing of the first facility comes back or changes.

  beforeAll(async () => {
    await loadReferenceData();
  });

  /** Marks no other row holds: any answer that contains one has leaked the first facility's data. */
  const MARK = {
    update: 'First-facility evening program, words of its own.',
    visitor: 'Quinlan Firstvisitor',
    contact: 'Marisol Firstcontact',
  };

  async function firstFacility() {
    const f = await publishedFacility();
    expect((await saveListing(f.cookie, listingEdit(f, { description: MARK.update }))).status).toBe(200);
    const inquiry = await sendLead({ facilityId: f.facilityId, name: MARK.visitor, message: 'About detox for my brother.' });
    expect((await saveContact(f.cookie, contactBody({ name: MARK.contact }))).status).toBe(200);
    await addDailyStats(f.facilityId, new Date().toISOString().slice(0, 10), { views: 97_531 });
    return { ...f, inquiry };
  }

  /** Every facility endpoint that reads or changes data, called with `cookie` (`own` names the caller's own listing). */
  function everyEndpoint(cookie: string, own: { facilityName: string; email: string }, inquiry: number) {
    return {
      'GET /me': () => client.facility.me.$get(undefined, withCookie(cookie)),
      'GET /me/activity': () => client.facility.me.activity.$get(undefined, withCookie(cookie)),
      'GET /me/preview': () => listingPreview(cookie),
      'PUT /me/listing': () => saveListing(cookie, listingEdit(own, { description: 'Someone else’s words.' })),
      'POST /me/resubmission': () => resubmit(cookie, correction({ facilityName: own.facilityName })),
      'GET /me/inquiries': () => listInquiries(cookie),
      'GET /me/inquiries/:id': () => inquiryDetail(cookie, inquiry),
      'PATCH /me/inquiries/:id': () => patchInquiry(cookie, inquiry, 'closed'),
      'GET /me/analytics': () => analytics(cookie, '90'),
      'GET /me/contact': () => readContact(cookie),
      'PUT /me/contact': () => saveContact(cookie, contactBody({ name: 'Someone Else' })),
      // Last: these two end or renew the caller's session.
      'PUT /me/password': () => changePassword(cookie, passwordChange()),
      'DELETE /me/sessions': () => signOutEverywhere(cookie),
    };
  }

  async function expectFirstUntouched(first: Awaited<ReturnType<typeof firstFacility>>) {
    const preview = await (await listingPreview(first.cookie)).json();
    expect(preview.facility.description).toBe(MARK.update);
    expect(await leadStatuses(first.inquiry)).toMatchObject({ facility_status: 'new' });
    expect(await storedContact(first.facilityId)).toMatchObject({ contact_name: MARK.contact });
    expect(await signInStatus(first.email, FACILITY_PASSWORD)).toBe(200);
    const audited = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE target = ?1 AND action LIKE 'inquiry.%'`)
      .bind(`lead:${first.inquiry}`)
      .first<{ n: number }>();
    expect(audited?.n).toBe(0);
  }

  describe('every facility endpoint keeps one facility’s data from everyone else', () => {
    // Every facility endpoint in turn: about 6 s when the machine is busy.
    it('another facility’s session gets only its own data, or 404/409, and changes nothing of the first', { timeout: 30_000 }, async () => {
      const first = await firstFacility();
      const other = await publishedFacility();
      for (const [name, call] of Object.entries(everyEndpoint(other.cookie, other, first.inquiry))) {
        const res = await call();
        const text = await res.text();
        for (const mark of [...Object.values(MARK), first.facilityName, first.email, '97531']) {
          expect(text, `${name} leaked "${mark}"`).not.toContain(mark);
        }
        expect(res.status, name).toBeLessThan(500);
      }
      await expectFirstUntouched(first);
    });

    it('an admin’s session gets 401 from every one of them, with none of the facility’s data', async () => {
      const first = await firstFacility();
      for (const [name, call] of Object.entries(everyEndpoint(first.admin.cookie, first, first.inquiry))) {
        const res = await call();
        expect(res.status, name).toBe(401);
        const text = await res.text();
        for (const mark of [...Object.values(MARK), first.facilityName, first.email]) {
          expect(text, `${name} leaked "${mark}"`).not.toContain(mark);
        }
      }
      await expectFirstUntouched(first);
    });
  });
});

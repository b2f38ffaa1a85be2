import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { insertRow, updateRows, updateStatement } from '../../test/factories';
import { freshSearch, loadReferenceData, send, signInAs, withCookie } from '../../test/fixtures';
import { listingEdit, publicListing, publishedFacility, saveListing } from '../../test/listing-edit';
import { correction, resubmit } from '../../test/resubmission';
import { approve, FACILITY_PASSWORD, lastEmail, registerFacility, reject, shownVersion, submissionDetail } from '../../test/review';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

const list = (cookie: string, query: { status?: 'pending' | 'approved' | 'rejected'; page?: string; limit?: string } = {}) =>
  client.admin.submissions.$get({ query }, withCookie(cookie));

describe('GET /api/admin/submissions', () => {
  it('lists submissions newest first with the status filter and pages, and counts them all', async () => {
    const admin = await signedInAdmin();
    const first = await registerFacility();
    const second = await registerFacility();
    const third = await registerFacility();
    expect((await approve(admin.cookie, first.submissionId)).status).toBe(200);

    const pending = await (await list(admin.cookie, { status: 'pending', limit: '100' })).json();
    const ids = pending.items.map((s) => s.id);
    expect(ids.indexOf(third.submissionId)).toBeLessThan(ids.indexOf(second.submissionId));
    expect(ids).not.toContain(first.submissionId);
    expect(pending.items.every((s) => s.status === 'pending')).toBe(true);
    expect(pending.items.find((s) => s.id === third.submissionId)).toMatchObject({
      kind: 'registration',
      facilityName: third.facilityName,
      contactPerson: 'Jordan Lee',
      city: 'Boise',
      state: 'ID',
      phone: '(555) 555-0123',
      email: third.email,
    });

    const approved = await (await list(admin.cookie, { status: 'approved', limit: '100' })).json();
    expect(approved.items.map((s) => s.id)).toContain(first.submissionId);

    const all = await (await list(admin.cookie, {})).json();
    expect(all.total).toBe(pending.total + approved.total);
    const paged = await (await list(admin.cookie, { page: '2', limit: '1' })).json();
    expect(paged).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(paged.items).toHaveLength(1);
    expect(paged.items[0]!.id).toBe(all.items[1]!.id);
  });
});

describe('GET /api/admin/submissions/:id', () => {
  it('shows every field the facility submitted, with the taxonomy names', async () => {
    const admin = await signedInAdmin();
    const { submissionId, email, facilityName } = await registerFacility();
    const res = await submissionDetail(admin.cookie, submissionId);
    expect(res.status).toBe(200);
    const { submission, names } = await res.json();
    expect(submission).toMatchObject({
      id: submissionId,
      status: 'pending',
      kind: 'registration',
      accountEmail: email,
      contactPerson: 'Jordan Lee',
      contactTitle: 'Director',
      capacity: '40',
      reviewer: null,
      changes: [],
      history: [],
    });
    expect(submission.listing).toMatchObject({
      name: facilityName,
      address: '12 Valley Road',
      city: 'Boise',
      state: 'ID',
      zip: '83702',
      website: 'https://serene.example.org',
      description: 'Outpatient programs for adults.',
      established: '2012',
      accreditation: ['CARF', 'State Licensed'],
    });
    expect(submission.listing.treatmentTypes.map((id) => names[id])).toEqual(
      expect.arrayContaining(['Outpatient Treatment', 'Intensive Outpatient (IOP)']),
    );
    expect(submission.listing.specializations.map((id) => names[id])).toEqual(expect.arrayContaining(['Alcohol Addiction']));
  });
});

describe('POST /api/admin/submissions/:id/approve', () => {
  it('publishes the listing everywhere at once, activates the account, emails it and audits the decision', async () => {
    const admin = await signedInAdmin();
    const { submissionId, facilityId, email, facilityName } = await registerFacility();
    expect((await client.facility.public[':id'].$get({ param: { id: String(facilityId) } })).status).toBe(404);

    const res = await approve(admin.cookie, submissionId, 'Looks complete.');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Facility approved successfully!', status: 'approved' });

    const published = await client.facility.public[':id'].$get({ param: { id: String(facilityId) } });
    expect(published.status).toBe(200);
    const { facility } = await published.json();
    expect(facility.lastVerified!.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const state = await (await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode: 'id' }, query: { limit: '100' } })).json();
    expect(state.facilities.map((f) => f.id)).toContain(facilityId);
    await freshSearch();
    const found = await (await client.facility.public.search.$get({ query: { q: facilityName } })).json();
    expect(found.facilities.map((f) => f.id)).toContain(facilityId);

    // The account signs in now (it was pending), and sees its listing live.
    const cookie = await signInAs('facility', email, FACILITY_PASSWORD);
    const me = await (await client.facility.me.$get(undefined, withCookie(cookie))).json();
    expect(me.listing!.status).toBe('approved');
    expect(me.submission).toMatchObject({ status: 'approved', reviewNotes: 'Looks complete.' });

    expect((await lastEmail(email, 'facility_approved'))!.body_text).toContain(`/facility/${facilityId}`);
    // One email, to the account.
    const sent = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template = 'facility_approved'`)
      .bind(email)
      .first<{ n: number }>();
    expect(sent!.n).toBe(1);
    // The audit line names the version decided on.
    expect((await auditLinesFor(`submission:${submissionId}`)).map((l) => [l.actor_id, l.action, JSON.parse(l.detail!)])).toEqual([
      [admin.id, 'submission.approve', { facilityId, kind: 'registration', version: expect.any(Number) }],
    ]);
    const detail = await (await submissionDetail(admin.cookie, submissionId)).json();
    expect(detail.submission).toMatchObject({ status: 'approved', reviewNotes: 'Looks complete.', reviewer: { email: admin.email } });
  });

  it('applies exactly the fields an update changes, and keeps the rest', async () => {
    const admin = await signedInAdmin();
    const { submissionId, facilityId, email } = await registerFacility();
    await approve(admin.cookie, submissionId);
    const account = (await env.DB.prepare('SELECT id, name FROM users WHERE email = ?1').bind(email).first<{ id: number; name: string }>())!;
    const update = await insertRow('facility_submissions', {
      facility_id: facilityId,
      user_id: account.id,
      contact_person: account.name,
      kind: 'update',
      changes: JSON.stringify({ phone: '(555) 555-0199', treatmentTypes: ['detox'] }),
    });

    const detail = await (await submissionDetail(admin.cookie, update!.id)).json();
    expect(detail.submission.changes).toEqual([
      { field: 'phone', current: '(555) 555-0123', proposed: '(555) 555-0199' },
      { field: 'treatmentTypes', current: expect.arrayContaining(['outpatient', 'iop']), proposed: ['detox'] },
    ]);
    expect(detail.submission.history.map((h) => h.id)).toEqual([submissionId]);

    // The decision goes to the account's confirmed address only: never to the listing's public one,
    // which is typed in a form and never confirmed (and the email names the facility).
    await updateRows('facilities', { id: facilityId }, { email: `intake-${facilityId}@test.example.org` });
    expect((await approve(admin.cookie, update!.id)).status).toBe(200);
    expect(await lastEmail(email, 'listing_update_approved')).toBeTruthy();
    expect(await lastEmail(`intake-${facilityId}@test.example.org`, 'listing_update_approved')).toBeNull();
    const { facility } = await (await client.facility.public[':id'].$get({ param: { id: String(facilityId) } })).json();
    expect(facility).toMatchObject({ phone: '(555) 555-0199', address: '12 Valley Road', website: 'https://serene.example.org' });
    expect(facility.treatmentTypes).toEqual(['Detoxification']);
  });
});

describe('POST /api/admin/submissions/:id/reject', () => {
  it('stores and sends the notes, keeps the listing off the site, and lets the facility sign in to read them', async () => {
    const admin = await signedInAdmin();
    const { submissionId, facilityId, email } = await registerFacility();
    const notes = 'Please add your state license number.';
    const res = await reject(admin.cookie, submissionId, `  ${notes}  `);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Facility rejected with feedback sent.', status: 'rejected' });

    expect((await client.facility.public[':id'].$get({ param: { id: String(facilityId) } })).status).toBe(404);
    expect((await lastEmail(email, 'facility_rejected'))!.body_text).toContain(notes);
    const cookie = await signInAs('facility', email, FACILITY_PASSWORD);
    const me = await (await client.facility.me.$get(undefined, withCookie(cookie))).json();
    expect(me.listing!.status).toBe('rejected');
    expect(me.submission).toMatchObject({ status: 'rejected', reviewNotes: notes });
    expect((await auditLinesFor(`submission:${submissionId}`)).map((a) => a.action)).toEqual(['submission.reject']);
  });
});

describe('two admins deciding one submission at once', () => {
  it('lets exactly one decision through; the other gets 409 saying who decided and how', async () => {
    const [first, second] = [await signedInAdmin(), await signedInAdmin()];
    const { submissionId, facilityId } = await registerFacility();
    const answers = await Promise.all([approve(first.cookie, submissionId), reject(second.cookie, submissionId, 'Not enough detail.')]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? 'approved' : 'rejected';
    const loser = answers.find((a) => (a.status as number) === 409)!;
    const body = (await loser.json()) as unknown as { error: { code: string; message: string } };
    expect(body.error.code).toBe('conflict');
    expect(body.error.message).toMatch(new RegExp(`^This submission was already ${winner} by Test User at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\.$`));

    const facility = await env.DB.prepare('SELECT status FROM facilities WHERE id = ?1').bind(facilityId).first<{ status: string }>();
    expect(facility!.status).toBe(winner);
    expect((await auditLinesFor(`submission:${submissionId}`)).map((a) => a.action)).toEqual([
      winner === 'approved' ? 'submission.approve' : 'submission.reject',
    ]);
    // Deciding again later is refused the same way.
    expect((await approve(first.cookie, submissionId)).status).toBe(409);
  });
});

describe('a decision sent again with its Idempotency-Key', () => {
  const decide = (cookie: string, id: number, decision: 'approve' | 'reject', notes: string, key: string, version: number) =>
    client.admin.submissions[':id'][decision].$post(
      { param: { id: String(id) }, json: { notes, version } },
      { headers: { ...withCookie(cookie).headers, 'Idempotency-Key': key } },
    );
  const emailsTo = async (email: string) => {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template LIKE 'facility_%'`)
      .bind(email)
      .first<{ n: number }>();
    return row!.n;
  };

  it('is answered as the first time, deciding once: one audit line, one email', async () => {
    const admin = await signedInAdmin();
    const { submissionId, email } = await registerFacility();
    const version = (await shownVersion(admin.cookie, submissionId))!;
    const first = await decide(admin.cookie, submissionId, 'approve', 'Looks right.', 'approve-retry-0001', version);
    // Sent again as it was: the version it names has moved on (the approval moved it), and it is
    // still answered as the first time.
    const again = await decide(admin.cookie, submissionId, 'approve', 'Looks right.', 'approve-retry-0001', version);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await auditLinesFor(`submission:${submissionId}`)).map((a) => a.action)).toEqual(['submission.approve']);
    expect(await emailsTo(email)).toBe(1);
  });

  it('is refused (409) with another decision, other notes or from another admin', async () => {
    const [admin, other] = [await signedInAdmin(), await signedInAdmin()];
    const { submissionId } = await registerFacility();
    const version = (await shownVersion(admin.cookie, submissionId))!;
    expect((await decide(admin.cookie, submissionId, 'reject', 'Missing licence.', 'reject-retry-0002', version)).status).toBe(200);
    expect((await decide(admin.cookie, submissionId, 'approve', 'Missing licence.', 'reject-retry-0002', version)).status).toBe(409);
    expect((await decide(admin.cookie, submissionId, 'reject', 'Other notes.', 'reject-retry-0002', version)).status).toBe(409);
    expect((await decide(admin.cookie, submissionId, 'reject', 'Missing licence.', 'reject-retry-0002', version + 1)).status).toBe(409);
    expect((await decide(other.cookie, submissionId, 'reject', 'Missing licence.', 'reject-retry-0002', version)).status).toBe(409);
    // Without the key it is a second decision, refused as ever.
    expect((await reject(admin.cookie, submissionId, 'Missing licence.')).status).toBe(409);
    expect((await auditLinesFor(`submission:${submissionId}`)).map((a) => a.action)).toEqual(['submission.reject']);
  });
});

// Issue 22: a decision names the version of the submission the desk showed. The facility may save
// its pending update again under the same id while an admin reads it; what goes live (or is turned
// down) is only ever what the admin saw.
describe('a decision names the version the desk showed', () => {
  /** The 409 a decision on an earlier version gets: our error shape, with the version there is now. */
  async function changedSince(res: { status: number; headers: Headers; json(): Promise<unknown> }) {
    expect(res.status).toBe(409);
    const { error } = await errorOf(res);
    expect(error.code).toBe('version_changed');
    return error;
  }
  const detailOf = async (cookie: string, id: number) => (await (await submissionDetail(cookie, id)).json()).submission;
  const emailsTo = async (email: string, template: string) =>
    (await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template = ?2').bind(email, template).first<{ n: number }>())!.n;

  it('an update saved again while the admin reads it: Approve is 409 with the new version, nothing goes live; the new one then approves', async () => {
    const f = await publishedFacility();
    const saved = await (await saveListing(f.cookie, listingEdit(f, { phone: '(512) 555-0100' }))).json();
    const id = saved.pendingUpdate!.id;
    const shown = await detailOf(f.admin.cookie, id);
    expect(shown.changes).toEqual([{ field: 'phone', current: '(555) 555-0123', proposed: '(512) 555-0100' }]);

    // The facility saves again: the same submission, rewritten.
    const again = await (await saveListing(f.cookie, listingEdit(f, { phone: '(900) 555-0666', website: 'https://elsewhere.example.org' }))).json();
    expect(again.pendingUpdate!.id).toBe(id);

    const error = await changedSince(await approve(f.admin.cookie, id, 'Called them.', shown.version));
    expect(error.message).toBe('This update changed while you were reviewing it. Review it as it is now and decide again.');
    // The desk reads it again: the new version, and its diff computed from that same version.
    const now = await detailOf(f.admin.cookie, id);
    expect(error.version).toBe(now.version);
    expect(now.version).not.toBe(shown.version);
    expect(now).toMatchObject({ status: 'pending', reviewer: null });
    expect(now.changes).toEqual([
      { field: 'phone', current: '(555) 555-0123', proposed: '(900) 555-0666' },
      { field: 'website', current: 'https://serene.example.org', proposed: 'https://elsewhere.example.org' },
    ]);
    // Nothing went live, was decided, audited or sent.
    expect((await (await publicListing(f.facilityId)).json()).facility).toMatchObject({ phone: '(555) 555-0123', website: 'https://serene.example.org' });
    expect(await auditLinesFor(`submission:${id}`)).toEqual([]);
    expect(await emailsTo(f.email, 'listing_update_approved')).toBe(0);

    // Approving the version shown now publishes exactly it.
    expect((await approve(f.admin.cookie, id, 'Called them.', now.version)).status).toBe(200);
    expect((await (await publicListing(f.facilityId)).json()).facility).toMatchObject({ phone: '(900) 555-0666', website: 'https://elsewhere.example.org' });
  });

  it('rejecting an update that changed meanwhile is refused alike: changes the admin never saw are not turned down', async () => {
    const f = await publishedFacility();
    const id = (await (await saveListing(f.cookie, listingEdit(f, { phone: '(512) 555-0100' }))).json()).pendingUpdate!.id;
    const shown = await shownVersion(f.admin.cookie, id);
    await saveListing(f.cookie, listingEdit(f, { phone: '(900) 555-0666' }));

    const error = await changedSince(await reject(f.admin.cookie, id, 'That number does not answer.', shown));
    expect(error.version).toBe(await shownVersion(f.admin.cookie, id));
    expect(await detailOf(f.admin.cookie, id)).toMatchObject({ status: 'pending', reviewNotes: null });
    expect(await emailsTo(f.email, 'listing_update_rejected')).toBe(0);
  });

  it('an update withdrawn and filed anew under the same id is a new version too', async () => {
    const f = await publishedFacility();
    const id = (await (await saveListing(f.cookie, listingEdit(f, { phone: '(512) 555-0100' }))).json()).pendingUpdate!.id;
    const shown = await shownVersion(f.admin.cookie, id);
    // Saved back to the published content (the update is withdrawn), then changed again: SQLite
    // gives the new row the freed id, so only a version that outlives the row tells them apart.
    expect((await (await saveListing(f.cookie, listingEdit(f))).json()).pendingUpdate).toBeNull();
    const refiled = (await (await saveListing(f.cookie, listingEdit(f, { phone: '(900) 555-0666' }))).json()).pendingUpdate!;
    expect(refiled.id).toBe(id);

    await changedSince(await approve(f.admin.cookie, id, '', shown));
    expect((await (await publicListing(f.facilityId)).json()).facility.phone).toBe('(555) 555-0123');
  });

  it('a registration and a resubmission after a rejection name their version alike', async () => {
    const admin = await signedInAdmin();
    const { submissionId, facilityId, email } = await registerFacility();
    // The version is required...
    const missing = await send('POST', `/api/admin/submissions/${submissionId}/approve`, { notes: '' }, { Cookie: admin.cookie });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).error.fields).toEqual({ version: 'Reload the submission and decide again.' });
    // ...and must be the one there is now.
    const shown = (await shownVersion(admin.cookie, submissionId))!;
    expect((await changedSince(await approve(admin.cookie, submissionId, '', shown + 1))).version).toBe(shown);
    expect((await reject(admin.cookie, submissionId, 'Please add your license number.', shown)).status).toBe(200);

    const cookie = await signInAs('facility', email, FACILITY_PASSWORD);
    expect((await resubmit(cookie, correction({ facilityName: 'Corrected Recovery' }))).status).toBe(201);
    const latest = env.DB.prepare('SELECT max(id) AS id FROM facility_submissions WHERE facility_id = ?1').bind(facilityId);
    const resubmitted = (await latest.first<{ id: number }>())!.id;
    expect(resubmitted).not.toBe(submissionId);
    // The version the desk showed for the first submission does not decide the second.
    await changedSince(await approve(admin.cookie, resubmitted, '', shown));
    expect(await detailOf(admin.cookie, resubmitted)).toMatchObject({ status: 'pending' });
    expect((await approve(admin.cookie, resubmitted)).status).toBe(200);
  });

  it('the database refuses a decision on another version, so no write can slip between the check and the decision', async () => {
    const admin = await signedInAdmin();
    const { submissionId } = await registerFacility();
    const shown = (await shownVersion(admin.cookie, submissionId))!;
    const decide = (version: number) =>
      updateStatement('facility_submissions', { id: submissionId }, { status: 'approved', decided_version: version }).run();
    await expect(decide(shown - 1)).rejects.toThrow(/submission_changed/);
    await expect(decide(shown)).resolves.toBeTruthy();
  });
});

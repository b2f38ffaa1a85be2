import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { freshSearch, loadReferenceData, signInAs, withCookie } from '../../test/fixtures';
import { approve, FACILITY_PASSWORD, lastEmail, registerFacility, reject, submissionDetail } from '../../test/review';
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
    expect(await auditLinesFor(`submission:${submissionId}`)).toEqual([
      expect.objectContaining({ actor_id: admin.id, action: 'submission.approve', detail: JSON.stringify({ facilityId, kind: 'registration' }) }),
    ]);
    const detail = await (await submissionDetail(admin.cookie, submissionId)).json();
    expect(detail.submission).toMatchObject({ status: 'approved', reviewNotes: 'Looks complete.', reviewer: { email: admin.email } });
  });

  it('applies exactly the fields an update changes, and keeps the rest', async () => {
    const admin = await signedInAdmin();
    const { submissionId, facilityId, email } = await registerFacility();
    await approve(admin.cookie, submissionId);
    const update = await env.DB.prepare(
      `INSERT INTO facility_submissions (facility_id, user_id, contact_person, kind, changes)
       SELECT facility_id, id, name, 'update', ?2 FROM users WHERE email = ?1 RETURNING id`,
    )
      .bind(email, JSON.stringify({ phone: '(555) 555-0199', treatmentTypes: ['detox'] }))
      .first<{ id: number }>();

    const detail = await (await submissionDetail(admin.cookie, update!.id)).json();
    expect(detail.submission.changes).toEqual([
      { field: 'phone', current: '(555) 555-0123', proposed: '(555) 555-0199' },
      { field: 'treatmentTypes', current: expect.arrayContaining(['outpatient', 'iop']), proposed: ['detox'] },
    ]);
    expect(detail.submission.history.map((h) => h.id)).toEqual([submissionId]);

    // The decision goes to the account's confirmed address only: never to the listing's public one,
    // which is typed in a form and never confirmed (and the email names the facility).
    await env.DB.prepare('UPDATE facilities SET email = ?2 WHERE id = ?1').bind(facilityId, `intake-${facilityId}@test.example.org`).run();
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
  const decide = (cookie: string, id: number, decision: 'approve' | 'reject', notes: string, key: string) =>
    client.admin.submissions[':id'][decision].$post(
      { param: { id: String(id) }, json: { notes } },
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
    const first = await decide(admin.cookie, submissionId, 'approve', 'Looks right.', 'approve-retry-0001');
    const again = await decide(admin.cookie, submissionId, 'approve', 'Looks right.', 'approve-retry-0001');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await auditLinesFor(`submission:${submissionId}`)).map((a) => a.action)).toEqual(['submission.approve']);
    expect(await emailsTo(email)).toBe(1);
  });

  it('is refused (409) with another decision, other notes or from another admin', async () => {
    const [admin, other] = [await signedInAdmin(), await signedInAdmin()];
    const { submissionId } = await registerFacility();
    expect((await decide(admin.cookie, submissionId, 'reject', 'Missing licence.', 'reject-retry-0002')).status).toBe(200);
    expect((await decide(admin.cookie, submissionId, 'approve', 'Missing licence.', 'reject-retry-0002')).status).toBe(409);
    expect((await decide(admin.cookie, submissionId, 'reject', 'Other notes.', 'reject-retry-0002')).status).toBe(409);
    expect((await decide(other.cookie, submissionId, 'reject', 'Missing licence.', 'reject-retry-0002')).status).toBe(409);
    // Without the key it is a second decision, refused as ever.
    expect((await reject(admin.cookie, submissionId, 'Missing licence.')).status).toBe(409);
    expect((await auditLinesFor(`submission:${submissionId}`)).map((a) => a.action)).toEqual(['submission.reject']);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../accounts/password';
import { registration } from '../../test/bodies';
import { client } from '../../test/client';
import { addZipCode, loadReferenceData, signInAs, withCookie } from '../../test/fixtures';
import { correction, rejectedFacility, resubmit } from '../../test/resubmission';
import { registerConfirmed, submissionDetail } from '../../test/review';
import { auditLinesFor } from '../../test/staff';

const PASSWORD = 'Serene Valley 2026';

beforeAll(async () => {
  await loadReferenceData();
});

/** Registers through the public endpoint, as the wizard does, address confirmed; returns the account's email. */
async function register(facilityName: string): Promise<string> {
  const json = registration({ facilityName, specializations: ['alcohol'] });
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
    await env.DB.batch([
      env.DB.prepare(`UPDATE facilities SET status = 'pending' WHERE id = (SELECT facility_id FROM users WHERE email = ?1)`).bind(pending),
      // A decision is final: a listing goes back to review through a new submission.
      env.DB.prepare(
        `INSERT INTO facility_submissions (facility_id, user_id, contact_person, kind)
         SELECT facility_id, id, name, 'update' FROM users WHERE email = ?1`,
      ).bind(pending),
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
    await env.DB.prepare(`INSERT INTO users (email, name, role, status, password_hash) VALUES (?1, 'Sam', 'facility', 'active', ?2)`)
      .bind(email, await hashPassword(PASSWORD))
      .run();
    const body = await me(await signInAs('facility', email, PASSWORD));
    expect(body).toEqual({ account: { email, name: 'Sam' }, listing: null, submission: null, stats: null, pendingUpdate: null, names: {}, draft: null });
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
      // Found again from the listing's specializations: opioids stand for drug addiction, as do heroin and others.
      addictionTypeIds: ['alcohol', 'opioids', 'heroin', 'fentanyl', 'cocaine', 'methamphetamine', 'marijuana'],
      insuranceIds: [],
    });
    expect(body.listing!.treatmentTypeIds).toHaveLength(2);
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
      addictionTypeIds: ['alcohol', 'dual-diagnosis'],
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

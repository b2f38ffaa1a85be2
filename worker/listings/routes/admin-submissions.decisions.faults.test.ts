import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, RetryingClients, type Outcome, type Submission } from '../../test/exactly-once';
import { insertRow, rowStatement, updateStatement } from '../../test/factories';
import { addFacility, addUser, loadReferenceData } from '../../test/fixtures';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

// Exactly once under faults (issue 15): admin decisions sent by an admin's browser that retries with
// the decision's key while D1 fails 30% of the writes. Each decision applies once: one state
// change, one audit line, one email. Approve, reject and resolve carry an Idempotency-Key (stored on
// the row they decide); a lead's status and a staff member's status are naturally idempotent (the
// same change again changes and audits nothing).

const SEED = 3015;
const EACH = 20;
let cookie: string;

beforeAll(async () => {
  await loadReferenceData();
  ({ cookie } = await signedInAdmin());
});

/** A pending registration whose listing and account share an address (so a decision emails once). */
async function pendingSubmission(i: number): Promise<{ id: number; facilityId: number; email: string }> {
  const facilityId = await addFacility({ name: `Decide ${i} Recovery`, status: 'pending' });
  const email = `decide${i}@faults.example.org`;
  const [, user] = await env.DB.batch<{ id: number }>([
    updateStatement('facilities', { id: facilityId }, { email }),
    rowStatement('users', { email, role: 'facility', status: 'pending', password_hash: 'x', facility_id: facilityId }),
  ]);
  const submission = await insertRow('facility_submissions', { facility_id: facilityId, user_id: user!.results[0]!.id, contact_person: 'Pat Doe' });
  return { id: submission.id, facilityId, email };
}

const row = <T>(sql: string, ...params: unknown[]) => env.DB.prepare(sql).bind(...params).first<T>();

/** The versions the admin screens show for a facility: of its submission, and of its listing. */
const versionsOf = async (facilityId: number) =>
  (await row<{ review: number; listing: number }>('SELECT review_version AS review, version AS listing FROM facilities WHERE id = ?1', facilityId))!;

const emailsTo = async (email: string, template: string) =>
  (await row<{ n: number }>('SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template = ?2', email, template))!.n;

/** A decision, and what D1 must hold once it applied, exactly once. */
interface Decision extends Submission {
  check: () => Promise<void>;
}

const request = (method: string, path: string, body: unknown, key: string) => () =>
  jsonRequest(path, { method, body, key, headers: { Cookie: cookie } });

async function approvals(from: number, decision: 'approve' | 'reject'): Promise<Decision[]> {
  const submissions = await Promise.all(
    Array.from({ length: EACH }, async (_, i) => {
      const s = await pendingSubmission(from + i);
      return { ...s, version: (await versionsOf(s.facilityId)).review };
    }),
  );
  const status = decision === 'approve' ? 'approved' : 'rejected';
  return submissions.map((s) => ({
    label: `${decision}-${s.id}`,
    request: request(
      'POST',
      `/api/admin/submissions/${s.id}/${decision}`,
      { notes: 'Checked by phone.', version: s.version },
      `${decision}-${SEED}-${s.id}`,
    ),
    check: async () => {
      expect(await row('SELECT status FROM facility_submissions WHERE id = ?1', s.id)).toEqual({ status });
      expect(await row('SELECT status FROM facilities WHERE id = ?1', s.facilityId)).toEqual({ status });
      expect(await row('SELECT status FROM users WHERE email = ?1', s.email)).toEqual({ status: 'active' });
      expect((await auditLinesFor(`submission:${s.id}`)).map((a) => a.action)).toEqual([`submission.${decision}`]);
      expect(await emailsTo(s.email, `facility_${status}`)).toBe(1);
    },
  }));
}

async function reportResolutions(): Promise<Decision[]> {
  return Promise.all(
    Array.from({ length: EACH }, async (_, i) => {
      const facilityId = await addFacility({ name: `Reported ${i} Recovery` });
      const { id } = await insertRow('listing_reports', { facility_id: facilityId, reason: 'closed', idempotency_key: `report-${SEED}-${i}`, request_hash: 'x' });
      const resolution = i % 2 === 0 ? 'unpublished' : 'no_change';
      const { listing: version } = await versionsOf(facilityId);
      return {
        label: `resolve-${id}`,
        request: request('PATCH', `/api/admin/listing-reports/${id}`, { resolution, notes: 'Called them.', version }, `resolve-${SEED}-${id}`),
        check: async () => {
          expect(await row('SELECT status, resolution FROM listing_reports WHERE id = ?1', id)).toEqual({ status: 'resolved', resolution });
          const listing = resolution === 'unpublished' ? 'pending' : 'approved';
          expect(await row('SELECT status FROM facilities WHERE id = ?1', facilityId)).toEqual({ status: listing });
          expect((await auditLinesFor(`listing_report:${id}`)).map((a) => a.action)).toEqual(['listing_report.resolve']);
        },
      };
    }),
  );
}

async function leadUpdates(): Promise<Decision[]> {
  return Promise.all(
    Array.from({ length: EACH }, async (_, i) => {
      const { id } = await insertRow('leads', {
        name: `Lead ${i}`,
        phone: '555 555 0100',
        consent_at: '2026-01-01T00:00:00Z',
        idempotency_key: `lead-${SEED}-${i}`,
        request_hash: 'x',
      });
      return {
        label: `lead-${id}`,
        request: request('PATCH', `/api/admin/leads/${id}`, { status: 'contacted', notes: 'Called back.' }, `lead-status-${SEED}-${id}`),
        check: async () => {
          const lead = await row('SELECT status, admin_notes FROM leads WHERE id = ?1', id);
          expect(lead).toEqual({ status: 'contacted', admin_notes: 'Called back.' });
          expect((await auditLinesFor(`lead:${id}`)).map((a) => a.action)).toEqual(['lead.update']);
        },
      };
    }),
  );
}

async function staffDisablings(): Promise<Decision[]> {
  return Promise.all(
    Array.from({ length: EACH }, async (_, i) => {
      const { id } = await addUser({ role: 'admin', password: 'irrelevant pass', email: `staff${i}@faults.example.org` });
      return {
        label: `staff-${id}`,
        request: request('PATCH', `/api/admin/staff/${id}`, { status: 'disabled' }, `staff-${SEED}-${id}`),
        check: async () => {
          expect(await row('SELECT status, session_epoch FROM users WHERE id = ?1', id)).toEqual({ status: 'disabled', session_epoch: 1 });
          expect((await auditLinesFor(`user:${id}`)).map((a) => a.action)).toEqual(['staff.disable']);
        },
      };
    }),
  );
}

describe(`admin decisions (${EACH} each) while D1 fails 30% of writes`, () => {
  it('applies every decision exactly once: one change, one audit line, one email', { timeout: 60_000 }, async () => {
    const decisions = [
      ...(await approvals(0, 'approve')),
      ...(await approvals(EACH, 'reject')),
      ...(await reportResolutions()),
      ...(await leadUpdates()),
      ...(await staffDisablings()),
    ];
    const started = performance.now();
    const clients = new RetryingClients({ seed: SEED, rate: 0.3, retries: 4, lostReplyRate: 0.05 });
    const outcomes = await clients.sendAll(decisions);
    // Never a 409 "already decided" for a retry of a decision that was applied.
    expect(clients.tally.refused).toBe(0);

    const told = new Map<string, Outcome>(outcomes.map((o) => [o.label, o]));
    const sendAgain = decisions.filter((d, i) => told.get(d.label)!.told === 'failed' || i % 10 === 0);
    for (const d of sendAgain) {
      const res = await clients.sendAgain(d);
      expect(res.status, d.label).toBe(200);
      const earlier = told.get(d.label)!;
      if (earlier.told === 'stored' && !d.label.startsWith('staff')) expect(await res.json(), d.label).toEqual(earlier.body);
    }
    for (const d of decisions) await d.check();
    expect(clients.faults.counts.failedAfter).toBeGreaterThan(0);
    console.log(clients.report('admin decisions', decisions.length, performance.now() - started));
  });
});

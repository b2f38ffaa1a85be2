import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { insertRow, updateRows } from '../../test/factories';
import { addFacility, addUser, api, loadReferenceData, withCookie } from '../../test/fixtures';
import { deliverableText, newestEmail } from '../../test/mail';
import { auditLinesFor, signedInAdmin } from '../../test/staff';
import { addCheck, daysAgo, recordCheck } from '../../test/verification';
import type { ListingVerification } from '../schemas/verification-values';

// The verification desk: a check recorded (audited, once per request), the listing's page reading
// it (the Verified rule, the checks in order), the unreachable path (the owner told once), and the
// queue of listings due, most-visited first.

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  await loadReferenceData();
  admin = await signedInAdmin();
});

const uniqueName = (what: string) => `Verify ${what} ${crypto.randomUUID().slice(0, 8)} Recovery`;
const listing = (name = uniqueName('Listing'), status: 'approved' | 'pending' = 'approved') => addFacility({ name, reviews: 0, status });

async function verificationOf(facilityId: number): Promise<ListingVerification> {
  const res = await api(`/api/facility/public/${facilityId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { verification: ListingVerification }).verification;
}

const phoneCheck = { method: 'phone_call', outcome: 'confirmed', confirmed: ['address', 'phone'], notes: 'Spoke with the intake coordinator, Ms. Ortiz.' };

describe('recording a check', () => {
  it('stores it with who and when, audits it without the notes, and the listing’s page then shows it as Verified', async () => {
    const facilityId = await listing();
    expect(await verificationOf(facilityId)).toEqual({ verified: false, unreachable: false, checks: [] });
    const res = await recordCheck(admin.cookie, facilityId, phoneCheck);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { check: { id: number; confirmed: string[]; checkedBy: { id: number; email: string }; at: string }; verification: ListingVerification; ownersTold: number };
    // Stored in the listing's order of details, whatever order they were ticked in.
    expect(body.check.confirmed).toEqual(['phone', 'address']);
    expect(body.check.checkedBy).toEqual({ id: admin.id, email: admin.email });
    expect(body.ownersTold).toBe(0);
    const row = await env.DB.prepare('SELECT * FROM verifications WHERE id = ?1').bind(body.check.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ facility_id: facilityId, method: 'phone_call', outcome: 'confirmed', confirmed: '["phone","address"]', notes: phoneCheck.notes, checked_by: admin.id, checked_by_email: admin.email });
    expect((await auditLinesFor(`facility:${facilityId}`)).map((l) => [l.action, l.actor_id, JSON.parse(l.detail!)])).toEqual([
      ['verification.record', admin.id, { method: 'phone_call', outcome: 'confirmed', confirmed: ['phone', 'address'] }],
    ]);

    const shown = await verificationOf(facilityId);
    expect(shown).toEqual({ verified: true, unreachable: false, lastCheckedAt: body.check.at, checks: [{ what: ['phone', 'address'], method: 'phone_call', outcome: 'confirmed', at: body.check.at }] });
    expect(body.verification).toEqual(shown);
    // The desk's notes stay on the desk.
    expect(JSON.stringify(await (await api(`/api/facility/public/${facilityId}`)).json())).not.toContain('Ortiz');
  });

  it('records a retry once: the same Idempotency-Key answers with the first check, another body with it is a 409', async () => {
    const facilityId = await listing();
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await recordCheck(admin.cookie, facilityId, phoneCheck, key);
    const again = await recordCheck(admin.cookie, facilityId, phoneCheck, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    const ids = [((await first.json()) as { check: { id: number } }).check.id, ((await again.json()) as { check: { id: number } }).check.id];
    expect(ids[0]).toBe(ids[1]);
    const changed = await recordCheck(admin.cookie, facilityId, { ...phoneCheck, notes: 'Another call.' }, key);
    expect(changed.status).toBe(409);
    expect((await errorOf(changed)).error.code).toBe('conflict');
    const n = await env.DB.prepare('SELECT count(*) AS n FROM verifications WHERE facility_id = ?1').bind(facilityId).first<{ n: number }>();
    expect(n!.n).toBe(1);
    expect((await auditLinesFor(`facility:${facilityId}`)).length).toBe(1);
  });

  it('refuses a check that names nothing it confirmed, or that confirms what it did not reach; a missing listing is a 404; nothing is written', async () => {
    const facilityId = await listing();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ method: 'phone_call', outcome: 'confirmed', confirmed: [] }, 'confirmed', 'Tick what the check confirmed: a check that confirmed or corrected the listing names what.'],
      [{ method: 'phone_call', outcome: 'corrected' }, 'confirmed', 'Tick what the check confirmed: a check that confirmed or corrected the listing names what.'],
      [{ method: 'phone_call', outcome: 'unreachable', confirmed: ['phone'] }, 'confirmed', 'A check that did not confirm the listing confirms nothing: untick what is ticked.'],
      [{ method: 'phone_call', outcome: 'confirmed', confirmed: ['rating'] }, 'confirmed.0', 'What was confirmed must be among phone, address, services, insurance, availability.'],
      [{ method: 'email', outcome: 'confirmed', confirmed: ['phone'] }, 'method', 'Choose how the listing was checked.'],
      [{ method: 'site_visit', outcome: 'great', confirmed: ['phone'] }, 'outcome', 'Choose what came of the check.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await recordCheck(admin.cookie, facilityId, body as never);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const missing = await recordCheck(admin.cookie, 2_000_000_000, phoneCheck);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toMatchObject({ code: 'not_found', message: 'There is no listing with this id.' });
    expect(await verificationOf(facilityId)).toEqual({ verified: false, unreachable: false, checks: [] });
    expect(await auditLinesFor(`facility:${facilityId}`)).toEqual([]);
  });

  it('is refused without an admin session (a facility account’s included)', async () => {
    const facilityId = await listing();
    expect((await recordCheck('', facilityId, phoneCheck)).status).toBe(401);
    expect((await api('/api/admin/verifications/due')).status).toBe(401);
  });
});

describe('the Verified rule', () => {
  it('holds for 12 months after a confirming check, and the page lists only that year’s checks', async () => {
    const old = await listing();
    const check = await addCheck(old, 370, phoneCheck);
    expect(await verificationOf(old)).toEqual({ verified: false, unreachable: false, lastCheckedAt: check.checked_at, checks: [] });

    const recent = await listing();
    await addCheck(recent, 360, { method: 'licence_register', outcome: 'corrected', confirmed: ['address'] });
    await addCheck(recent, 100, { method: 'facility_confirmed', outcome: 'confirmed', confirmed: ['services', 'insurance'] });
    const v = await verificationOf(recent);
    expect(v.verified).toBe(true);
    expect(v.checks.map((c) => [c.method, c.outcome, c.what])).toEqual([
      ['facility_confirmed', 'confirmed', ['services', 'insurance']],
      ['licence_register', 'corrected', ['address']],
    ]);
  });

  it('is lost when a later check finds the number wrong or the place closed, not for one missed call', async () => {
    for (const outcome of ['wrong_number', 'closed'] as const) {
      const facilityId = await listing();
      await addCheck(facilityId, 30, phoneCheck);
      await addCheck(facilityId, 2, { method: 'phone_call', outcome });
      expect((await verificationOf(facilityId)).verified, outcome).toBe(false);
    }
    const missedOnce = await listing();
    await addCheck(missedOnce, 30, phoneCheck);
    await addCheck(missedOnce, 2, { method: 'phone_call', outcome: 'unreachable' });
    expect(await verificationOf(missedOnce)).toMatchObject({ verified: true, unreachable: false });
  });

  it('never comes from a listing’s own "last verified" date (approved or imported)', async () => {
    const facilityId = await addFacility({ name: uniqueName('Imported'), reviews: 0, columns: { last_verified_at: new Date().toISOString() } });
    expect((await verificationOf(facilityId)).verified).toBe(false);
  });
});

describe('unreachable', () => {
  async function ownedListing() {
    const facilityId = await listing();
    const owner = await addUser({ role: 'facility', password: 'unused password 1', facilityId });
    return { facilityId, owner };
  }
  const unreachable = { method: 'phone_call', outcome: 'unreachable' } as const;

  it('after two attempts a week apart: the page says so, and the owner is emailed once, in English and Spanish', async () => {
    const { facilityId, owner } = await ownedListing();
    const name = (await env.DB.prepare('SELECT name FROM facilities WHERE id = ?1').bind(facilityId).first<{ name: string }>())!.name;
    await addCheck(facilityId, 400, phoneCheck);
    await addCheck(facilityId, 8, unreachable);
    const second = await recordCheck(admin.cookie, facilityId, unreachable);
    expect(second.status).toBe(201);
    const body = (await second.json()) as { verification: ListingVerification; ownersTold: number };
    expect(body.ownersTold).toBe(1);
    expect(body.verification).toMatchObject({ verified: false, unreachable: true });
    expect(await verificationOf(facilityId)).toMatchObject({ verified: false, unreachable: true });
    const email = (await newestEmail(owner.email, 'facility_unreachable'))!;
    expect(email.subject).toBe(`We could not reach ${name} / No pudimos comunicarnos con ${name}`);
    const text = (await deliverableText(owner.email, 'facility_unreachable'))!;
    expect(text).toContain('(555) 555-0100');
    expect(text).toContain('"We could not reach this facility recently."');
    expect(text).toContain('"No pudimos comunicarnos con este centro recientemente."');
    expect(text).toContain('/facility-dashboard/listing');
    expect(text).toContain(`/facility/${facilityId}`);

    // A third attempt: still unreachable, no second email.
    expect((await recordCheck(admin.cookie, facilityId, unreachable)).status).toBe(201);
    const emails = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template = 'facility_unreachable'`).bind(owner.email).first<{ n: number }>();
    expect(emails!.n).toBe(1);

    // Reached at last: the notice comes off, and the listing is Verified again.
    expect((await recordCheck(admin.cookie, facilityId, phoneCheck)).status).toBe(201);
    expect(await verificationOf(facilityId)).toMatchObject({ verified: true, unreachable: false });
  });

  it('not for two attempts less than a week apart, and nobody is emailed for a listing nobody holds', async () => {
    const { facilityId, owner } = await ownedListing();
    await addCheck(facilityId, 3, unreachable);
    const res = await recordCheck(admin.cookie, facilityId, unreachable);
    expect(((await res.json()) as { ownersTold: number }).ownersTold).toBe(0);
    expect((await verificationOf(facilityId)).unreachable).toBe(false);
    expect(await newestEmail(owner.email, 'facility_unreachable')).toBeNull();

    const unclaimed = await listing();
    await addCheck(unclaimed, 10, unreachable);
    const second = await recordCheck(admin.cookie, unclaimed, unreachable);
    expect(((await second.json()) as { ownersTold: number }).ownersTold).toBe(0);
    expect((await verificationOf(unclaimed)).unreachable).toBe(true);
  });
});

describe('the queue', () => {
  type Due = { id: number; views: number; reasons: string[]; lastCheck: { outcome: string; by: string } | null };
  async function queue(query: string): Promise<{ items: Due[]; total: number }> {
    const res = await api(`/api/admin/verifications/due?${query}`, withCookie(admin.cookie));
    expect(res.status).toBe(200);
    return (await res.json()) as { items: Due[]; total: number };
  }
  const reasonsOf = async (marker: string) => Object.fromEntries((await queue(`q=${marker}&limit=100`)).items.map((i) => [i.id, i.reasons]));

  it('holds each listing due, says why, and lets a check clear it; most-visited first', async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const named = (what: string) => listing(`Queue ${marker} ${what}`);
    const never = await named('Never');
    const fresh = await named('Fresh');
    await addCheck(fresh, 10, phoneCheck);
    const old = await named('Old');
    await addCheck(old, 200, phoneCheck);
    const failed = await named('Failed');
    await addCheck(failed, 9, { method: 'phone_call', outcome: 'unreachable' });
    const failedToday = await named('Failed Today');
    await addCheck(failedToday, 1, { method: 'phone_call', outcome: 'wrong_number' });
    const reported = await named('Reported');
    await addCheck(reported, 20, phoneCheck);
    await insertRow('listing_reports', { facility_id: reported, reason: 'wrong_contact' });
    const moved = await named('Moved');
    await addCheck(moved, 20, phoneCheck);
    await updateRows('facilities', { id: moved }, { phone: '(555) 555-0199' });
    const stale = await named('Stale');
    await addCheck(stale, 90, phoneCheck);
    await insertRow('facility_availability', { facility_id: stale, accepting: 'yes', accepting_confirmed_on: daysAgo(45).slice(0, 10) });
    const pending = await listing(`Queue ${marker} Pending`, 'pending');

    expect(await reasonsOf(marker)).toEqual({
      [never]: ['never_checked'],
      [old]: ['check_old'],
      [failed]: ['check_failed'],
      [reported]: ['reported'],
      [moved]: ['contact_changed'],
      [stale]: ['availability_stale'],
    });
    // Not the listing checked ten days ago, nor the failed one retried only next week, nor one not published.
    for (const id of [fresh, failedToday, pending]) expect(await reasonsOf(marker)).not.toHaveProperty(String(id));

    // Most-visited first: the last 30 days' views.
    await insertRow('facility_daily_stats', { facility_id: stale, day: daysAgo(2).slice(0, 10), views: 40 });
    await insertRow('facility_daily_stats', { facility_id: moved, day: daysAgo(1).slice(0, 10), views: 12 });
    await insertRow('facility_daily_stats', { facility_id: moved, day: daysAgo(5).slice(0, 10), views: 30 });
    await insertRow('facility_daily_stats', { facility_id: never, day: daysAgo(40).slice(0, 10), views: 500 });
    const page = await queue(`q=${marker}`);
    expect(page.items.slice(0, 2).map((i) => [i.id, i.views])).toEqual([[moved, 42], [stale, 40]]);
    expect(page.items.find((i) => i.id === never)!.views).toBe(0);
    expect(page.total).toBe(6);

    // One reason's listings; then each check clears its listing.
    expect((await queue(`q=${marker}&reason=reported`)).items.map((i) => i.id)).toEqual([reported]);
    for (const id of [never, old, failed, reported, moved, stale]) expect((await recordCheck(admin.cookie, id, phoneCheck)).status).toBe(201);
    expect(await reasonsOf(marker)).toEqual({});
  });

  it('pages with the admin lists’ page and limit, and names the latest check', async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    for (const what of ['A', 'B', 'C']) await addCheck(await listing(`Paged ${marker} ${what}`), 300, phoneCheck, 'checker@test.example.org');
    const first = await queue(`q=${marker}&limit=2&page=1`);
    const second = await queue(`q=${marker}&limit=2&page=2`);
    expect([first.items.length, second.items.length, first.total]).toEqual([2, 1, 3]);
    expect(first.items[0]!.lastCheck).toMatchObject({ outcome: 'confirmed', by: 'checker@test.example.org' });
    const bad = await api('/api/admin/verifications/due?reason=popular', withCookie(admin.cookie));
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error.fields?.reason).toMatch(/^Reason must be one of never_checked/);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { client, errorOf } from '../../test/client';
import { addFacility, loadReferenceData, withCookie } from '../../test/fixtures';
import { reportListing, resolveReport, shownListingVersion } from '../../test/inbox';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

const listReports = (cookie: string, query: Record<string, string> = {}) => client.admin['listing-reports'].$get({ query }, withCookie(cookie));

const facilityRow = (id: number) =>
  env.DB.prepare('SELECT name, city, phone, email, status, last_verified_at FROM facilities WHERE id = ?1').bind(id).first();

const correction = {
  name: 'Lakeside Recovery (corrected)',
  address: '40 Shore Drive',
  city: 'Madison',
  state: 'WI',
  zip: '53703',
  phone: '(608) 555-0111',
  website: 'https://lakeside.example.org',
  email: 'intake@lakeside.example.org',
  description: 'Residential and outpatient programs.',
};

describe('listing reports', () => {
  it('lists open reports first with the listing they concern, filtered by status and facility', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Report List Recovery', city: 'Reno', state: 'NV' });
    const older = await reportListing(facilityId, 'wrong_contact');
    const newer = await reportListing(facilityId, 'closed');
    await resolveReport(admin.cookie, newer, { resolution: 'no_change' });

    const body = await (await listReports(admin.cookie, { facilityId: String(facilityId) })).json();
    expect(body.items.map((r) => [r.id, r.status])).toEqual([
      [older, 'open'],
      [newer, 'resolved'],
    ]);
    expect(body.items[0]).toMatchObject({
      reason: 'wrong_contact',
      details: 'The phone number is disconnected.',
      reporterEmail: 'reporter@example.org',
      resolution: null,
      listing: { id: facilityId, name: 'Report List Recovery', city: 'Reno', state: 'NV', published: true },
    });
    expect(body.items[1]).toMatchObject({ resolution: 'no_change', resolvedBy: { email: admin.email } });
    const open = await (await listReports(admin.cookie, { facilityId: String(facilityId), status: 'open' })).json();
    expect(open.items.map((r) => r.id)).toEqual([older]);
  });

  it('"no change" closes the report only, audited with the facility and resolution', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'No Change Recovery' });
    const id = await reportListing(facilityId);
    const before = await facilityRow(facilityId);
    const res = await resolveReport(admin.cookie, id, { resolution: 'no_change', notes: 'Checked by phone.' });
    expect(res.status).toBe(200);
    expect((await res.json()).report).toMatchObject({ status: 'resolved', resolution: 'no_change', notes: 'Checked by phone.', resolvedAt: expect.any(String) });
    expect(await facilityRow(facilityId)).toEqual(before);
    expect((await auditLinesFor(`listing_report:${id}`)).map((l) => [l.action, l.actor_id, JSON.parse(l.detail!)])).toEqual([
      ['listing_report.resolve', admin.id, { facilityId, resolution: 'no_change', version: expect.any(Number) }],
    ]);
  });

  it('"unpublished" takes the listing off the site', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Unpublish Me Recovery' });
    const id = await reportListing(facilityId);
    expect((await resolveReport(admin.cookie, id, { resolution: 'unpublished' })).status).toBe(200);
    expect(await facilityRow(facilityId)).toMatchObject({ status: 'pending' });
    const page = await client.facility.public[':id'].$get({ param: { id: String(facilityId) } });
    expect(page.status).toBe(404);
  });

  it('"edited" applies the corrected public fields and marks the listing verified', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Lakeside Recovery' });
    const id = await reportListing(facilityId, 'wrong_details');
    const res = await resolveReport(admin.cookie, id, { resolution: 'edited', listing: correction });
    expect(res.status).toBe(200);
    expect((await res.json()).report.listing).toMatchObject({ ...correction, published: true });
    expect(await facilityRow(facilityId)).toMatchObject({
      name: correction.name,
      city: 'Madison',
      phone: correction.phone,
      email: correction.email,
      status: 'approved',
      last_verified_at: expect.any(String),
    });
  });

  it('refuses to resolve a report twice (409), leaving the first resolution', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Twice Recovery' });
    const id = await reportListing(facilityId);
    await resolveReport(admin.cookie, id, { resolution: 'no_change' });
    const second = await resolveReport(admin.cookie, id, { resolution: 'unpublished' });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).error).toMatchObject({ code: 'conflict', message: 'This report was already resolved.' });
    expect(await facilityRow(facilityId)).toMatchObject({ status: 'approved' });
    expect(await auditLinesFor(`listing_report:${id}`)).toHaveLength(1);
    // The database refuses it too, for two admins resolving at the same moment.
    await expect(updateRows('listing_reports', { id }, { status: 'resolved' })).rejects.toThrow(
      /report_already_resolved/,
    );
  });
});

// Issue 22: a resolution names the version of the listing the reports screen showed. The listing's
// version moves with its public fields and whether it is published (docs/SECURITY.md).
describe('a resolution names the version of the listing it was shown', () => {
  it('unpublishing a listing that changed since the admin read the report is 409 with the new version; nothing is unpublished', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Moved On Recovery' });
    const id = await reportListing(facilityId, 'closed');
    const shown = await shownListingVersion(admin.cookie, id);
    // Meanwhile another admin corrects the listing on a second report (it moved, it did not close).
    const other = await reportListing(facilityId, 'wrong_details');
    expect((await resolveReport(admin.cookie, other, { resolution: 'edited', listing: correction })).status).toBe(200);

    const res = await resolveReport(admin.cookie, id, { resolution: 'unpublished', notes: 'Closed.', version: shown });
    expect(res.status).toBe(409);
    const { error } = await errorOf(res);
    expect(error).toMatchObject({
      code: 'version_changed',
      message: 'This listing changed while you were reviewing the report. Review it as it is now and resolve the report again.',
    });
    const now = await shownListingVersion(admin.cookie, id);
    expect(error.version).toBe(now);
    expect(now).not.toBe(shown);
    expect(await facilityRow(facilityId)).toMatchObject({ name: correction.name, status: 'approved' });
    expect(await auditLinesFor(`listing_report:${id}`)).toEqual([]);

    // Resolved on the version shown now, it applies.
    expect((await resolveReport(admin.cookie, id, { resolution: 'unpublished', version: now })).status).toBe(200);
    expect(await facilityRow(facilityId)).toMatchObject({ status: 'pending' });
    // The database refuses a resolution on another version too (the check is part of the write).
    const third = await reportListing(await addFacility({ name: 'Third Report Recovery' }));
    await expect(
      updateRows('listing_reports', { id: third }, { status: 'resolved', resolved_version: -1 }),
    ).rejects.toThrow(/listing_changed/);
  });
});

describe('a resolution sent again with its Idempotency-Key', () => {
  const resolve = (cookie: string, id: number, json: Parameters<typeof resolveReport>[2] & { version: number }, key: string) =>
    client.admin['listing-reports'][':id'].$patch(
      { param: { id: String(id) }, json },
      { headers: { ...withCookie(cookie).headers, 'Idempotency-Key': key } },
    );

  it('is answered as the first time, resolving once (one audit line); the key with another resolution is 409', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Retry Report Recovery' });
    const id = await reportListing(facilityId);
    const version = (await shownListingVersion(admin.cookie, id))!;
    const first = await resolve(admin.cookie, id, { resolution: 'unpublished', notes: 'Closed down.', version }, 'resolve-retry-0001');
    // Sent again as it was, though unpublishing moved the listing's version on: answered as the first time.
    const again = await resolve(admin.cookie, id, { resolution: 'unpublished', notes: 'Closed down.', version }, 'resolve-retry-0001');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await auditLinesFor(`listing_report:${id}`)).toHaveLength(1);
    const other = await resolve(admin.cookie, id, { resolution: 'no_change', notes: 'Closed down.', version }, 'resolve-retry-0001');
    expect(other.status).toBe(409);
    expect(await auditLinesFor(`listing_report:${id}`)).toHaveLength(1);
  });
});

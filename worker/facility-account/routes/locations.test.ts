import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { client, errorOf, ORIGIN } from '../../test/client';
import { addFacility, addUser, api, loadReferenceData, signInAs, withCookie } from '../../test/fixtures';
import { hsdsErrors, hsdsOrganizationId } from '../../test/hsds';
import { sendLead } from '../../test/inbox';
import { publicListing, publishedFacility } from '../../test/listing-edit';
import { addLocation, clientAt, listLocations, newLocation, submissionOf } from '../../test/locations';
import { approve, FACILITY_PASSWORD, registerFacility, submissionDetail } from '../../test/review';
import { deliverableText, newestEmail } from '../../test/mail';
import { auditLinesFor } from '../../test/staff';

// Several locations under one account (issue 24, migration 0028, decision 020).

const PASSWORD = 'a long enough secret';

beforeAll(async () => {
  await loadReferenceData();
});

/** A published listing with a second location added from its account and approved on the desk. */
async function twoLocations(name = `North ${crypto.randomUUID().slice(0, 6)} Recovery`) {
  const f = await publishedFacility();
  const res = await addLocation(f.cookie, newLocation({ facilityName: name, city: 'Meridian', zipCode: '83642' }));
  expect(res.status).toBe(201);
  const { location } = await res.json();
  const submission = (await submissionOf(location.id))!;
  expect((await approve(f.admin.cookie, submission.id)).status).toBe(200);
  return { ...f, second: { id: location.id, name, submissionId: submission.id } };
}

const organizationRow = (id: number) => env.DB.prepare('SELECT id, name, website FROM organizations WHERE id = ?1').bind(id).first();
const organizationOf = (table: 'facilities' | 'users', id: number) =>
  env.DB.prepare(`SELECT organization_id AS organizationId FROM ${table} WHERE id = ?1`).bind(id).first<{ organizationId: number | null }>();

describe('locations', () => {
  describe('POST /api/facility/me/locations', () => {
    it('files a new location of the account’s organization for review, as a registration the desk decides', async () => {
      const f = await publishedFacility();
      const res = await addLocation(f.cookie, newLocation({ facilityName: 'Harbor West', city: 'Nampa', zipCode: '83651' }));
      expect(res.status).toBe(201);
      const { location } = await res.json();
      expect(location.status).toBe('pending');
      expect(location.id).not.toBe(f.facilityId);

      const stored = await env.DB.prepare('SELECT name, city, status, organization_id, contact_email, phone FROM facilities WHERE id = ?1')
        .bind(location.id)
        .first();
      // Its own address and phones, the organization of the first listing, the account's private contact address.
      expect(stored).toEqual({
        name: 'Harbor West',
        city: 'Nampa',
        status: 'pending',
        organization_id: f.facilityId,
        contact_email: f.email,
        phone: '(208) 555-0188',
      });
      const submission = (await submissionOf(location.id))!;
      expect(submission).toMatchObject({ kind: 'registration', status: 'pending' });
      const detail = (await (await submissionDetail(f.admin.cookie, submission.id)).json()).submission;
      expect(detail).toMatchObject({ kind: 'registration', facilityName: 'Harbor West', accountEmail: f.email, city: 'Nampa' });
      expect((await auditLinesFor(`facility:${location.id}`)).map((line) => line.action)).toEqual(['location.add']);
      // The account hears it is in review, and is not told its sign-in waits for approval (it already works).
      expect((await newestEmail(f.email, 'location_received'))?.subject).toBe('We received your new location Harbor West');
      const received = await deliverableText(f.email, 'location_received');
      expect(received).toContain('Your locations');
      expect(received).not.toMatch(/sign-in works from then/);

      // Not on the site until approved; then published, and the first listing is untouched.
      expect((await publicListing(location.id)).status).toBe(404);
      expect((await approve(f.admin.cookie, submission.id)).status).toBe(200);
      expect((await publicListing(location.id)).status).toBe(200);
      expect((await (await publicListing(f.facilityId)).json()).facility.name).toBe(f.facilityName);
    });

    it('a retry with the same Idempotency-Key adds nothing more; the key with another body is a 409', async () => {
      const f = await publishedFacility();
      const key = `location-${crypto.randomUUID()}`;
      const body = newLocation({ facilityName: 'Retry Location' });
      const [a, b] = [await addLocation(f.cookie, body, key), await addLocation(f.cookie, body, key)];
      expect([a.status, b.status]).toEqual([201, 201]);
      expect((await a.json()).location.id).toBe((await b.json()).location.id);
      const other = await addLocation(f.cookie, newLocation({ facilityName: 'Another Body' }), key);
      expect(other.status).toBe(409);
      const count = await env.DB.prepare(`SELECT count(*) AS n FROM facilities WHERE organization_id = ?1`).bind(f.facilityId).first<{ n: number }>();
      expect(count?.n).toBe(2);
    });
  });

  describe('the dashboard switches between the account’s locations', () => {
    it('lists the organization and its locations; each endpoint reads the location the request names', { timeout: 30_000 }, async () => {
      const f = await twoLocations('Switcher North');
      const listed = await (await listLocations(f.cookie)).json();
      expect(listed.organization).toEqual({ name: f.facilityName, website: 'https://serene.example.org' });
      expect(listed.locations.map((l) => [l.id, l.status])).toEqual([
        [f.facilityId, 'approved'],
        [f.second.id, 'approved'],
      ]);

      // GET /api/facility/me: the first listing by default, the second when named; both list the locations.
      const first = await (await client.facility.me.$get(undefined, withCookie(f.cookie))).json();
      const second = await (await clientAt(f.second.id).facility.me.$get(undefined, withCookie(f.cookie))).json();
      expect(first.listing?.id).toBe(f.facilityId);
      expect(second.listing).toMatchObject({ id: f.second.id, name: 'Switcher North', city: 'Meridian', status: 'approved' });
      expect(second.submission).toMatchObject({ status: 'approved' });
      expect(second.locations).toHaveLength(2);

      // Availability is each location's own.
      const saved = await clientAt(f.second.id).facility.me.availability.$put({ json: { accepting: 'waitlist', openBeds: '', waitDays: 9 } }, withCookie(f.cookie));
      expect(saved.status).toBe(200);
      const own = await env.DB.prepare('SELECT facility_id, accepting FROM facility_availability WHERE facility_id IN (?1, ?2)')
        .bind(f.facilityId, f.second.id)
        .all();
      expect(own.results).toEqual([{ facility_id: f.second.id, accepting: 'waitlist' }]);

      // Inquiries and analytics are each location's own.
      const leadId = await sendLead({ facilityId: f.second.id });
      const inquiriesAt = async (at: typeof client) => (await (await at.facility.me.inquiries.$get({ query: {} }, withCookie(f.cookie))).json()).items.map((i) => i.id);
      expect(await inquiriesAt(clientAt(f.second.id))).toEqual([leadId]);
      expect(await inquiriesAt(client)).toEqual([]);
      expect((await clientAt(f.second.id).facility.me.inquiries[':id'].$get({ param: { id: String(leadId) } }, withCookie(f.cookie))).status).toBe(200);
      expect((await client.facility.me.inquiries[':id'].$get({ param: { id: String(leadId) } }, withCookie(f.cookie))).status).toBe(404);
      const analytics = await (await clientAt(f.second.id).facility.me.analytics.$get({ query: {} }, withCookie(f.cookie))).json();
      expect(analytics.totals.inquiries).toBe(1);

      // Manage Listing and its preview: the second location's.
      const preview = await (await clientAt(f.second.id).facility.me.preview.$get(undefined, withCookie(f.cookie))).json();
      expect(preview.facility).toMatchObject({ id: f.second.id, name: 'Switcher North' });
    });
  });

  describe('migration 0028 and accounts from before organizations', () => {
    const dataStatements = () => {
      const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0028'));
      expect(migration).toBeDefined();
      return migration!.queries.filter((q) => /^\s*(INSERT|UPDATE)/i.test(q.replace(/^\s*--.*$/gm, '')));
    };

    it('makes each existing account’s listing its organization, named as the listing, and changes nothing when run again', async () => {
      // An account as it was before the migration: a listing and its account, no organization.
      const facilityId = await addFacility({ name: 'Before Organizations Recovery', city: 'Boise', state: 'ID', status: 'approved' });
      await updateRows('facilities', { id: facilityId }, { website: 'https://before.example.org' });
      const user = await addUser({ role: 'facility', password: PASSWORD, facilityId });
      const unlinked = await addUser({ role: 'facility', password: PASSWORD });
      const accountless = await addFacility({ name: 'Nobody’s Listing', city: 'Boise', state: 'ID', status: 'approved' });
      expect(await organizationOf('users', user.id)).toEqual({ organizationId: null });

      const statements = dataStatements();
      expect(statements.length).toBeGreaterThanOrEqual(3);
      for (let run = 0; run < 2; run++) await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));

      expect(await organizationRow(facilityId)).toEqual({ id: facilityId, name: 'Before Organizations Recovery', website: 'https://before.example.org' });
      expect(await organizationOf('facilities', facilityId)).toEqual({ organizationId: facilityId });
      expect(await organizationOf('users', user.id)).toEqual({ organizationId: facilityId });
      expect(await organizationOf('users', unlinked.id)).toEqual({ organizationId: null });
      expect(await organizationOf('facilities', accountless)).toEqual({ organizationId: null });
      expect(await organizationRow(accountless)).toBeNull();

      // The account still reads its listing, and the listing's HSDS organization id is the one it had.
      const cookie = await signInAs('facility', user.email, PASSWORD);
      const me = await (await client.facility.me.$get(undefined, withCookie(cookie))).json();
      expect(me.listing?.id).toBe(facilityId);
      expect(me.locations.map((l) => l.id)).toEqual([facilityId]);
      const services = (await (await api(`/api/hsds/services?organization_id=${await hsdsOrganizationId(facilityId)}`)).json()) as { total_items: number };
      expect(services.total_items).toBe(1);
    });

    it('an account whose listing is no organization yet becomes one when it adds a location', async () => {
      const facilityId = await addFacility({ name: 'Legacy Listing Recovery', city: 'Boise', state: 'ID', status: 'approved' });
      const user = await addUser({ role: 'facility', password: PASSWORD, facilityId });
      const cookie = await signInAs('facility', user.email, PASSWORD);
      const listed = await (await listLocations(cookie)).json();
      expect(listed).toEqual({
        organization: { name: 'Legacy Listing Recovery', website: expect.any(String) },
        locations: [expect.objectContaining({ id: facilityId, status: 'approved' })],
      });
      const res = await addLocation(cookie, newLocation({ facilityName: 'Legacy Listing East' }));
      expect(res.status).toBe(201);
      const { location } = await res.json();
      expect(await organizationRow(facilityId)).toMatchObject({ id: facilityId, name: 'Legacy Listing Recovery' });
      expect(await organizationOf('facilities', facilityId)).toEqual({ organizationId: facilityId });
      expect(await organizationOf('facilities', location.id)).toEqual({ organizationId: facilityId });
      expect(await organizationOf('users', user.id)).toEqual({ organizationId: facilityId });
      expect((await (await listLocations(cookie)).json()).locations.map((l) => l.id)).toEqual([facilityId, location.id]);
    });

    it('a new registration is the first location of an organization of its own', async () => {
      const f = await publishedFacility();
      expect(await organizationRow(f.facilityId)).toMatchObject({ id: f.facilityId, name: f.facilityName, website: 'https://serene.example.org' });
      expect(await organizationOf('facilities', f.facilityId)).toEqual({ organizationId: f.facilityId });
    });
  });

  describe('HSDS: an organization’s locations under one organization', () => {
    it('lists the organization once, with both locations and services, valid HSDS', { timeout: 60_000 }, async () => {
      const f = await twoLocations('Open Data North');
      const organizationId = await hsdsOrganizationId(f.facilityId);
      const res = await api(`/api/hsds/organizations/${organizationId}`);
      expect(res.status).toBe(200);
      const organization = (await res.json()) as { name: string; locations: { name: string }[]; services: { organization_id: string }[] };
      expect(organization.name).toBe(f.facilityName);
      expect(organization.locations.map((l) => l.name)).toEqual([f.facilityName, 'Open Data North']);
      expect(organization.services.map((s) => s.organization_id)).toEqual([organizationId, organizationId]);
      expect(await hsdsErrors('organization', organization)).toEqual([]);

      const services = (await (await api(`/api/hsds/services?organization_id=${organizationId}`)).json()) as { total_items: number; contents: { organization_id: string }[] };
      expect(services.total_items).toBe(2);
      expect(services.contents.every((s) => s.organization_id === organizationId)).toBe(true);
      // The second location's own organization id names nothing: it is a location, not an organization.
      expect((await api(`/api/hsds/organizations/${await hsdsOrganizationId(f.second.id)}`)).status).toBe(404);

      const list = (await (await api('/api/hsds/organizations?per_page=200')).json()) as { contents: { id: string }[] };
      expect(list.contents.filter((o) => o.id === organizationId)).toHaveLength(1);
      const full = (await (await api('/api/hsds/organizations?per_page=200&full=true')).json()) as { contents: { id: string; locations: unknown[] }[] };
      const mine = full.contents.find((o) => o.id === organizationId)!;
      expect(mine.locations).toHaveLength(2);
      expect(await hsdsErrors('organization', mine)).toEqual([]);
    });
  });
});

describe('locations.errors', () => {
  it('says what is wrong with each field of a new location, and stores nothing', async () => {
    const f = await publishedFacility();
    const res = await addLocation(f.cookie, newLocation({ facilityName: ' ', zipCode: '', treatmentTypes: [], agreeToReview: false as true }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toMatchObject({
      facilityName: 'Facility name is required',
      zipCode: 'ZIP code is required',
      treatmentTypes: 'Select at least one treatment type',
      agreeToReview: 'You must agree to review process',
    });
    const count = await env.DB.prepare('SELECT count(*) AS n FROM facilities WHERE organization_id = ?1').bind(f.facilityId).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  // Issue 40: unknown ids and slugs were dropped on store, and the location filed with a 201.
  it.each([
    ['specializations', { specializations: ['not-a-thing'] }, 'Please choose specializations from the list: “not-a-thing” is not one'],
    ['services', { services: ['pay-no-such-thing'] }, 'Please choose services from the list: “pay-no-such-thing” is not one'],
  ] as [string, Parameters<typeof newLocation>[0], string][])('400 naming %s for an id that is none of its list, and stores nothing', async (field, change, message) => {
    const f = await publishedFacility();
    const res = await addLocation(f.cookie, newLocation(change));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ [field]: message });
    const count = await env.DB.prepare('SELECT count(*) AS n FROM facilities WHERE organization_id = ?1').bind(f.facilityId).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('409 for an account linked to no listing: it has no organization to add to', async () => {
    const unlinked = await addUser({ role: 'facility', password: PASSWORD });
    const res = await addLocation(await signInAs('facility', unlinked.email, PASSWORD), newLocation());
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.code).toBe('conflict');
  });

  it('a location that is not a positive id is a 400 naming it', async () => {
    const f = await publishedFacility();
    for (const bad of ['abc', '0', '-1', '1e3', '1.5', '99999999999999999999']) {
      const res = await api(`/api/facility/me?location=${encodeURIComponent(bad)}`, withCookie(f.cookie));
      expect(res.status, bad).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual({ location: 'Location must be the id of one of your locations.' });
    }
  });
});

/** What a refused request must leave as it was: the location's submissions, availability, contact and inquiry. */
const whatTheLocationHolds = (facilityId: number, leadId: number) =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM facility_submissions WHERE facility_id = ?1) AS submissions,
       (SELECT count(*) FROM facility_availability WHERE facility_id = ?1) AS availability,
       (SELECT contact_name FROM facilities WHERE id = ?1) AS contact,
       (SELECT facility_status FROM leads WHERE id = ?2) AS lead`,
  )
    .bind(facilityId, leadId)
    .first();

describe('locations.security', () => {
  it('401 without a facility session, for the list and for adding', async () => {
    expect((await listLocations(undefined)).status).toBe(401);
    expect((await addLocation(undefined, newLocation())).status).toBe(401);
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const adminCookie = await signInAs('admin', admin.email, PASSWORD);
    expect((await addLocation(adminCookie, newLocation())).status).toBe(401);
  });

  it('every facility endpoint refuses another account’s location (404, as one that does not exist) and changes nothing of it', { timeout: 60_000 }, async () => {
    const a = await twoLocations('Guarded North');
    const leadId = await sendLead({ facilityId: a.second.id });
    const b = await publishedFacility();
    const before = await whatTheLocationHolds(a.second.id, leadId);
    const listing = { ...newLocation(), email: '', insurance: [], services: [], intakeHours: '' };
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/facility/me'],
      ['GET', '/api/facility/me/activity'],
      ['GET', '/api/facility/me/preview'],
      ['PUT', '/api/facility/me/listing', listing],
      ['POST', '/api/facility/me/resubmission', { ...listing, agreeToTerms: true, agreeToReview: true }],
      ['GET', '/api/facility/me/contact'],
      ['PUT', '/api/facility/me/contact', { name: 'Intruder', title: '', phone: '(208) 555-0100', email: 'x@example.org' }],
      ['GET', '/api/facility/me/availability'],
      ['PUT', '/api/facility/me/availability', { accepting: 'no', openBeds: '', waitDays: null }],
      ['POST', '/api/facility/me/availability/confirmation'],
      ['GET', '/api/facility/me/inquiries'],
      ['GET', `/api/facility/me/inquiries/${leadId}`],
      ['PATCH', `/api/facility/me/inquiries/${leadId}`, { status: 'closed' }],
      ['GET', '/api/facility/me/analytics'],
    ];
    // Another account's location, and one that does not exist, answer alike.
    for (const location of [a.second.id, a.facilityId, 99_999_999]) {
      for (const [method, path, body] of calls) {
        const res = await api(`${path}?location=${location}`, {
          method,
          headers: { ...withCookie(b.cookie).headers, Origin: ORIGIN, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${method} ${path} at ${location}`).toBe(404);
        const { error } = await errorOf(res);
        expect(error.message, `${method} ${path}`).toBe('You have no location with this id.');
        expect(JSON.stringify(error)).not.toContain('Guarded North');
      }
    }
    const after = await whatTheLocationHolds(a.second.id, leadId);
    expect(after).toEqual(before);
    // B's own locations list only its own listing.
    expect((await (await listLocations(b.cookie)).json()).locations.map((l) => l.id)).toEqual([b.facilityId]);
  });

  it('a listing of the same city or name but another organization is not a location of the account', async () => {
    const a = await publishedFacility();
    // Registered by someone else under the same name, in the same city.
    const stranger = (await registerFacility(a.facilityName)).facilityId;
    const res = await clientAt(stranger).facility.me.$get(undefined, withCookie(a.cookie));
    expect(res.status).toBe(404);
    const signedIn = await signInAs('facility', a.email, FACILITY_PASSWORD);
    expect((await clientAt(a.facilityId).facility.me.$get(undefined, withCookie(signedIn))).status).toBe(200);
  });
});

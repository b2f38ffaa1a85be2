import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows, updateRows } from '../../test/factories';
import { client, errorOf } from '../../test/client';
import { loadReferenceData, withCookie } from '../../test/fixtures';
import { listingEdit, listingPreview, publicListing, publishedFacility, saveListing } from '../../test/listing-edit';
import { rejectedFacility } from '../../test/resubmission';
import { approve, lastEmail, reject, submissionDetail } from '../../test/review';
import { auditLinesFor } from '../../test/staff';

describe('facility-listing', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  /** A list in any order (the snapshot's lists follow the taxonomy, not the form). */
  const sameSet = (items: string[]) => expect.toSatisfy((v: unknown) => Array.isArray(v) && [...v].sort().join() === [...items].sort().join());

  async function me(cookie: string) {
    const res = await client.facility.me.$get(undefined, withCookie(cookie));
    expect(res.status).toBe(200);
    return res.json();
  }

  describe('PUT /api/facility/me/listing', () => {
    it('checks accreditations as the list it will show again, so whatever it saved can be saved again as shown', async () => {
      const f = await publishedFacility();
      const names = (n: number) => Array.from({ length: n }, (_, i) => `Accred${String(i).padStart(3, '0')}`);
      // Typed without spaces, 50 names are 499 characters; shown again as "a, b", 548: refused now, saying why.
      const tooMany = await saveListing(f.cookie, listingEdit(f, { accreditation: names(50).join(',') }));
      expect(tooMany.status).toBe(400);
      expect((await errorOf(tooMany)).error.fields).toEqual({ accreditation: 'Please keep this under 500 characters' });
      // 45 names fit either way; what Manage Listing shows back saves again unchanged.
      expect((await saveListing(f.cookie, listingEdit(f, { accreditation: names(45).join(',') }))).status).toBe(200);
      const shown = (await me(f.cookie)).draft?.accreditation ?? '';
      expect(shown).toBe(names(45).join(', '));
      expect((await saveListing(f.cookie, listingEdit(f, { accreditation: shown }))).status).toBe(200);
    });

    it('files the changed fields as one update; the public listing keeps its content until an admin approves', async () => {
      const f = await publishedFacility();
      const res = await saveListing(
        f.cookie,
        listingEdit(f, { description: 'Now with evening groups.', treatmentTypes: ['outpatient', 'detox'], insurance: ['aetna'] }),
      );
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.pendingUpdate?.changes).toEqual([
        { field: 'description', current: 'Outpatient programs for adults.', proposed: 'Now with evening groups.' },
        { field: 'treatmentTypes', current: sameSet(['outpatient', 'iop']), proposed: sameSet(['detox', 'outpatient']) },
        { field: 'insurance', current: [], proposed: ['aetna'] },
      ]);

      // Still the old text in public.
      const before = await (await publicListing(f.facilityId)).json();
      expect(before.facility.description).toBe('Outpatient programs for adults.');

      // The dashboard says an update waits, with names for the taxonomy ids.
      const dashboard = await me(f.cookie);
      expect(dashboard.pendingUpdate?.changes.map((c) => c.field)).toEqual(['description', 'treatmentTypes', 'insurance']);
      expect(dashboard.names).toMatchObject({ detox: expect.any(String), aetna: expect.any(String), iop: expect.any(String) });
      // Manage Listing starts from the saved edit, not from the published text.
      expect(dashboard.draft).toMatchObject({ description: 'Now with evening groups.', insurance: ['aetna'], specializations: expect.arrayContaining(['alcohol-addiction', 'opioid-addiction']) });

      // The admin approves it: exactly those fields change.
      const approved = await approve(f.admin.cookie, body.pendingUpdate!.id);
      expect(approved.status).toBe(200);
      const after = await (await publicListing(f.facilityId)).json();
      expect(after.facility.description).toBe('Now with evening groups.');
      expect(after.facility.name).toBe(f.facilityName);
      expect(after.facility.insurance).toHaveLength(1);
      expect((await me(f.cookie)).pendingUpdate).toBeNull();
      // The facility hears that its changes are live, not that a new listing was approved.
      expect((await lastEmail(f.email, 'listing_update_approved'))?.subject).toBe(`Your changes to ${f.facilityName} are live`);
      expect(await auditLinesFor(`facility:${f.facilityId}`)).toContainEqual(expect.objectContaining({ action: 'submission.update' }));
    });

    it('replaces the waiting update with a second save, and withdraws it when the listing is saved back as published', async () => {
      const f = await publishedFacility();
      const first = await (await saveListing(f.cookie, listingEdit(f, { phone: '(555) 555-0177' }))).json();
      const second = await (await saveListing(f.cookie, listingEdit(f, { city: 'Nampa' }))).json();
      expect(second.pendingUpdate?.id).toBe(first.pendingUpdate?.id);
      expect(second.pendingUpdate?.changes).toEqual([{ field: 'city', current: 'Boise', proposed: 'Nampa' }]);
      const pending = await env.DB.prepare(
        `SELECT count(*) AS n FROM facility_submissions WHERE facility_id = ?1 AND kind = 'update' AND status = 'pending'`,
      )
        .bind(f.facilityId)
        .first<{ n: number }>();
      expect(pending?.n).toBe(1);

      const back = await saveListing(f.cookie, listingEdit(f));
      expect(back.status).toBe(200);
      expect((await back.json()).pendingUpdate).toBeNull();
      expect((await me(f.cookie)).pendingUpdate).toBeNull();
    });

    it('files a new update after the last one was decided', async () => {
      const f = await publishedFacility();
      const first = await (await saveListing(f.cookie, listingEdit(f, { website: 'https://new.example.org' }))).json();
      expect((await reject(f.admin.cookie, first.pendingUpdate!.id, 'That site does not load.')).status).toBe(200);
      expect((await lastEmail(f.email, 'listing_update_rejected'))?.body_text).toContain('That site does not load.');
      expect((await publicListing(f.facilityId)).status).toBe(200);
      const second = await (await saveListing(f.cookie, listingEdit(f, { website: 'https://serene-valley.example.org' }))).json();
      expect(second.pendingUpdate?.id).not.toBe(first.pendingUpdate?.id);
      const detail = await (await submissionDetail(f.admin.cookie, second.pendingUpdate!.id)).json();
      expect(detail.submission).toMatchObject({ kind: 'update', status: 'pending', contactPerson: 'Jordan Lee' });
    });
  });

  describe('GET /api/facility/me/preview', () => {
    it('shows the listing as the public page would, with the waiting update applied', async () => {
      const f = await publishedFacility();
      await saveListing(f.cookie, listingEdit(f, { description: 'Previewed text.', state: 'OR', specializations: ['alcohol-addiction'] }));
      const res = await listingPreview(f.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
      const body = await res.json();
      expect(body.pending).toBe(true);
      expect(body.facility).toMatchObject({ id: f.facilityId, description: 'Previewed text.', state: 'OR', stateFullName: 'Oregon' });
      expect(body.facility.specializations).toHaveLength(1);
      // Unchanged lists keep their names.
      expect(body.facility.treatmentTypes).toHaveLength(2);
      // The form gets the saved specializations back exactly as ticked.
      expect((await me(f.cookie)).draft?.specializations).toEqual(['alcohol-addiction']);
    });

    it('lists the services as the public page does: the waiting update’s, then, once approved, the stored ones', { timeout: 30_000 }, async () => {
      const f = await publishedFacility();
      const saved = await (await saveListing(f.cookie, listingEdit(f, { services: ['phr-methadone', 'ol-spanish'] }))).json();
      const waiting = await (await listingPreview(f.cookie)).json();
      expect(waiting.services).toEqual([
        { category: 'PHR', name: 'Medications (pharmacotherapies)', searchable: true, services: ['Methadone'] },
        { category: 'OL', name: 'Languages other than English', searchable: true, services: ['Spanish'] },
      ]);
      // The public page still lists none: the update waits for review.
      expect((await (await publicListing(f.facilityId)).json()).services).toEqual([]);
      expect((await approve(f.admin.cookie, saved.pendingUpdate!.id)).status).toBe(200);
      const stored = await (await listingPreview(f.cookie)).json();
      expect(stored.pending).toBe(false);
      expect(stored.services).toEqual((await (await publicListing(f.facilityId)).json()).services);
      expect(stored.services).toHaveLength(2);
    });

    it('shows a listing still under review as it is stored', async () => {
      const f = await publishedFacility();
      const body = await (await listingPreview(f.cookie)).json();
      expect(body).toMatchObject({ pending: false, status: 'approved' });
      expect(body.facility.description).toBe('Outpatient programs for adults.');
    });
  });

  describe('GET /api/facility/me stats and activity', () => {
    it('counts views and inquiries from the daily rows, and lists recent events newest first', async () => {
      const f = await publishedFacility();
      const today = new Date().toISOString().slice(0, 10);
      await insertRows('facility_daily_stats', [
        { facility_id: f.facilityId, day: today, views: 12 },
        { facility_id: f.facilityId, day: '2020-01-02', views: 30 },
      ]);
      const lead = await client.leads.$post(
        {
          json: { name: 'Sam Rivera', phone: '(555) 555-0147', facilityId: f.facilityId, consent: true },
        },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      );
      expect(lead.status).toBe(201);
      await saveListing(f.cookie, listingEdit(f, { phone: '(555) 555-0188' }));

      const { stats } = await me(f.cookie);
      expect(stats).toMatchObject({ totalViews: 42, monthViews: 12, totalInquiries: 1, monthInquiries: 1 });

      const res = await client.facility.me.activity.$get(undefined, withCookie(f.cookie));
      expect(res.status).toBe(200);
      const { items } = await res.json();
      expect(items.map((i) => i.kind)).toEqual(['edit_submitted', 'inquiry', 'approved', 'submitted']);
      expect(items[1]).toMatchObject({ inquiryId: expect.any(Number) });
      // Activity names an inquiry, never what it says.
      expect(JSON.stringify(items)).not.toContain('Sam');
    });
  });
});

describe('facility-listing.errors', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  describe('PUT /api/facility/me/listing with bad input', () => {
    it.each([
      ['facilityName', { facilityName: ' ' }, 'Facility name is required'],
      ['email', { email: 'not-an-address' }, 'Please enter a valid email address'],
      ['website', { website: 'serene valley' }, 'Please enter a web address, such as lakeshore.example.org'],
      ['established', { established: '87' }, 'Please enter a four-digit year'],
      ['treatmentTypes', { treatmentTypes: [] }, 'Select at least one treatment type'],
      ['state', { state: 'Idaho' }, 'State is required'],
    ] as [string, Parameters<typeof listingEdit>[1], string][])('400 naming %s with the registration form’s message', async (field, change, message) => {
      const f = await publishedFacility();
      const res = await saveListing(f.cookie, listingEdit(f, change));
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.fields?.[field]).toBe(message);
    });

    // Issue 40: an id or slug that is none of the reference lists' (or of the services catalogue) was
    // dropped on store, and the rest saved with a 200.
    it.each([
      ['treatmentTypes', { treatmentTypes: ['outpatient', 'not-a-thing'] }, 'Please choose treatment types from the list: “not-a-thing” is not one'],
      ['specializations', { specializations: ['not-a-thing'] }, 'Please choose specializations from the list: “not-a-thing” is not one'],
      ['insurance', { insurance: ['not-a-thing'] }, 'Please choose insurance from the list: “not-a-thing” is not one'],
      ['services', { services: ['ol-spanish', 'ol-not-a-language'] }, 'Please choose services from the list: “ol-not-a-language” is not one'],
      ['state', { state: 'ZZ' }, 'Please choose a state from the list: “ZZ” is not one'],
    ] as [string, Parameters<typeof listingEdit>[1], string][])('400 naming %s for an id that is none of its list, and files no update', async (field, change, message) => {
      const f = await publishedFacility();
      const res = await saveListing(f.cookie, listingEdit(f, { description: 'Changed too.', ...change }));
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.fields).toEqual({ [field]: message });
      const updates = await env.DB.prepare(`SELECT count(*) AS n FROM facility_submissions WHERE facility_id = ?1 AND kind = 'update'`)
        .bind(f.facilityId)
        .first<{ n: number }>();
      expect(updates?.n).toBe(0);
    });

    it('400 when nothing differs from the published listing and no update waits', async () => {
      const f = await publishedFacility();
      const res = await saveListing(f.cookie, listingEdit(f));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.message).toMatch(/Change at least one field/);
    });

    it('415 for a body that is not JSON', async () => {
      const f = await publishedFacility();
      const res = await client.facility.me.listing.$put(
        // @ts-expect-error: a form body on purpose
        { form: { facilityName: 'x' } },
        withCookie(f.cookie),
      );
      expect(res.status).toBe(415);
      expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
    });

    it('409 while the listing is back under review (unpublished), and for a rejected one (it resubmits instead)', async () => {
      const unpublished = await publishedFacility();
      // What resolving a listing report with "unpublish" does to it.
      await updateRows('facilities', { id: unpublished.facilityId }, { status: 'pending' });
      const underReview = await saveListing(unpublished.cookie, listingEdit(unpublished, { description: 'Changed.' }));
      expect(underReview.status).toBe(409);
      expect((await errorOf(underReview)).error.message).toMatch(/under review/);

      const rejected = await rejectedFacility();
      const res = await saveListing(rejected.cookie, listingEdit(rejected, { description: 'Changed.' }));
      expect(res.status).toBe(409);
      expect((await errorOf(res)).error.message).toMatch(/resubmit/);
    });
  });
});

describe('facility-listing.security', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  /** Every dashboard endpoint this file covers, called with `cookie`. */
  const calls = (cookie: string | undefined, f: { facilityName: string; email: string }) => ({
    me: () => client.facility.me.$get(undefined, withCookie(cookie)),
    activity: () => client.facility.me.activity.$get(undefined, withCookie(cookie)),
    preview: () => listingPreview(cookie),
    save: () => saveListing(cookie, listingEdit(f, { description: 'Written by someone else.' })),
  });

  describe('the listing endpoints refuse requests without the facility’s own session', () => {
    it('401 with no session and with an admin’s, and nothing of the listing in the answer', async () => {
      const f = await publishedFacility();
      for (const cookie of [undefined, f.admin.cookie]) {
        for (const [name, call] of Object.entries(calls(cookie, f))) {
          const res = await call();
          expect(res.status, name).toBe(401);
          const body = JSON.stringify(await errorOf(res));
          expect(body).not.toContain(f.facilityName);
        }
      }
      const pending = await env.DB.prepare(`SELECT count(*) AS n FROM facility_submissions WHERE facility_id = ?1 AND kind = 'update'`)
        .bind(f.facilityId)
        .first<{ n: number }>();
      expect(pending?.n).toBe(0);
    });

    it('another facility’s session reads and changes only its own listing', async () => {
      const first = await publishedFacility();
      await saveListing(first.cookie, listingEdit(first, { description: 'The first facility’s own words.' }));
      const other = await publishedFacility();

      for (const [name, call] of Object.entries(calls(other.cookie, other))) {
        const res = await call();
        expect(res.status, name).toBe(200);
        const text = await res.text();
        expect(text, name).not.toContain(first.facilityName);
        expect(text, name).not.toContain('The first facility’s own words.');
        expect(text, name).not.toContain(`"id":${first.facilityId},`);
      }
      // The first facility's waiting update is untouched by the other's save.
      const preview = await (await listingPreview(first.cookie)).json();
      expect(preview.facility.description).toBe('The first facility’s own words.');
    });

    it('403 for a listing edit from another site', async () => {
      const f = await publishedFacility();
      const res = await client.facility.me.listing.$put(
        { json: listingEdit(f, { description: 'Cross-site.' }) },
        { headers: { ...withCookie(f.cookie).headers, Origin: 'https://evil.example' } },
      );
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error.code).toBe('forbidden');
    });
  });
});

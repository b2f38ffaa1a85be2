import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { loadReferenceData, withCookie } from '../../test/fixtures';
import { listingEdit, publishedFacility, saveListing } from '../../test/listing-edit';
import { rejectedFacility } from '../../test/resubmission';

beforeAll(async () => {
  await loadReferenceData();
});

describe('PUT /api/facility/me/listing with bad input', () => {
  it.each([
    ['facilityName', { facilityName: ' ' }, 'Facility name is required'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['website', { website: 'serene.example.org' }, 'Please enter a full web address (https://…)'],
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
    await env.DB.prepare(`UPDATE facilities SET status = 'pending' WHERE id = ?1`).bind(unpublished.facilityId).run();
    const underReview = await saveListing(unpublished.cookie, listingEdit(unpublished, { description: 'Changed.' }));
    expect(underReview.status).toBe(409);
    expect((await errorOf(underReview)).error.message).toMatch(/under review/);

    const rejected = await rejectedFacility();
    const res = await saveListing(rejected.cookie, listingEdit(rejected, { description: 'Changed.' }));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toMatch(/resubmit/);
  });
});

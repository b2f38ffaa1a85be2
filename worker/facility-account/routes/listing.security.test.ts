import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { loadReferenceData, withCookie } from '../../test/fixtures';
import { listingEdit, listingPreview, publishedFacility, saveListing } from '../../test/listing-edit';

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

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateStatement } from '../../test/factories';
import { client } from '../../test/client';
import { addFacility, addUser, freshSearch, loadReferenceData, newClient } from '../../test/fixtures';

let published: number;
let pending: number;
let rejected: number;

beforeAll(async () => {
  await loadReferenceData();
  published = await addFacility({ name: 'Open Door Recovery', state: 'VT', rating: 3 });
  pending = await addFacility({ name: 'Pending Draft Recovery', state: 'VT', rating: 5, status: 'pending' });
  rejected = await addFacility({ name: 'Rejected Listing Recovery', state: 'VT', rating: 5, status: 'rejected' });
  // Accredited and freshly verified: would be featured if it were published.
  const verifiedAt = new Date().toISOString();
  await env.DB.batch([pending, rejected].map((id) => updateStatement('facilities', { id }, { accreditation: '["CARF"]', last_verified_at: verifiedAt })));
  await addUser({ role: 'facility', password: 'irrelevant pass', email: 'private-owner@vt.example.org', facilityId: published });
  await freshSearch();
});

describe('only published listings are ever shown', () => {
  it.each([
    ['pending', () => pending],
    ['rejected', () => rejected],
  ])('a %s listing is a 404 by id', async (_label, id) => {
    const res = await client.facility.public[':id'].$get({ param: { id: String(id()) } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/Draft|Rejected Listing/);
  });

  it('is left out of state lists, "others", featured and search', async () => {
    const unpublished = /Pending Draft|Rejected Listing/;
    const state = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode: 'VT' }, query: {} });
    const json = await state.json();
    expect(json.total).toBe(1);
    expect(JSON.stringify(json)).not.toMatch(unpublished);
    const page = await client.facility.public[':id'].$get({ param: { id: String(published) } });
    expect((await page.json()).others).toEqual([]);
    const featured = await client.facility.public.featured.$get({ query: { limit: '12' } });
    expect(JSON.stringify(await featured.json())).not.toMatch(unpublished);
    const search = await client.facility.public.search.$get({ query: { q: 'recovery' } });
    expect((await search.json()).facilities.map((f) => f.id)).toEqual([published]);
  });

  it('refuses a problem report about a listing that is not published (404)', async () => {
    const res = await client.facility.public[':id'].reports.$post(
      { param: { id: String(pending) }, json: { reason: 'closed' } },
      { headers: newClient() },
    );
    expect(res.status).toBe(404);
  });
});

describe('what a public listing does not reveal', () => {
  it('never shows the email of the account behind a listing', async () => {
    const res = await client.facility.public[':id'].$get({ param: { id: String(published) } });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('private-owner@vt.example.org');
  });

  it('sets no cookie on public answers', async () => {
    const res = await client.facility.public[':id'].$get({ param: { id: String(published) } });
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('path values are data, never SQL', () => {
  it.each(["VT' OR '1'='1", 'VT"; DROP TABLE facilities; --', 'N%', '__'])('state %j is a 404 and changes nothing', async (stateCode) => {
    const res = await client.facility.public.states[':stateCode'].facilities.$get({ param: { stateCode }, query: {} });
    expect(res.status).toBe(404);
    const count = await env.DB.prepare(`SELECT count(*) AS n FROM facilities`).first<{ n: number }>();
    expect(count!.n).toBe(3);
  });
});

describe('a state-changing request from another site', () => {
  it('is refused (403) and stores nothing', async () => {
    const res = await client.facility.public[':id'].reports.$post(
      { param: { id: String(published) }, json: { reason: 'closed' } },
      { headers: { ...newClient(), Origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    const count = await env.DB.prepare(`SELECT count(*) AS n FROM listing_reports`).first<{ n: number }>();
    expect(count!.n).toBe(0);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../test/fixtures';
import { publishedFacility } from '../../test/listing-edit';
import { addLocation, newLocation } from '../../test/locations';

beforeAll(async () => {
  await loadReferenceData();
});

describe('facility-locations.security: an Idempotency-Key is the account’s own', () => {
  it('another account sending the same key and body adds its own location, and learns nothing of the first', async () => {
    const [first, second] = [await publishedFacility(), await publishedFacility()];
    const key = `shared-${crypto.randomUUID()}`;
    const body = newLocation({ facilityName: 'Same Key Location' });
    const a = await addLocation(first.cookie, body, key);
    const b = await addLocation(second.cookie, body, key);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [mine, theirs] = [(await a.json()).location.id, (await b.json()).location.id];
    expect(theirs).not.toBe(mine);
    const owners = await env.DB.prepare(`SELECT id, organization_id FROM facilities WHERE id IN (?1, ?2) ORDER BY id`).bind(mine, theirs).all();
    expect(owners.results).toEqual([
      { id: mine, organization_id: first.facilityId },
      { id: theirs, organization_id: second.facilityId },
    ]);
    // And with another body the key is no 409 for the second account: it was never its key.
    expect((await addLocation(second.cookie, newLocation({ facilityName: 'Other Body' }), `other-${key}`)).status).toBe(201);
  });
});

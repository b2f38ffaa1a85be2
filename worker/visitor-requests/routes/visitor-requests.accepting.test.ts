import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { availabilityConfirmed } from '../../test/availability';
import { lead } from '../../test/bodies';
import { client } from '../../test/client';
import { addFacility, loadReferenceData, newClient } from '../../test/fixtures';

// Issue 41: an urgent request with no listing phone to call is answered with up to 3 listings
// accepting new patients (recently confirmed, published, with a phone) near the listing or in the
// visitor's state.

const send = async (body: ReturnType<typeof lead>) => {
  const res = await client.leads.$post({ json: body }, { headers: newClient() });
  expect(res.status).toBe(201);
  return (await res.json()).delivery;
};

const namesOf = (delivery: Awaited<ReturnType<typeof send>>) => delivery.nearbyAccepting.map((listing) => listing.name);

type Place = Omit<Parameters<typeof addFacility>[0], 'name' | 'state'>;

/** A listing in `state` that said it accepts new patients `days` ago. */
async function accepting(name: string, state: string, days: number, more: Place = {}) {
  const id = await addFacility({ city: 'Olympia', ...more, name, state });
  await availabilityConfirmed(id, days);
  return id;
}

beforeAll(async () => {
  await loadReferenceData();
  // Washington: four current, the newest three offered.
  await accepting('WA Confirmed Yesterday', 'WA', 1);
  await accepting('WA Confirmed 3 Days Ago', 'WA', 3);
  await accepting('WA Confirmed 14 Days Ago', 'WA', 14);
  await accepting('WA Confirmed 5 Days Ago', 'WA', 5);
  // None of these counts.
  await accepting('WA Stale Claim', 'WA', 15);
  await availabilityConfirmed(await addFacility({ name: 'WA Not Accepting', state: 'WA' }), 0, { accepting: 'no' });
  await availabilityConfirmed(await addFacility({ name: 'WA Waitlist', state: 'WA' }), 0, { accepting: 'waitlist' });
  await accepting('WA Unpublished', 'WA', 0, { status: 'pending' });
  await accepting('WA Rejected', 'WA', 0, { status: 'rejected' });
  const phoneless = await accepting('WA No Phone', 'WA', 0);
  await updateRows('facilities', { id: phoneless }, { phone: '' });
  await accepting('OR Accepting', 'OR', 0);
});

describe('POST /api/leads offers listings accepting new patients to an urgent request (issue 41)', () => {
  it('a general urgent request with a state: up to 3 accepting there, the most recently confirmed first', async () => {
    const delivery = await send(lead({ urgency: 'immediate', state: 'WA' }));
    expect(namesOf(delivery)).toEqual(['WA Confirmed Yesterday', 'WA Confirmed 3 Days Ago', 'WA Confirmed 5 Days Ago']);
    expect(delivery.nearbyAccepting[0]).toEqual({
      id: expect.any(Number),
      name: 'WA Confirmed Yesterday',
      city: 'Olympia',
      state: 'WA',
      phone: { display: '(555) 555-0100', tel: 'tel:+15555550100' },
    });
  });

  it('counts a claim confirmed up to 14 days ago (search’s filter), not an older one, nor one not accepting, unpublished or with no phone', async () => {
    await accepting('ID Confirmed 14 Days Ago', 'ID', 14);
    await accepting('ID Stale Claim', 'ID', 15);
    await availabilityConfirmed(await addFacility({ name: 'ID Not Accepting', state: 'ID' }), 0, { accepting: 'no' });
    await availabilityConfirmed(await addFacility({ name: 'ID Waitlist', state: 'ID' }), 0, { accepting: 'waitlist' });
    await accepting('ID Unpublished', 'ID', 0, { status: 'pending' });
    await accepting('ID Rejected', 'ID', 0, { status: 'rejected' });
    const phoneless = await accepting('ID No Phone', 'ID', 0);
    await updateRows('facilities', { id: phoneless }, { phone: 'call to ask' });
    await addFacility({ name: 'ID Never Said', state: 'ID' });
    expect(namesOf(await send(lead({ urgency: 'immediate', state: 'ID' })))).toEqual(['ID Confirmed 14 Days Ago']);
  });

  it('a request that is not urgent: none', async () => {
    for (const urgency of ['week', 'month', 'exploring', undefined] as const) {
      expect((await send(lead({ urgency, state: 'WA' }))).nearbyAccepting).toEqual([]);
    }
  });

  it('an urgent general request with no state: none (no guess)', async () => {
    expect((await send(lead({ urgency: 'immediate', state: '' }))).nearbyAccepting).toEqual([]);
  });

  it('an urgent request to a listing with a phone: its phone, no others', async () => {
    const listing = await accepting('WA Listing With Phone', 'WA', 0);
    const delivery = await send(lead({ urgency: 'immediate', state: 'WA', facilityId: listing }));
    expect(delivery.facilityPhone).toEqual({ display: '(555) 555-0100', tel: 'tel:+15555550100' });
    expect(delivery.nearbyAccepting).toEqual([]);
  });

  it('an urgent request to a listing with no phone: the nearest accepting in its state, whatever state the visitor chose', async () => {
    const reno = await addFacility({ name: 'NV Phoneless Listing', state: 'NV', city: 'Reno', latitude: 39.53, longitude: -119.81 });
    await updateRows('facilities', { id: reno }, { phone: '' });
    await availabilityConfirmed(reno, 0);
    await accepting('NV Las Vegas', 'NV', 0, { city: 'Las Vegas', latitude: 36.17, longitude: -115.14 });
    await accepting('NV No Coordinates', 'NV', 0, { city: 'Ely' });
    await accepting('NV Sparks', 'NV', 9, { city: 'Sparks', latitude: 39.53, longitude: -119.75 });
    await accepting('NV Carson City', 'NV', 2, { city: 'Carson City', latitude: 39.16, longitude: -119.77 });
    // Nearer than Las Vegas, but in another state.
    await accepting('CA Truckee', 'CA', 0, { city: 'Truckee', latitude: 39.33, longitude: -120.18 });

    const delivery = await send(lead({ urgency: 'immediate', state: 'WA', facilityId: reno }));
    expect(delivery.facilityPhone).toBeNull();
    expect(namesOf(delivery)).toEqual(['NV Sparks', 'NV Carson City', 'NV Las Vegas']);
    expect(delivery.nearbyAccepting.map((listing) => listing.city)).toEqual(['Sparks', 'Carson City', 'Las Vegas']);
  });
});

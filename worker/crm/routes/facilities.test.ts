import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { searchFacilities } from '../../test/crm';
import { addFacility, loadReferenceData } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

describe('GET /api/admin/crm/facilities', () => {
  it('finds listings of any status by part of their name, any case, names starting with it first, ten at most', async () => {
    const me = await signedInAdmin();
    const word = `Zephyr${crypto.randomUUID().slice(0, 4)}`;
    const starts = await addFacility({ name: `${word} Recovery`, city: 'Austin', state: 'TX', status: 'pending' });
    const inside = await addFacility({ name: `A ${word} House`, city: 'Reno', state: 'NV' });
    await addFacility({ name: 'Unrelated Center' });
    const res = await searchFacilities(me.cookie, word.toLowerCase());
    expect(res.status).toBe(200);
    expect((await res.json()).items).toEqual([
      { id: starts, name: `${word} Recovery`, city: 'Austin', state: 'TX', status: 'pending' },
      { id: inside, name: `A ${word} House`, city: 'Reno', state: 'NV', status: 'approved' },
    ]);

    for (let i = 0; i < 11; i++) await addFacility({ name: `${word} Branch ${i}` });
    expect((await (await searchFacilities(me.cookie, word)).json()).items).toHaveLength(10);
  });

  it('matches % and _ literally', async () => {
    const me = await signedInAdmin();
    await addFacility({ name: 'Percent Free Clinic' });
    expect((await (await searchFacilities(me.cookie, '%')).json()).items).toEqual([]);
  });

  it('400 on q when it is blank', async () => {
    const me = await signedInAdmin();
    const res = await searchFacilities(me.cookie, '   ');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ q: 'Type part of a facility name.' });
  });
});

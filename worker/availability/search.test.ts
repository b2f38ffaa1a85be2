import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityAccount, availabilityConfirmed, confirmAvailability, saveAvailability } from '../test/availability';
import { errorOf } from '../test/client';
import { addFacility, api, freshSearch, loadReferenceData } from '../test/fixtures';
import { searchOk, type SearchJson } from '../test/search';

// Search's availability filter: "Accepting new patients (confirmed in the last 14 days)", its facet
// count, and the words in the search box that ask for it.

const search = searchOk;

const names = (json: SearchJson) => json.facilities.map((f) => f.name).sort();
const acceptingFacet = (json: SearchJson) => json.facets.accepting;

let ids: Record<string, number>;

beforeAll(async () => {
  await loadReferenceData();
  const add = (name: string, state = 'OR') => addFacility({ name, city: 'Salem', state, status: 'approved', treatmentTypes: ['outpatient'] });
  ids = {
    today: await add('Orchard Today'),
    fourteen: await add('Orchard Fourteen'),
    fifteen: await add('Orchard Fifteen'),
    thirty: await add('Orchard Thirty'),
    waitlist: await add('Orchard Waitlist'),
    silent: await add('Orchard Silent'),
    elsewhere: await add('Orchard Elsewhere', 'WA'),
  };
  await availabilityConfirmed(ids.today!, 0);
  await availabilityConfirmed(ids.fourteen!, 14);
  await availabilityConfirmed(ids.fifteen!, 15);
  await availabilityConfirmed(ids.thirty!, 30);
  await availabilityConfirmed(ids.waitlist!, 0, { accepting: 'waitlist' });
  await availabilityConfirmed(ids.elsewhere!, 1);
  await freshSearch();
});

describe('search: accepting new patients', () => {
  it('finds listings accepting new patients confirmed 0 to 14 days ago, not 15 or more, nor a waitlist', async () => {
    const json = await search({ state: 'OR', accepting: '1' });
    expect(names(json)).toEqual(['Orchard Fourteen', 'Orchard Today']);
    expect(json.total).toBe(2);
    expect(acceptingFacet(json)).toEqual([{ value: '1', name: 'Accepting new patients (confirmed in the last 14 days)', count: 2 }]);
  });

  it('counts, while off, how many of the matches it would keep; other filters narrow it', async () => {
    const all = await search({ state: 'OR' });
    expect(all.total).toBe(6);
    expect(acceptingFacet(all)[0]!.count).toBe(2);
    const twoStates = await search({ q: 'Orchard' });
    expect(acceptingFacet(twoStates)[0]!.count).toBe(3);
    // With it on, the other facets count within it.
    const on = await search({ q: 'Orchard', accepting: '1' });
    expect(on.facets.state.find((s) => s.value === 'WA')?.count).toBe(1);
    expect(on.facets.state.find((s) => s.value === 'OR')?.count).toBe(2);
  });

  it('sees a confirmation at once, without waiting for the search index to be rebuilt', async () => {
    // In Nevada, so the other tests' counts stay as they are.
    const f = await availabilityAccount('Orchard Newly Confirmed', { city: 'Reno', state: 'NV' });
    await freshSearch();
    expect(names(await search({ state: 'NV', accepting: '1' }))).toEqual([]);
    await saveAvailability(f.cookie, { accepting: 'yes', openBeds: '', waitDays: '' });
    expect(names(await search({ state: 'NV', accepting: '1' }))).toEqual(['Orchard Newly Confirmed']);
    // "Still accurate" on a listing 20 days old brings it back into the filter.
    const stale = await availabilityAccount('Orchard Reconfirmed', { city: 'Reno', state: 'NV' });
    await availabilityConfirmed(stale.facilityId, 20);
    await freshSearch();
    expect(names(await search({ state: 'NV', accepting: '1' }))).not.toContain('Orchard Reconfirmed');
    expect((await confirmAvailability(stale.cookie)).status).toBe(200);
    expect(names(await search({ state: 'NV', accepting: '1' }))).toContain('Orchard Reconfirmed');
  });

  it('says which filter to remove when nothing matches with it', async () => {
    const json = await search({ state: 'OR', accepting: '1', treatment_types: 'residential' });
    expect(json.total).toBe(0);
    const removable = await search({ state: 'OR', accepting: '1', q: 'Silent' });
    expect(removable.total).toBe(0);
    expect(removable.relax).toContainEqual({ filter: 'accepting', total: 1 });
  });

  it('shows each result card’s availability with its age', async () => {
    const json = await search({ state: 'OR', q: 'Orchard Thirty' });
    const card = json.facilities.find((f) => f.id === ids.thirty);
    expect(card?.availability?.accepting).toMatchObject({ value: 'yes', daysAgo: 30, current: true });
  });

  it('refuses a value other than 0 or 1', async () => {
    const res = await api('/api/facility/public/search?accepting=yes');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ accepting: 'accepting must be 0 or 1.' });
  });
});

describe('search box: words that ask for availability', () => {
  it.each(['accepting new patients', 'open beds', 'no waitlist', 'available now'])('"%s" in oregon filters to accepting listings', async (words) => {
    const json = await search({ q: `${words} in oregon` });
    expect(names(json)).toEqual(['Orchard Fourteen', 'Orchard Today']);
    expect(json.understood).toContainEqual(
      expect.objectContaining({ kind: 'term', label: 'Accepting new patients', filter: 'accepting', words, without: 'in oregon' }),
    );
    expect(acceptingFacet(json)[0]!.count).toBe(2);
  });

  it('keeps the other words: "outpatient accepting new patients oregon"', async () => {
    const json = await search({ q: 'outpatient accepting new patients oregon' });
    expect(names(json)).toEqual(['Orchard Fourteen', 'Orchard Today']);
    expect(json.understood.map((u) => u.filter).sort()).toEqual(['accepting', 'state', 'treatment_types']);
  });
});

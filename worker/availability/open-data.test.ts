import Papa from 'papaparse';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshOpenDataFiles } from '../open-data/files';
import { availabilityConfirmed, daysAgo } from '../test/availability';
import { client } from '../test/client';
import { addFacility, api, loadReferenceData } from '../test/fixtures';

// Availability in the open data: what the facility stated, each with the day it confirmed it.

let stated: number;
let silent: number;

beforeAll(async () => {
  await loadReferenceData();
  stated = await addFacility({ name: 'Open Data Accepting', state: 'VT', status: 'approved' });
  silent = await addFacility({ name: 'Open Data Silent', state: 'VT', status: 'approved' });
  // Forty days old: the listing no longer shows it as current, the open data still says what and when.
  await availabilityConfirmed(stated, 40, { accepting: 'waitlist', openBeds: 0, waitDays: null });
  // The files are the scheduled run's (issue 26): it writes them once the data has changed.
  await refreshOpenDataFiles(env);
});

describe('availability in the open data', () => {
  const expected = () => ({
    accepting_new_patients: 'waitlist',
    accepting_new_patients_confirmed_on: daysAgo(40),
    open_beds: 0,
    open_beds_confirmed_on: daysAgo(40),
    typical_wait_days: null,
    typical_wait_days_confirmed_on: null,
  });

  it('is in each page’s listing and in the JSON export, with its confirmation days; null where nothing was stated', async () => {
    const page = await (await client['open-data'].facilities.$get({ query: {} })).json();
    const byId = new Map(page.facilities.map((f) => [Number(f.id), f]));
    expect(byId.get(stated)!.availability).toEqual(expected());
    expect(byId.get(silent)!.availability).toBeNull();
    const exported = (await (await api('/api/open-data/facilities.json')).json()) as typeof page;
    expect(exported.facilities.find((f) => Number(f.id) === stated)!.availability).toEqual(expected());
  });

  it('is in the CSV export, six columns, empty where nothing was stated', async () => {
    const parsed = Papa.parse<Record<string, string>>(await (await api('/api/open-data/facilities.csv')).text(), { header: true, skipEmptyLines: true });
    const row = (id: number) => parsed.data.find((r) => Number(r.id) === id)!;
    expect(row(stated)).toMatchObject({
      accepting_new_patients: 'waitlist',
      accepting_new_patients_confirmed_on: daysAgo(40),
      open_beds: '0',
      open_beds_confirmed_on: daysAgo(40),
      typical_wait_days: '',
      typical_wait_days_confirmed_on: '',
    });
    expect(row(silent)).toMatchObject({ accepting_new_patients: '', open_beds: '', typical_wait_days: '' });
  });
});

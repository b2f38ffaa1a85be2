import { beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../test/bodies';
import { client, DB_TIMING, meteredClient } from '../test/client';
import { addUser, loadReferenceData, newClient } from '../test/fixtures';
import { SERVER_TIMING_KEY_HEADER } from './server-timing-key';

beforeAll(async () => {
  await loadReferenceData();
});

/** The metrics an answer's Server-Timing names, with their descriptions (durations left out: they vary). */
const metricsOf = (res: { headers: Headers }) =>
  (res.headers.get('Server-Timing') ?? '')
    .split(',')
    .map((metric) => metric.trim().replace(/;dur=[\d.]+/, ''))
    .filter(Boolean);

/** The three answers that must not tell whether `email` has an account: a reset, a wrong sign-in of each role, a registration. */
async function probes(email: string, headers: Record<string, string> = {}) {
  const from = () => ({ ...newClient(), ...headers });
  const wrong = { email, password: 'Not the password 2026' };
  return [
    await client.facility['password-reset'].$post({ json: { email } }, { headers: from() }),
    await client.facility.session.$post({ json: wrong }, { headers: from() }),
    await client.admin.session.$post({ json: wrong }, { headers: from() }),
    await client.facility.registrations.$post({ json: registration({ email }) }, { headers: from() }),
  ];
}

describe('Server-Timing', () => {
  it('tells no one without the key what a request cost in D1: an address with an account reads as one without', async () => {
    const facility = await addUser({ role: 'facility', password: 'Owner password 2026' });
    const admin = await addUser({ role: 'admin', password: 'Admin password 2026' });
    const known = [...(await probes(facility.email)), ...(await probes(admin.email))];
    const unknown = [...(await probes('nobody-here@example.org')), ...(await probes('nobody-there@example.org'))];
    for (const res of [...known, ...unknown]) expect(metricsOf(res)).toEqual(['total']);
  });

  it('gives a wrong or empty key nothing more', async () => {
    for (const key of ['', 'guess', `${DB_TIMING[SERVER_TIMING_KEY_HEADER]}x`]) {
      const res = await client.facility['password-reset'].$post({ json: { email: `wrong-key-${key.length}@example.org` } }, { headers: { ...newClient(), [SERVER_TIMING_KEY_HEADER]: key } });
      expect(metricsOf(res)).toEqual(['total']);
    }
  });

  it('shows that a reset costs the same D1 work before its answer whether or not the account exists', async () => {
    const owner = await addUser({ role: 'facility', password: 'Owner password 2026' });
    const reset = async (email: string) =>
      metricsOf(await meteredClient.facility['password-reset'].$post({ json: { email } }, { headers: newClient() }));
    expect(await reset(owner.email)).toEqual(await reset('no-account-here@example.org'));
  });

  it('shows a caller with the key the D1 figures (the benchmarks, staff reading production)', async () => {
    const res = await meteredClient.facility.public[':id'].$get({ param: { id: '999999' } });
    expect(metricsOf(res)).toEqual(['total', expect.stringMatching(/^db;desc="rows_read=\d+ .*queries=\d+/)]);
  });
});

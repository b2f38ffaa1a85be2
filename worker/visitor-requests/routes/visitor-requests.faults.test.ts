import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contact, lead } from '../../test/bodies';
import { jsonRequest, RetryingClients, type Outcome, type Submission } from '../../test/exactly-once';
import { addFacility, addUser, loadReferenceData, newClient } from '../../test/fixtures';

// Exactly once under faults (issue 15): visitors' forms sent by clients that retry with their key
// while D1 fails a share of the writes, before or after applying them. Contact messages take the
// same path as leads (insertOnce), so fewer of them prove it.

const SEED = 2615;
const FACILITY_EMAIL = 'intake@faults.example.org';
let facilityId: number;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Fault Line Recovery', state: 'OR' });
  await addUser({ role: 'facility', password: 'irrelevant pass', email: FACILITY_EMAIL, facilityId });
});

/** Each stored row's key, id and the column that names its person. */
async function rowsByKey(table: 'leads' | 'contact_messages'): Promise<Map<string, { id: number; email: string }[]>> {
  const { results } = await env.DB.prepare(`SELECT id, idempotency_key AS key, email FROM ${table}`).all<{
    id: number;
    key: string;
    email: string;
  }>();
  const byKey = new Map<string, { id: number; email: string }[]>();
  for (const r of results) byKey.set(r.key, [...(byKey.get(r.key) ?? []), { id: r.id, email: r.email }]);
  return byKey;
}

/**
 * The property: what a client was told stored is stored once, under the id it was told; what it was
 * told failed stores once when sent again (so does every tenth told stored, answering the id it was
 * told); nothing else is stored.
 */
async function expectExactlyOnce(
  clients: RetryingClients,
  table: 'leads' | 'contact_messages',
  submissions: (Submission & { key: string; email: string })[],
  outcomes: Outcome[],
) {
  expect(clients.tally.refused).toBe(0);
  const toldId = new Map(outcomes.filter((o) => o.told === 'stored').map((o) => [o.label, (o.body as { id: number }).id]));
  const sendAgain = submissions.filter((s, i) => !toldId.has(s.label) || i % 10 === 0);
  const again = await Promise.all(sendAgain.map(async (s) => ({ s, res: await clients.sendAgain(s) })));
  for (const { s, res } of again) {
    expect(res.status, s.label).toBe(201);
    const { id } = (await res.json()) as { id: number };
    if (toldId.has(s.label)) expect(id, s.label).toBe(toldId.get(s.label));
    toldId.set(s.label, id);
  }
  const byKey = await rowsByKey(table);
  expect(byKey.size).toBe(submissions.length);
  for (const s of submissions) {
    expect(byKey.get(s.key), s.label).toEqual([{ id: toldId.get(s.label), email: s.email }]);
  }
}

describe('1,000 concurrent lead submissions while D1 fails 20% of writes', () => {
  it('stores every lead exactly once, whatever each client was told, and tells its facility once', { timeout: 90_000 }, async () => {
    const started = performance.now();
    const clients = new RetryingClients({ seed: SEED, rate: 0.2, retries: 4, lostReplyRate: 0.03 });
    const submissions = Array.from({ length: 1000 }, (_, i) => {
      const key = `lead-${SEED}-${i}`;
      const email = `person${i}@faults.example.org`;
      // Every fourth goes to a facility, whose notice is queued in the lead's batch.
      const body = lead({ name: `Person ${i}`, email, ...(i % 4 === 0 ? { facilityId } : {}) });
      const headers = newClient();
      return { label: `lead-${i}`, key, email, request: () => jsonRequest('/api/leads', { body, key, headers }) };
    });
    const outcomes = await clients.sendAll(submissions);
    await expectExactlyOnce(clients, 'leads', submissions, outcomes);

    const toFacility = submissions.filter((_, i) => i % 4 === 0).length;
    const notices = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template = 'new_inquiry'`)
      .bind(FACILITY_EMAIL)
      .first<{ n: number }>();
    expect(notices!.n).toBe(toFacility);
    const inquiries = await env.DB.prepare('SELECT sum(inquiries) AS n FROM facility_daily_stats WHERE facility_id = ?1')
      .bind(facilityId)
      .first<{ n: number }>();
    expect(inquiries!.n).toBe(toFacility);

    expect(clients.faults.counts.failedBefore).toBeGreaterThan(0);
    expect(clients.faults.counts.failedAfter).toBeGreaterThan(0);
    console.log(clients.report('leads', (await rowsByKey('leads')).size, performance.now() - started));
  });
});

describe('150 concurrent contact messages while D1 fails 30% of writes', () => {
  it('stores every message exactly once, whatever each client was told', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const clients = new RetryingClients({ seed: SEED + 1, rate: 0.3, retries: 4, lostReplyRate: 0.05 });
    const submissions = Array.from({ length: 150 }, (_, i) => {
      const key = `contact-${SEED}-${i}`;
      const email = `writer${i}@faults.example.org`;
      const body = contact({ name: `Writer ${i}`, email });
      const headers = newClient();
      return { label: `contact-${i}`, key, email, request: () => jsonRequest('/api/contact', { body, key, headers }) };
    });
    const outcomes = await clients.sendAll(submissions);
    await expectExactlyOnce(clients, 'contact_messages', submissions, outcomes);
    console.log(clients.report('contact messages', (await rowsByKey('contact_messages')).size, performance.now() - started));
  });
});

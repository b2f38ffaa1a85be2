import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/bodies';
import { jsonRequest, RetryingClients } from '../../test/exactly-once';
import { loadReferenceData, newClient } from '../../test/fixtures';

// Exactly once under faults (issue 15): facility registrations sent by clients that retry with their
// key while D1 fails a quarter of the writes. 80 rather than 1,000: each one hashes a password
// (PBKDF2), which would take the run past its time budget.

const SEED = 1015;
const COUNT = 80;

beforeAll(loadReferenceData);

interface Stored {
  email: string;
  accounts: number;
  listings: number;
  submissions: number;
  emails: number;
}

/** What D1 holds for each registering address: its account, listing, submission and confirmation email. */
async function storedByEmail(): Promise<Map<string, Stored>> {
  const { results } = await env.DB.prepare(
    `SELECT u.email,
       (SELECT count(*) FROM users WHERE email = u.email) AS accounts,
       (SELECT count(*) FROM facilities WHERE contact_email = u.email) AS listings,
       (SELECT count(*) FROM facility_submissions WHERE user_id = u.id) AS submissions,
       (SELECT count(*) FROM email_outbox WHERE to_email = u.email AND template = 'registration_confirmation') AS emails
     FROM users u WHERE u.role = 'facility'`,
  ).all<Stored>();
  return new Map(results.map((r) => [r.email, r]));
}

describe(`${COUNT} concurrent registrations while D1 fails 25% of writes`, () => {
  it('stores each registration exactly once: one account, listing, submission and email', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const clients = new RetryingClients({ seed: SEED, rate: 0.25, retries: 4, lostReplyRate: 0.05 });
    const submissions = Array.from({ length: COUNT }, (_, i) => {
      const key = `register-${SEED}-${i}`;
      const body = registration({ email: `owner${i}@faults.example.org`, facilityName: `Fault ${i} Recovery` });
      const headers = newClient();
      return {
        label: `registration-${i}`,
        email: body.email,
        request: () => jsonRequest('/api/facility/registrations', { body, key, headers }),
      };
    });
    const outcomes = await clients.sendAll(submissions);
    // Never a 409 "already registered" or a 429 for a retry of our own failure.
    expect(clients.tally.refused).toBe(0);

    // Every registration is answered alike (nothing says whether the address had an account): those
    // not told (and every tenth that was) are sent again, and answered as the first time.
    const told = new Set(outcomes.filter((o) => o.told === 'stored').map((o) => o.label));
    const sendAgain = submissions.filter((s, i) => !told.has(s.label) || i % 10 === 0);
    for (const { s, res } of await Promise.all(sendAgain.map(async (s) => ({ s, res: await clients.sendAgain(s) })))) {
      expect(res.status, s.label).toBe(202);
      expect(await res.json(), s.label).toEqual({ status: 'awaiting_confirmation' });
    }

    const stored = await storedByEmail();
    expect(stored.size).toBe(COUNT);
    for (const s of submissions) {
      expect(stored.get(s.email), s.label).toEqual({
        email: s.email,
        accounts: 1,
        listings: 1,
        submissions: 1,
        emails: 1,
      });
    }
    expect(clients.faults.counts.failedAfter).toBeGreaterThan(0);
    console.log(clients.report('registrations', stored.size, performance.now() - started));
  });
});

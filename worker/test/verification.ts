import { insertRow } from './factories';
import { send } from './fixtures';

// Checks of listings, for the verification tests: recorded through the desk's route, or stored as
// the desk stores them with a day of the test's choosing (a check from last week, last year).

type CheckBody = { method: string; outcome: string; confirmed?: string[]; notes?: string };

/** POST /api/admin/facilities/:id/verifications as `cookie`'s administrator. */
export const recordCheck = (cookie: string, facilityId: number, body: CheckBody, headers: Record<string, string> = {}) =>
  send('POST', `/api/admin/facilities/${facilityId}/verifications`, body, { Cookie: cookie, ...headers });

const DAY_MS = 24 * 3600 * 1000;
export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY_MS).toISOString();

/** A check of `facilityId` made `days` ago, stored as the desk stores one. */
export function addCheck(facilityId: number, days: number, body: CheckBody, by = 'staff@test.example.org') {
  return insertRow('verifications', {
    facility_id: facilityId,
    method: body.method,
    outcome: body.outcome,
    confirmed: JSON.stringify(body.confirmed ?? []),
    notes: body.notes ?? '',
    checked_by_email: by,
    checked_at: daysAgo(days),
    idempotency_key: crypto.randomUUID(),
    request_hash: 'test',
  });
}

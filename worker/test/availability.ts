import { rowStatement } from './factories';
import { forgetHeldAvailability } from '../availability/search-filter';
import { client } from './client';
import { addFacility, addUser, signInAs, withCookie } from './fixtures';

// Availability (issue 24): a facility account of its own, the dashboard's calls, and rows dated by hand.

export const AVAILABILITY_PASSWORD = 'a long enough secret';

type AvailabilityBody = Parameters<typeof client.facility.me.availability.$put>[0]['json'];

/** A published listing with an active account of its own, signed in. */
export async function availabilityAccount(name: string, input: { city?: string; state?: string } = {}) {
  const facilityId = await addFacility({ name, city: input.city ?? 'Springfield', state: input.state ?? 'IL', status: 'approved' });
  const user = await addUser({ role: 'facility', password: AVAILABILITY_PASSWORD, facilityId });
  return { facilityId, userId: user.id, email: user.email, cookie: await signInAs('facility', user.email, AVAILABILITY_PASSWORD) };
}

export const saveAvailability = (cookie: string | undefined, json: AvailabilityBody) =>
  client.facility.me.availability.$put({ json }, withCookie(cookie));

export const confirmAvailability = (cookie: string | undefined) => client.facility.me.availability.confirmation.$post(undefined, withCookie(cookie));

export const readAvailability = (cookie: string | undefined) => client.facility.me.availability.$get(undefined, withCookie(cookie));

const DAY_MS = 24 * 3600 * 1000;

/** The UTC day `days` before now (YYYY-MM-DD). */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** Stores availability as if confirmed `days` ago (accepting, 3 open beds, a 5-day wait unless told). */
export async function availabilityConfirmed(
  facilityId: number,
  days: number,
  values: { accepting?: 'yes' | 'waitlist' | 'no'; openBeds?: number | null; waitDays?: number | null; remindedAt?: string | null } = {},
) {
  const on = daysAgo(days);
  const openBeds = values.openBeds === undefined ? 3 : values.openBeds;
  const waitDays = values.waitDays === undefined ? 5 : values.waitDays;
  await rowStatement(
    'facility_availability',
    {
      facility_id: facilityId,
      accepting: values.accepting ?? 'yes',
      accepting_confirmed_on: on,
      open_beds: openBeds,
      open_beds_confirmed_on: openBeds === null ? null : on,
      wait_days: waitDays,
      wait_days_confirmed_on: waitDays === null ? null : on,
      reminded_at: values.remindedAt ?? null,
    },
    { replace: true },
  ).run();
  // As the routes do after a change: this isolate's search reads availability again.
  forgetHeldAvailability();
}

import { env, exports } from 'cloudflare:workers';
import { registration } from './bodies';
import { client, typedClient } from './client';
import { withCookie } from './fixtures';

// Several locations under one account (issue 24): "Add a location"'s body and calls, and the
// dashboard's calls for one chosen location.

type NewLocationBody = Parameters<typeof client.facility.me.locations.$post>[0]['json'];

/** A second location's listing steps: the registration's, without the account, at another address. */
export function newLocation(overrides: Partial<NewLocationBody> = {}): NewLocationBody {
  const { email: _e, password: _p, confirmPassword: _c, agreeToTerms: _t, ...listing } = registration();
  return { ...listing, address: '400 River Street', phone: '(208) 555-0188', description: 'Residential care for adults.', ...overrides };
}

export const addLocation = (cookie: string | undefined, json: NewLocationBody, key?: string) =>
  client.facility.me.locations.$post({ json }, { headers: { ...withCookie(cookie).headers, ...(key ? { 'Idempotency-Key': key } : {}) } });

export const listLocations = (cookie: string | undefined) => client.facility.me.locations.$get(undefined, withCookie(cookie));

/**
 * The typed client for one chosen location: every request carries `?location=<id>`, as the
 * dashboard's client sends it (web/src/features/facility-account/api/location.ts).
 */
export const clientAt = (location: number | string) =>
  typedClient((request) => {
    const url = new URL(request.url);
    url.searchParams.set('location', String(location));
    return exports.default.fetch(new Request(url, request));
  });

/** The newest submission of a listing (what the review desk decides). */
export const submissionOf = (facilityId: number) =>
  env.DB.prepare('SELECT id, kind, status, user_id FROM facility_submissions WHERE facility_id = ?1 ORDER BY id DESC')
    .bind(facilityId)
    .first<{ id: number; kind: string; status: string; user_id: number }>();

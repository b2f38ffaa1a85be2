import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { contact, lead } from './bodies';
import { client } from './client';
import { newClient, withCookie } from './fixtures';

// The admin inboxes' requests, and records to put in them through the public forms.

type LeadBody = Parameters<typeof lead>[0];
type ContactBody = Parameters<typeof contact>[0];

/** Sends a get-help request as a visitor; its id. */
export async function sendLead(overrides: LeadBody = {}): Promise<number> {
  const res = await client.leads.$post({ json: lead(overrides) }, { headers: newClient() });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

export async function sendContactMessage(overrides: ContactBody = {}): Promise<number> {
  const res = await client.contact.$post({ json: contact(overrides) }, { headers: newClient() });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

/** Reports a problem with a published listing; the report's id. */
export async function reportListing(facilityId: number, reason: 'closed' | 'wrong_contact' | 'wrong_details' | 'other' = 'closed') {
  const res = await client.facility.public[':id'].reports.$post(
    { param: { id: String(facilityId) }, json: { reason, details: 'The phone number is disconnected.', email: 'reporter@example.org' } },
    { headers: newClient() },
  );
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

const param = (id: number) => ({ param: { id: String(id) } });

export const leadDetail = (cookie: string | undefined, id: number) => client.admin.leads[':id'].$get(param(id), withCookie(cookie));

export const patchLead = (cookie: string | undefined, id: number, json: { status?: 'new' | 'contacted' | 'closed'; notes?: string }) =>
  client.admin.leads[':id'].$patch({ ...param(id), json }, withCookie(cookie));

export const messageDetail = (cookie: string | undefined, id: number) =>
  client.admin['contact-messages'][':id'].$get(param(id), withCookie(cookie));

export const patchMessage = (cookie: string | undefined, id: number, json: { status?: 'new' | 'answered' | 'closed'; notes?: string }) =>
  client.admin['contact-messages'][':id'].$patch({ ...param(id), json }, withCookie(cookie));

type ResolveBody = Parameters<(typeof client.admin)['listing-reports'][':id']['$patch']>[0]['json'];

/**
 * The version of the reported listing the reports screen shows `cookie` now (what a resolution
 * names); undefined when that session may not read it (the resolution is then refused anyway).
 */
export async function shownListingVersion(cookie: string | undefined, id: number): Promise<number | undefined> {
  const report = await env.DB.prepare('SELECT facility_id AS facilityId FROM listing_reports WHERE id = ?1').bind(id).first<{ facilityId: number }>();
  if (!report) return undefined;
  const res = await client.admin['listing-reports'].$get({ query: { facilityId: String(report.facilityId), limit: '100' } }, withCookie(cookie));
  return res.status === 200 ? (await res.json()).items.find((r) => r.id === id)?.listing.version : undefined;
}

/** Resolves a report, naming the version given in `json` or else the one the screen shows now. */
export const resolveReport = async (cookie: string | undefined, id: number, json: Omit<ResolveBody, 'version'> & { version?: number }) =>
  client.admin['listing-reports'][':id'].$patch(
    { ...param(id), json: { ...json, version: json.version ?? (await shownListingVersion(cookie, id)) } as ResolveBody },
    withCookie(cookie),
  );

import { env } from 'cloudflare:workers';
import { client } from './client';
import { withCookie } from './fixtures';
import { sendLead } from './inbox';
import { publishedFacility } from './listing-edit';

// The dashboard's Inquiries: a published facility with leads sent to it, and its requests.

type InquiryStatus = 'new' | 'contacted' | 'closed';

const param = (id: number) => ({ param: { id: String(id) } });

export const listInquiries = (cookie: string | undefined, query: Record<string, string> = {}) =>
  client.facility.me.inquiries.$get({ query }, withCookie(cookie));

export const inquiryDetail = (cookie: string | undefined, id: number) => client.facility.me.inquiries[':id'].$get(param(id), withCookie(cookie));

export const patchInquiry = (cookie: string | undefined, id: number, status: InquiryStatus) =>
  client.facility.me.inquiries[':id'].$patch({ ...param(id), json: { status } }, withCookie(cookie));

/** A published, signed-in facility (with its account's id) and `count` leads sent to it, oldest first. */
export async function facilityWithInquiries(count = 1, overrides: Parameters<typeof sendLead>[0] = {}) {
  const f = await publishedFacility();
  const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(f.email).first<{ id: number }>();
  const inquiries: number[] = [];
  for (let i = 0; i < count; i++) inquiries.push(await sendLead({ facilityId: f.facilityId, ...overrides }));
  return { ...f, userId: user!.id, inquiries };
}

/** The stored lead as both sides see it: the admins' status and the facility's. */
export function leadStatuses(id: number) {
  return env.DB.prepare('SELECT status, facility_status, facility_updated_at FROM leads WHERE id = ?1')
    .bind(id)
    .first<{ status: string; facility_status: string; facility_updated_at: string | null }>();
}

/** How many "new inquiry" emails went to `to` (to everyone without it). */
export async function inquiryEmailCount(to?: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE template = 'new_inquiry' AND (?1 IS NULL OR to_email = ?1)`)
    .bind(to ?? null)
    .first<{ n: number }>();
  return row!.n;
}

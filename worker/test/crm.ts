import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { ProspectStatus } from '../crm/schemas/crm';
import { client, errorOf } from './client';
import { withCookie } from './fixtures';

// The CRM's requests and the data its tests need. Each test file has its own database: build the
// prospects a test counts on here, with names of their own.

type ProspectBody = Parameters<typeof client.admin.crm.prospects.$post>[0]['json'];
type PatchBody = Parameters<(typeof client.admin.crm.prospects)[':id']['$patch']>[0]['json'];
type BulkBody = Parameters<typeof client.admin.crm.prospects.bulk.$post>[0]['json'];
type TaskBody = Parameters<typeof client.admin.crm.tasks.$post>[0]['json'];
type TaskPatchBody = Parameters<(typeof client.admin.crm.tasks)[':id']['$patch']>[0]['json'];

let nextName = 1;

/** A facility name no other prospect in this file has. */
export const prospectName = (stem = 'Prospect') => `${stem} ${nextName++} ${crypto.randomUUID().slice(0, 6)}`;

/** A valid Add Prospect body: every field filled, `overrides` on top. */
export function prospectBody(overrides: Partial<ProspectBody> = {}): ProspectBody {
  return {
    facilityName: prospectName(),
    state: 'CA',
    facilityType: 'luxury_resort',
    status: 'new',
    priority: 'high',
    estimatedAnnualRevenue: 12_000,
    contactCount: 0,
    lastContactDate: null,
    nextFollowupDate: '2030-01-15',
    estimatedLifetimeValue: 48_000,
    tags: ['west'],
    contactName: 'Jordan Reyes',
    contactEmail: 'jordan@prospect.example.org',
    contactPhone: '(555) 555-0142',
    website: 'https://prospect.example.org',
    notes: 'Met at the regional conference.',
    facilityId: null,
    ...overrides,
  };
}

const param = (id: number) => ({ param: { id: String(id) } });

export const postProspect = (cookie: string | undefined, json: ProspectBody) => client.admin.crm.prospects.$post({ json }, withCookie(cookie));

/** Adds a prospect through the API (201 expected); the prospect as answered. */
export async function createProspect(cookie: string, overrides: Partial<ProspectBody> = {}) {
  const res = await postProspect(cookie, prospectBody(overrides));
  expect(res.status).toBe(201);
  return (await res.json()).prospect;
}

export const prospectDetail = (cookie: string | undefined, id: number) => client.admin.crm.prospects[':id'].$get(param(id), withCookie(cookie));

export const patchProspect = (cookie: string | undefined, id: number, json: PatchBody) =>
  client.admin.crm.prospects[':id'].$patch({ ...param(id), json }, withCookie(cookie));

export const deleteProspect = (cookie: string | undefined, id: number) =>
  client.admin.crm.prospects[':id'].$delete(param(id), withCookie(cookie));

export const logActivity = (cookie: string | undefined, id: number, json: { kind: 'note' | 'call' | 'email'; body: string }) =>
  client.admin.crm.prospects[':id'].activities.$post({ ...param(id), json }, withCookie(cookie));

export const bulk = (cookie: string | undefined, json: BulkBody) => client.admin.crm.prospects.bulk.$post({ json }, withCookie(cookie));

export const listProspects = (cookie: string | undefined, query: Record<string, string> = {}) =>
  client.admin.crm.prospects.$get({ query }, withCookie(cookie));

export const crmStats = (cookie: string | undefined) => client.admin.crm.stats.$get({}, withCookie(cookie));

export const postTask = (cookie: string | undefined, json: TaskBody) => client.admin.crm.tasks.$post({ json }, withCookie(cookie));

export const patchTask = (cookie: string | undefined, id: number, json: TaskPatchBody) =>
  client.admin.crm.tasks[':id'].$patch({ ...param(id), json }, withCookie(cookie));

export const listTasks = (cookie: string | undefined, query: Record<string, string> = {}) =>
  client.admin.crm.tasks.$get({ query }, withCookie(cookie));

export const searchFacilities = (cookie: string | undefined, q: string) => client.admin.crm.facilities.$get({ query: { q } }, withCookie(cookie));

/** A 400/409 in our error shape whose fields are exactly `fields`. */
export async function expectFields(res: { status: number; headers: Headers; json(): Promise<unknown> }, status: number, fields: Record<string, string>) {
  expect(res.status).toBe(status);
  expect((await errorOf(res)).error.fields).toEqual(fields);
}

/** A prospect's status and tags as stored. */
export async function storedProspect(id: number) {
  return env.DB.prepare('SELECT status, priority, tags, closed_at, contact_count, last_contact_date FROM crm_prospects WHERE id = ?1')
    .bind(id)
    .first<{ status: ProspectStatus; priority: string; tags: string; closed_at: string | null; contact_count: number; last_contact_date: string | null }>();
}

/** A prospect's timeline as stored, oldest first. */
export async function timelineOf(id: number) {
  const { results } = await env.DB.prepare('SELECT kind, body, detail, actor_id FROM crm_activities WHERE prospect_id = ?1 ORDER BY id')
    .bind(id)
    .all<{ kind: string; body: string; detail: string | null; actor_id: number | null }>();
  return results.map((r) => ({ ...r, detail: r.detail === null ? null : (JSON.parse(r.detail) as Record<string, unknown>) }));
}

/** The audit lines with `action`, oldest first, their detail parsed. */
export async function auditLinesOf(action: string) {
  const { results } = await env.DB.prepare('SELECT actor_id, action, target, detail FROM audit_log WHERE action = ?1 ORDER BY id')
    .bind(action)
    .all<{ actor_id: number | null; action: string; target: string | null; detail: string | null }>();
  return results.map((r) => ({ ...r, detail: r.detail === null ? null : (JSON.parse(r.detail) as Record<string, unknown>) }));
}

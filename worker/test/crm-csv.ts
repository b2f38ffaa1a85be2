import { env } from 'cloudflare:workers';
import { client, ORIGIN } from './client';
import { insertRows, type Columns } from './factories';
import { api, withCookie } from './fixtures';

// The CRM's CSV export and import as a script or the SPA calls them, and the prospects their tests
// start from (written straight to D1, so these tests stand on the CSV routes alone).

/** A prospect's columns as stored, its tags as a list. */
export type ProspectSeed = Omit<Columns<'crm_prospects'>, 'id' | 'tags'> & { facility_name: string; tags?: string[] };

/** Inserts prospects as they would be stored (in California, changed on 2026-01-01 unless told); their ids, in order. */
export async function insertProspects(seeds: ProspectSeed[]): Promise<number[]> {
  const rows = await insertRows(
    'crm_prospects',
    seeds.map(({ tags = [], ...seed }) => ({ state: 'CA', updated_at: '2026-01-01T00:00:00.000Z', ...seed, tags: JSON.stringify(tags) })),
  );
  return rows.map((row) => row.id);
}

/** Every stored prospect, every column, by id. */
export async function storedProspects(): Promise<Record<string, unknown>[]> {
  const { results } = await env.DB.prepare('SELECT * FROM crm_prospects ORDER BY id').all<Record<string, unknown>>();
  return results;
}

/** One stored prospect by facility name (exact) and state. */
export async function storedProspect(name: string, state = 'CA') {
  return env.DB.prepare('SELECT * FROM crm_prospects WHERE facility_name = ?1 AND state = ?2')
    .bind(name, state)
    .first<Record<string, unknown> & { id: number; tags: string; updated_at: string; closed_at: string | null }>();
}

/** How many rows `table` holds. */
export async function countRows(table: 'crm_prospects' | 'crm_activities' | 'audit_log'): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row!.n;
}

/** The audit lines of one action, oldest first, their detail parsed. */
export async function csvAuditLines(action: 'crm.prospect.export' | 'crm.prospect.import') {
  const { results } = await env.DB.prepare('SELECT actor_id, target, detail FROM audit_log WHERE action = ?1 ORDER BY id')
    .bind(action)
    .all<{ actor_id: number | null; target: string | null; detail: string }>();
  return results.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
}

/** The 'imported' timeline entries of a prospect, oldest first. */
export async function importedEntries(prospectId: number) {
  const { results } = await env.DB.prepare(
    "SELECT body, detail, actor_id FROM crm_activities WHERE prospect_id = ?1 AND kind = 'imported' ORDER BY id",
  )
    .bind(prospectId)
    .all<{ body: string; detail: string; actor_id: number }>();
  return results.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
}

export const exportCsv = (cookie: string | undefined, query: Record<string, string> = {}) =>
  client.admin.crm['prospects.csv'].$get({ query }, withCookie(cookie));

/** POSTs `body` to the import as a same-origin browser would (text/csv unless `headers` say otherwise). */
export function importCsv(cookie: string | undefined, body: BodyInit, query = '', headers: Record<string, string> = {}) {
  return api(`/api/admin/crm/prospects/import${query}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'text/csv', ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body,
  });
}

export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: { line: number; errors: Record<string, string> }[];
}

export interface DryRun {
  rows: { line: number; facilityName: string; state: string; action: string; errors: Record<string, string>; changes: string[] }[];
  counts: { add: number; update: number; unchanged: number; skip: number };
}

/** CSV text from rows of cells (none of which need quoting), CRLF line ends. */
export const csvOf = (...rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';

import { env, exports } from 'cloudflare:workers';
import { vi } from 'vitest';
import { referenceStatements, serviceStatements } from '../reference/queries/reference-lists';
import { hashPassword } from '../accounts/password';
import { forgetLoadedIndex } from '../search/index-store';
import { client, ORIGIN } from './client';
import { insertRow, rowStatement, type Columns } from './factories';

/** States and taxonomy, from the same module the seed loader uses. */
export async function loadReferenceData(): Promise<void> {
  const existing = await env.DB.prepare('SELECT count(*) AS n FROM states').first<{ n: number }>();
  if (existing && existing.n > 0) return;
  await env.DB.batch([...referenceStatements(), ...serviceStatements()].map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
}

interface FacilityInput {
  name: string;
  city?: string;
  state?: string;
  zip?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  description?: string;
  /**
   * The listing's figures, made as they are in production: `reviews` published reviews (default 10)
   * whose ratings (1-5) average `rating` (default 4) to the nearest the count allows; `rating: null`
   * or `reviews: 0` makes none.
   */
  rating?: number | null;
  reviews?: number;
  status?: 'pending' | 'approved' | 'rejected';
  treatmentTypes?: string[];
  specializations?: string[];
  insurance?: string[];
  /** Service slugs (worker/reference/services.ts); stored as the facility's JSON array of their ids. */
  services?: string[];
  /** Any other column, as stored (in the INSERT, before the links and the status). */
  columns?: Omit<Columns<'facilities'>, 'id' | 'status' | 'services'>;
}

let nextId = 1000;

const TEST_PUBLISHED_AT = '2026-01-15T12:00:00.000Z';

/** `count` published reviews of facility `id` whose ratings sum to round(rating × count), each 1-5. */
export function publishedReviews(id: number, rating: number | null, count: number): Array<Columns<'reviews'>> {
  if (rating === null || count === 0) return [];
  const sum = Math.min(5 * count, Math.max(count, Math.round(rating * count)));
  const base = Math.floor(sum / count);
  return Array.from({ length: count }, (_, k) => ({
    facility_id: id,
    rating: Math.min(5, base + (k < sum - base * count ? 1 : 0)),
    status: 'published',
    published_at: TEST_PUBLISHED_AT,
  }));
}

/** Inserts one facility with its links; the same order the seed uses (links first, then publish). */
export async function addFacility(input: FacilityInput): Promise<number> {
  // Past any listing a registration in the same test file added (those take the next free id).
  const newest = await env.DB.prepare('SELECT max(id) AS id FROM facilities').first<{ id: number | null }>();
  nextId = Math.max(nextId, (newest?.id ?? 0) + 1);
  const id = nextId++;
  const statements = [
    rowStatement('facilities', {
      phone: '(555) 555-0100',
      website: 'https://test.example.org',
      email: 'intake@test.example.org',
      address: '1 Test Way',
      ...input.columns,
      id,
      name: input.name,
      city: input.city ?? 'Springfield',
      state: input.state ?? 'IL',
      zip: input.zip ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      description: input.description ?? 'A test facility.',
      status: 'pending',
    }),
    ...publishedReviews(id, input.rating === undefined ? 4 : input.rating, input.reviews ?? 10).map((review) =>
      rowStatement('reviews', review),
    ),
    ...(input.treatmentTypes ?? []).map((t) => rowStatement('facility_treatment_types', { facility_id: id, treatment_type_id: t })),
    ...(input.specializations ?? []).map((s) => rowStatement('facility_specializations', { facility_id: id, specialization_id: s })),
    ...(input.insurance ?? []).map((i) => rowStatement('facility_insurance', { facility_id: id, insurance_id: i })),
  ];
  if (input.services?.length) {
    // An unknown slug is a mistake in the test: the subquery's count check makes the batch fail.
    statements.push(
      env.DB.prepare(
        `UPDATE facilities SET services = (
           SELECT CASE WHEN count(*) = json_array_length(?2) THEN json_group_array(s.id) END
           FROM services s WHERE s.slug IN (SELECT value FROM json_each(?2)))
         WHERE id = ?1`,
      ).bind(id, JSON.stringify(input.services)),
    );
  }
  if ((input.status ?? 'approved') !== 'pending') {
    statements.push(env.DB.prepare('UPDATE facilities SET status = ?2 WHERE id = ?1').bind(id, input.status ?? 'approved'));
  }
  await env.DB.batch(statements);
  return id;
}

export async function addZipCode(zip: string, city: string, state: string, latitude: number, longitude: number) {
  await insertRow('zip_codes', { zip, city, state, latitude, longitude });
}

/**
 * A raw request through the Worker's public fetch handler (the edge cache is off in tests): for what
 * the typed client cannot send — malformed bodies, wrong methods or content types, non-API paths.
 */
export async function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

/**
 * Renders one page, so that the isolate has loaded the page renderer (the Worker loads it with its
 * first page: worker/seo/routes/pages.ts) before a test's own clock starts. On a loaded machine that
 * first load took more than a test's 5 s; call it in a `beforeAll` given PAGE_RENDERER_LOAD_MS.
 */
export async function loadPageRenderer(): Promise<void> {
  // The not-found page: rendered by the renderer, and reading none of the data the tests make.
  await (await api('/page-renderer-warm-up')).arrayBuffer();
}
export const PAGE_RENDERER_LOAD_MS = 30_000;

/** Makes the next search build its index from the data as it is now. */
export async function freshSearch(): Promise<void> {
  forgetLoadedIndex();
  await env.DB.batch([
    env.DB.prepare('UPDATE search_index_state SET index_version = -1, build_started_at = NULL'),
    env.DB.prepare('DELETE FROM search_index_chunks'),
  ]);
}

/** A raw JSON request from our own pages (same Origin), for bodies the typed client would not send. */
export function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return api(path, {
    method,
    headers: {
      Origin: ORIGIN,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let nextClient = 1;

/** A client address of its own, so the per-client rate limits of one test never touch another. */
export function newClient(): { 'CF-Connecting-IP': string } {
  const n = nextClient++;
  return { 'CF-Connecting-IP': `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}` };
}

/** The `name=value` part of a response's Set-Cookie, to send back as a Cookie header. */
export function cookieFrom(res: { headers: Headers }): string {
  const header = res.headers.get('Set-Cookie') ?? '';
  return header.split(';')[0] ?? '';
}

/** Request options that present a session cookie (none when `cookie` is undefined). */
export function withCookie(cookie?: string): { headers: Record<string, string> } {
  return { headers: cookie ? { Cookie: cookie } : {} };
}

let nextUser = 1;

export async function addUser(input: {
  role: 'admin' | 'facility';
  password: string;
  status?: 'pending' | 'active' | 'disabled';
  email?: string;
  facilityId?: number | null;
}): Promise<{ id: number; email: string }> {
  const email = input.email ?? `${input.role}${nextUser++}-${crypto.randomUUID().slice(0, 8)}@test.example.org`;
  const row = await insertRow('users', {
    email,
    name: 'Test User',
    role: input.role,
    status: input.status ?? 'active',
    password_hash: await hashPassword(input.password),
    facility_id: input.facilityId ?? null,
  });
  return { id: row.id, email };
}

export async function signInAs(role: 'admin' | 'facility', email: string, password: string): Promise<string> {
  const res = await client[role].session.$post({ json: { email, password } }, { headers: newClient() });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** Everything written to the console while `run` runs (to prove what never reaches the logs). */
export async function consoleDuring(run: () => Promise<void>): Promise<string> {
  const logged: string[] = [];
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return logged.join('\n');
}

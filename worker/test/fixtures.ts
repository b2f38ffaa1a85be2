import { env, exports } from 'cloudflare:workers';
import { referenceStatements } from '../../seed/reference';
import { forgetLoadedIndex } from '../search/index-store';

/** States and taxonomy, from the same module the seed loader uses. */
export async function loadReferenceData(): Promise<void> {
  const existing = await env.DB.prepare('SELECT count(*) AS n FROM states').first<{ n: number }>();
  if (existing && existing.n > 0) return;
  await env.DB.batch(referenceStatements().map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
}

interface FacilityInput {
  name: string;
  city?: string;
  state?: string;
  zip?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  description?: string;
  rating?: number | null;
  reviews?: number;
  status?: 'pending' | 'approved' | 'rejected';
  treatmentTypes?: string[];
  specializations?: string[];
  insurance?: string[];
}

let nextId = 1000;

/** Inserts one facility with its links; the same order the seed uses (links first, then publish). */
export async function addFacility(input: FacilityInput): Promise<number> {
  const id = nextId++;
  const statements = [
    env.DB.prepare(
      `INSERT INTO facilities (id, name, city, state, zip, latitude, longitude, description, rating, reviews,
         phone, website, email, address, status)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, '(555) 555-0100', 'https://test.example.org',
         'intake@test.example.org', '1 Test Way', 'pending')`,
    ).bind(
      id,
      input.name,
      input.city ?? 'Springfield',
      input.state ?? 'IL',
      input.zip ?? null,
      input.latitude ?? null,
      input.longitude ?? null,
      input.description ?? 'A test facility.',
      input.rating === undefined ? 4 : input.rating,
      input.reviews ?? 10,
    ),
    ...(input.treatmentTypes ?? []).map((t) =>
      env.DB.prepare('INSERT INTO facility_treatment_types (facility_id, treatment_type_id) VALUES (?1, ?2)').bind(id, t),
    ),
    ...(input.specializations ?? []).map((s) =>
      env.DB.prepare('INSERT INTO facility_specializations (facility_id, specialization_id) VALUES (?1, ?2)').bind(id, s),
    ),
    ...(input.insurance ?? []).map((i) =>
      env.DB.prepare('INSERT INTO facility_insurance (facility_id, insurance_id) VALUES (?1, ?2)').bind(id, i),
    ),
  ];
  if ((input.status ?? 'approved') !== 'pending') {
    statements.push(env.DB.prepare('UPDATE facilities SET status = ?2 WHERE id = ?1').bind(id, input.status ?? 'approved'));
  }
  await env.DB.batch(statements);
  return id;
}

export async function addZipCode(zip: string, city: string, state: string, latitude: number, longitude: number) {
  await env.DB.prepare('INSERT INTO zip_codes (zip, city, state, latitude, longitude) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(zip, city, state, latitude, longitude)
    .run();
}

/** A request through the Worker's public fetch handler (the edge cache is off in tests). */
export async function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, init));
}

/** Makes the next search build its index from the data as it is now. */
export async function freshSearch(): Promise<void> {
  forgetLoadedIndex();
  await env.DB.batch([
    env.DB.prepare('UPDATE search_index_state SET index_version = -1, build_started_at = NULL'),
    env.DB.prepare('DELETE FROM search_index_chunks'),
  ]);
}

export interface ErrorJson {
  error: { code: string; message: string; fields?: Record<string, string>; requestId: string };
}

const ORIGIN = 'http://localhost';

/** A JSON request from our own pages (same Origin), optionally with a session cookie. */
export function send(method: string, path: string, body?: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return api(path, {
    method,
    headers: {
      Origin: ORIGIN,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The `name=value` part of a response's Set-Cookie, to send back as a Cookie header. */
export function cookieFrom(res: Response): string {
  const header = res.headers.get('Set-Cookie') ?? '';
  return header.split(';')[0] ?? '';
}

let nextUser = 1;

export async function addUser(input: {
  role: 'admin' | 'facility';
  password: string;
  status?: 'pending' | 'active' | 'disabled';
  email?: string;
  facilityId?: number | null;
}): Promise<{ id: number; email: string }> {
  const { hashPassword } = await import('../auth/password');
  const email = input.email ?? `${input.role}${nextUser++}-${crypto.randomUUID().slice(0, 8)}@test.example.org`;
  const row = await env.DB.prepare(
    `INSERT INTO users (email, name, role, status, password_hash, facility_id) VALUES (?1, 'Test User', ?2, ?3, ?4, ?5)
     RETURNING id`,
  )
    .bind(email, input.role, input.status ?? 'active', await hashPassword(input.password), input.facilityId ?? null)
    .first<{ id: number }>();
  return { id: row!.id, email };
}

export async function signInAs(role: 'admin' | 'facility', email: string, password: string): Promise<string> {
  const res = await send('POST', `/api/${role}/session`, { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

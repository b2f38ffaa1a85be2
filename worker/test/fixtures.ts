import { env, exports } from 'cloudflare:workers';
import { referenceStatements } from '../../seed/reference';
import { forgetLoadedIndex } from '../search/index-store';

/** States and taxonomy, from the same module the seed loader uses. */
export async function loadReferenceData(): Promise<void> {
  const existing = await env.DB.prepare('SELECT count(*) AS n FROM states').first<{ n: number }>();
  if (existing && existing.n > 0) return;
  await env.DB.batch(referenceStatements().map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
}

export interface FacilityInput {
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

import { env } from 'cloudflare:workers';
import type { Tables } from '../lib/schema-types';

// Rows for tests, typed by the generated row types (worker/lib/schema-types.ts, from migrations/):
// a column a table does not have does not compile, and a renamed one breaks every test that sets
// it. Values are always bound; only column names (keys of those types) reach the SQL text.

export type Table = keyof Tables;

/** Some of a table's columns, as stored. */
export type Columns<T extends Table> = Partial<Tables[T]>;

const unique = () => crypto.randomUUID();

/**
 * A value for each NOT NULL column without a default in the migrations, for the tables tests write
 * directly; anything a test sets wins. Other tables take what the test gives.
 */
const DEFAULTS: { [T in Table]?: () => Columns<T> } = {
  audit_log: () => ({ action: 'test.action' }),
  contact_messages: () => ({
    name: 'Test Sender',
    email: 'sender@test.example.org',
    subject: 'general',
    urgency: 'normal',
    message: 'A test message.',
    idempotency_key: unique(),
    request_hash: 'test',
  }),
  crm_prospects: () => ({ facility_name: 'Test Prospect', state: 'IL' }),
  email_outbox: () => ({ to_email: 'someone@test.example.org', template: 'test_template', subject: 'Test subject', body_text: 'Test body' }),
  facilities: () => ({ name: 'Test Facility', city: 'Springfield', state: 'IL' }),
  facility_submissions: () => ({ contact_person: 'Owner' }),
  leads: () => ({
    name: 'Test Visitor',
    phone: '(555) 555-0123',
    consent_at: new Date().toISOString(),
    idempotency_key: unique(),
    request_hash: 'test',
  }),
  listing_reports: () => ({ reason: 'closed', idempotency_key: unique(), request_hash: 'test' }),
  organizations: () => ({ name: 'Test Organization' }),
  reviews: () => ({
    rating: 4,
    body: 'A test review of a stay.',
    relationship: 'client',
    display_name: 'Test R.',
    email_hash: unique(),
  }),
  users: () => ({ email: `user-${unique().slice(0, 8)}@test.example.org`, role: 'facility', password_hash: 'not-a-hash' }),
  view_salts: () => ({ salt: unique() }),
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function columnsOf(values: Record<string, unknown>): string[] {
  const columns = Object.keys(values).filter((column) => values[column] !== undefined);
  for (const column of columns) if (!IDENTIFIER.test(column)) throw new Error(`not a column name: ${column}`);
  return columns;
}

/**
 * The INSERT of one row (defaults, then `values`), returning it as stored: for a test's own batch.
 * `replace` takes the place of a row with the same key (INSERT OR REPLACE), as a re-stated fact does.
 */
export function rowStatement<T extends Table>(table: T, values: Columns<T> = {}, options: { replace?: boolean } = {}): D1PreparedStatement {
  const row = { ...DEFAULTS[table]?.(), ...values } as Record<string, unknown>;
  const columns = columnsOf(row);
  const insert = options.replace ? 'INSERT OR REPLACE' : 'INSERT';
  const sql =
    columns.length === 0
      ? `${insert} INTO ${table} DEFAULT VALUES RETURNING *`
      : `${insert} INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(', ')}) RETURNING *`;
  return env.DB.prepare(sql).bind(...columns.map((column) => row[column]));
}

/** Inserts one row and returns it as stored (its id, and the defaults the migrations gave it). */
export async function insertRow<T extends Table>(table: T, values: Columns<T> = {}): Promise<Tables[T]> {
  const row = await rowStatement(table, values).first<Tables[T]>();
  if (!row) throw new Error(`INSERT INTO ${table} returned no row`);
  return row;
}

/** Inserts rows of one table in one batch (one statement each: D1 binds at most 100 values to one). */
export async function insertRows<T extends Table>(table: T, rows: Columns<T>[]): Promise<Tables[T][]> {
  if (rows.length === 0) return [];
  const results = await env.DB.batch<Tables[T]>(rows.map((values) => rowStatement(table, values)));
  return results.map((result) => result.results[0]!);
}

/** The UPDATE setting `values` on the rows whose columns equal `where` (all of them), returning them as stored. */
export function updateStatement<T extends Table>(table: T, where: Columns<T>, values: Columns<T>): D1PreparedStatement {
  const set = columnsOf(values as Record<string, unknown>);
  // Not skipped like an unset value: an undefined key would widen the UPDATE to rows the test never named.
  const match = Object.keys(where);
  if (match.some((column) => (where as Record<string, unknown>)[column] === undefined)) throw new Error(`an undefined key for ${table}'s rows`);
  columnsOf(where as Record<string, unknown>);
  if (set.length === 0) throw new Error(`nothing to set on ${table}`);
  if (match.length === 0) throw new Error(`no rows named: give ${table}'s rows to change`);
  const sql = `UPDATE ${table} SET ${set.map((column, i) => `${column} = ?${i + 1}`).join(', ')}
    WHERE ${match.map((column, i) => `${column} = ?${set.length + i + 1}`).join(' AND ')} RETURNING *`;
  return env.DB.prepare(sql).bind(
    ...set.map((column) => (values as Record<string, unknown>)[column]),
    ...match.map((column) => (where as Record<string, unknown>)[column]),
  );
}

/** Sets `values` on the rows whose columns equal `where`; returns those rows as the UPDATE left them (before any trigger). */
export async function updateRows<T extends Table>(table: T, where: Columns<T>, values: Columns<T>): Promise<Tables[T][]> {
  const { results } = await updateStatement(table, where, values).all<Tables[T]>();
  return results;
}

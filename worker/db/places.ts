import type { Database } from '../lib/db';

interface StateRecord {
  code: string;
  name: string;
  slug: string;
  population: number;
}

interface ZipCode {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export function listStates(db: Database): Promise<StateRecord[]> {
  return db.all<StateRecord>('SELECT code, name, slug, population FROM states ORDER BY name');
}

/** A state by two-letter code, full name or hyphenated lower-case name, in any case. */
export function findState(db: Database, value: string): Promise<StateRecord | null> {
  const v = value.trim();
  return db.first<StateRecord>(
    `SELECT code, name, slug, population FROM states
     WHERE code = upper(?1) OR lower(name) = lower(?1) OR slug = lower(?1)`,
    v,
  );
}

export function findZipCode(db: Database, zip: string): Promise<ZipCode | null> {
  return db.first<ZipCode>('SELECT zip, city, state, latitude, longitude FROM zip_codes WHERE zip = ?1', zip);
}

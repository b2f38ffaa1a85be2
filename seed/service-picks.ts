// The locator services of a generated facility, at the frequencies of the real rows in
// seed/locator/ (what share of those 30 facilities offers each value), and consistent with the
// facility's own lists: a service that means a list entry (Medicaid, Residential, Adult women...) is
// offered exactly when the facility has that entry. Each facility draws from its own generator, seeded
// by its id, so adding services left every other generated value as it was.
import sample from '../scripts/fixtures/locator/samhsa-locator-sample.json' with { type: 'json' };
import type { FacilityRow } from './facility-row.ts';
import { mulberry32 } from './random.ts';
import { SERVICES } from '../worker/reference/services.ts';

interface LocatorRow {
  services: Array<{ f2: string; f3: string }>;
}

/** Languages of the national data the sample does not show: offered rarely, not never. */
const UNSEEN_SHARE = 0.02;

/** Share of the sample's facilities offering each service (by catalogue position). */
const SHARES: readonly number[] = (() => {
  const rows = (sample as { rows: LocatorRow[] }).rows;
  const offered = new Map<string, number>();
  for (const row of rows) {
    for (const s of row.services) for (const value of s.f3.split('; ')) offered.set(`${s.f2}|${value.trim()}`, (offered.get(`${s.f2}|${value.trim()}`) ?? 0) + 1);
  }
  return SERVICES.map((s) => (offered.get(`${s.category}|${s.value}`) ?? 0) / rows.length || UNSEEN_SHARE);
})();

/** The catalogue's service ids (position + 1, as seed/services.ts's statements number them) a facility offers. */
export function pickServices(facility: Pick<FacilityRow, 'id' | 'treatmentTypes' | 'specializations' | 'insurance'>): number[] {
  const rng = mulberry32(0x5e41ce ^ Math.imul(facility.id, 2654435761));
  const has = new Set([
    ...facility.treatmentTypes.map((id) => `treatment_types:${id}`),
    ...facility.specializations.map((id) => `specializations:${id}`),
    ...facility.insurance.map((id) => `insurance:${id}`),
  ]);
  const women = has.has('specializations:women-only');
  const men = has.has('specializations:men-only');
  const ids: number[] = [];
  SERVICES.forEach((service, i) => {
    let offered: boolean;
    if (service.mapsTo) offered = has.has(service.mapsTo);
    // A single-gender program accepts that gender only.
    else if (service.category === 'GN') offered = service.value === 'Male' ? !women : !men;
    else offered = rng.chance(SHARES[i]!);
    if (offered) ids.push(i + 1);
  });
  return ids;
}

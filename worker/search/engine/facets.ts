import { layoutOf } from '../index/bitsets';
import type { SearchIndex, ServiceGroup } from '../index/index-codec';
import type { AcceptingFilter } from './accepting';
import type { EngineResult } from './engine';
import { serviceFacets, taxonomyFacet, type FacetValue } from './result-parts';

export interface SearchFacets {
  state: FacetValue[];
  treatment_types: FacetValue[];
  specializations: FacetValue[];
  insurance: FacetValue[];
  /** Per sidebar group, in catalogue order; a service that means a list entry is that entry's facet. */
  services: Record<ServiceGroup, FacetValue[]>;
  /** Its one entry: accepting new patients, confirmed in the last 14 days, and how many match with it on. */
  accepting: FacetValue[];
}

const ACCEPTING_FACET = /*i18n*/ 'Accepting new patients (confirmed in the last 14 days)';

/** The sidebar's counts, from the engine's counts per state and per bitset row. */
export function searchFacets(index: SearchIndex, result: EngineResult, accepting: AcceptingFilter): SearchFacets {
  const layout = layoutOf(index);
  return {
    state: index.states.map((s, i) => ({ value: s.code, name: s.name, count: result.facets.state[i] ?? 0 })),
    treatment_types: taxonomyFacet(index.treatmentTypes, layout.treatmentRow, result.facets.rows),
    specializations: taxonomyFacet(index.specializations, layout.specializationRow, result.facets.rows),
    insurance: taxonomyFacet(index.insurance, layout.insuranceRow, result.facets.rows),
    services: serviceFacets(index, result.facets.rows),
    accepting: [{ value: '1', name: ACCEPTING_FACET, count: accepting.asked ? result.total : result.countedWithin }],
  };
}

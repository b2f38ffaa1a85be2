import type { ListName } from '../index/bitsets';
import { SERVICE_GROUPS, type ServiceGroup } from '../index/index-codec';
import { runEngine, type EngineResult } from './engine';
import type { SearchRun } from './fallbacks';

export type RelaxableFilter = 'state' | 'treatment_types' | 'specializations' | 'insurance' | 'accepting' | `services:${ServiceGroup}`;

export type Relax = Array<{ filter: RelaxableFilter; total: number }>;

/**
 * When nothing matched: each filter of the search as first run whose removal would find
 * something, with how many (the engine's counts without it); undefined when there is none.
 */
export function relaxSuggestions({ index, engineQuery, accepting }: SearchRun, result: EngineResult): Relax | undefined {
  if (result.total > 0) return undefined;
  const active = (list: ListName) => (engineQuery.filters[list]?.length ?? 0) > 0;
  const relax = (
    [
      ['state', engineQuery.state >= 0, result.withoutFilter.state],
      ['treatment_types', active('treatment'), result.withoutFilter.treatment],
      ['specializations', active('specialization'), result.withoutFilter.specialization],
      ['insurance', active('insurance'), result.withoutFilter.insurance],
      ...SERVICE_GROUPS.map((g) => [`services:${g}`, active(g), result.withoutFilter[g]] as const),
      // Not among the engine's filters (it is kept outside the index): counted with a run of its own.
      ['accepting', accepting.asked, accepting.asked ? runEngine(index, { ...engineQuery, within: null, limit: 0 }).total : 0] as const,
    ] as const
  )
    .filter(([, on, total]) => on && total > 0)
    .map(([filter, , total]) => ({ filter, total }));
  return relax.length > 0 ? relax : undefined;
}

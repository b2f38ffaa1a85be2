// Taxonomy links for a generated facility. Each facility starts from a profile (what kind of place it
// mainly is), so combinations look like real listings: detox comes with inpatient or residential care,
// sober living with outpatient, luxury with executive programs and private pay.
import { INSURANCE_PROVIDERS, SPECIALIZATIONS, TREATMENT_TYPES } from '../worker/reference/taxonomy.ts';
import { cumulative, type Random } from './random.ts';

interface Profile {
  core: readonly string[];
  /** Other treatment types and the chance of each. */
  extra: Readonly<Record<string, number>>;
}

const PROFILES: ReadonlyArray<{ weight: number; profile: Profile }> = [
  { weight: 30, profile: { core: ['outpatient'], extra: { iop: 0.7, php: 0.35, 'sober-living': 0.1, detox: 0.1 } } },
  { weight: 20, profile: { core: ['residential'], extra: { inpatient: 0.5, detox: 0.6, 'extended-care': 0.4, php: 0.2, outpatient: 0.2 } } },
  { weight: 16, profile: { core: ['detox', 'inpatient'], extra: { residential: 0.5, php: 0.3, iop: 0.25, outpatient: 0.2 } } },
  { weight: 12, profile: { core: ['sober-living', 'outpatient'], extra: { iop: 0.5, 'extended-care': 0.3 } } },
  { weight: 8, profile: { core: ['luxury', 'residential'], extra: { executive: 0.7, detox: 0.6, inpatient: 0.35, 'extended-care': 0.25 } } },
  { weight: 14, profile: { core: ['php', 'iop'], extra: { outpatient: 0.8, detox: 0.15, residential: 0.15 } } },
];
const PROFILE_WEIGHTS = cumulative(PROFILES.map((p) => p.weight));

const TYPE_ORDER = TREATMENT_TYPES.map((t) => t.id);

export function pickTreatmentTypes(rng: Random): string[] {
  const { core, extra } = (PROFILES[rng.weightedIndex(PROFILE_WEIGHTS)] as (typeof PROFILES)[number]).profile;
  const chosen = new Set(core);
  for (const [id, p] of Object.entries(extra)) if (rng.chance(p)) chosen.add(id);
  if (chosen.size < 2) chosen.add(rng.pick(Object.keys(extra)));
  const optional = [...chosen].filter((id) => !core.includes(id));
  while (chosen.size > 6) chosen.delete(optional.pop() as string);
  return TYPE_ORDER.filter((id) => chosen.has(id));
}

/** What the facility mainly is, for its name and description. */
export function primaryType(types: readonly string[]): string {
  for (const id of ['luxury', 'sober-living', 'detox', 'residential', 'outpatient']) if (types.includes(id)) return id;
  return types[0] ?? 'outpatient';
}

const SPECIALIZATION_WEIGHTS: Readonly<Record<string, number>> = {
  'alcohol-addiction': 10, 'drug-addiction': 9, 'prescription-drug-abuse': 5, 'dual-diagnosis': 6,
  'co-occurring-disorders': 4, 'mental-health': 4, 'trauma-therapy': 4, 'ptsd-treatment': 2.5,
  'young-adults': 2, 'executive-treatment': 0.5, 'lgbtq-programs': 1.5, 'women-only': 1.5, 'men-only': 1.5,
  'family-therapy': 4, 'eating-disorders': 1,
};

/**
 * The demo listings draw from the spec's 15 (the list grew with the registration list's substances,
 * decision 016): the same seed keeps giving the same demo, and the relevance test its answers.
 */
const SEEDED_SPECIALIZATIONS = SPECIALIZATIONS.filter(({ id }) => id in SPECIALIZATION_WEIGHTS);

export function pickSpecializations(rng: Random, types: readonly string[]): string[] {
  // A single-gender program is one or the other, never both.
  const otherGender = rng.chance(0.5) ? 'men-only' : 'women-only';
  const weights = SEEDED_SPECIALIZATIONS.map(({ id }) => {
    if (id === otherGender) return 0;
    if (id === 'executive-treatment' && types.includes('executive')) return 40;
    return SPECIALIZATION_WEIGHTS[id] ?? 1;
  });
  return weightedSample(rng, SEEDED_SPECIALIZATIONS.map((s) => s.id), weights, rng.int(2, 6));
}

/** Kaiser Permanente runs its own plans only in these states. */
const KAISER_STATES = new Set(['CA', 'CO', 'GA', 'HI', 'MD', 'OR', 'VA', 'WA']);

export function pickInsurance(rng: Random, types: readonly string[], state: string): string[] {
  const luxury = types.includes('luxury');
  const community = types.includes('outpatient') || types.includes('sober-living');
  const weights = INSURANCE_PROVIDERS.map(({ id }) => {
    if (id === 'kaiser-permanente') return KAISER_STATES.has(state) ? 3 : 0;
    if (id === 'medicaid') return luxury ? 0.3 : community ? 8 : 4;
    if (id === 'medicare') return luxury ? 0.5 : 4;
    if (id === 'private-pay') return luxury ? 100 : 5;
    if (id === 'financing-available') return luxury ? 10 : 2;
    if (id === 'tricare' || id === 'magellan-health') return 2;
    return 7;
  });
  const k = luxury ? rng.int(3, 5) : rng.int(3, 9);
  return weightedSample(rng, INSURANCE_PROVIDERS.map((p) => p.id), weights, k);
}

/** `k` distinct ids drawn in proportion to their weights, returned in list order. */
export function weightedSample(rng: Random, ids: readonly string[], weights: readonly number[], k: number): string[] {
  const remaining = weights.slice();
  const chosen = new Set<number>();
  const available = remaining.filter((w) => w > 0).length;
  while (chosen.size < Math.min(k, available)) {
    chosen.add(rng.weightedIndex(cumulative(remaining)));
    for (const i of chosen) remaining[i] = 0;
  }
  return ids.filter((_, i) => chosen.has(i));
}


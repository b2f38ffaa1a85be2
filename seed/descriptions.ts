// Two to four sentences about a generated listing: where it is and what it offers. Services and
// amenities only, never outcomes or success rates: a directory must not make medical claims.
import type { Random } from './random.ts';

const TYPE_PHRASES: Readonly<Record<string, string>> = {
  inpatient: 'inpatient treatment',
  outpatient: 'outpatient counseling',
  iop: 'intensive outpatient programming',
  php: 'partial hospitalization',
  detox: 'detox services',
  residential: 'residential treatment',
  'extended-care': 'extended care',
  'sober-living': 'sober living housing',
  executive: 'an executive program',
  luxury: 'private, resort-style accommodations',
};

/** What a place mainly is, and the treatment types that phrase already names. */
const KIND_PHRASES: Readonly<Record<string, { phrase: string; covers: readonly string[] }>> = {
  luxury: { phrase: 'private residential program', covers: ['luxury', 'residential'] },
  'sober-living': { phrase: 'sober living community', covers: ['sober-living'] },
  detox: { phrase: 'detox and inpatient program', covers: ['detox', 'inpatient'] },
  residential: { phrase: 'residential treatment program', covers: ['residential'] },
  outpatient: { phrase: 'outpatient treatment provider', covers: ['outpatient'] },
};

const FEATURE_PHRASES: Readonly<Record<string, string>> = {
  'Private Rooms': 'private rooms',
  'Medication-Assisted Treatment': 'medication-assisted treatment',
  '24/7 Medical Staff': 'medical staff around the clock',
  'Family Program': 'a family program',
  'Aftercare Planning': 'aftercare planning',
  'Fitness Center': 'a fitness center',
  'Pet Friendly': 'pet-friendly housing',
  'Yoga & Meditation': 'yoga and meditation',
  'Outdoor Recreation': 'outdoor recreation',
  'Chef-Prepared Meals': 'chef-prepared meals',
  'Telehealth Sessions': 'telehealth sessions',
  'Alumni Program': 'an alumni program',
  'Transportation Assistance': 'help with transportation',
  'Holistic Therapies': 'holistic therapies',
  'Swimming Pool': 'a swimming pool',
  '12-Step Meetings': '12-step meetings',
};

const CONDITION_PHRASES: Readonly<Record<string, string>> = {
  'alcohol-addiction': 'alcohol use',
  'drug-addiction': 'drug use',
  'prescription-drug-abuse': 'prescription drug misuse',
  'dual-diagnosis': 'a dual diagnosis',
  'co-occurring-disorders': 'co-occurring disorders',
  'mental-health': 'anxiety or depression',
  'trauma-therapy': 'past trauma',
  'ptsd-treatment': 'PTSD',
  'eating-disorders': 'eating disorders',
};

const GROUP_PHRASES: Readonly<Record<string, string>> = {
  'young-adults': 'young adults aged 18 to 25',
  'executive-treatment': 'working professionals',
  'lgbtq-programs': 'LGBTQ+ clients',
  'women-only': 'women',
  'men-only': 'men',
  'family-therapy': 'families',
};

export interface DescriptionInput {
  name: string;
  city: string;
  stateName: string;
  established: string;
  kind: string;
  treatmentTypes: readonly string[];
  specializations: readonly string[];
  features: readonly string[];
}

export function describe(rng: Random, f: DescriptionInput): string {
  const where = `${f.city}, ${f.stateName}`;
  const offers = listPhrase(f.treatmentTypes.map((t) => TYPE_PHRASES[t] ?? t).slice(0, 3));
  const kind = KIND_PHRASES[f.kind];
  const alsoOffers = listPhrase(
    f.treatmentTypes.filter((t) => !kind?.covers.includes(t)).map((t) => TYPE_PHRASES[t] ?? t).slice(0, 2),
  );
  const openings = [`${f.name} offers ${offers} in ${where}.`, `Located in ${where}, ${f.name} provides ${offers}.`];
  if (kind) {
    openings.push(
      alsoOffers
        ? `${f.name} is a ${kind.phrase} in ${where} that also offers ${alsoOffers}.`
        : `${f.name} is a ${kind.phrase} in ${where}.`,
    );
  }
  const sentences = [rng.pick(openings)];
  const conditions = f.specializations.flatMap((s) => CONDITION_PHRASES[s] ?? []).slice(0, 3);
  const groups = f.specializations.flatMap((s) => GROUP_PHRASES[s] ?? []).slice(0, 2);
  if (conditions.length > 0) {
    sentences.push(
      rng.pick([
        `The clinical team works with people facing ${listPhrase(conditions)}.`,
        `Care plans address ${listPhrase(conditions)} and are built around each person's goals.`,
        `Staff help clients work through ${listPhrase(conditions)} in individual and group sessions.`,
      ]),
    );
  }
  if (groups.length > 0) sentences.push(`Dedicated groups serve ${listPhrase(groups)}.`);
  if (sentences.length < 4 && f.features.length >= 2 && rng.chance(0.7)) {
    const shown = f.features.slice(0, 3).map((x) => FEATURE_PHRASES[x] ?? x.toLowerCase());
    sentences.push(rng.pick([`The program also offers ${listPhrase(shown)}.`, `Clients have access to ${listPhrase(shown)}.`]));
  }
  if (sentences.length < 2 || (sentences.length < 4 && rng.chance(0.4))) {
    sentences.push(
      rng.pick([
        `The program has served the ${f.city} area since ${f.established}.`,
        `Admissions staff can answer questions about insurance and next steps.`,
        `Visits and family involvement are encouraged throughout a client's stay.`,
      ]),
    );
  }
  return sentences.join(' ');
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// Reference data every deployment needs: the places (the 50 states, the District of Columbia and the five
// inhabited territories) and the taxonomy lists of the product spec.
// Loaded by the seed loader, and by Worker tests that need it, from this one module.

export type PlaceKind = 'state' | 'district' | 'territory';

/** A row of the `states` table: a state, the District of Columbia or a territory. */
export interface StateRow {
  code: string;
  name: string;
  slug: string;
  /** 2020 Census resident population. */
  population: number;
  kind: PlaceKind;
}

export interface TaxonomyRow {
  id: string;
  name: string;
}

const STATE_LIST: Array<[code: string, name: string, population: number]> = [
  ['AL', 'Alabama', 5024279],
  ['AK', 'Alaska', 733391],
  ['AZ', 'Arizona', 7151502],
  ['AR', 'Arkansas', 3011524],
  ['CA', 'California', 39538223],
  ['CO', 'Colorado', 5773714],
  ['CT', 'Connecticut', 3605944],
  ['DE', 'Delaware', 989948],
  ['FL', 'Florida', 21538187],
  ['GA', 'Georgia', 10711908],
  ['HI', 'Hawaii', 1455271],
  ['ID', 'Idaho', 1839106],
  ['IL', 'Illinois', 12812508],
  ['IN', 'Indiana', 6785528],
  ['IA', 'Iowa', 3190369],
  ['KS', 'Kansas', 2937880],
  ['KY', 'Kentucky', 4505836],
  ['LA', 'Louisiana', 4657757],
  ['ME', 'Maine', 1362359],
  ['MD', 'Maryland', 6177224],
  ['MA', 'Massachusetts', 7029917],
  ['MI', 'Michigan', 10077331],
  ['MN', 'Minnesota', 5706494],
  ['MS', 'Mississippi', 2961279],
  ['MO', 'Missouri', 6154913],
  ['MT', 'Montana', 1084225],
  ['NE', 'Nebraska', 1961504],
  ['NV', 'Nevada', 3104614],
  ['NH', 'New Hampshire', 1377529],
  ['NJ', 'New Jersey', 9288994],
  ['NM', 'New Mexico', 2117522],
  ['NY', 'New York', 20201249],
  ['NC', 'North Carolina', 10439388],
  ['ND', 'North Dakota', 779094],
  ['OH', 'Ohio', 11799448],
  ['OK', 'Oklahoma', 3959353],
  ['OR', 'Oregon', 4237256],
  ['PA', 'Pennsylvania', 13002700],
  ['RI', 'Rhode Island', 1097379],
  ['SC', 'South Carolina', 5118425],
  ['SD', 'South Dakota', 886667],
  ['TN', 'Tennessee', 6910840],
  ['TX', 'Texas', 29145505],
  ['UT', 'Utah', 3271616],
  ['VT', 'Vermont', 643077],
  ['VA', 'Virginia', 8631393],
  ['WA', 'Washington', 7705281],
  ['WV', 'West Virginia', 1793716],
  ['WI', 'Wisconsin', 5893718],
  ['WY', 'Wyoming', 576851],
];

/** USPS codes, Census names and 2020 Census populations (the territories' from the 2020 Island Areas counts). */
const OTHER_PLACES: Array<[code: string, name: string, population: number, kind: PlaceKind]> = [
  ['DC', 'District of Columbia', 689545, 'district'],
  ['AS', 'American Samoa', 49710, 'territory'],
  ['GU', 'Guam', 153836, 'territory'],
  ['MP', 'Northern Mariana Islands', 47329, 'territory'],
  ['PR', 'Puerto Rico', 3285874, 'territory'],
  ['VI', 'U.S. Virgin Islands', 87146, 'territory'],
];

/** "U.S. Virgin Islands" → "us-virgin-islands", "New York" → "new-york". */
const slugOf = (name: string) => name.toLowerCase().replace(/\./g, '').replace(/\s+/g, '-');

/** The 50 states by name, then DC and the territories. */
export const STATES: StateRow[] = [
  ...STATE_LIST.map(([code, name, population]) => ({ code, name, slug: slugOf(name), population, kind: 'state' as const })),
  ...OTHER_PLACES.map(([code, name, population, kind]) => ({ code, name, slug: slugOf(name), population, kind })),
];

/** The spec's 10 treatment types; the first six ids are the /treatment-types card ids. */
export const TREATMENT_TYPES: TaxonomyRow[] = [
  { id: 'inpatient', name: 'Inpatient Treatment' },
  { id: 'outpatient', name: 'Outpatient Treatment' },
  { id: 'iop', name: 'Intensive Outpatient (IOP)' },
  { id: 'php', name: 'Partial Hospitalization (PHP)' },
  { id: 'detox', name: 'Detoxification' },
  { id: 'residential', name: 'Residential Treatment' },
  { id: 'extended-care', name: 'Extended Care' },
  { id: 'sober-living', name: 'Sober Living' },
  { id: 'executive', name: 'Executive Programs' },
  { id: 'luxury', name: 'Luxury Treatment' },
];

export const SPECIALIZATIONS: TaxonomyRow[] = [
  { id: 'alcohol-addiction', name: 'Alcohol Addiction' },
  { id: 'drug-addiction', name: 'Drug Addiction' },
  { id: 'prescription-drug-abuse', name: 'Prescription Drug Abuse' },
  { id: 'dual-diagnosis', name: 'Dual Diagnosis' },
  { id: 'co-occurring-disorders', name: 'Co-occurring Disorders' },
  { id: 'mental-health', name: 'Mental Health' },
  { id: 'trauma-therapy', name: 'Trauma Therapy' },
  { id: 'ptsd-treatment', name: 'PTSD Treatment' },
  { id: 'young-adults', name: 'Young Adults (18-25)' },
  { id: 'executive-treatment', name: 'Executive Treatment' },
  { id: 'lgbtq-programs', name: 'LGBTQ+ Programs' },
  { id: 'women-only', name: 'Women-Only Programs' },
  { id: 'men-only', name: 'Men-Only Programs' },
  { id: 'family-therapy', name: 'Family Therapy' },
  { id: 'eating-disorders', name: 'Eating Disorders' },
];

export const INSURANCE_PROVIDERS: TaxonomyRow[] = [
  { id: 'aetna', name: 'Aetna' },
  { id: 'anthem', name: 'Anthem' },
  { id: 'blue-cross-blue-shield', name: 'Blue Cross Blue Shield' },
  { id: 'cigna', name: 'Cigna' },
  { id: 'humana', name: 'Humana' },
  { id: 'united-healthcare', name: 'United Healthcare' },
  { id: 'medicare', name: 'Medicare' },
  { id: 'medicaid', name: 'Medicaid' },
  { id: 'kaiser-permanente', name: 'Kaiser Permanente' },
  { id: 'magellan-health', name: 'Magellan Health' },
  { id: 'tricare', name: 'Tricare' },
  { id: 'private-pay', name: 'Private Pay' },
  { id: 'financing-available', name: 'Financing Available' },
];

export interface AddictionTypeRow extends TaxonomyRow {
  /** The public specialization a facility offering help with this addiction is listed under. */
  specializationId: string | null;
}

/** The lead form offers the first 8; facility signup offers the first 10 as specializations. */
export const ADDICTION_TYPES: AddictionTypeRow[] = [
  { id: 'alcohol', name: 'Alcohol', specializationId: 'alcohol-addiction' },
  { id: 'opioids', name: 'Opioids', specializationId: 'drug-addiction' },
  { id: 'prescription-drugs', name: 'Prescription Drugs', specializationId: 'prescription-drug-abuse' },
  { id: 'heroin', name: 'Heroin', specializationId: 'drug-addiction' },
  { id: 'fentanyl', name: 'Fentanyl', specializationId: 'drug-addiction' },
  { id: 'cocaine', name: 'Cocaine', specializationId: 'drug-addiction' },
  { id: 'methamphetamine', name: 'Methamphetamine', specializationId: 'drug-addiction' },
  { id: 'marijuana', name: 'Marijuana', specializationId: 'drug-addiction' },
  { id: 'benzodiazepines', name: 'Benzodiazepines', specializationId: 'prescription-drug-abuse' },
  { id: 'dual-diagnosis', name: 'Dual Diagnosis', specializationId: 'dual-diagnosis' },
  { id: 'gambling', name: 'Gambling', specializationId: null },
  { id: 'other', name: 'Other', specializationId: null },
];

/** SQL statements that load the reference rows into an empty database (bound parameters only). */
export function referenceStatements(): Array<{ sql: string; params: unknown[] }> {
  const out: Array<{ sql: string; params: unknown[] }> = [];
  for (const s of STATES) {
    out.push({
      sql: 'INSERT INTO states (code, name, slug, population, kind) VALUES (?1, ?2, ?3, ?4, ?5)',
      params: [s.code, s.name, s.slug, s.population, s.kind],
    });
  }
  const lists: Array<[table: string, rows: TaxonomyRow[]]> = [
    ['treatment_types', TREATMENT_TYPES],
    ['specializations', SPECIALIZATIONS],
    ['insurance_providers', INSURANCE_PROVIDERS],
  ];
  for (const [table, rows] of lists) {
    rows.forEach((row, bit) =>
      out.push({ sql: `INSERT INTO ${table} (id, name, bit) VALUES (?1, ?2, ?3)`, params: [row.id, row.name, bit] }),
    );
  }
  ADDICTION_TYPES.forEach((row, position) =>
    out.push({
      sql: 'INSERT INTO addiction_types (id, name, position, specialization_id) VALUES (?1, ?2, ?3, ?4)',
      params: [row.id, row.name, position, row.specializationId],
    }),
  );
  return out;
}

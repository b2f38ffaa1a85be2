// The places of the directory: the 50 states, the District of Columbia and the five inhabited
// territories. Reference data every deployment needs (queries/reference-lists.ts loads it).

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

const STATE_LIST: Array<[code: string, name: string, population: number]> = [
  ['AL', /*i18n*/ 'Alabama', 5024279],
  ['AK', /*i18n*/ 'Alaska', 733391],
  ['AZ', /*i18n*/ 'Arizona', 7151502],
  ['AR', /*i18n*/ 'Arkansas', 3011524],
  ['CA', /*i18n*/ 'California', 39538223],
  ['CO', /*i18n*/ 'Colorado', 5773714],
  ['CT', /*i18n*/ 'Connecticut', 3605944],
  ['DE', /*i18n*/ 'Delaware', 989948],
  ['FL', /*i18n*/ 'Florida', 21538187],
  ['GA', /*i18n*/ 'Georgia', 10711908],
  ['HI', /*i18n*/ 'Hawaii', 1455271],
  ['ID', /*i18n*/ 'Idaho', 1839106],
  ['IL', /*i18n*/ 'Illinois', 12812508],
  ['IN', /*i18n*/ 'Indiana', 6785528],
  ['IA', /*i18n*/ 'Iowa', 3190369],
  ['KS', /*i18n*/ 'Kansas', 2937880],
  ['KY', /*i18n*/ 'Kentucky', 4505836],
  ['LA', /*i18n*/ 'Louisiana', 4657757],
  ['ME', /*i18n*/ 'Maine', 1362359],
  ['MD', /*i18n*/ 'Maryland', 6177224],
  ['MA', /*i18n*/ 'Massachusetts', 7029917],
  ['MI', /*i18n*/ 'Michigan', 10077331],
  ['MN', /*i18n*/ 'Minnesota', 5706494],
  ['MS', /*i18n*/ 'Mississippi', 2961279],
  ['MO', /*i18n*/ 'Missouri', 6154913],
  ['MT', /*i18n*/ 'Montana', 1084225],
  ['NE', /*i18n*/ 'Nebraska', 1961504],
  ['NV', /*i18n*/ 'Nevada', 3104614],
  ['NH', /*i18n*/ 'New Hampshire', 1377529],
  ['NJ', /*i18n*/ 'New Jersey', 9288994],
  ['NM', /*i18n*/ 'New Mexico', 2117522],
  ['NY', /*i18n*/ 'New York', 20201249],
  ['NC', /*i18n*/ 'North Carolina', 10439388],
  ['ND', /*i18n*/ 'North Dakota', 779094],
  ['OH', /*i18n*/ 'Ohio', 11799448],
  ['OK', /*i18n*/ 'Oklahoma', 3959353],
  ['OR', /*i18n*/ 'Oregon', 4237256],
  ['PA', /*i18n*/ 'Pennsylvania', 13002700],
  ['RI', /*i18n*/ 'Rhode Island', 1097379],
  ['SC', /*i18n*/ 'South Carolina', 5118425],
  ['SD', /*i18n*/ 'South Dakota', 886667],
  ['TN', /*i18n*/ 'Tennessee', 6910840],
  ['TX', /*i18n*/ 'Texas', 29145505],
  ['UT', /*i18n*/ 'Utah', 3271616],
  ['VT', /*i18n*/ 'Vermont', 643077],
  ['VA', /*i18n*/ 'Virginia', 8631393],
  ['WA', /*i18n*/ 'Washington', 7705281],
  ['WV', /*i18n*/ 'West Virginia', 1793716],
  ['WI', /*i18n*/ 'Wisconsin', 5893718],
  ['WY', /*i18n*/ 'Wyoming', 576851],
];

/** USPS codes, Census names and 2020 Census populations (the territories' from the 2020 Island Areas counts). */
const OTHER_PLACES: Array<[code: string, name: string, population: number, kind: PlaceKind]> = [
  ['DC', /*i18n*/ 'District of Columbia', 689545, 'district'],
  ['AS', /*i18n*/ 'American Samoa', 49710, 'territory'],
  ['GU', /*i18n*/ 'Guam', 153836, 'territory'],
  ['MP', /*i18n*/ 'Northern Mariana Islands', 47329, 'territory'],
  ['PR', /*i18n*/ 'Puerto Rico', 3285874, 'territory'],
  ['VI', /*i18n*/ 'U.S. Virgin Islands', 87146, 'territory'],
];

/** "U.S. Virgin Islands" → "us-virgin-islands", "New York" → "new-york". */
const slugOf = (name: string) => name.toLowerCase().replace(/\./g, '').replace(/\s+/g, '-');

/** The 50 states by name, then DC and the territories. */
export const STATES: StateRow[] = [
  ...STATE_LIST.map(([code, name, population]) => ({ code, name, slug: slugOf(name), population, kind: 'state' as const })),
  ...OTHER_PLACES.map(([code, name, population, kind]) => ({ code, name, slug: slugOf(name), population, kind })),
];

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

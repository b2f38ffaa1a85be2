// Fictional facility names, street addresses and web identities. The word lists leave out words that
// make up well-known treatment brands (Meadows, Promises, Passages, Sunrise, Gateway, Serenity...), so a
// generated name reads as invented rather than as a real center with a fake phone number.
import type { Random } from './random.ts';

const FIRST_WORDS = [
  'Alder', 'Amber', 'Birch', 'Bluebell', 'Bramble', 'Briar', 'Cedar', 'Clover', 'Cobalt',
  'Copper', 'Cypress', 'Dovetail', 'Driftwood', 'Elder', 'Ember', 'Fennel', 'Fern', 'Finch', 'Foxglove',
  'Garnet', 'Goldfinch', 'Hawthorn', 'Heron', 'Hickory', 'Indigo', 'Ironwood', 'Juniper', 'Kestrel', 'Lark',
  'Larkspur', 'Linden', 'Lupine', 'Magnolia', 'Maple', 'Marigold', 'Mesa', 'Moss', 'Opal', 'Oriole',
  'Osprey', 'Pebble', 'Primrose', 'Quail', 'Quartz', 'Quill', 'Raven', 'Rowan', 'Saffron', 'Sage',
  'Sandpiper', 'Sorrel', 'Sparrow', 'Spruce', 'Starling', 'Sycamore', 'Tamarack', 'Teal', 'Thistle', 'Thrush',
  'Tupelo', 'Umber', 'Verbena', 'Willow', 'Wisteria', 'Wren', 'Yarrow', 'Zephyr',
];

const PLACE_WORDS = [
  'Bend', 'Bluff', 'Brook', 'Canyon', 'Cove', 'Creek', 'Crossing', 'Field', 'Fork', 'Glen',
  'Grove', 'Hill', 'Hollow', 'Knoll', 'Landing', 'Meadow', 'Point', 'Ridge', 'Run', 'Shore',
  'Summit', 'Terrace', 'Trail', 'Vale',
];

const SUFFIXES = [
  'Recovery Center', 'Treatment Center', 'Behavioral Health', 'Recovery', 'Wellness Center',
  'Addiction Services', 'Health Partners', 'Treatment Collective',
];

const CITY_SUFFIXES = ['Behavioral Health', 'Recovery Services', 'Addiction Treatment', 'Recovery Center', 'Recovery Collective'];

const RESIDENCES = ['Lodge', 'Residence', 'Retreat', 'Cottages', 'House'];

/** Names that say what the place mainly is, keyed by primaryType() of its treatment types. */
const TYPE_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  'sober-living': ['Sober Living', 'Recovery Residence', 'Sober House'],
  detox: ['Detox & Recovery', 'Detox Center'],
  luxury: ['Estate', 'Retreat', 'Recovery Lodge'],
  residential: ['Recovery Ranch', 'Residential Treatment', 'Recovery Lodge'],
  outpatient: ['Outpatient Services', 'Outpatient Clinic', 'Counseling Services'],
};

/** Pairs that are (or read like) names of existing centers or places. */
const TAKEN_PAIRS = new Set(['Cedar Point', 'Cedar Ridge', 'Hickory Trail', 'Magnolia Creek', 'Sage Hill', 'Willow Ridge']);

/** A word and a place ("Heron Cove") that is not the name of a center we know of. */
export function fictionalPair(rng: Random): { word: string; place: string } {
  let word = rng.pick(FIRST_WORDS);
  let place = rng.pick(PLACE_WORDS);
  while (TAKEN_PAIRS.has(`${word} ${place}`)) {
    word = rng.pick(FIRST_WORDS);
    place = rng.pick(PLACE_WORDS);
  }
  return { word, place };
}

export function facilityName(rng: Random, city: string, primaryType: string): string {
  const { word, place } = fictionalPair(rng);
  const roll = rng.next();
  const typed = TYPE_SUFFIXES[primaryType];
  if (roll < 0.4) return `${word} ${place} ${rng.pick(SUFFIXES)}`;
  if (roll < 0.55 && typed) return `${word} ${place} ${rng.pick(typed)}`;
  if (roll < 0.67) return `${city} ${rng.pick(CITY_SUFFIXES)}`;
  if (roll < 0.79) return `${word} House of ${city}`;
  // Only a place people stay in is called a lodge or a residence.
  if (roll < 0.9 && primaryType !== 'outpatient') return `The ${rng.pick(RESIDENCES)} at ${word} ${place}`;
  return `${word} ${place} ${rng.pick(SUFFIXES)} of ${city}`;
}

const STREETS = [
  'Oak', 'Main', 'Cedar', 'Park', 'Washington', 'Lake', 'Hill', 'Maple', 'Pine', 'Elm', 'River', 'Sunset',
  'Ridge', 'Church', 'Mill', 'Spring', 'Highland', 'Franklin', 'Lincoln', 'Jefferson', 'Madison', 'Walnut',
  'Chestnut', 'Center', 'Meadow', 'Forest', 'Valley', 'College', 'Harbor', 'Orchard', 'Prospect', 'Union',
  'Laurel', 'Bay', 'Summit', 'Grant', 'Academy', 'Railroad', 'Canyon', 'Willow Creek',
];
const STREET_TYPES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Way', 'Pkwy', 'Ct', 'Pl'];
const DIRECTIONS = ['N', 'S', 'E', 'W'];

export function streetAddress(rng: Random): string {
  const direction = rng.chance(0.2) ? `${rng.pick(DIRECTIONS)} ` : '';
  const street = `${rng.int(100, 9899)} ${direction}${rng.pick(STREETS)} ${rng.pick(STREET_TYPES)}`;
  return rng.chance(0.3) ? `${street}, Suite ${rng.int(1, 4)}${rng.int(0, 2)}${rng.int(0, 9)}` : street;
}

/** DNS label from a name: lowercase words joined by hyphens, at most 63 characters. */
export function slugify(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== 'the');
  let slug = '';
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > 63) break;
    slug = next;
  }
  return slug;
}

const MAILBOXES = ['info', 'admissions', 'intake', 'hello', 'contact'];

export function webIdentity(rng: Random, slug: string): { website: string; email: string } {
  return { website: `https://${slug}.example.org`, email: `${rng.pick(MAILBOXES)}@${slug}.example.org` };
}

export function fictionalPhone(rng: Random, areaCodes: readonly number[]): string {
  return `(${rng.pick(areaCodes)}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

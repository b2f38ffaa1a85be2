// The relevance set (issue 12): what people type into the search box, each with a judgement computed
// from the answer alone. `npm run bench:relevance` runs it against the real Worker over the 5,200-
// facility seed; worker/search/relevance.test.ts runs it on every CI run. Plain data and pure
// functions, so both import it (no Worker or Node types here).

/** The fields of the search answer a judgement reads. */
export interface RelevanceFacility {
  id: number;
  name: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  treatmentTypes: string[];
  specializations: string[];
  insurance: string[];
  /** Labels of the filterable locator services it offers. */
  services: string[];
  distance?: number;
  /** Put first because the search typed its name. */
  named?: boolean;
}

export interface RelevanceAnswer {
  facilities: RelevanceFacility[];
  total: number;
  corrected?: { query: string; original: string };
  understood?: Array<{ label: string }>;
  place?: { kind: string; label: string; radius?: number };
  replaced?: { understood: string; by: string };
  /** How far a search around a place looked when nothing was within its radius (null: any distance). */
  widened?: { from: number; to: number | null };
  /** None of the words meant anything to the directory. */
  unmatched?: { suggestions: Array<{ label: string }>; need?: string };
}

/** A failed check says why, in a sentence; a passed one says nothing. */
type Check = (answer: RelevanceAnswer) => string | null;

export interface RelevanceQuery {
  q: string;
  /** The controls set next to the text (State, ZIP...), as the search URL carries them. */
  params?: Record<string, string>;
  /** What a good answer looks like, in words (printed next to a failure). */
  expect: string;
  checks: Check[];
  /** The right answer is no listing (a need outside the directory): it must say so, not list everything. */
  empty?: true;
}

/** How many results a judgement reads: the first screen of results. */
export const TOP = 10;

/** The search request for one query: the top results only. */
export const relevancePath = (query: Pick<RelevanceQuery, 'q' | 'params'>) =>
  `/api/facility/public/search?${new URLSearchParams({ q: query.q, ...query.params, limit: String(TOP) })}`;

const top = (a: RelevanceAnswer) => a.facilities.slice(0, TOP);

/** Every top result passes `test`; the message names the first few that do not. */
function everyTop(what: string, test: (f: RelevanceFacility) => boolean): Check {
  return (a) => {
    const bad = top(a).filter((f) => !test(f));
    if (bad.length === 0) return null;
    const shown = bad.slice(0, 3).map((f) => `#${f.id} ${f.name} (${f.city}, ${f.state})`).join('; ');
    return `${bad.length} of the top ${Math.min(TOP, a.facilities.length)} not ${what}: ${shown}`;
  };
}

// Taxonomy names as the API returns them (worker/reference/taxonomy.ts).
const T = {
  detox: 'Detoxification',
  inpatient: 'Inpatient Treatment',
  outpatient: 'Outpatient Treatment',
  iop: 'Intensive Outpatient (IOP)',
  php: 'Partial Hospitalization (PHP)',
  residential: 'Residential Treatment',
  soberLiving: 'Sober Living',
  executive: 'Executive Programs',
  luxury: 'Luxury Treatment',
} as const;
const S = {
  alcohol: 'Alcohol Addiction',
  drugs: 'Drug Addiction',
  prescription: 'Prescription Drug Abuse',
  dual: ['Dual Diagnosis', 'Co-occurring Disorders'],
  mentalHealth: 'Mental Health',
  trauma: ['PTSD Treatment', 'Trauma Therapy'],
  youngAdults: 'Young Adults (18-25)',
  lgbtq: 'LGBTQ+ Programs',
  women: 'Women-Only Programs',
  men: 'Men-Only Programs',
  eating: 'Eating Disorders',
} as const;
const I = {
  aetna: 'Aetna',
  anthem: 'Anthem',
  bcbs: 'Blue Cross Blue Shield',
  cigna: 'Cigna',
  humana: 'Humana',
  united: 'United Healthcare',
  medicare: 'Medicare',
  medicaid: 'Medicaid',
  kaiser: 'Kaiser Permanente',
  tricare: 'Tricare',
  privatePay: 'Private Pay',
} as const;

const anyOf = (have: readonly string[], want: string | readonly string[]) =>
  (typeof want === 'string' ? [want] : want).some((w) => have.includes(w));
const label = (want: string | readonly string[]) => (typeof want === 'string' ? want : want.join(' or '));

const offersEither = (...types: string[]): Check => everyTop(`offering ${types.join(' or ')}`, (f) => anyOf(f.treatmentTypes, types));
const offers = (type: string): Check => everyTop(`offering ${type}`, (f) => f.treatmentTypes.includes(type));
const treats = (spec: string | readonly string[]): Check => everyTop(`treating ${label(spec)}`, (f) => anyOf(f.specializations, spec));
const takes = (insurer: string | readonly string[]): Check => everyTop(`taking ${label(insurer)}`, (f) => anyOf(f.insurance, insurer));
const inState = (code: string): Check => everyTop(`in ${code}`, (f) => f.state === code);
/** Offers a locator service whose label `test` matches ("Methadone", "Spanish"...). */
const provides = (what: string, test: RegExp): Check => everyTop(`offering ${what}`, (f) => f.services.some((s) => test.test(s)));

/** Great-circle distance in miles. */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

// City centres (downtown), for "near" judgements measured from the facility's own coordinates.
const PLACES = {
  'San Diego, CA': [32.7157, -117.1611],
  'Philadelphia, PA': [39.9526, -75.1652],
  'Atlanta, GA': [33.749, -84.388],
  'Denver, CO': [39.7392, -104.9903],
  'Chicago, IL': [41.8781, -87.6298],
  'Los Angeles, CA': [34.0522, -118.2437],
  'Beverly Hills, CA': [34.0901, -118.4065],
  'Houston, TX': [29.7604, -95.3698],
  'Phoenix, AZ': [33.4484, -112.074],
  'Seattle, WA': [47.6062, -122.3321],
  'Boston, MA': [42.3601, -71.0589],
  'New York, NY': [40.7128, -74.006],
  'Las Vegas, NV': [36.1699, -115.1398],
  'Austin, TX': [30.2672, -97.7431],
  'Miami, FL': [25.7617, -80.1918],
  'Portland, OR': [45.5152, -122.6784],
  'Springfield, IL': [39.7817, -89.6501],
  'Nashville, TN': [36.1627, -86.7816],
  'Columbus, OH': [39.9612, -82.9988],
  'San Antonio, TX': [29.4241, -98.4936],
  'Milwaukee, WI': [43.0389, -87.9065],
  'Cincinnati, OH': [39.1031, -84.512],
  'Sacramento, CA': [38.5816, -121.4944],
  'Albuquerque, NM': [35.0844, -106.6504],
  'Tucson, AZ': [32.2226, -110.9747],
  'Cleveland, OH': [41.4993, -81.6944],
  'Detroit, MI': [42.3314, -83.0458],
  'Minneapolis, MN': [44.9778, -93.265],
  'Indianapolis, IN': [39.7684, -86.1581],
  'Louisville, KY': [38.2527, -85.7585],
  'Memphis, TN': [35.1495, -90.049],
  'Baltimore, MD': [39.2904, -76.6122],
  'Charlotte, NC': [35.2271, -80.8431],
  'Orlando, FL': [28.5383, -81.3792],
  'Pittsburgh, PA': [40.4406, -79.9959],
  'Dallas, TX': [32.7767, -96.797],
  'San Francisco, CA': [37.7749, -122.4194],
  'Jacksonville, FL': [30.3322, -81.6557],
  'Oklahoma City, OK': [35.4676, -97.5164],
  'Saint Louis, MO': [38.627, -90.1994],
} as const satisfies Record<string, readonly [number, number]>;

/** The issue's tolerance for "near a city": within 60 miles of its centre. */
const NEAR_MILES = 60;

const near = (place: keyof typeof PLACES, miles = NEAR_MILES): Check => {
  const [lat, lon] = PLACES[place];
  return everyTop(`within ${miles} miles of ${place}`, (f) =>
    f.latitude !== null && f.longitude !== null && milesBetween(lat, lon, f.latitude, f.longitude) <= miles,
  );
};

const corrected: Check = (a) => (a.corrected ? null : 'no correction was made (corrected is not set)');
/** A misspelling the vocabulary knows needs no correction: the page shows what it was read as. */
const readAs =
  (label: string): Check =>
  (a) =>
    a.corrected || a.understood?.some((u) => u.label === label) ? null : `neither corrected nor read as ${label}`;

/** The facility called `name` is among the first `n` results. */
const named = (name: string, n = 3): Check => (a) => {
  const at = a.facilities.findIndex((f) => f.name === name);
  if (at >= 0 && at < n) return null;
  return at < 0 ? `"${name}" is not in the top ${a.facilities.length}` : `"${name}" is #${at + 1}, not in the top ${n}`;
};

/** The search was read with this place ("Chicago, IL"). */
const placeIs =
  (label: string): Check =>
  (a) =>
    a.place?.label === label ? null : `read as ${a.place ? `"${a.place.label}"` : 'no place'}, not "${label}"`;

/** No place was read from the words (a name or a field word holds them). */
const noPlace: Check = (a) => (a.place ? `read as the place "${a.place.label}"` : null);

/** No correction was made: the words were known as typed. */
const notCorrected: Check = (a) => (a.corrected ? `corrected to "${a.corrected.query}"` : null);

/**
 * The place the page names never contradicts a result: each top result is within its radius, or
 * was put first for its name (and says so).
 */
const placeHolds: Check = (a) => {
  const radius = a.place?.radius;
  if (radius === undefined) return null;
  const bad = top(a).filter((f) => !f.named && (f.distance === undefined || f.distance > radius));
  return bad.length === 0 ? null : `${bad.length} top results outside "${a.place!.label}" and not named: #${bad[0]!.id} ${bad[0]!.name}`;
};

/** A control replaced the place the box understood, and the answer says so. */
const replaced =
  (understood: string, by: string): Check =>
  (a) =>
    a.replaced?.understood === understood && a.replaced.by === by ? null : `replaced is ${JSON.stringify(a.replaced)}, not ${understood} by ${by}`;

const query = (q: string, expect: string, ...checks: Check[]): RelevanceQuery => ({ q, expect, checks });
/** A search the directory holds nothing for: answered with nothing, said as such, and `checks` on the answer. */
const nothingFor = (q: string, expect: string, ...checks: Check[]): RelevanceQuery => ({ q, expect, checks, empty: true });

/** The answer says the search looked farther than the radius asked. */
const widened: Check = (a) => (a.widened ? null : 'did not say it looked farther');
/** The answer names the national line for a need outside the directory. */
const pointsTo = (need: string): Check => (a) => (a.unmatched?.need === need ? null : `did not point to the ${need} line`);
/** A query typed with controls set next to it. */
const withControls = (q: string, params: Record<string, string>, expect: string, ...checks: Check[]): RelevanceQuery => ({
  q,
  params,
  expect,
  checks,
});

/** Issue 29: searches typed in Spanish (at least 40), judged as their English would be. */
export const SPANISH_RELEVANCE_QUERIES: RelevanceQuery[] = [
  query('centro de rehabilitación', 'any results'),
  query('centros de rehabilitacion', 'any results'),
  query('desintoxicación', 'detox', offers(T.detox)),
  query('desintoxicacion', 'detox', offers(T.detox)),
  query('centro de desintoxicación en Texas', 'in TX, detox', inState('TX'), offers(T.detox)),
  query('internación', 'inpatient', offers(T.inpatient)),
  query('internacion para alcoholismo', 'inpatient, alcohol', offers(T.inpatient), treats(S.alcohol)),
  query('rehabilitación en Florida', 'in FL', inState('FL')),
  query('tratamiento ambulatorio', 'outpatient', offers(T.outpatient)),
  query('tratamiento ambulatorio en California', 'in CA, outpatient', inState('CA'), offers(T.outpatient)),
  query('programa ambulatorio intensivo', 'IOP', offers(T.iop)),
  query('hospitalización parcial en Nueva Jersey', 'in NJ, PHP', inState('NJ'), offers(T.php)),
  query('tratamiento residencial en Arizona', 'in AZ, residential', inState('AZ'), offers(T.residential)),
  query('vivienda sobria', 'sober living', offers(T.soberLiving)),
  query('alcoholismo', 'alcohol', treats(S.alcohol)),
  query('tratamiento para el alcoholismo en Texas', 'in TX, alcohol', inState('TX'), treats(S.alcohol)),
  query('drogas', 'drugs', treats(S.drugs)),
  query('rehabilitación de drogas en Georgia', 'in GA, drugs', inState('GA'), treats(S.drugs)),
  query('adicción a las drogas en Ohio', 'in OH, drugs', inState('OH'), treats(S.drugs)),
  query('metadona', 'methadone', provides('methadone', /methadone/i)),
  query('clínica de metadona en Nueva York', 'in NY, methadone', inState('NY'), provides('methadone', /methadone/i)),
  query('suboxona', 'buprenorphine (Suboxone)', provides('buprenorphine', /buprenorphine|suboxone/i)),
  query('buprenorfina', 'buprenorphine', provides('buprenorphine', /buprenorphine|suboxone/i)),
  query('adolescentes', 'accepts children/adolescents', provides('Children/adolescents', /^Children\/adolescents$/)),
  query('rehabilitación para adolescentes en California', 'in CA, teens', inState('CA'), provides('Children/adolescents', /^Children\/adolescents$/)),
  query('mujeres', 'women only', treats(S.women)),
  query('rehabilitación para mujeres', 'women only', treats(S.women)),
  query('centro para hombres en Texas', 'in TX, men only', inState('TX'), treats(S.men)),
  query('veteranos', 'programs for veterans', provides('veterans programs', /^Veterans/)),
  query('tratamiento para veteranos en Florida', 'in FL, veterans', inState('FL'), provides('veterans programs', /^Veterans/)),
  query('embarazadas', 'pregnant/postpartum women', provides('pregnant/postpartum programs', /^Pregnant\/postpartum/)),
  query('mujeres embarazadas', 'pregnant/postpartum women', provides('pregnant/postpartum programs', /^Pregnant\/postpartum/)),
  query('rehabilitación que acepta Medicaid', 'takes Medicaid', takes(I.medicaid)),
  query('desintoxicacion que acepta medicaid en ohio', 'in OH, detox, takes Medicaid', inState('OH'), offers(T.detox), takes(I.medicaid)),
  query('centro de rehabilitación en Los Ángeles', 'near Los Angeles', near('Los Angeles, CA')),
  // Issue 45: a valid form ("acepte"), an accent and a hyphen are no misspellings.
  query('rehabilitación que acepte Medi-Cal en Los Ángeles', 'takes Medicaid, near Los Angeles, nothing "corrected"', takes(I.medicaid), near('Los Angeles, CA'), notCorrected),
  query('desintoxicacion en los angeles', 'near Los Angeles, detox', near('Los Angeles, CA'), offers(T.detox)),
  query('rehabilitación en Chicago', 'near Chicago', near('Chicago, IL')),
  query('tratamiento en Carolina del Norte', 'in NC', inState('NC')),
  query('centro de rehabilitación en Nuevo México', 'in NM', inState('NM')),
  query('rehabilitacion en pensilvania', 'in PA', inState('PA')),
  query('centro de rehabilitación que habla español', 'Spanish', provides('Spanish', /^Spanish$/)),
  query('tratamiento en español en Texas', 'in TX, Spanish', inState('TX'), provides('Spanish', /^Spanish$/)),
  query('salud mental y adicciones', 'mental health', treats(S.mentalHealth)),
  query('diagnóstico dual', 'dual diagnosis or co-occurring', treats(S.dual)),
  query('rehabilitación gratis', 'free services', provides('free services', /^Free services/)),
  query('heroína en Pensilvania', 'in PA, drugs', inState('PA'), treats(S.drugs)),
  query('necesito ayuda con el alcohol', 'alcohol', treats(S.alcohol)),
];

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Generic words alone.
  query('rehab', 'any results'),
  query('addiction treatment centers', 'any results'),

  // States, by name and code.
  query('substance abuse treatment ohio', 'in OH', inState('OH')),
  query('alcohol rehab texas', 'in TX, alcohol', inState('TX'), treats(S.alcohol)),
  query('rehab in NY', 'in NY', inState('NY')),
  query('rehab IN', 'in IN', inState('IN')),
  query('detox in florida', 'in FL, detox', inState('FL'), offers(T.detox)),
  query('drug rehab in georgia', 'in GA, drugs', inState('GA'), treats(S.drugs)),
  query('inpatient rehab pennsylvania', 'in PA, inpatient', inState('PA'), offers(T.inpatient)),
  query('partial hospitalization new jersey', 'in NJ, PHP', inState('NJ'), offers(T.php)),
  query('new jersey alcohol rehab', 'in NJ, alcohol', inState('NJ'), treats(S.alcohol)),
  query('north carolina rehab', 'in NC', inState('NC')),
  query('opioid treatment ohio', 'in OH, drugs', inState('OH'), treats(S.drugs)),
  query('sober living in arizona', 'in AZ, sober living', inState('AZ'), offers(T.soberLiving)),
  query('dual diagnosis florida', 'in FL, dual diagnosis', inState('FL'), treats(S.dual)),
  query('mens rehab texas', 'in TX, men only', inState('TX'), treats(S.men)),
  query('young adult rehab colorado', 'in CO, young adults', inState('CO'), treats(S.youngAdults)),
  query('luxury rehab california', 'in CA, luxury', inState('CA'), offers(T.luxury)),
  query('kaiser rehab california', 'in CA, takes Kaiser', inState('CA'), takes(I.kaiser)),
  query('detox ohio medicaid', 'in OH, detox, takes Medicaid', inState('OH'), offers(T.detox), takes(I.medicaid)),

  // Cities (with and without their state), other names for them, and ZIP codes.
  query('philadelphia', 'near Philadelphia', near('Philadelphia, PA')),
  query('san diego detox', 'near San Diego, detox', near('San Diego, CA'), offers(T.detox)),
  query('denver co', 'near Denver, CO (not Denver, IN)', near('Denver, CO')),
  query('chicago', 'near Chicago', near('Chicago, IL')),
  query('intensive outpatient program chicago', 'near Chicago, IOP', near('Chicago, IL'), offers(T.iop)),
  query('detox los angeles aetna', 'near Los Angeles, detox, takes Aetna', near('Los Angeles, CA'), offers(T.detox), takes(I.aetna)),
  query('houston outpatient cigna', 'near Houston, outpatient, takes Cigna', near('Houston, TX'), offers(T.outpatient), takes(I.cigna)),
  query('phoenix rehab medicaid', 'near Phoenix, takes Medicaid', near('Phoenix, AZ'), takes(I.medicaid)),
  query('seattle sober living', 'near Seattle, sober living', near('Seattle, WA'), offers(T.soberLiving)),
  query('boston alcohol treatment', 'near Boston, alcohol', near('Boston, MA'), treats(S.alcohol)),
  query('atlanta rehab blue cross', 'near Atlanta, takes BCBS', near('Atlanta, GA'), takes(I.bcbs)),
  query('miami detox', 'near Miami, detox', near('Miami, FL'), offers(T.detox)),
  query('nashville rehab', 'near Nashville', near('Nashville, TN')),
  query('columbus ohio outpatient', 'near Columbus, OH, outpatient', near('Columbus, OH'), offers(T.outpatient)),
  query('rehab in austin texas', 'near Austin, TX', near('Austin, TX')),
  query('portland oregon detox', 'near Portland, OR, detox', near('Portland, OR'), offers(T.detox)),
  query('springfield illinois rehab', 'near Springfield, IL', near('Springfield, IL')),
  query('nyc rehab', 'near New York', near('New York, NY')),
  query('philly detox', 'near Philadelphia, detox', near('Philadelphia, PA'), offers(T.detox)),
  query('las vegas rehab', 'near Las Vegas', near('Las Vegas, NV')),
  query('treatment centers near 30301', 'near Atlanta', near('Atlanta, GA')),
  query('rehab near 90210', 'near Beverly Hills', near('Beverly Hills, CA')),
  query('treatment near 60601', 'near Chicago', near('Chicago, IL')),

  // Treatment words and their everyday forms.
  query('sober house', 'sober living', offers(T.soberLiving)),
  query('halfway house', 'sober living', offers(T.soberLiving)),
  query('withdrawal help', 'detox', offers(T.detox)),
  query('live in rehab', 'residential', offers(T.residential)),
  query('iop', 'IOP', offers(T.iop)),
  query('php program', 'PHP', offers(T.php)),
  query('executive rehab', 'executive programs', offers(T.executive)),
  query('private pay luxury rehab', 'luxury, private pay', offers(T.luxury), takes(I.privatePay)),
  query('medicare inpatient', 'inpatient, takes Medicare', offers(T.inpatient), takes(I.medicare)),
  query('residential treatment for women', 'residential, women only', offers(T.residential), treats(S.women)),

  // What the help is for, and for whom.
  query('heroin addiction', 'drugs', treats(S.drugs)),
  query('fentanyl detox', 'drugs, detox', treats(S.drugs), offers(T.detox)),
  query('meth addiction help', 'drugs', treats(S.drugs)),
  query('cocaine rehab', 'drugs', treats(S.drugs)),
  query('pill addiction', 'prescription drugs', treats(S.prescription)),
  query('xanax detox', 'prescription drugs, detox', treats(S.prescription), offers(T.detox)),
  query('alcoholism treatment', 'alcohol', treats(S.alcohol)),
  query('i need help with my drinking', 'alcohol', treats(S.alcohol)),
  query('womens rehab', 'women only', treats(S.women)),
  query('lgbtq rehab', 'LGBTQ+ programs', treats(S.lgbtq)),
  query('gay friendly rehab', 'LGBTQ+ programs', treats(S.lgbtq)),
  query('teen rehab', 'accepts children/adolescents', provides('Children/adolescents', /^Children\/adolescents$/)),
  query('dual diagnosis treatment', 'dual diagnosis or co-occurring', treats(S.dual)),
  query('ptsd and addiction', 'PTSD or trauma', treats(S.trauma)),
  query('trauma therapy', 'PTSD or trauma', treats(S.trauma)),
  query('mental health and addiction', 'mental health', treats(S.mentalHealth)),
  query('eating disorder treatment', 'eating disorders', treats(S.eating)),

  // Locator services: medications, payment, who a program is for, languages.
  query('suboxone', 'buprenorphine (Suboxone)', provides('buprenorphine', /buprenorphine|suboxone/i)),
  query('methadone clinic', 'methadone', provides('methadone', /methadone/i)),
  query('vivitrol', 'injectable naltrexone (Vivitrol)', provides('Vivitrol', /vivitrol/i)),
  query('free rehab', 'free services', provides('free services', /^Free services/)),
  query('sliding scale outpatient texas', 'in TX, outpatient, sliding fee scale', inState('TX'), offers(T.outpatient), provides('a sliding fee scale', /^Sliding fee scale/)),
  query('veterans', 'programs for veterans', provides('veterans programs', /^Veterans/)),
  query('spanish speaking rehab', 'Spanish', provides('Spanish', /^Spanish$/)),
  query('rehab for pregnant women', 'pregnant/postpartum women', provides('pregnant/postpartum programs', /^Pregnant\/postpartum/)),
  query('court ordered rehab', 'court-referred clients', provides('court-referred programs', /court\/judicial/)),
  query('deaf', 'services for the deaf', provides('deaf services', /deaf/i)),

  // Insurers and the forms people write them in.
  query('cigna outpatient', 'outpatient, takes Cigna', offers(T.outpatient), takes(I.cigna)),
  query('rehab that takes medicaid', 'takes Medicaid', takes(I.medicaid)),
  query('bcbs detox', 'detox, takes BCBS', offers(T.detox), takes(I.bcbs)),
  query('blue cross rehab', 'takes BCBS', takes(I.bcbs)),
  query('united healthcare rehab', 'takes United', takes(I.united)),
  query('uhc outpatient', 'outpatient, takes United', offers(T.outpatient), takes(I.united)),
  query('rehab that takes united', 'takes United', takes(I.united)),
  query('tricare rehab', 'takes Tricare', takes(I.tricare)),
  query('humana', 'takes Humana', takes(I.humana)),
  query('anthem blue cross', 'takes Anthem or BCBS', takes([I.anthem, I.bcbs])),

  // Misspellings: corrected at once, and the corrected search answered.
  query('alchohol', 'corrected; alcohol', corrected, treats(S.alcohol)),
  query('alcohl rehab', 'corrected; alcohol', corrected, treats(S.alcohol)),
  query('residental program arizona', 'corrected; residential in AZ', corrected, offers(T.residential), inState('AZ')),
  query('outpatent', 'corrected; outpatient', corrected, offers(T.outpatient)),
  query('detoxx', 'corrected; detox', corrected, offers(T.detox)),
  query('herion rehab', 'corrected; drugs', corrected, treats(S.drugs)),
  query('califronia rehab', 'corrected; in CA', corrected, inState('CA')),
  query('philadelpia detox', 'corrected; near Philadelphia, detox', corrected, near('Philadelphia, PA'), offers(T.detox)),
  query('medicade', 'corrected or read as Medicaid; takes Medicaid', readAs('Medicaid'), takes(I.medicaid)),
  query('sobre living', 'corrected; sober living', corrected, offers(T.soberLiving)),

  // A listing's name, whole or in part (the seed's fixed samples, ids 1-5).
  query('Quillfeather Ridge Recovery Center', 'that listing in the top 3', named('Quillfeather Ridge Recovery Center')),
  query('harbor wren', 'that listing in the top 3', named('Harbor Wren Treatment Collective')),
  query('Bluebonnet Compass House of Austin', 'that listing in the top 3', named('Bluebonnet Compass House of Austin')),
  query('marigold lantern behavioral health', 'that listing in the top 3', named('Marigold Lantern Behavioral Health')),
  query('saguaro stillwater ranch', 'that listing in the top 3', named('Saguaro Stillwater Recovery Ranch')),

  // Issue 25: a name that holds place words (Trail, MN; Tupelo, MS; Mesa, AZ) finds that listing
  // first, and the page never names a place its results contradict.
  query('Sparrow Trail Estate', 'that listing first, no contradicting place', named('Sparrow Trail Estate', 1), placeHolds),
  query('Tupelo Landing Sober House', 'that listing first, no contradicting place', named('Tupelo Landing Sober House', 1), placeHolds),
  query('Magnolia Bluff Recovery Center', 'that listing first, no contradicting place', named('Magnolia Bluff Recovery Center', 1), placeHolds),
  query('Heron Bend Treatment Collective', 'that listing first, no contradicting place', named('Heron Bend Treatment Collective', 1), placeHolds),
  query('Garnet Trail Health Partners', 'that listing first, no contradicting place', named('Garnet Trail Health Partners', 1), placeHolds),
  query('Kestrel Summit Treatment Collective', 'that listing first, no contradicting place', named('Kestrel Summit Treatment Collective', 1), placeHolds),
  query('Cedar Hollow Behavioral Health', 'that listing first, no contradicting place', named('Cedar Hollow Behavioral Health', 1), placeHolds),
  query('Alder Terrace Health Partners', 'that listing first, no contradicting place', named('Alder Terrace Health Partners', 1), placeHolds),
  query('Foxglove Bend Treatment Collective', 'that listing first, no contradicting place', named('Foxglove Bend Treatment Collective', 1), placeHolds),
  query('Tamarack Shore Recovery Center', 'that listing first, no contradicting place', named('Tamarack Shore Recovery Center', 1), placeHolds),
  query('Tupelo Crossing Treatment Center', 'that listing first, no contradicting place', named('Tupelo Crossing Treatment Center', 1), placeHolds),
  query('Wisteria Canyon Recovery Center', 'that listing first, no contradicting place', named('Wisteria Canyon Recovery Center', 1), placeHolds),
  query('Mesa Crossing Detox Center', 'that listing first, no contradicting place', named('Mesa Crossing Detox Center', 1), placeHolds),
  query('Quail Point Recovery', 'that listing first, no contradicting place', named('Quail Point Recovery', 1), placeHolds),
  query('Zephyr Trail Sober House', 'that listing first, no contradicting place', named('Zephyr Trail Sober House', 1), placeHolds),
  query('Tupelo Bend Recovery Center', 'that listing first, no contradicting place', named('Tupelo Bend Recovery Center', 1), placeHolds),
  query('Mesa Point Behavioral Health', 'that listing first, no contradicting place', named('Mesa Point Behavioral Health', 1), placeHolds),
  query('Sage Bluff Treatment Collective', 'that listing first, no contradicting place', named('Sage Bluff Treatment Collective', 1), placeHolds),
  query('Primrose Terrace Health Partners', 'that listing first, no contradicting place', named('Primrose Terrace Health Partners', 1), placeHolds),
  query('Alder Bluff Treatment Center', 'that listing first, no contradicting place', named('Alder Bluff Treatment Center', 1), placeHolds),
  query('The Retreat at Heron Knoll', 'that listing first, no contradicting place', named('The Retreat at Heron Knoll', 1), placeHolds),
  query('Amber Ridge Treatment Center', 'that listing first, no contradicting place', named('Amber Ridge Treatment Center', 1), placeHolds),
  query('Magnolia Field Treatment Center', 'that listing first, no contradicting place', named('Magnolia Field Treatment Center', 1), placeHolds),
  query('Juniper Landing Recovery Ranch', 'that listing first, no contradicting place', named('Juniper Landing Recovery Ranch', 1), placeHolds),
  query('Verbena Hill Recovery Ranch', 'that listing first, no contradicting place', named('Verbena Hill Recovery Ranch', 1), placeHolds),
  query('Clover Cove Treatment Collective', 'that listing first, no contradicting place', named('Clover Cove Treatment Collective', 1), placeHolds),
  query('Saint Thomas Recovery Services', 'that listing first, no contradicting place', named('Saint Thomas Recovery Services', 1), placeHolds),
  query('mesa glen treatment center', 'that listing first', named('Mesa Glen Treatment Center', 1), placeHolds),
  query('kestrel sumit treatment collective', 'corrected; that listing first', corrected, named('Kestrel Summit Treatment Collective', 1)),
  query('sparow trail estate', 'corrected; that listing first', corrected, named('Sparrow Trail Estate', 1), noPlace),

  // Misspelt cities, large and small: the city people mean (the more populous at equal distance).
  query('chicgo', 'corrected; near Chicago, not Chico', corrected, placeIs('Chicago, IL'), near('Chicago, IL')),
  query('chicgo rehab', 'corrected; near Chicago', corrected, near('Chicago, IL')),
  query('houstn detox', 'corrected; near Houston, detox', corrected, near('Houston, TX'), offers(T.detox)),
  query('seatle', 'corrected; near Seattle', corrected, near('Seattle, WA')),
  query('seatle detox', 'corrected; near Seattle, detox', corrected, near('Seattle, WA'), offers(T.detox)),
  query('san antono', 'corrected; near San Antonio', corrected, near('San Antonio, TX')),
  query('los angelos', 'corrected; near Los Angeles', corrected, near('Los Angeles, CA')),
  query('los angelos detox', 'corrected; near Los Angeles, detox', corrected, near('Los Angeles, CA'), offers(T.detox)),
  query('atlnta', 'corrected; near Atlanta', corrected, near('Atlanta, GA')),
  query('phoenx rehab', 'corrected; near Phoenix', corrected, near('Phoenix, AZ')),
  query('denvr', 'corrected; near Denver, CO', corrected, near('Denver, CO')),
  query('bostn', 'corrected; near Boston', corrected, near('Boston, MA')),
  query('milwakee', 'corrected; near Milwaukee', corrected, near('Milwaukee, WI')),
  query('cincinatti', 'corrected; near Cincinnati', corrected, near('Cincinnati, OH')),
  query('nashvile rehab', 'corrected; near Nashville', corrected, near('Nashville, TN')),
  query('sacremento', 'corrected; near Sacramento', corrected, near('Sacramento, CA')),
  query('albuqurque', 'corrected; near Albuquerque', corrected, near('Albuquerque, NM')),
  query('tuscon rehab', 'corrected; near Tucson', corrected, near('Tucson, AZ')),
  query('clevland', 'corrected; near Cleveland, OH', corrected, near('Cleveland, OH')),
  query('detriot rehab', 'corrected; near Detroit', corrected, near('Detroit, MI')),
  query('mineapolis', 'corrected; near Minneapolis', corrected, near('Minneapolis, MN')),
  query('indianapols detox', 'corrected; near Indianapolis, detox', corrected, near('Indianapolis, IN'), offers(T.detox)),
  query('louisvile', 'corrected; near Louisville', corrected, near('Louisville, KY')),
  query('memphs', 'corrected; near Memphis', corrected, near('Memphis, TN')),
  query('baltimor rehab', 'corrected; near Baltimore', corrected, near('Baltimore, MD')),
  query('charlote', 'corrected; near Charlotte, NC', corrected, near('Charlotte, NC')),
  query('orlndo detox', 'corrected; near Orlando, detox', corrected, near('Orlando, FL'), offers(T.detox)),
  query('pittsburgh', 'near Pittsburgh, PA', near('Pittsburgh, PA')),
  query('dalas outpatient', 'corrected; near Dallas, outpatient', corrected, near('Dallas, TX'), offers(T.outpatient)),
  query('san fransisco', 'corrected; near San Francisco', corrected, near('San Francisco, CA')),
  query('jacksonvile', 'corrected; near Jacksonville, FL', corrected, near('Jacksonville, FL')),
  query('oklahoma citty', 'corrected; near Oklahoma City', corrected, near('Oklahoma City, OK')),
  query('bakersfeild', 'corrected; near Bakersfield', corrected, placeIs('Bakersfield, CA')),
  query('lubock rehab', 'corrected; near Lubbock', corrected, placeIs('Lubbock, TX')),
  query('spokan detox', 'corrected; near Spokane, detox', corrected, placeIs('Spokane, WA'), offers(T.detox)),

  // Words of the field next to place names: never read as the town they resemble.
  nothingFor('gambling', 'not Grambling, LA; the gambling line, not every listing', notCorrected, noPlace, pointsTo('gambling')),
  nothingFor('gambling addiction', 'not Grambling, LA; the gambling line', notCorrected, noPlace, pointsTo('gambling')),
  query('young adults', 'young adults, not Young, AZ', treats(S.youngAdults), noPlace),
  query('young adult rehab texas', 'in TX, young adults', inState('TX'), treats(S.youngAdults)),
  query('weed rehab california', 'in CA, drugs (not Weed, CA)', inState('CA'), treats(S.drugs)),
  query('anthem rehab', 'takes Anthem, not Anthem, AZ', takes(I.anthem), noPlace),
  query('gay rehab', 'LGBTQ+ programs', treats(S.lgbtq), noPlace),
  query('veteran rehab', 'veterans programs', provides('veterans programs', /^Veterans/), noPlace),
  query('cash pay rehab', 'private pay', takes(I.privatePay), noPlace),
  query('chinese speaking rehab', 'Chinese', provides('Chinese', /Chinese/), noPlace),
  query('truama therapy', 'corrected or read as trauma', readAs('Trauma Therapy'), treats(S.trauma)),
  query('luxery rehab', 'corrected; luxury', corrected, offers(T.luxury)),
  query('detox detroit', 'near Detroit, detox', near('Detroit, MI'), offers(T.detox)),
  query('alcohal rehab', 'corrected; alcohol', corrected, treats(S.alcohol)),
  query('methadon clinic', 'corrected; methadone', corrected, provides('methadone', /methadone/i)),
  query('outpatiant', 'corrected; outpatient', corrected, offers(T.outpatient)),
  query('inpateint rehab ohio', 'corrected; in OH, inpatient', corrected, inState('OH'), offers(T.inpatient)),
  query('medicaid rehab denver', 'near Denver, takes Medicaid', near('Denver, CO'), takes(I.medicaid)),

  // The box and the controls: a State or ZIP chosen replaces a different place the box read.
  withControls('detox in austin', { state: 'OH' }, 'in OH, detox; Austin replaced', inState('OH'), offers(T.detox), replaced('Austin, TX', 'Ohio')),
  withControls('teen rehab california', { state: 'NV' }, 'in NV, teens; California replaced', inState('NV'), replaced('California', 'Nevada')),
  withControls('alcohol rehab texas', { state: 'FL' }, 'in FL, alcohol', inState('FL'), treats(S.alcohol), replaced('Texas', 'Florida')),
  withControls('chicago outpatient', { state: 'WI' }, 'in WI, outpatient', inState('WI'), offers(T.outpatient), replaced('Chicago, IL', 'Wisconsin')),
  withControls('phoenix rehab', { state: 'TX' }, 'in TX', inState('TX'), replaced('Phoenix, AZ', 'Texas')),
  withControls('nyc rehab', { state: 'NJ' }, 'in NJ', inState('NJ'), replaced('New York, NY', 'New Jersey')),
  withControls('florida detox', { state: 'GA' }, 'in GA, detox', inState('GA'), offers(T.detox), replaced('Florida', 'Georgia')),
  withControls('detox los angeles', { state: 'NV' }, 'in NV, detox', inState('NV'), offers(T.detox)),
  withControls('rehab near 90210', { zip: '10001' }, 'near New York', near('New York, NY'), replaced('Near 90210', 'ZIP 10001')),
  withControls('seattle sober living', { zip: '97201' }, 'near Portland, sober living', near('Portland, OR'), offers(T.soberLiving)),
  withControls('denver co', { state: 'CO' }, 'near Denver, CO (no conflict)', near('Denver, CO'), placeIs('Denver, CO')),
  withControls('miami detox', { state: 'FL' }, 'near Miami, detox (no conflict)', near('Miami, FL'), offers(T.detox)),
  withControls('boston alcohol treatment', { state: 'MA' }, 'near Boston, alcohol', near('Boston, MA'), treats(S.alcohol)),
  withControls('rehab in georgia', { state: 'GA' }, 'in GA', inState('GA')),
  // The word and the ticked box are one list's choices: either (as ticking both would be).
  withControls('outpatient', { state: 'OH', treatment_types: 'detox' }, 'in OH, outpatient or detox', inState('OH'), offersEither(T.outpatient, T.detox)),
  withControls('medicaid', { zip: '60601' }, 'near Chicago, takes Medicaid', near('Chicago, IL'), takes(I.medicaid)),

  // ZIP codes typed alone or with words.
  query('rehab 10001', 'near New York', near('New York, NY')),
  query('detox 33101', 'near Miami, detox', near('Miami, FL'), offers(T.detox)),
  query('94102', 'near San Francisco', near('San Francisco, CA')),
  query('outpatient near 02108', 'near Boston, outpatient', near('Boston, MA'), offers(T.outpatient)),
  query('98101 sober living', 'near Seattle, sober living', near('Seattle, WA'), offers(T.soberLiving)),

  // Typed in Spanish (issue 29), with and without accents, as a Spanish-speaking visitor writes.
  ...SPANISH_RELEVANCE_QUERIES,

  // Issue 45: what worried people type. Sentences in a parent's and a partner's voice, drug names
  // people use, and searches that found nothing near a place (widened, and said so).
  query('detox for my teenage son columbus ohio medicaid', 'detox, teens, Medicaid; farther than 30 miles and said so', offers(T.detox), takes(I.medicaid), provides('Children/adolescents', /^Children\/adolescents$/), widened),
  query('detox in albuquerque nm', 'detox, near Albuquerque or farther and said so', offers(T.detox)),
  query('benzodiazepine detox', 'detox for benzodiazepines', offers(T.detox), treats(S.prescription)),
  query('xanax detox', 'detox for benzodiazepines', offers(T.detox), treats(S.prescription)),
  query('my husband drinks too much', 'alcohol, not every listing', treats(S.alcohol)),
  query('my wife has a drinking problem', 'alcohol', treats(S.alcohol)),
  query('my son is hooked on pills', 'prescription drugs', treats(S.prescription)),
  query('my daughter is using meth', 'drugs (meth)', treats(S.drugs)),
  query('kratom', 'drug programs', treats(S.drugs)),
  query('teenage drug rehab', 'teens, drugs', treats(S.drugs), provides('Children/adolescents', /^Children\/adolescents$/)),
  query('rehab st louis mo', 'near Saint Louis, MO (not Louisville)', near('Saint Louis, MO')),
  query('detox ft lauderdale', 'detox in FL', offers(T.detox), inState('FL')),
  query('mt vernon rehab', 'a Mount Vernon, not nothing'),
  nothingFor('problem gambling', 'the gambling line, not every listing', pointsTo('gambling')),
  nothingFor('gambler help', 'the gambling line, not every listing', pointsTo('gambling')),
];

export interface RelevanceOutcome {
  q: string;
  expect: string;
  total: number;
  /** Why it failed; empty when it passed. */
  failures: string[];
  /** The top results, for the report. */
  top: string[];
  corrected?: string;
  /** Its right answer is nothing: not counted among the searches without results. */
  empty?: true;
}

/** Judges one answer: zero results always fail, then every check of the query. */
export function judge(query: RelevanceQuery, answer: RelevanceAnswer): RelevanceOutcome {
  const empty = answer.total === 0 || answer.facilities.length === 0;
  const failures = query.empty
    ? empty && answer.unmatched
      ? query.checks.map((check) => check(answer)).filter((m): m is string => m !== null)
      : [empty ? 'answered nothing without saying why' : `answered ${answer.total} listings for a need the directory does not hold`]
    : empty
      ? ['no results']
      : query.checks.map((check) => check(answer)).filter((m): m is string => m !== null);
  return {
    q: query.params ? `${query.q} [${new URLSearchParams(query.params)}]` : query.q,
    expect: query.expect,
    total: answer.total,
    ...(query.empty ? { empty: true as const } : {}),
    failures,
    top: top(answer).slice(0, 5).map((f) =>
      `#${f.id} ${f.name} (${f.city}, ${f.state}${f.distance !== undefined ? `, ${f.distance} mi` : ''})`,
    ),
    ...(answer.corrected ? { corrected: answer.corrected.query } : {}),
  };
}

export interface RelevanceSummary {
  queries: number;
  passed: number;
  passRate: number;
  zeroResults: number;
  failed: RelevanceOutcome[];
}

export function summarise(outcomes: readonly RelevanceOutcome[]): RelevanceSummary {
  const failed = outcomes.filter((o) => o.failures.length > 0);
  return {
    queries: outcomes.length,
    passed: outcomes.length - failed.length,
    passRate: outcomes.length === 0 ? 0 : (outcomes.length - failed.length) / outcomes.length,
    zeroResults: outcomes.filter((o) => o.total === 0 && !o.empty).length,
    failed,
  };
}

/**
 * Issue 45's held-out quarter: written with the queries above and never run while changing the
 * search; `npm run bench:relevance` and the relevance test report their figure apart, after the rest.
 */
export const HELD_OUT_RELEVANCE_QUERIES: RelevanceQuery[] = [
  query('my boyfriend drinks every day', 'alcohol', treats(S.alcohol)),
  query('valium withdrawal', 'detox for benzodiazepines', offers(T.detox), treats(S.prescription)),
  query('oxy rehab medicaid', 'prescription drugs, Medicaid', treats(S.prescription), takes(I.medicaid)),
  nothingFor('sports betting', 'the gambling line, not every listing', pointsTo('gambling')),
];

/** The targets: issue 12 set them at 95 %; issue 25 asks for every query (at least 200); issue 29, 40 in Spanish. */
export const RELEVANCE_TARGETS = { passRate: 1, zeroResults: 0, minQueries: 200, minSpanish: 40 } as const;

/** The failing queries, one block each: what was expected, why it failed, what came back. */
export function formatFailures(summary: RelevanceSummary): string {
  return summary.failed
    .map((o) =>
      [
        `✗ "${o.q}" (expected ${o.expect}; ${o.total} results${o.corrected ? `, corrected to "${o.corrected}"` : ''})`,
        ...o.failures.map((f) => `    why: ${f}`),
        ...o.top.map((t, i) => `    ${i + 1}. ${t}`),
      ].join('\n'),
    )
    .join('\n');
}

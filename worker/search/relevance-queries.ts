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
}

export interface RelevanceAnswer {
  facilities: RelevanceFacility[];
  total: number;
  corrected?: { query: string; original: string };
  understood?: Array<{ label: string }>;
}

/** A failed check says why, in a sentence; a passed one says nothing. */
type Check = (answer: RelevanceAnswer) => string | null;

export interface RelevanceQuery {
  q: string;
  /** What a good answer looks like, in words (printed next to a failure). */
  expect: string;
  checks: Check[];
}

/** How many results a judgement reads: the first screen of results. */
export const TOP = 10;

/** The search request for one query: the top results only. */
export const relevancePath = (q: string) => `/api/facility/public/search?${new URLSearchParams({ q, limit: String(TOP) })}`;

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

const query = (q: string, expect: string, ...checks: Check[]): RelevanceQuery => ({ q, expect, checks });

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
}

/** Judges one answer: zero results always fail, then every check of the query. */
export function judge(query: RelevanceQuery, answer: RelevanceAnswer): RelevanceOutcome {
  const failures =
    answer.total === 0 || answer.facilities.length === 0
      ? ['no results']
      : query.checks.map((check) => check(answer)).filter((m): m is string => m !== null);
  return {
    q: query.q,
    expect: query.expect,
    total: answer.total,
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
    zeroResults: outcomes.filter((o) => o.total === 0).length,
    failed,
  };
}

/** The targets of issue 12. */
export const RELEVANCE_TARGETS = { passRate: 0.95, zeroResults: 0 } as const;

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

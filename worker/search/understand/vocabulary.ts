// What the words people type into the search box mean, as data: each phrase (written as a visitor
// would type it; compared after the same normalisation as the search text) has one meaning. The
// taxonomy ids are those of the treatment_types, specializations and insurance_providers tables; a
// test checks every id against the seed's lists, so a renamed entry cannot silently stop matching.

export type TaxonomyList = 'treatment_types' | 'specializations' | 'insurance';

export type Meaning =
  /** Says what kind of place is wanted without narrowing it: rehab, treatment, center... */
  | { kind: 'generic' }
  /** Carries no meaning in a search: in, for, that takes, i need help with my... */
  | { kind: 'stop' }
  /** Asks for places near the visitor. */
  | { kind: 'near-me' }
  /** A filter on one taxonomy list; several ids mean any of them (OR, as the filter sidebar does). */
  | { kind: 'term'; list: TaxonomyList; ids: string[] }
  /** Another name for a state: cali, jersey. */
  | { kind: 'state'; code: string }
  /** Another name for a city: nyc, philly. */
  | { kind: 'city'; city: string; state: string };

interface Entry {
  phrases: string[];
  meaning: Meaning;
}

const term = (list: TaxonomyList, ...ids: string[]): Meaning => ({ kind: 'term', list, ids });

export const VOCABULARY: Entry[] = [
  // Generic words: every listing is one of these.
  {
    phrases: [
      'rehab', 'rehabs', 'rehabilitation', 'treatment', 'treatments', 'recovery', 'program', 'programs', 'center',
      'centers', 'centre', 'centres', 'clinic', 'clinics', 'facility', 'facilities', 'place', 'places', 'help',
      'addiction', 'addictions', 'addiction treatment', 'substance abuse', 'substance use', 'substance abuse treatment',
      'abuse', 'care', 'services', 'service', 'options', 'provider', 'providers', 'counseling', 'therapy', 'best',
      'top', 'good', 'local', 'nearby', 'closest', 'nearest',
    ],
    meaning: { kind: 'generic' },
  },
  {
    phrases: [
      'in', 'at', 'for', 'of', 'the', 'a', 'an', 'and', 'or', 'to', 'with', 'my', 'me', 'i', 'im', 'i m', 'we',
      'our', 'need', 'needs', 'want', 'looking', 'looking for', 'find', 'search', 'get', 'getting', 'around',
      'near', 'close to', 'by', 'that', 'takes', 'that takes', 'take', 'accepts', 'accepting', 'that accepts',
      'accept', 'which', 'who', 'insurance', 'covered', 'covered by', 'coverage', 'i need help with my',
      'i need help with', 'i need help', 'help with', 'help for', 'for my', 'someone', 'son', 'daughter',
      'husband', 'wife', 'friend', 'mom', 'dad', 'loved one', 'please', 'state', 'city', 'area', 'county',
      // "gay friendly", "pet friendly": the word before says what matters (and Friendly, WV is a town).
      'friendly', 'affirming', 'welcoming',
    ],
    meaning: { kind: 'stop' },
  },
  { phrases: ['near me', 'close to me', 'around me', 'nearby me', 'closest to me', 'near my location', 'near here'], meaning: { kind: 'near-me' } },

  // Treatment types.
  { phrases: ['detox', 'detoxification', 'detoxing', 'withdrawal', 'withdrawals', 'medical detox'], meaning: term('treatment_types', 'detox') },
  { phrases: ['inpatient', 'in patient'], meaning: term('treatment_types', 'inpatient') },
  { phrases: ['residential', 'live in', 'long term'], meaning: term('treatment_types', 'residential') },
  { phrases: ['outpatient', 'out patient'], meaning: term('treatment_types', 'outpatient') },
  { phrases: ['iop', 'intensive outpatient', 'intensive outpatient program'], meaning: term('treatment_types', 'iop') },
  { phrases: ['php', 'partial hospitalization', 'partial hospitalization program', 'day treatment', 'day program'], meaning: term('treatment_types', 'php') },
  { phrases: ['sober living', 'sober house', 'sober houses', 'sober home', 'sober homes', 'halfway house', 'halfway houses', 'recovery house', 'recovery residence'], meaning: term('treatment_types', 'sober-living') },
  { phrases: ['extended care', 'aftercare', 'after care'], meaning: term('treatment_types', 'extended-care') },
  { phrases: ['executive', 'executives', 'professionals', 'executive program'], meaning: term('treatment_types', 'executive') },
  { phrases: ['luxury', 'upscale', 'high end', 'private luxury'], meaning: term('treatment_types', 'luxury') },

  // Specializations: what the help is for, and for whom.
  { phrases: ['alcohol', 'alcoholism', 'alcoholic', 'alcoholics', 'drinking', 'drinker', 'drink', 'booze', 'aud'], meaning: term('specializations', 'alcohol-addiction') },
  {
    phrases: [
      'drug', 'drugs', 'drug addiction', 'opioid', 'opioids', 'opiate', 'opiates', 'heroin', 'fentanyl', 'meth',
      'methamphetamine', 'crystal meth', 'cocaine', 'crack', 'marijuana', 'weed', 'cannabis', 'narcotics', 'oud',
      'stimulants',
    ],
    meaning: term('specializations', 'drug-addiction'),
  },
  {
    phrases: ['pills', 'pill', 'prescription', 'prescription drugs', 'prescription drug', 'painkillers', 'pain pills', 'oxy', 'oxycodone', 'oxycontin', 'percocet', 'vicodin', 'benzos', 'benzodiazepines', 'xanax', 'adderall'],
    meaning: term('specializations', 'prescription-drug-abuse'),
  },
  { phrases: ['dual diagnosis', 'co occurring', 'cooccurring', 'co occurring disorders', 'dual dx'], meaning: term('specializations', 'dual-diagnosis', 'co-occurring-disorders') },
  { phrases: ['mental health', 'depression', 'anxiety', 'bipolar', 'psychiatric'], meaning: term('specializations', 'mental-health') },
  { phrases: ['ptsd', 'trauma', 'trauma informed', 'post traumatic stress'], meaning: term('specializations', 'ptsd-treatment', 'trauma-therapy') },
  { phrases: ['teen', 'teens', 'teenager', 'teenagers', 'adolescent', 'adolescents', 'young adult', 'young adults', 'youth', 'college', 'college students'], meaning: term('specializations', 'young-adults') },
  { phrases: ['women', 'womens', 'women s', 'woman', 'women only', 'female', 'females', 'ladies', 'for women', 'mothers', 'moms'], meaning: term('specializations', 'women-only') },
  { phrases: ['men', 'mens', 'men s', 'man', 'men only', 'male', 'males', 'for men'], meaning: term('specializations', 'men-only') },
  { phrases: ['lgbt', 'lgbtq', 'lgbtqia', 'gay', 'lesbian', 'queer', 'transgender', 'trans'], meaning: term('specializations', 'lgbtq-programs') },
  { phrases: ['family therapy', 'family program', 'family counseling'], meaning: term('specializations', 'family-therapy') },
  { phrases: ['eating disorder', 'eating disorders', 'anorexia', 'bulimia', 'binge eating'], meaning: term('specializations', 'eating-disorders') },

  // Insurance and payment, and the forms people write them in.
  { phrases: ['aetna'], meaning: term('insurance', 'aetna') },
  { phrases: ['anthem'], meaning: term('insurance', 'anthem') },
  { phrases: ['blue cross', 'blue shield', 'blue cross blue shield', 'bcbs', 'bluecross', 'blue cross and blue shield'], meaning: term('insurance', 'blue-cross-blue-shield') },
  { phrases: ['cigna'], meaning: term('insurance', 'cigna') },
  { phrases: ['humana'], meaning: term('insurance', 'humana') },
  { phrases: ['united', 'united healthcare', 'unitedhealthcare', 'united health care', 'uhc', 'optum'], meaning: term('insurance', 'united-healthcare') },
  { phrases: ['medicare'], meaning: term('insurance', 'medicare') },
  // Common misspellings that are closer, letter for letter, to another insurer ("medicade": medicare).
  { phrases: ['medicaid', 'medicade', 'medicaide', 'medicad', 'medi cal', 'medical assistance', 'state insurance', 'ahcccs', 'masshealth'], meaning: term('insurance', 'medicaid') },
  { phrases: ['kaiser', 'kaiser permanente'], meaning: term('insurance', 'kaiser-permanente') },
  { phrases: ['magellan', 'magellan health'], meaning: term('insurance', 'magellan-health') },
  { phrases: ['tricare', 'military insurance'], meaning: term('insurance', 'tricare') },
  { phrases: ['private pay', 'self pay', 'cash', 'cash pay', 'out of pocket', 'no insurance'], meaning: term('insurance', 'private-pay') },
  { phrases: ['financing', 'payment plan', 'payment plans', 'financing available'], meaning: term('insurance', 'financing-available') },

  // Other names for places.
  { phrases: ['cali', 'socal', 'norcal'], meaning: { kind: 'state', code: 'CA' } },
  { phrases: ['jersey'], meaning: { kind: 'state', code: 'NJ' } },
  { phrases: ['mass'], meaning: { kind: 'state', code: 'MA' } },
  { phrases: ['nyc', 'new york city', 'manhattan'], meaning: { kind: 'city', city: 'New York', state: 'NY' } },
  { phrases: ['philly'], meaning: { kind: 'city', city: 'Philadelphia', state: 'PA' } },
  { phrases: ['vegas'], meaning: { kind: 'city', city: 'Las Vegas', state: 'NV' } },
  { phrases: ['nola'], meaning: { kind: 'city', city: 'New Orleans', state: 'LA' } },
];

/**
 * Two-letter state codes that are also everyday words: they mean the state only when typed in
 * capitals ("rehab IN") or right after a city of that state ("denver co").
 */
export const AMBIGUOUS_STATE_CODES = new Set(['in', 'me', 'or', 'hi', 'ok', 'oh', 'de', 'pa', 'co', 'al', 'ma', 'id', 'la', 'mo', 'ne', 'wa', 'ga', 'va', 'sc']);

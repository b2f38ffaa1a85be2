// What the words people type into the search box mean, as data: each phrase (written as a visitor
// would type it, in English or in Spanish (issue 29); compared after the same normalisation as the
// search text, so "desintoxicación" and "desintoxicacion" are one) has one meaning. The
// taxonomy ids are those of the treatment_types, specializations and insurance_providers tables, the
// service slugs those of the services catalogue (worker/reference/services.ts); a test checks every id and slug
// against the seed, so a renamed entry cannot silently stop matching.

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
  /**
   * Locator services, all of one sidebar group; several mean any of them (OR). The chip says the
   * first one's label, or `label` when the words name the several together ("MAT").
   */
  | { kind: 'service'; slugs: string[]; label?: string }
  /** Asks for listings accepting new patients, confirmed recently (availability, issue 24). */
  | { kind: 'accepting' }
  /**
   * A subject of treatment no filter holds (gambling): searched as text, never corrected into
   * anything else or read as a place (Grambling, LA).
   */
  | { kind: 'topic' }
  /** Another name for a state: cali, jersey. */
  | { kind: 'state'; code: string }
  /** Another name for a city: nyc, philly. */
  | { kind: 'city'; city: string; state: string };

interface Entry {
  phrases: string[];
  meaning: Meaning;
}

const term = (list: TaxonomyList, ...ids: string[]): Meaning => ({ kind: 'term', list, ids });
const service = (...slugs: string[]): Meaning => ({ kind: 'service', slugs });
const services = (label: string, ...slugs: string[]): Meaning => ({ kind: 'service', slugs, label });

// Service slugs the vocabulary names more than once.
const BUPRENORPHINE = ['om-buprenorphine', 'ot-buprenorphine-used-in-treatment', 'ot-prescribes-administers-buprenorphine'];
const SUBOXONE = 'phr-buprenorphine-with-naloxone-suboxone';
const SUBUTEX = 'phr-buprenorphine-without-naloxone';
const SUBLOCADE = 'phr-buprenorphine-extended-release-injectable-for-example-su';
const METHADONE = ['om-methadone', 'phr-methadone', 'ot-methadone-maintenance', 'ot-methadone-maintenance-for-predetermined-time'];
const VIVITROL = 'phr-extended-release-injectable-naltrexone-vivitrol';
const NALTREXONE = ['om-naltrexone', 'phr-naltrexone-oral', VIVITROL, 'ot-naltrexone-used-in-treatment', 'ot-prescribes-administers-naltrexone'];
const FREE = 'pay-free-services-no-payment-needed';
const SLIDING_SCALE = 'pyas-sliding-fee-scale-based-on-income-and-other-factors';
const PAYMENT_ASSISTANCE = 'pyas-payment-assistance-available-check-with-facility-for-de';
const OTHER_LANGUAGES = [
  'ol-spanish', 'ol-german', 'ol-arabic', 'ol-any-chinese-language', 'ol-french', 'ol-hmong', 'ol-italian', 'ol-korean',
  'ol-polish', 'ol-portuguese', 'ol-russian', 'ol-tagalog', 'ol-vietnamese',
];

// The registration list's substances, each a specialization of its own (decision 016).
const OPIOIDS = ['opioid-addiction', 'heroin-addiction', 'fentanyl-addiction'];
const SUBSTANCES = [...OPIOIDS, 'cocaine-addiction', 'methamphetamine-addiction', 'marijuana-addiction', 'benzodiazepine-addiction'];

export const VOCABULARY: Entry[] = [
  // Generic words: every listing is one of these.
  {
    phrases: [
      'rehab', 'rehabs', 'rehabilitation', 'treatment', 'treatments', 'recovery', 'program', 'programs', 'center',
      'centers', 'centre', 'centres', 'clinic', 'clinics', 'facility', 'facilities', 'place', 'places', 'help',
      'addiction', 'addictions', 'addiction treatment', 'substance abuse', 'substance use', 'substance abuse treatment',
      'abuse', 'care', 'services', 'service', 'options', 'provider', 'providers', 'counseling', 'therapy', 'best',
      'top', 'good', 'local', 'nearby', 'closest', 'nearest', 'rehabilitación', 'centro', 'centros', 'centro de rehabilitación', 'centros de rehabilitación', 'tratamiento', 'tratamientos', 'programa', 'programas', 'clínica', 'clínicas', 'ayuda', 'adicción', 'adicciones', 'recuperación', 'servicios', 'terapia', 'consejería', 'mejor', 'mejores', 'cercano', 'cercanos', 'cercana', 'cercanas', 'abuso de sustancias', 'uso de sustancias',
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
      // A parent's or a partner's sentence around what it means ("my husband drinks too much").
      'too much', 'problem', 'problems', 'issue', 'issues', 'struggling', 'struggling with', 'struggles with', 'is using', 'using', 'hooked on', 'addicted to', 'addicted', 'brother', 'sister', 'boyfriend', 'girlfriend', 'partner', 'father', 'mother', 'parent', 'parents',
      // "gay friendly", "pet friendly": the word before says what matters (and Friendly, WV is a town).
      'friendly', 'affirming', 'welcoming', 'en', 'de', 'del', 'la', 'el', 'los', 'las', 'para', 'con', 'que', 'y', 'o', 'al', 'mi', 'mis', 'un', 'una', 'busco', 'buscando', 'necesito', 'quiero', 'por favor', 'acepta', 'aceptan', 'que acepta', 'que aceptan', 'seguro', 'seguro médico', 'cubre', 'cubierto por', 'cerca', 'cerca de', 'hijo', 'hija', 'esposo', 'esposa', 'mamá', 'papá', 'familiar', 'por', 'estado', 'ciudad', 'condado', 'alguien', 'ser querido',
    ],
    meaning: { kind: 'stop' },
  },
  // Availability: one filter, listings that said they accept new patients in the last 14 days.
  {
    phrases: [
      'accepting new patients', 'accepting patients', 'taking new patients', 'new patients', 'open beds', 'open bed',
      'beds available', 'bed available', 'available beds', 'no waitlist', 'no wait list', 'no waiting list', 'available now', 'aceptando pacientes nuevos', 'acepta pacientes nuevos', 'camas disponibles', 'disponible ahora', 'sin lista de espera',
      'availability',
    ],
    meaning: { kind: 'accepting' },
  },
  { phrases: ['near me', 'close to me', 'around me', 'nearby me', 'closest to me', 'near my location', 'near here', 'cerca de mí', 'cerca de aquí', 'cerca de donde estoy', 'cercanos a mí', 'más cercano', 'más cercanos'], meaning: { kind: 'near-me' } },

  // Treatment types.
  { phrases: ['detox', 'detoxification', 'detoxing', 'withdrawal', 'withdrawals', 'medical detox', 'desintoxicación', 'desintoxicación médica', 'desintox', 'abstinencia'], meaning: term('treatment_types', 'detox') },
  { phrases: ['inpatient', 'in patient', 'internación', 'internamiento', 'internado', 'tratamiento interno'], meaning: term('treatment_types', 'inpatient') },
  { phrases: ['residential', 'live in', 'long term', 'residencial', 'tratamiento residencial', 'largo plazo'], meaning: term('treatment_types', 'residential') },
  { phrases: ['outpatient', 'out patient', 'ambulatorio', 'ambulatoria', 'tratamiento ambulatorio', 'consulta externa'], meaning: term('treatment_types', 'outpatient') },
  { phrases: ['iop', 'intensive outpatient', 'intensive outpatient program', 'ambulatorio intensivo', 'programa ambulatorio intensivo'], meaning: term('treatment_types', 'iop') },
  { phrases: ['php', 'partial hospitalization', 'partial hospitalization program', 'day treatment', 'day program', 'hospitalización parcial', 'programa de día'], meaning: term('treatment_types', 'php') },
  { phrases: ['sober living', 'sober house', 'sober houses', 'sober home', 'sober homes', 'halfway house', 'halfway houses', 'recovery house', 'recovery residence', 'vivienda sobria', 'casa sobria', 'casa de transición', 'hogar de transición', 'casas de transición'], meaning: term('treatment_types', 'sober-living') },
  { phrases: ['extended care', 'aftercare', 'after care'], meaning: term('treatment_types', 'extended-care') },
  { phrases: ['executive', 'executives', 'professionals', 'executive program'], meaning: term('treatment_types', 'executive') },
  { phrases: ['luxury', 'upscale', 'high end', 'private luxury'], meaning: term('treatment_types', 'luxury') },

  // Specializations: what the help is for, and for whom.
  { phrases: ['alcohol', 'alcoholism', 'alcoholic', 'alcoholics', 'drinking', 'drinker', 'drink', 'drinks', 'drinking problem', 'drunk', 'booze', 'aud', 'bebe', 'bebe mucho', 'alcoholismo', 'alcohólico', 'alcohólica', 'alcohólicos', 'beber', 'bebida'], meaning: term('specializations', 'alcohol-addiction') },
  // Drug Addiction first (the chip's name), then the substances a listing can name on its own (decision 016).
  { phrases: ['drug', 'drugs', 'drug addiction', 'narcotics', 'drogas', 'droga', 'drogadicción', 'narcóticos', 'adicción a las drogas'], meaning: term('specializations', 'drug-addiction', ...SUBSTANCES) },
  { phrases: ['opioid', 'opioids', 'opiate', 'opiates', 'oud', 'opioides', 'opiáceos'], meaning: term('specializations', 'drug-addiction', ...OPIOIDS) },
  { phrases: ['heroin', 'heroína'], meaning: term('specializations', 'drug-addiction', 'heroin-addiction', 'opioid-addiction') },
  { phrases: ['fentanyl', 'fentanilo'], meaning: term('specializations', 'drug-addiction', 'fentanyl-addiction', 'opioid-addiction') },
  { phrases: ['meth', 'methamphetamine', 'crystal meth', 'metanfetamina', 'metanfetaminas'], meaning: term('specializations', 'drug-addiction', 'methamphetamine-addiction') },
  { phrases: ['cocaine', 'crack', 'cocaína'], meaning: term('specializations', 'drug-addiction', 'cocaine-addiction') },
  // No listing names kratom on its own: the drug programs treat it.
  { phrases: ['kratom'], meaning: term('specializations', 'drug-addiction') },
  { phrases: ['stimulants'], meaning: term('specializations', 'drug-addiction', 'cocaine-addiction', 'methamphetamine-addiction') },
  { phrases: ['marijuana', 'weed', 'cannabis', 'marihuana'], meaning: term('specializations', 'drug-addiction', 'marijuana-addiction') },
  {
    phrases: ['pills', 'pill', 'prescription', 'prescription drugs', 'prescription drug', 'painkillers', 'pain pills', 'oxy', 'oxycodone', 'oxycontin', 'percocet', 'vicodin', 'adderall', 'pastillas', 'medicamentos recetados', 'analgésicos'],
    meaning: term('specializations', 'prescription-drug-abuse'),
  },
  { phrases: ['benzos', 'benzo', 'benzodiazepine', 'benzodiazepines', 'xanax', 'valium', 'klonopin', 'ativan', 'benzodiacepinas'], meaning: term('specializations', 'prescription-drug-abuse', 'benzodiazepine-addiction') },
  { phrases: ['dual diagnosis', 'co occurring', 'cooccurring', 'co occurring disorders', 'dual dx', 'diagnóstico dual', 'trastornos concurrentes', 'patología dual'], meaning: term('specializations', 'dual-diagnosis', 'co-occurring-disorders') },
  { phrases: ['mental health', 'depression', 'anxiety', 'bipolar', 'psychiatric', 'salud mental', 'depresión', 'ansiedad'], meaning: term('specializations', 'mental-health') },
  { phrases: ['ptsd', 'trauma', 'trauma informed', 'post traumatic stress', 'estrés postraumático', 'tept'], meaning: term('specializations', 'ptsd-treatment', 'trauma-therapy') },
  { phrases: ['young adult', 'young adults', 'college', 'college students', 'adultos jóvenes', 'universitarios'], meaning: term('specializations', 'young-adults') },
  { phrases: ['women', 'womens', 'women s', 'woman', 'women only', 'female', 'females', 'ladies', 'for women', 'mothers', 'moms', 'mujeres', 'mujer', 'para mujeres', 'solo mujeres', 'madres'], meaning: term('specializations', 'women-only') },
  { phrases: ['men', 'mens', 'men s', 'man', 'men only', 'male', 'males', 'for men', 'hombres', 'hombre', 'para hombres', 'solo hombres', 'varones'], meaning: term('specializations', 'men-only') },
  { phrases: ['lgbt', 'lgbtq', 'lgbtqia', 'gay', 'lesbian', 'queer', 'transgender', 'trans'], meaning: term('specializations', 'lgbtq-programs') },
  { phrases: ['family therapy', 'family program', 'family counseling', 'terapia familiar'], meaning: term('specializations', 'family-therapy') },
  { phrases: ['eating disorder', 'eating disorders', 'anorexia', 'bulimia', 'binge eating', 'trastornos alimenticios', 'trastornos de la alimentación', 'trastorno alimenticio'], meaning: term('specializations', 'eating-disorders') },

  {
    phrases: [
      'gambling', 'gambler', 'gamblers', 'problem gambling', 'gambling disorder', 'internet addiction', 'gaming',
      'video games', 'sex addiction', 'porn', 'pornography', 'ludopatía', 'apuestas', 'juegos de azar',
    ],
    meaning: { kind: 'topic' },
  },

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
  { phrases: ['private pay', 'self pay', 'cash', 'cash pay', 'out of pocket', 'no insurance', 'sin seguro', 'pago privado', 'pago en efectivo', 'efectivo'], meaning: term('insurance', 'private-pay') },
  { phrases: ['financing', 'payment plan', 'payment plans', 'financing available'], meaning: term('insurance', 'financing-available') },

  // Locator services: medications. A brand names its drug; the drug's name, any form of it.
  { phrases: ['suboxone', 'suboxona'], meaning: service(SUBOXONE, ...BUPRENORPHINE) },
  { phrases: ['subutex'], meaning: service(SUBUTEX, ...BUPRENORPHINE) },
  { phrases: ['sublocade'], meaning: service(SUBLOCADE) },
  {
    phrases: ['buprenorphine', 'bupe', 'bupenorphine', 'buprenorphine treatment', 'suboxone clinic', 'suboxone doctor', 'suboxone doctors', 'buprenorfina'],
    meaning: service(...BUPRENORPHINE, SUBOXONE, SUBUTEX, SUBLOCADE, 'ot-buprenorphine-maintenance', 'ot-buprenorphine-maintenance-for-predetermined-time'),
  },
  { phrases: ['methadone', 'methadone clinic', 'methadone clinics', 'methadone program', 'methadone maintenance', 'metadona', 'clínica de metadona', 'clínicas de metadona'], meaning: service(...METHADONE) },
  { phrases: ['vivitrol', 'vivitrol shot', 'naltrexone shot'], meaning: service(VIVITROL) },
  { phrases: ['naltrexone', 'revia', 'naltrexona'], meaning: service(...NALTREXONE) },
  { phrases: ['antabuse', 'disulfiram'], meaning: service('phr-disulfiram-antabuse') },
  { phrases: ['campral', 'acamprosate'], meaning: service('phr-acamprosate-campral') },
  {
    phrases: ['mat', 'moud', 'medication assisted treatment', 'medication assisted', 'medication assisted therapy', 'medications for opioid use disorder', 'tratamiento asistido con medicamentos', 'tratamiento con medicamentos'],
    meaning: services(/*i18n*/ 'Medication for opioid use disorder', 'om-methadone', 'om-buprenorphine', 'om-naltrexone', ...BUPRENORPHINE.slice(1), SUBOXONE, ...METHADONE.slice(1), VIVITROL),
  },
  { phrases: ['opioid treatment program', 'otp'], meaning: service('ot-samhsa-certified-opioid-treatment-program') },

  // Services: payment.
  { phrases: ['free', 'free rehab', 'free treatment', 'no cost', 'free of charge', 'no charge', 'gratis', 'gratuito', 'gratuita', 'gratuitos', 'sin costo'], meaning: service(FREE) },
  { phrases: ['sliding scale', 'sliding fee', 'sliding fee scale', 'sliding scale fee', 'income based'], meaning: service(SLIDING_SCALE) },
  { phrases: ['payment assistance', 'financial assistance', 'financial aid'], meaning: service(PAYMENT_ASSISTANCE) },
  { phrases: ['low cost', 'affordable', 'cheap', 'low income', 'bajo costo', 'económico', 'económicos', 'barato', 'bajos ingresos'], meaning: services('Free or low cost', SLIDING_SCALE, PAYMENT_ASSISTANCE, FREE) },

  // Services: who a program is for. "Teen" is an age the facility accepts (the locator's
  // Children/adolescents, offered by half its facilities), not the Young Adults (18-25) specialty.
  { phrases: ['veterans', 'veteran', 'vets', 'va', 'veteranos', 'veterano', 'veteranas'], meaning: service('sg-veterans', 'excl-veterans-only') },
  { phrases: ['active duty', 'active duty military', 'service members', 'servicemembers'], meaning: service('sg-active-duty-military') },
  { phrases: ['military families', 'military family', 'military spouses'], meaning: service('sg-military-families') },
  { phrases: ['pregnant', 'pregnancy', 'postpartum', 'pregnant women', 'expecting mothers', 'embarazadas', 'embarazada', 'embarazo', 'posparto', 'mujeres embarazadas'], meaning: service('sg-pregnant-postpartum-women') },
  { phrases: ['court ordered', 'court order', 'court mandated', 'court referred', 'drug court', 'probation'], meaning: service('sg-clients-referred-from-the-court-judicial-system') },
  { phrases: ['dui', 'dwi', 'owi', 'dui classes', 'dui program', 'dwi program'], meaning: service('excl-dui-dwi-clients', 'excl-dui-dwi-clients-only') },
  { phrases: ['hiv', 'aids', 'hiv aids'], meaning: service('sg-hiv-or-aids') },
  { phrases: ['domestic violence', 'intimate partner violence'], meaning: service('sg-intimate-partner-violence-or-domestic-violence') },
  { phrases: ['teen', 'teens', 'teenage', 'teenager', 'teenagers', 'adolescent', 'adolescents', 'youth', 'kids', 'children', 'child', 'juvenile', 'adolescentes', 'adolescente', 'jóvenes', 'niños', 'menores'], meaning: service('age-children-adolescents') },
  // The age accepted (a third of facilities), as for teens, rather than the rarer senior program.
  { phrases: ['seniors', 'senior', 'older adults', 'older adult', 'elderly', 'over 65', 'geriatric', 'adultos mayores', 'tercera edad', 'personas mayores'], meaning: service('age-seniors-65-or-older') },

  // Services: languages.
  { phrases: ['spanish', 'espanol', 'en espanol', 'spanish speaking', 'habla espanol', 'hispanic', 'latino', 'latina', 'hablan español', 'que hablan español', 'hispanohablante', 'hispanohablantes', 'hispanos', 'latinos'], meaning: service('ol-spanish') },
  { phrases: ['bilingual', 'other languages', 'interpreter', 'interpreters', 'bilingüe', 'bilingües', 'intérprete'], meaning: services('Languages other than English', ...OTHER_LANGUAGES) },
  { phrases: ['deaf', 'asl', 'sign language', 'american sign language', 'hard of hearing', 'sordos', 'lenguaje de señas'], meaning: service('sl-services-for-the-deaf-and-hard-of-hearing') },
  { phrases: ['german', 'german speaking'], meaning: service('ol-german') },
  { phrases: ['arabic', 'arabic speaking'], meaning: service('ol-arabic') },
  { phrases: ['chinese', 'mandarin', 'cantonese', 'chinese speaking'], meaning: service('ol-any-chinese-language') },
  { phrases: ['french', 'french speaking'], meaning: service('ol-french') },
  { phrases: ['hmong'], meaning: service('ol-hmong') },
  { phrases: ['italian', 'italian speaking'], meaning: service('ol-italian') },
  { phrases: ['korean', 'korean speaking'], meaning: service('ol-korean') },
  { phrases: ['polish', 'polish speaking'], meaning: service('ol-polish') },
  { phrases: ['portuguese', 'portuguese speaking', 'brazilian'], meaning: service('ol-portuguese') },
  { phrases: ['russian', 'russian speaking'], meaning: service('ol-russian') },
  { phrases: ['tagalog', 'filipino'], meaning: service('ol-tagalog') },
  { phrases: ['vietnamese', 'vietnamese speaking'], meaning: service('ol-vietnamese') },

  // Other names for places.
  { phrases: ['cali', 'socal', 'norcal'], meaning: { kind: 'state', code: 'CA' } },
  // The capital is not the state of Washington.
  { phrases: ['washington dc', 'washington d c', 'district of columbia'], meaning: { kind: 'state', code: 'DC' } },
  { phrases: ['virgin islands', 'usvi', 'us virgin islands'], meaning: { kind: 'state', code: 'VI' } },
  { phrases: ['northern marianas', 'saipan'], meaning: { kind: 'state', code: 'MP' } },
  { phrases: ['jersey'], meaning: { kind: 'state', code: 'NJ' } },
  // The states' names in Spanish, where they differ.
  { phrases: ['nueva york'], meaning: { kind: 'state', code: 'NY' } },
  { phrases: ['nueva jersey'], meaning: { kind: 'state', code: 'NJ' } },
  { phrases: ['nuevo méxico'], meaning: { kind: 'state', code: 'NM' } },
  { phrases: ['carolina del norte'], meaning: { kind: 'state', code: 'NC' } },
  { phrases: ['carolina del sur'], meaning: { kind: 'state', code: 'SC' } },
  { phrases: ['dakota del norte'], meaning: { kind: 'state', code: 'ND' } },
  { phrases: ['dakota del sur'], meaning: { kind: 'state', code: 'SD' } },
  { phrases: ['virginia occidental'], meaning: { kind: 'state', code: 'WV' } },
  { phrases: ['pensilvania'], meaning: { kind: 'state', code: 'PA' } },
  { phrases: ['luisiana'], meaning: { kind: 'state', code: 'LA' } },
  { phrases: ['misisipi'], meaning: { kind: 'state', code: 'MS' } },
  { phrases: ['misuri'], meaning: { kind: 'state', code: 'MO' } },
  { phrases: ['hawái'], meaning: { kind: 'state', code: 'HI' } },
  { phrases: ['tejas'], meaning: { kind: 'state', code: 'TX' } },
  { phrases: ['islas vírgenes'], meaning: { kind: 'state', code: 'VI' } },
  { phrases: ['distrito de columbia'], meaning: { kind: 'state', code: 'DC' } },
  { phrases: ['mass'], meaning: { kind: 'state', code: 'MA' } },
  { phrases: ['nyc', 'new york city', 'manhattan', 'ciudad de nueva york'], meaning: { kind: 'city', city: 'New York', state: 'NY' } },
  { phrases: ['philly'], meaning: { kind: 'city', city: 'Philadelphia', state: 'PA' } },
  { phrases: ['vegas'], meaning: { kind: 'city', city: 'Las Vegas', state: 'NV' } },
  { phrases: ['nola'], meaning: { kind: 'city', city: 'New Orleans', state: 'LA' } },
];

/**
 * Two-letter state codes that are also everyday words (in English or Spanish: "mi", "de", "la"): they mean the state only when typed in
 * capitals ("rehab IN") or right after a city of that state ("denver co").
 */
export const AMBIGUOUS_STATE_CODES = new Set(['in', 'me', 'mi', 'or', 'hi', 'ok', 'oh', 'de', 'pa', 'co', 'al', 'ma', 'id', 'la', 'mo', 'ne', 'wa', 'ga', 'va', 'sc', 'as', 'mp', 'vi']);

// The national treatment locator's services (SAMHSA FindTreatment.gov), as data: its categories, in
// the order a facility page shows them, and every value seen in the real rows of scripts/fixtures/locator/ (with
// the locator's own plain-language label where it has one), plus a few languages that the national
// data offers but these 30 rows do not show. A value the importer meets that is not here is added to
// the catalogue on import and reported, never dropped.

export type ServiceFilterGroup = 'medications' | 'payment' | 'populations' | 'ages' | 'languages';

export interface ServiceCategory {
  /** The locator's code (f2 in its rows). */
  code: string;
  /** How a facility page names the group, in plain words. */
  name: string;
  /** The search sidebar group that filters by it; none for what is shown but not filtered. */
  filterGroup: ServiceFilterGroup | null;
}

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  { code: 'TC', name: /*i18n*/ 'Type of care', filterGroup: null },
  { code: 'SET', name: /*i18n*/ 'Service settings', filterGroup: null },
  { code: 'FT', name: /*i18n*/ 'Facility type', filterGroup: null },
  { code: 'HOSP', name: /*i18n*/ 'Hospitals', filterGroup: null },
  { code: 'OM', name: /*i18n*/ 'Opioid medications used in treatment', filterGroup: 'medications' },
  { code: 'OT', name: /*i18n*/ 'Opioid treatment', filterGroup: 'medications' },
  { code: 'PHR', name: /*i18n*/ 'Medications (pharmacotherapies)', filterGroup: 'medications' },
  { code: 'AUT', name: /*i18n*/ 'Medication for alcohol use disorder', filterGroup: null },
  { code: 'DETOX', name: /*i18n*/ 'Type of detox', filterGroup: null },
  { code: 'PAY', name: /*i18n*/ 'Payment, insurance and funding accepted', filterGroup: 'payment' },
  { code: 'PYAS', name: /*i18n*/ 'Payment assistance', filterGroup: 'payment' },
  { code: 'SG', name: /*i18n*/ 'Programs for', filterGroup: 'populations' },
  { code: 'EXCL', name: /*i18n*/ 'Serves only', filterGroup: 'populations' },
  { code: 'GN', name: /*i18n*/ 'Gender accepted', filterGroup: 'populations' },
  { code: 'AGE', name: /*i18n*/ 'Age groups accepted', filterGroup: 'ages' },
  { code: 'OL', name: /*i18n*/ 'Languages other than English', filterGroup: 'languages' },
  { code: 'SL', name: /*i18n*/ 'Language services', filterGroup: 'languages' },
  { code: 'TAP', name: /*i18n*/ 'Treatment approaches', filterGroup: null },
  { code: 'EDU', name: /*i18n*/ 'Counseling and education', filterGroup: null },
  { code: 'ASSES', name: /*i18n*/ 'Assessment before treatment', filterGroup: null },
  { code: 'SCR', name: /*i18n*/ 'Screening and testing', filterGroup: null },
  { code: 'TRSRV', name: /*i18n*/ 'Transitional services', filterGroup: null },
  { code: 'AS', name: /*i18n*/ 'Other services', filterGroup: null },
  { code: 'EMS', name: /*i18n*/ 'Emergency mental health services', filterGroup: null },
  { code: 'OTHR', name: /*i18n*/ 'Other addictions treated', filterGroup: null },
  { code: 'TOBAC', name: /*i18n*/ 'Tobacco services', filterGroup: null },
  { code: 'SMP', name: /*i18n*/ 'Smoking policy', filterGroup: null },
  { code: 'FOP', name: /*i18n*/ 'Operated by', filterGroup: null },
  { code: 'LCA', name: /*i18n*/ 'Licenses, certifications and accreditation', filterGroup: null },
];

/** Per category: [the value as the locator spells it, its plain label when that differs]. */
const VALUES: Readonly<Record<string, ReadonlyArray<readonly [string, string?]>>> = {
  TC: [
    [/*i18n*/ "Substance use treatment"],
    [/*i18n*/ "Mental health treatment"],
    ["Detoxification",/*i18n*/ "Detoxification/Detox"],
    ["Treatment for co-occurring serious mental health illness/serious emotional disturbance and substance use disorders",/*i18n*/ "Treatment for co-occurring serious mental illness and substance use disorders"],
  ],
  SET: [
    [/*i18n*/ "Residential"],
    [/*i18n*/ "Short-term residential"],
    [/*i18n*/ "Outpatient"],
    [/*i18n*/ "Telemedicine/telehealth"],
    [/*i18n*/ "Intensive outpatient treatment"],
    [/*i18n*/ "Outpatient methadone/buprenorphine or naltrexone treatment"],
    [/*i18n*/ "Regular outpatient treatment"],
    [/*i18n*/ "Computerized treatment/telemedicine"],
    [/*i18n*/ "Partial hospitalization/day treatment"],
    [/*i18n*/ "Hospital inpatient"],
    [/*i18n*/ "Outpatient day treatment or partial hospitalization"],
    ["Residential detoxification",/*i18n*/ "Residential detox"],
    ["Outpatient detoxification",/*i18n*/ "Outpatient detox"],
  ],
  OT: [
    [/*i18n*/ "Accepts clients on opioid medication"],
    [/*i18n*/ "Buprenorphine used in Treatment"],
    [/*i18n*/ "Use methadone/buprenorphine for pain management or emergency dosing"],
    [/*i18n*/ "SAMHSA-certified Opioid Treatment Program"],
    [/*i18n*/ "Buprenorphine maintenance"],
    [/*i18n*/ "Buprenorphine maintenance for predetermined time"],
    [/*i18n*/ "Methadone maintenance"],
    [/*i18n*/ "Methadone maintenance for predetermined time"],
    [/*i18n*/ "Naltrexone used in Treatment"],
    [/*i18n*/ "Prescribes/administers buprenorphine"],
    [/*i18n*/ "Prescribes/administers naltrexone"],
    [/*i18n*/ "Relapse prevention from naltrexone"],
    [/*i18n*/ "Do not use medication for opioid addiction"],
    [/*i18n*/ "Does not treat opioid addiction"],
    ["Accepts clients on opioid medication but prescribed elsewhere",/*i18n*/ "Accepts clients on opioid medication, but does not prescribe it"],
  ],
  TAP: [
    [/*i18n*/ "Anger management"],
    [/*i18n*/ "Brief intervention"],
    [/*i18n*/ "Cognitive behavioral therapy"],
    [/*i18n*/ "Motivational interviewing"],
    [/*i18n*/ "Relapse prevention"],
    [/*i18n*/ "Substance use counseling approach"],
    [/*i18n*/ "Trauma-related counseling"],
    [/*i18n*/ "Activity therapy"],
    [/*i18n*/ "Dialectical behavior therapy"],
    [/*i18n*/ "Group therapy"],
    [/*i18n*/ "Integrated dual disorders treatment"],
    [/*i18n*/ "Individual psychotherapy"],
    [/*i18n*/ "Psychotropic medication"],
    [/*i18n*/ "Trauma therapy"],
    [/*i18n*/ "Matrix Model"],
    [/*i18n*/ "12-step facilitation"],
    [/*i18n*/ "Behavior modification"],
    [/*i18n*/ "Couples/family therapy"],
    [/*i18n*/ "Electroconvulsive therapy"],
    [/*i18n*/ "Contingency management/motivational incentives"],
    [/*i18n*/ "Community reinforcement plus vouchers"],
    [/*i18n*/ "Rational emotive behavioral therapy"],
  ],
  FOP: [
    [/*i18n*/ "Local, county, or community government"],
    [/*i18n*/ "Regional/district or county, local or municipal government"],
    [/*i18n*/ "Private for-profit organization"],
    [/*i18n*/ "Private non-profit organization"],
  ],
  LCA: [
    [/*i18n*/ "State substance abuse agency"],
    [/*i18n*/ "State mental health department"],
    [/*i18n*/ "Commission on Accreditation of Rehabilitation Facilities"],
    [/*i18n*/ "Federally Qualified Health Center"],
    [/*i18n*/ "State department of health"],
    [/*i18n*/ "The Joint Commission"],
    [/*i18n*/ "Hospital licensing authority"],
  ],
  PAY: [
    [/*i18n*/ "Federal, or any government funding for substance abuse programs"],
    [/*i18n*/ "Medicaid"],
    [/*i18n*/ "Private health insurance"],
    [/*i18n*/ "Cash or self-payment"],
    [/*i18n*/ "Medicare"],
    [/*i18n*/ "County or local government funds"],
    [/*i18n*/ "Community Mental Health Block Grants"],
    [/*i18n*/ "Community Service Block Grants"],
    [/*i18n*/ "Military insurance (e.g., TRICARE)"],
    [/*i18n*/ "Other State funds"],
    [/*i18n*/ "State corrections or juvenile justice funds"],
    [/*i18n*/ "State-financed health insurance plan other than Medicaid"],
    [/*i18n*/ "State mental health agency (or equivalent) funds"],
    [/*i18n*/ "U.S. Department of VA funds"],
    [/*i18n*/ "State education funds"],
    [/*i18n*/ "State welfare or child and family services funds"],
    ["No payment accepted",/*i18n*/ "Free services, no payment needed"],
  ],
  PYAS: [
    ["Sliding fee scale (fee is based on income and other factors)",/*i18n*/ "Sliding fee scale, based on income and other factors"],
    ["Payment assistance (check with facility for details)",/*i18n*/ "Payment assistance available (check with facility for details)"],
  ],
  SG: [
    [/*i18n*/ "Adult men"],
    ["Persons with co-occurring mental and substance use disorders",/*i18n*/ "Co-occurring mental health and substance-use disorders"],
    [/*i18n*/ "Persons with serious mental illness (SMI)"],
    [/*i18n*/ "Adult women"],
    [/*i18n*/ "Clients referred from the court/judicial system"],
    ["Persons who have experienced sexual abuse",/*i18n*/ "Sexual abuse"],
    ["Persons who have experienced trauma",/*i18n*/ "Trauma"],
    [/*i18n*/ "Adolescents"],
    [/*i18n*/ "Transitional age young adults"],
    [/*i18n*/ "Pregnant/postpartum women"],
    [/*i18n*/ "Seniors or older adults"],
    [/*i18n*/ "Lesbian, gay, bisexual, or transgender (LGBT) clients"],
    [/*i18n*/ "Veterans"],
    [/*i18n*/ "Active duty military"],
    [/*i18n*/ "Military families"],
    ["Persons with HIV or AIDS",/*i18n*/ "HIV or AIDS"],
    ["Persons who have experienced intimate partner violence, domestic violence",/*i18n*/ "Intimate partner violence or domestic violence"],
    [/*i18n*/ "Persons with traumatic brain injury (TBI)"],
    [/*i18n*/ "Persons with Alzheimer's or dementia"],
    [/*i18n*/ "Persons with eating disorders"],
    [/*i18n*/ "Persons with post-traumatic stress disorder (PTSD)"],
    [/*i18n*/ "Children/adolescents with serious emotional disturbance (SED)"],
    ["Persons with co-occurring pain and substance use",/*i18n*/ "Co-occurring pain and substance use disorders"],
  ],
  ASSES: [
    [/*i18n*/ "Comprehensive substance use assessment"],
    [/*i18n*/ "Interim services for clients"],
    [/*i18n*/ "Comprehensive mental health assessment"],
    [/*i18n*/ "Outreach to persons in the community"],
  ],
  SCR: [
    [/*i18n*/ "Breath analyzer or blood alcohol testing"],
    [/*i18n*/ "Drug or alcohol urine screening"],
    [/*i18n*/ "HIV testing"],
    [/*i18n*/ "Screening for Hepatitis B"],
    [/*i18n*/ "Screening for Hepatitis C"],
    [/*i18n*/ "Screening for mental health disorders"],
    [/*i18n*/ "Screening for substance use"],
    [/*i18n*/ "TB screening"],
  ],
  TRSRV: [
    [/*i18n*/ "Aftercare/continuing care"],
    [/*i18n*/ "Discharge Planning"],
  ],
  AS: [
    [/*i18n*/ "Acupuncture"],
    [/*i18n*/ "Assistance with obtaining social services"],
    [/*i18n*/ "Case management"],
    [/*i18n*/ "Domestic violence services-family or partner"],
    [/*i18n*/ "Housing services"],
    [/*i18n*/ "Mental health services"],
    [/*i18n*/ "Consumer-run (peer-support) services"],
    [/*i18n*/ "Self-help groups"],
    [/*i18n*/ "Social skills development"],
    [/*i18n*/ "Diet and exercise counseling"],
    [/*i18n*/ "Psychosocial rehabilitation services"],
    [/*i18n*/ "Supported housing"],
    [/*i18n*/ "Chronic disease/illness management"],
    [/*i18n*/ "Court-ordered outpatient treatment"],
    [/*i18n*/ "Intensive case management"],
    [/*i18n*/ "Illness management and recovery"],
    [/*i18n*/ "Integrated primary care services"],
    [/*i18n*/ "Transportation assistance"],
    [/*i18n*/ "Education services"],
    [/*i18n*/ "Family psychoeducation"],
    [/*i18n*/ "Suicide prevention services"],
    [/*i18n*/ "Assertive community treatment"],
    [/*i18n*/ "Early intervention for HIV"],
  ],
  EDU: [
    [/*i18n*/ "Individual counseling offered"],
    [/*i18n*/ "Group counseling offered"],
    [/*i18n*/ "Family counseling offered"],
    [/*i18n*/ "Substance abuse education"],
    [/*i18n*/ "Hepatitis education, counseling, or support"],
    [/*i18n*/ "HIV or AIDS education, counseling, or support"],
    [/*i18n*/ "Health education services other than HIV/AIDS or hepatitis"],
    [/*i18n*/ "Employment counseling or training"],
    [/*i18n*/ "Marital/couples counseling offered"],
    ["Vocational training or educational support (for example, high school coursework, GED preparation, etc.)",/*i18n*/ "Vocational training or educational support (e.g. high school coursework, GED preparation)"],
  ],
  TOBAC: [
    [/*i18n*/ "Screening for tobacco use"],
    [/*i18n*/ "Smoking/tobacco cessation counseling"],
    [/*i18n*/ "Non-nicotine smoking/tobacco cessation medications"],
    [/*i18n*/ "Nicotine replacement therapy"],
  ],
  SMP: [
    ["Smoking not permitted",/*i18n*/ "No smoking"],
    ["Smoking permitted in designated area",/*i18n*/ "Smoking only in designated areas"],
    ["Smoking permitted without restriction",/*i18n*/ "Smoking allowed"],
  ],
  AGE: [
    [/*i18n*/ "Adults"],
    [/*i18n*/ "Young adults"],
    [/*i18n*/ "Seniors (65 or older)"],
    [/*i18n*/ "Children/adolescents"],
  ],
  GN: [
    [/*i18n*/ "Male"],
    [/*i18n*/ "Female"],
  ],
  FT: [
    [/*i18n*/ "Partial hospitalization/day treatment"],
    [/*i18n*/ "Community mental health center"],
    [/*i18n*/ "Psychiatric hospital or psychiatric unit of a general hospital"],
    [/*i18n*/ "Outpatient mental health facility"],
    [/*i18n*/ "Residential treatment center (RTC) for adults"],
    [/*i18n*/ "Residential treatment center (RTC) for children"],
  ],
  EMS: [
    [/*i18n*/ "Crisis intervention team"],
    [/*i18n*/ "Psychiatric emergency walk-in services"],
  ],
  OL: [
    [/*i18n*/ "Spanish"],
    [/*i18n*/ "German"],
  ],
  PHR: [
    ["Buprenorphine with naloxone  (Suboxone®)"],
    [/*i18n*/ "Methadone"],
    [/*i18n*/ "Acamprosate (Campral®)"],
    [/*i18n*/ "Disulfiram (Antabuse®)"],
    [/*i18n*/ "Buprenorphine (extended-release, injectable, for example, Sublocade®)"],
    [/*i18n*/ "Naltrexone (oral)"],
    [/*i18n*/ "Extended-release, injectable Naltrexone (Vivitrol®)"],
    [/*i18n*/ "Medications for psychiatric disorders"],
    [/*i18n*/ "Buprenorphine without naloxone"],
  ],
  EXCL: [
    [/*i18n*/ "DUI/DWI clients"],
    [/*i18n*/ "Methadone and buprenorphine clients only"],
    ["All Clients in Opioid Treatment Program",/*i18n*/ "All clients are in an opioid treatment program"],
    ["Serves only DUI/DWI clients",/*i18n*/ "DUI/DWI clients only"],
    ["Serves Veterans only",/*i18n*/ "Veterans only"],
  ],
  SL: [
    [/*i18n*/ "Services for the deaf and hard of hearing"],
  ],
  OTHR: [
    ["Treatment for non-substance use addiction disorder",/*i18n*/ "Non-substance use addiction disorder"],
    ["Treatment for internet use disorder",/*i18n*/ "Internet use disorder"],
    ["Treatment for gambling disorder",/*i18n*/ "Gambling disorder"],
  ],
  OM: [
    ["Methadone used in Treatment",/*i18n*/ "Methadone"],
    ["Buprenorphine used in Treatment",/*i18n*/ "Buprenorphine"],
    ["Naltrexone used in Treatment",/*i18n*/ "Naltrexone"],
  ],
  HOSP: [
    [/*i18n*/ "General Hospital (including VA hospital)"],
  ],
  AUT: [
    ["Accepts clients using medication assisted treatment for alcohol use disorder but prescribed elsewhere",/*i18n*/ "Accepts clients using medication for alcohol use disorder, but does not prescribe it"],
  ],
  DETOX: [
    ["Alcohol Detoxification",/*i18n*/ "Alcohol Detox"],
    ["Benzodiazepines Detoxification",/*i18n*/ "Benzodiazepines Detox"],
    ["Cocaine Detoxification",/*i18n*/ "Cocaine Detox"],
    ["Methamphetamines detoxification",/*i18n*/ "Methamphetamines Detox"],
    ["Opioid Detoxification",/*i18n*/ "Opioid Detox"],
    ["Routinely uses medication for detoxification",/*i18n*/ "Medication used for detox"],
  ],
};

/** Languages of the national data that the sample rows do not show (the importer adds any other). */
const MORE_LANGUAGES = ['Arabic', 'Any Chinese language', 'French', 'Hmong', 'Italian', 'Korean', 'Polish', 'Portuguese', 'Russian', 'Tagalog', 'Vietnamese'];

/**
 * The spec's own lists entry a service means the same as: a facility offering the service is also
 * listed under it (the filter sidebar's Insurance, Treatment Types and Specializations keep working).
 */
const MAPS_TO: Readonly<Record<string, string>> = {
  'PAY|Medicaid': 'insurance:medicaid',
  'PAY|Medicare': 'insurance:medicare',
  'PAY|Military insurance (e.g., TRICARE)': 'insurance:tricare',
  'PAY|Cash or self-payment': 'insurance:private-pay',
  'SET|Residential': 'treatment_types:residential',
  'SET|Short-term residential': 'treatment_types:residential',
  'SET|Outpatient': 'treatment_types:outpatient',
  'SET|Regular outpatient treatment': 'treatment_types:outpatient',
  'SET|Intensive outpatient treatment': 'treatment_types:iop',
  'SET|Partial hospitalization/day treatment': 'treatment_types:php',
  'SET|Outpatient day treatment or partial hospitalization': 'treatment_types:php',
  'SET|Hospital inpatient': 'treatment_types:inpatient',
  'SET|Residential detoxification': 'treatment_types:detox',
  'SET|Outpatient detoxification': 'treatment_types:detox',
  'TC|Detoxification': 'treatment_types:detox',
  'SG|Adult women': 'specializations:women-only',
  'SG|Adult men': 'specializations:men-only',
  'SG|Lesbian, gay, bisexual, or transgender (LGBT) clients': 'specializations:lgbtq-programs',
  'SG|Persons with co-occurring mental and substance use disorders': 'specializations:co-occurring-disorders',
  'SG|Persons with post-traumatic stress disorder (PTSD)': 'specializations:ptsd-treatment',
  'SG|Persons who have experienced trauma': 'specializations:trauma-therapy',
  'SG|Transitional age young adults': 'specializations:young-adults',
  'SG|Persons with eating disorders': 'specializations:eating-disorders',
  'EDU|Family counseling offered': 'specializations:family-therapy',
  'TC|Mental health treatment': 'specializations:mental-health',
};

export interface ServiceEntry {
  /** In search URLs (`services=ol-spanish`): the category code and the label's words. */
  slug: string;
  category: string;
  value: string;
  label: string;
  /** `list:id` of the spec's lists, or null. */
  mapsTo: string | null;
}

export const slugOf = (category: string, label: string) =>
  `${category}-${label}`
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');

/** Every known service, category by category in page order. */
export const SERVICES: readonly ServiceEntry[] = SERVICE_CATEGORIES.flatMap(({ code }) => {
  const known = [...(VALUES[code] ?? []), ...(code === 'OL' ? MORE_LANGUAGES.map((l) => [l] as const) : [])];
  return known.map(([value, plain]) => {
    // The locator's own spelling can carry doubled spaces ("naloxone  (Suboxone®)"); a label has none.
    const label = (plain ?? value).replace(/\s+/g, ' ').trim();
    return { slug: slugOf(code, label), category: code, value, label, mapsTo: MAPS_TO[`${code}|${value}`] ?? null };
  });
});

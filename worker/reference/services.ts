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
  { code: 'TC', name: 'Type of care', filterGroup: null },
  { code: 'SET', name: 'Service settings', filterGroup: null },
  { code: 'FT', name: 'Facility type', filterGroup: null },
  { code: 'HOSP', name: 'Hospitals', filterGroup: null },
  { code: 'OM', name: 'Opioid medications used in treatment', filterGroup: 'medications' },
  { code: 'OT', name: 'Opioid treatment', filterGroup: 'medications' },
  { code: 'PHR', name: 'Medications (pharmacotherapies)', filterGroup: 'medications' },
  { code: 'AUT', name: 'Medication for alcohol use disorder', filterGroup: null },
  { code: 'DETOX', name: 'Type of detox', filterGroup: null },
  { code: 'PAY', name: 'Payment, insurance and funding accepted', filterGroup: 'payment' },
  { code: 'PYAS', name: 'Payment assistance', filterGroup: 'payment' },
  { code: 'SG', name: 'Programs for', filterGroup: 'populations' },
  { code: 'EXCL', name: 'Serves only', filterGroup: 'populations' },
  { code: 'GN', name: 'Gender accepted', filterGroup: 'populations' },
  { code: 'AGE', name: 'Age groups accepted', filterGroup: 'ages' },
  { code: 'OL', name: 'Languages other than English', filterGroup: 'languages' },
  { code: 'SL', name: 'Language services', filterGroup: 'languages' },
  { code: 'TAP', name: 'Treatment approaches', filterGroup: null },
  { code: 'EDU', name: 'Counseling and education', filterGroup: null },
  { code: 'ASSES', name: 'Assessment before treatment', filterGroup: null },
  { code: 'SCR', name: 'Screening and testing', filterGroup: null },
  { code: 'TRSRV', name: 'Transitional services', filterGroup: null },
  { code: 'AS', name: 'Other services', filterGroup: null },
  { code: 'EMS', name: 'Emergency mental health services', filterGroup: null },
  { code: 'OTHR', name: 'Other addictions treated', filterGroup: null },
  { code: 'TOBAC', name: 'Tobacco services', filterGroup: null },
  { code: 'SMP', name: 'Smoking policy', filterGroup: null },
  { code: 'FOP', name: 'Operated by', filterGroup: null },
  { code: 'LCA', name: 'Licenses, certifications and accreditation', filterGroup: null },
];

/** Per category: [the value as the locator spells it, its plain label when that differs]. */
const VALUES: Readonly<Record<string, ReadonlyArray<readonly [string, string?]>>> = {
  TC: [
    ["Substance use treatment"],
    ["Mental health treatment"],
    ["Detoxification","Detoxification/Detox"],
    ["Treatment for co-occurring serious mental health illness/serious emotional disturbance and substance use disorders","Treatment for co-occurring serious mental illness and substance use disorders"],
  ],
  SET: [
    ["Residential"],
    ["Short-term residential"],
    ["Outpatient"],
    ["Telemedicine/telehealth"],
    ["Intensive outpatient treatment"],
    ["Outpatient methadone/buprenorphine or naltrexone treatment"],
    ["Regular outpatient treatment"],
    ["Computerized treatment/telemedicine"],
    ["Partial hospitalization/day treatment"],
    ["Hospital inpatient"],
    ["Outpatient day treatment or partial hospitalization"],
    ["Residential detoxification","Residential detox"],
    ["Outpatient detoxification","Outpatient detox"],
  ],
  OT: [
    ["Accepts clients on opioid medication"],
    ["Buprenorphine used in Treatment"],
    ["Use methadone/buprenorphine for pain management or emergency dosing"],
    ["SAMHSA-certified Opioid Treatment Program"],
    ["Buprenorphine maintenance"],
    ["Buprenorphine maintenance for predetermined time"],
    ["Methadone maintenance"],
    ["Methadone maintenance for predetermined time"],
    ["Naltrexone used in Treatment"],
    ["Prescribes/administers buprenorphine"],
    ["Prescribes/administers naltrexone"],
    ["Relapse prevention from naltrexone"],
    ["Do not use medication for opioid addiction"],
    ["Does not treat opioid addiction"],
    ["Accepts clients on opioid medication but prescribed elsewhere","Accepts clients on opioid medication, but does not prescribe it"],
  ],
  TAP: [
    ["Anger management"],
    ["Brief intervention"],
    ["Cognitive behavioral therapy"],
    ["Motivational interviewing"],
    ["Relapse prevention"],
    ["Substance use counseling approach"],
    ["Trauma-related counseling"],
    ["Activity therapy"],
    ["Dialectical behavior therapy"],
    ["Group therapy"],
    ["Integrated dual disorders treatment"],
    ["Individual psychotherapy"],
    ["Psychotropic medication"],
    ["Trauma therapy"],
    ["Matrix Model"],
    ["12-step facilitation"],
    ["Behavior modification"],
    ["Couples/family therapy"],
    ["Electroconvulsive therapy"],
    ["Contingency management/motivational incentives"],
    ["Community reinforcement plus vouchers"],
    ["Rational emotive behavioral therapy"],
  ],
  FOP: [
    ["Local, county, or community government"],
    ["Regional/district or county, local or municipal government"],
    ["Private for-profit organization"],
    ["Private non-profit organization"],
  ],
  LCA: [
    ["State substance abuse agency"],
    ["State mental health department"],
    ["Commission on Accreditation of Rehabilitation Facilities"],
    ["Federally Qualified Health Center"],
    ["State department of health"],
    ["The Joint Commission"],
    ["Hospital licensing authority"],
  ],
  PAY: [
    ["Federal, or any government funding for substance abuse programs"],
    ["Medicaid"],
    ["Private health insurance"],
    ["Cash or self-payment"],
    ["Medicare"],
    ["County or local government funds"],
    ["Community Mental Health Block Grants"],
    ["Community Service Block Grants"],
    ["Military insurance (e.g., TRICARE)"],
    ["Other State funds"],
    ["State corrections or juvenile justice funds"],
    ["State-financed health insurance plan other than Medicaid"],
    ["State mental health agency (or equivalent) funds"],
    ["U.S. Department of VA funds"],
    ["State education funds"],
    ["State welfare or child and family services funds"],
    ["No payment accepted","Free services, no payment needed"],
  ],
  PYAS: [
    ["Sliding fee scale (fee is based on income and other factors)","Sliding fee scale, based on income and other factors"],
    ["Payment assistance (check with facility for details)","Payment assistance available (check with facility for details)"],
  ],
  SG: [
    ["Adult men"],
    ["Persons with co-occurring mental and substance use disorders","Co-occurring mental health and substance-use disorders"],
    ["Persons with serious mental illness (SMI)"],
    ["Adult women"],
    ["Clients referred from the court/judicial system"],
    ["Persons who have experienced sexual abuse","Sexual abuse"],
    ["Persons who have experienced trauma","Trauma"],
    ["Adolescents"],
    ["Transitional age young adults"],
    ["Pregnant/postpartum women"],
    ["Seniors or older adults"],
    ["Lesbian, gay, bisexual, or transgender (LGBT) clients"],
    ["Veterans"],
    ["Active duty military"],
    ["Military families"],
    ["Persons with HIV or AIDS","HIV or AIDS"],
    ["Persons who have experienced intimate partner violence, domestic violence","Intimate partner violence or domestic violence"],
    ["Persons with traumatic brain injury (TBI)"],
    ["Persons with Alzheimer's or dementia"],
    ["Persons with eating disorders"],
    ["Persons with post-traumatic stress disorder (PTSD)"],
    ["Children/adolescents with serious emotional disturbance (SED)"],
    ["Persons with co-occurring pain and substance use","Co-occurring pain and substance use disorders"],
  ],
  ASSES: [
    ["Comprehensive substance use assessment"],
    ["Interim services for clients"],
    ["Comprehensive mental health assessment"],
    ["Outreach to persons in the community"],
  ],
  SCR: [
    ["Breath analyzer or blood alcohol testing"],
    ["Drug or alcohol urine screening"],
    ["HIV testing"],
    ["Screening for Hepatitis B"],
    ["Screening for Hepatitis C"],
    ["Screening for mental health disorders"],
    ["Screening for substance use"],
    ["TB screening"],
  ],
  TRSRV: [
    ["Aftercare/continuing care"],
    ["Discharge Planning"],
  ],
  AS: [
    ["Acupuncture"],
    ["Assistance with obtaining social services"],
    ["Case management"],
    ["Domestic violence services-family or partner"],
    ["Housing services"],
    ["Mental health services"],
    ["Consumer-run (peer-support) services"],
    ["Self-help groups"],
    ["Social skills development"],
    ["Diet and exercise counseling"],
    ["Psychosocial rehabilitation services"],
    ["Supported housing"],
    ["Chronic disease/illness management"],
    ["Court-ordered outpatient treatment"],
    ["Intensive case management"],
    ["Illness management and recovery"],
    ["Integrated primary care services"],
    ["Transportation assistance"],
    ["Education services"],
    ["Family psychoeducation"],
    ["Suicide prevention services"],
    ["Assertive community treatment"],
    ["Early intervention for HIV"],
  ],
  EDU: [
    ["Individual counseling offered"],
    ["Group counseling offered"],
    ["Family counseling offered"],
    ["Substance abuse education"],
    ["Hepatitis education, counseling, or support"],
    ["HIV or AIDS education, counseling, or support"],
    ["Health education services other than HIV/AIDS or hepatitis"],
    ["Employment counseling or training"],
    ["Marital/couples counseling offered"],
    ["Vocational training or educational support (for example, high school coursework, GED preparation, etc.)","Vocational training or educational support (e.g. high school coursework, GED preparation)"],
  ],
  TOBAC: [
    ["Screening for tobacco use"],
    ["Smoking/tobacco cessation counseling"],
    ["Non-nicotine smoking/tobacco cessation medications"],
    ["Nicotine replacement therapy"],
  ],
  SMP: [
    ["Smoking not permitted","No smoking"],
    ["Smoking permitted in designated area","Smoking only in designated areas"],
    ["Smoking permitted without restriction","Smoking allowed"],
  ],
  AGE: [
    ["Adults"],
    ["Young adults"],
    ["Seniors (65 or older)"],
    ["Children/adolescents"],
  ],
  GN: [
    ["Male"],
    ["Female"],
  ],
  FT: [
    ["Partial hospitalization/day treatment"],
    ["Community mental health center"],
    ["Psychiatric hospital or psychiatric unit of a general hospital"],
    ["Outpatient mental health facility"],
    ["Residential treatment center (RTC) for adults"],
    ["Residential treatment center (RTC) for children"],
  ],
  EMS: [
    ["Crisis intervention team"],
    ["Psychiatric emergency walk-in services"],
  ],
  OL: [
    ["Spanish"],
    ["German"],
  ],
  PHR: [
    ["Buprenorphine with naloxone  (Suboxone®)"],
    ["Methadone"],
    ["Acamprosate (Campral®)"],
    ["Disulfiram (Antabuse®)"],
    ["Buprenorphine (extended-release, injectable, for example, Sublocade®)"],
    ["Naltrexone (oral)"],
    ["Extended-release, injectable Naltrexone (Vivitrol®)"],
    ["Medications for psychiatric disorders"],
    ["Buprenorphine without naloxone"],
  ],
  EXCL: [
    ["DUI/DWI clients"],
    ["Methadone and buprenorphine clients only"],
    ["All Clients in Opioid Treatment Program","All clients are in an opioid treatment program"],
    ["Serves only DUI/DWI clients","DUI/DWI clients only"],
    ["Serves Veterans only","Veterans only"],
  ],
  SL: [
    ["Services for the deaf and hard of hearing"],
  ],
  OTHR: [
    ["Treatment for non-substance use addiction disorder","Non-substance use addiction disorder"],
    ["Treatment for internet use disorder","Internet use disorder"],
    ["Treatment for gambling disorder","Gambling disorder"],
  ],
  OM: [
    ["Methadone used in Treatment","Methadone"],
    ["Buprenorphine used in Treatment","Buprenorphine"],
    ["Naltrexone used in Treatment","Naltrexone"],
  ],
  HOSP: [
    ["General Hospital (including VA hospital)"],
  ],
  AUT: [
    ["Accepts clients using medication assisted treatment for alcohol use disorder but prescribed elsewhere","Accepts clients using medication for alcohol use disorder, but does not prescribe it"],
  ],
  DETOX: [
    ["Alcohol Detoxification","Alcohol Detox"],
    ["Benzodiazepines Detoxification","Benzodiazepines Detox"],
    ["Cocaine Detoxification","Cocaine Detox"],
    ["Methamphetamines detoxification","Methamphetamines Detox"],
    ["Opioid Detoxification","Opioid Detox"],
    ["Routinely uses medication for detoxification","Medication used for detox"],
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

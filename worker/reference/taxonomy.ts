// The taxonomy lists of the product spec (treatment types, specializations, insurance) and the addiction
// types the lead and signup forms offer: reference data every deployment needs (queries/reference-lists.ts loads it).

export interface TaxonomyRow {
  id: string;
  name: string;
}

/** The spec's 10 treatment types; the first six ids are the /treatment-types card ids. */
export const TREATMENT_TYPES: TaxonomyRow[] = [
  { id: 'inpatient', name: /*i18n*/ 'Inpatient Treatment' },
  { id: 'outpatient', name: /*i18n*/ 'Outpatient Treatment' },
  { id: 'iop', name: /*i18n*/ 'Intensive Outpatient (IOP)' },
  { id: 'php', name: /*i18n*/ 'Partial Hospitalization (PHP)' },
  { id: 'detox', name: /*i18n*/ 'Detoxification' },
  { id: 'residential', name: /*i18n*/ 'Residential Treatment' },
  { id: 'extended-care', name: /*i18n*/ 'Extended Care' },
  { id: 'sober-living', name: /*i18n*/ 'Sober Living' },
  { id: 'executive', name: /*i18n*/ 'Executive Programs' },
  { id: 'luxury', name: /*i18n*/ 'Luxury Treatment' },
];

/**
 * What a listing says it treats and whom it serves: one list, ticked at signup and in Manage Listing,
 * shown on the review desk and the listing page, filtered by search (decision 016). The last seven are
 * the registration list's substances that the spec's 15 had folded into "Drug Addiction".
 */
export const SPECIALIZATIONS: TaxonomyRow[] = [
  { id: 'alcohol-addiction', name: /*i18n*/ 'Alcohol Addiction' },
  { id: 'drug-addiction', name: /*i18n*/ 'Drug Addiction' },
  { id: 'prescription-drug-abuse', name: /*i18n*/ 'Prescription Drug Abuse' },
  { id: 'dual-diagnosis', name: /*i18n*/ 'Dual Diagnosis' },
  { id: 'co-occurring-disorders', name: /*i18n*/ 'Co-occurring Disorders' },
  { id: 'mental-health', name: /*i18n*/ 'Mental Health' },
  { id: 'trauma-therapy', name: /*i18n*/ 'Trauma Therapy' },
  { id: 'ptsd-treatment', name: /*i18n*/ 'PTSD Treatment' },
  { id: 'young-adults', name: /*i18n*/ 'Young Adults (18-25)' },
  { id: 'executive-treatment', name: /*i18n*/ 'Executive Treatment' },
  { id: 'lgbtq-programs', name: /*i18n*/ 'LGBTQ+ Programs' },
  { id: 'women-only', name: /*i18n*/ 'Women-Only Programs' },
  { id: 'men-only', name: /*i18n*/ 'Men-Only Programs' },
  { id: 'family-therapy', name: /*i18n*/ 'Family Therapy' },
  { id: 'eating-disorders', name: /*i18n*/ 'Eating Disorders' },
  { id: 'opioid-addiction', name: /*i18n*/ 'Opioid Addiction' },
  { id: 'heroin-addiction', name: /*i18n*/ 'Heroin Addiction' },
  { id: 'fentanyl-addiction', name: /*i18n*/ 'Fentanyl Addiction' },
  { id: 'cocaine-addiction', name: /*i18n*/ 'Cocaine Addiction' },
  { id: 'methamphetamine-addiction', name: /*i18n*/ 'Methamphetamine Addiction' },
  { id: 'marijuana-addiction', name: /*i18n*/ 'Marijuana Addiction' },
  { id: 'benzodiazepine-addiction', name: /*i18n*/ 'Benzodiazepine Addiction' },
];

export const INSURANCE_PROVIDERS: TaxonomyRow[] = [
  { id: 'aetna', name: /*i18n*/ 'Aetna' },
  { id: 'anthem', name: /*i18n*/ 'Anthem' },
  { id: 'blue-cross-blue-shield', name: /*i18n*/ 'Blue Cross Blue Shield' },
  { id: 'cigna', name: /*i18n*/ 'Cigna' },
  { id: 'humana', name: /*i18n*/ 'Humana' },
  { id: 'united-healthcare', name: /*i18n*/ 'United Healthcare' },
  { id: 'medicare', name: /*i18n*/ 'Medicare' },
  { id: 'medicaid', name: /*i18n*/ 'Medicaid' },
  { id: 'kaiser-permanente', name: /*i18n*/ 'Kaiser Permanente' },
  { id: 'magellan-health', name: /*i18n*/ 'Magellan Health' },
  { id: 'tricare', name: /*i18n*/ 'Tricare' },
  { id: 'private-pay', name: /*i18n*/ 'Private Pay' },
  { id: 'financing-available', name: /*i18n*/ 'Financing Available' },
];

export interface AddictionTypeRow extends TaxonomyRow {
  /** The specialization that is the same thing, one to one (decision 016); none for Gambling and Other. */
  specializationId: string | null;
}

/**
 * The lead form's list (it offers the first 8, then "Other" and "Not sure": LEAD_FORM_ADDICTIONS in
 * worker/visitor-requests/schemas/visitor-request-values.ts). A new row goes at the end, with a migration
 * that adds it to a database already loaded (0037). A listing does not use it: the spec's registration
 * list (the first 10) is part of SPECIALIZATIONS, each entry its own specialization.
 */
export const ADDICTION_TYPES: AddictionTypeRow[] = [
  { id: 'alcohol', name: /*i18n*/ 'Alcohol', specializationId: 'alcohol-addiction' },
  { id: 'opioids', name: /*i18n*/ 'Opioids', specializationId: 'opioid-addiction' },
  { id: 'prescription-drugs', name: /*i18n*/ 'Prescription Drugs', specializationId: 'prescription-drug-abuse' },
  { id: 'heroin', name: /*i18n*/ 'Heroin', specializationId: 'heroin-addiction' },
  { id: 'fentanyl', name: /*i18n*/ 'Fentanyl', specializationId: 'fentanyl-addiction' },
  { id: 'cocaine', name: /*i18n*/ 'Cocaine', specializationId: 'cocaine-addiction' },
  { id: 'methamphetamine', name: /*i18n*/ 'Methamphetamine', specializationId: 'methamphetamine-addiction' },
  { id: 'marijuana', name: /*i18n*/ 'Marijuana', specializationId: 'marijuana-addiction' },
  { id: 'benzodiazepines', name: 'Benzodiazepines', specializationId: 'benzodiazepine-addiction' },
  { id: 'dual-diagnosis', name: /*i18n*/ 'Dual Diagnosis', specializationId: 'dual-diagnosis' },
  { id: 'gambling', name: 'Gambling', specializationId: null },
  { id: 'other', name: /*i18n*/ 'Other', specializationId: null },
  { id: 'not-sure', name: /*i18n*/ 'Not sure', specializationId: null },
];

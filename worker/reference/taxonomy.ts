// The taxonomy lists of the product spec (treatment types, specializations, insurance) and the addiction
// types the lead and signup forms offer: reference data every deployment needs (queries/reference-lists.ts loads it).

export interface TaxonomyRow {
  id: string;
  name: string;
}

/** The spec's 10 treatment types; the first six ids are the /treatment-types card ids. */
export const TREATMENT_TYPES: TaxonomyRow[] = [
  { id: 'inpatient', name: 'Inpatient Treatment' },
  { id: 'outpatient', name: 'Outpatient Treatment' },
  { id: 'iop', name: 'Intensive Outpatient (IOP)' },
  { id: 'php', name: 'Partial Hospitalization (PHP)' },
  { id: 'detox', name: 'Detoxification' },
  { id: 'residential', name: 'Residential Treatment' },
  { id: 'extended-care', name: 'Extended Care' },
  { id: 'sober-living', name: 'Sober Living' },
  { id: 'executive', name: 'Executive Programs' },
  { id: 'luxury', name: 'Luxury Treatment' },
];

/**
 * What a listing says it treats and whom it serves: one list, ticked at signup and in Manage Listing,
 * shown on the review desk and the listing page, filtered by search (decision 016). The last seven are
 * the registration list's substances that the spec's 15 had folded into "Drug Addiction".
 */
export const SPECIALIZATIONS: TaxonomyRow[] = [
  { id: 'alcohol-addiction', name: 'Alcohol Addiction' },
  { id: 'drug-addiction', name: 'Drug Addiction' },
  { id: 'prescription-drug-abuse', name: 'Prescription Drug Abuse' },
  { id: 'dual-diagnosis', name: 'Dual Diagnosis' },
  { id: 'co-occurring-disorders', name: 'Co-occurring Disorders' },
  { id: 'mental-health', name: 'Mental Health' },
  { id: 'trauma-therapy', name: 'Trauma Therapy' },
  { id: 'ptsd-treatment', name: 'PTSD Treatment' },
  { id: 'young-adults', name: 'Young Adults (18-25)' },
  { id: 'executive-treatment', name: 'Executive Treatment' },
  { id: 'lgbtq-programs', name: 'LGBTQ+ Programs' },
  { id: 'women-only', name: 'Women-Only Programs' },
  { id: 'men-only', name: 'Men-Only Programs' },
  { id: 'family-therapy', name: 'Family Therapy' },
  { id: 'eating-disorders', name: 'Eating Disorders' },
  { id: 'opioid-addiction', name: 'Opioid Addiction' },
  { id: 'heroin-addiction', name: 'Heroin Addiction' },
  { id: 'fentanyl-addiction', name: 'Fentanyl Addiction' },
  { id: 'cocaine-addiction', name: 'Cocaine Addiction' },
  { id: 'methamphetamine-addiction', name: 'Methamphetamine Addiction' },
  { id: 'marijuana-addiction', name: 'Marijuana Addiction' },
  { id: 'benzodiazepine-addiction', name: 'Benzodiazepine Addiction' },
];

export const INSURANCE_PROVIDERS: TaxonomyRow[] = [
  { id: 'aetna', name: 'Aetna' },
  { id: 'anthem', name: 'Anthem' },
  { id: 'blue-cross-blue-shield', name: 'Blue Cross Blue Shield' },
  { id: 'cigna', name: 'Cigna' },
  { id: 'humana', name: 'Humana' },
  { id: 'united-healthcare', name: 'United Healthcare' },
  { id: 'medicare', name: 'Medicare' },
  { id: 'medicaid', name: 'Medicaid' },
  { id: 'kaiser-permanente', name: 'Kaiser Permanente' },
  { id: 'magellan-health', name: 'Magellan Health' },
  { id: 'tricare', name: 'Tricare' },
  { id: 'private-pay', name: 'Private Pay' },
  { id: 'financing-available', name: 'Financing Available' },
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
  { id: 'alcohol', name: 'Alcohol', specializationId: 'alcohol-addiction' },
  { id: 'opioids', name: 'Opioids', specializationId: 'opioid-addiction' },
  { id: 'prescription-drugs', name: 'Prescription Drugs', specializationId: 'prescription-drug-abuse' },
  { id: 'heroin', name: 'Heroin', specializationId: 'heroin-addiction' },
  { id: 'fentanyl', name: 'Fentanyl', specializationId: 'fentanyl-addiction' },
  { id: 'cocaine', name: 'Cocaine', specializationId: 'cocaine-addiction' },
  { id: 'methamphetamine', name: 'Methamphetamine', specializationId: 'methamphetamine-addiction' },
  { id: 'marijuana', name: 'Marijuana', specializationId: 'marijuana-addiction' },
  { id: 'benzodiazepines', name: 'Benzodiazepines', specializationId: 'benzodiazepine-addiction' },
  { id: 'dual-diagnosis', name: 'Dual Diagnosis', specializationId: 'dual-diagnosis' },
  { id: 'gambling', name: 'Gambling', specializationId: null },
  { id: 'other', name: 'Other', specializationId: null },
  { id: 'not-sure', name: 'Not sure', specializationId: null },
];

// The taxonomy lists of the product spec (treatment types, specializations, insurance) and the addiction
// types the lead and signup forms offer: reference data every deployment needs (statements.ts loads it).

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
  /** The public specialization a facility offering help with this addiction is listed under. */
  specializationId: string | null;
}

/** The lead form offers the first 8; facility signup offers the first 10 as specializations. */
export const ADDICTION_TYPES: AddictionTypeRow[] = [
  { id: 'alcohol', name: 'Alcohol', specializationId: 'alcohol-addiction' },
  { id: 'opioids', name: 'Opioids', specializationId: 'drug-addiction' },
  { id: 'prescription-drugs', name: 'Prescription Drugs', specializationId: 'prescription-drug-abuse' },
  { id: 'heroin', name: 'Heroin', specializationId: 'drug-addiction' },
  { id: 'fentanyl', name: 'Fentanyl', specializationId: 'drug-addiction' },
  { id: 'cocaine', name: 'Cocaine', specializationId: 'drug-addiction' },
  { id: 'methamphetamine', name: 'Methamphetamine', specializationId: 'drug-addiction' },
  { id: 'marijuana', name: 'Marijuana', specializationId: 'drug-addiction' },
  { id: 'benzodiazepines', name: 'Benzodiazepines', specializationId: 'prescription-drug-abuse' },
  { id: 'dual-diagnosis', name: 'Dual Diagnosis', specializationId: 'dual-diagnosis' },
  { id: 'gambling', name: 'Gambling', specializationId: null },
  { id: 'other', name: 'Other', specializationId: null },
];

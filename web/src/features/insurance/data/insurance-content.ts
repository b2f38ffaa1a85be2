import { msg } from '@lingui/core/macro';
// Content for /insurance (product spec §2 Insurance, §9 coverage figures). General information, not a
// promise of coverage: every plan differs, so the page always says to check with the insurer.
// Our words are message ids (the Spanish page shows them from messages/es-insurance.ts); insurers'
// names are names, shown through `t.term`.

import type { TextId } from '../../../lib/i18n/translator';

export interface CoverageType {
  id: 'private' | 'medicare' | 'medicaid';
  /** In our words, or the program's name (shown through `t.term`). */
  title: TextId | { name: string };
  coverage: TextId;
  description: TextId;
  /** Kinds of plan, in our words; listed before the insurers. */
  plans: TextId[];
  /** Insurers, by name. */
  providers: string[];
}

export const COVERAGE_TYPES: readonly CoverageType[] = [
  {
    id: 'private',
    title: msg`Private Insurance`,
    coverage: msg`70-90% after deductible`,
    description:
      msg`Most plans from an employer or bought on the Health Insurance Marketplace cover substance use disorder treatment, and federal parity law says that coverage cannot be more restrictive than for other medical care. What you pay depends on your deductible, coinsurance and whether the program is in network.`,
    plans: [],
    providers: ['Aetna', 'Anthem', 'Blue Cross Blue Shield', 'Cigna', 'Humana', 'United Healthcare'],
  },
  {
    id: 'medicare',
    title: { name: 'Medicare' },
    coverage: msg`80% for approved services`,
    description:
      msg`For people aged 65 and over and people with certain disabilities. Part A covers inpatient care in a hospital; Part B covers outpatient counseling, intensive outpatient and partial hospitalization, and some medications, usually at 80% of the approved amount after the deductible. Not every program accepts Medicare.`,
    plans: [msg`Original Medicare (Parts A and B)`, msg`Medicare Advantage plans`],
    providers: ['Humana', 'Aetna', 'United Healthcare'],
  },
  {
    id: 'medicaid',
    title: { name: 'Medicaid' },
    coverage: msg`Full coverage for qualifying individuals`,
    description:
      msg`Free or low-cost coverage for people with low incomes, run by each state. Every state covers addiction treatment, including medication for opioid use disorder, usually at little or no cost to you. Eligibility, the services covered (such as residential treatment) and the programs that accept Medicaid vary by state.`,
    plans: [msg`Your state Medicaid program`, msg`Medicaid managed care plans`],
    providers: ['Molina Healthcare', 'Centene', 'Elevance Health'],
  },
];

/** Insurers people commonly ask about, beyond the ones listings can be filtered by (first: most asked). */
export const MORE_INSURERS: readonly string[] = [
  'Molina Healthcare',
  'Ambetter',
  'Oscar Health',
  'Highmark',
  'Health Net',
  'Florida Blue',
  'Blue Shield of California',
  'Independence Blue Cross',
  'Horizon Blue Cross Blue Shield',
  'CareFirst',
  'Premera Blue Cross',
  'Regence',
  'Wellmark',
  'Excellus',
  'EmblemHealth',
  'Oxford Health Plans',
  'Harvard Pilgrim',
  'Tufts Health Plan',
  'Point32Health',
  'MVP Health Care',
  'Geisinger Health Plan',
  'Priority Health',
  'Medical Mutual',
  'CareSource',
  'WellCare',
  'Amerigroup',
  'Optum',
  'Carelon Behavioral Health',
  'UMR',
  'Meritain Health',
  'GEHA',
  'CHAMPVA',
];

export interface VerificationStep {
  title: TextId;
  text: TextId;
  questions: TextId[];
}

export const VERIFICATION_STEPS: readonly VerificationStep[] = [
  {
    title: msg`Contact your insurer`,
    text: msg`Call the member services or behavioral health number on the back of your insurance card. Have your member ID ready, and write down the name of the person you speak to and the date.`,
    questions: [
      msg`Does my plan cover treatment for substance use disorders?`,
      msg`Which levels of care are covered: detox, inpatient, partial hospitalization, intensive outpatient, outpatient?`,
      msg`Which treatment programs near me are in network?`,
    ],
  },
  {
    title: msg`Ask the key questions`,
    text: msg`Find out what you would pay, not only whether treatment is covered.`,
    questions: [
      msg`What is my deductible, and how much of it have I already met this year?`,
      msg`What are my copays or coinsurance in network and out of network?`,
      msg`Is there a limit on the number of days or sessions?`,
      msg`Are medications for addiction treatment, such as buprenorphine or naltrexone, covered?`,
      msg`What is my out-of-pocket maximum?`,
    ],
  },
  {
    title: msg`Get pre-authorization`,
    text: msg`Many plans must approve inpatient, residential and partial hospitalization care before it starts. The treatment program can often request this for you.`,
    questions: [
      msg`Does this treatment need prior authorization, and who requests it?`,
      msg`How long does a decision take, and how many days are approved at first?`,
      msg`What is the reference number for this authorization?`,
    ],
  },
  {
    title: msg`Understand your benefits`,
    text: msg`Ask for the answers in writing, and keep them with the reference numbers from your calls.`,
    questions: [
      msg`What happens if my doctor recommends a longer stay?`,
      msg`Which costs will I be billed for directly?`,
      msg`How do I appeal if a claim or authorization is denied?`,
    ],
  },
];

export interface PaymentOption {
  title: TextId;
  text: TextId;
}

export const NO_INSURANCE_OPTIONS: readonly PaymentOption[] = [
  {
    title: msg`Payment plans`,
    text: msg`Many programs let you pay over time in monthly installments, or offer sliding-scale fees based on income. Ask the admissions team before you start.`,
  },
  {
    title: msg`Financial aid`,
    text: msg`Some programs and nonprofit organizations offer scholarships, grants or reduced rates for people who cannot afford treatment.`,
  },
  {
    title: msg`State programs`,
    text: msg`Every state funds treatment for residents with low incomes or no insurance, and you may qualify for Medicaid. SAMHSA’s National Helpline can point you to state-funded programs near you.`,
  },
];

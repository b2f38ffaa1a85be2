import { msg } from '@lingui/core/macro';
// The six treatment-type cards (product spec §2, §3 "Treatment-type info card", durations §9).
// Health information for people choosing care: plain, accurate and with no promise of a cure.
// Each text is its own message id: the Spanish page shows it from messages/es-treatment-types.ts.

import type { TextId } from '../../../lib/i18n/translator';

export type TreatmentColor = 'blue' | 'teal' | 'indigo' | 'purple' | 'amber' | 'green';

export interface TreatmentTypeInfo {
  /** Also the card's anchor (/treatment-types#id) and the search filter (/search?treatment=id). */
  id: 'inpatient' | 'outpatient' | 'iop' | 'php' | 'detox' | 'sober-living';
  title: TextId;
  /** The card's search link ("Find … centers"), a whole sentence so that it translates as one. */
  findLink: TextId;
  duration: TextId;
  level: TextId;
  description: TextId;
  features: TextId[];
  bestFor: TextId;
  color: TreatmentColor;
}

export const TREATMENT_TYPES: readonly TreatmentTypeInfo[] = [
  {
    id: 'inpatient',
    title: msg`Inpatient Treatment`,
    findLink: msg`Find inpatient treatment centers`,
    duration: msg`30-90 days`,
    level: msg`Highest intensity: 24-hour care`,
    description:
      msg`You live at the treatment center and receive round-the-clock medical and clinical care in a structured, substance-free setting. Days combine individual and group therapy, education about addiction and planning for life after treatment.`,
    features: [
      msg`24-hour medical and clinical support`,
      msg`Individual, group and family therapy`,
      msg`A structured daily schedule`,
      msg`Distance from everyday triggers and stress`,
      msg`Discharge and aftercare planning`,
    ],
    bestFor:
      msg`Severe or long-standing addiction, people who have not been able to stop with outpatient care, anyone without a safe and stable place to live while recovering, and mental health conditions that need close care.`,
    color: 'blue',
  },
  {
    id: 'outpatient',
    title: msg`Outpatient Treatment`,
    findLink: msg`Find outpatient treatment centers`,
    duration: msg`3-12 months`,
    level: msg`Lower intensity: a few hours a week`,
    description:
      msg`You live at home and attend scheduled counseling sessions, usually a few hours a week, so you can keep working, studying or caring for your family. Outpatient care is also a common next step after a more intensive program.`,
    features: [
      msg`Individual and group counseling`,
      msg`Evening and weekend sessions at many programs`,
      msg`Keep up with work, school and family`,
      msg`Medication for addiction treatment where appropriate`,
      msg`Relapse-prevention skills`,
    ],
    bestFor:
      msg`Mild to moderate substance use, people with a stable and supportive home, and people stepping down from inpatient, partial hospitalization or intensive outpatient care.`,
    color: 'teal',
  },
  {
    id: 'iop',
    title: msg`Intensive Outpatient Program (IOP)`,
    findLink: msg`Find intensive outpatient centers`,
    duration: msg`3-6 months (9-20 hours per week)`,
    level: msg`Moderate intensity: several days a week`,
    description:
      msg`A structured program of therapy several days a week, often about three hours a day, while you continue to live at home. It gives more support than standard outpatient care without an overnight stay.`,
    features: [
      msg`9-20 hours of treatment each week`,
      msg`Group therapy and skill-building`,
      msg`Individual counseling`,
      msg`Drug and alcohol testing at many programs`,
      msg`Sessions often scheduled around work`,
    ],
    bestFor:
      msg`People who need more structure than weekly counseling but have a safe home, and people stepping down from inpatient treatment or partial hospitalization.`,
    color: 'indigo',
  },
  {
    id: 'php',
    title: msg`Partial Hospitalization Program (PHP)`,
    findLink: msg`Find partial hospitalization centers`,
    duration: msg`2-8 weeks (20-30 hours per week)`,
    level: msg`High intensity: full-day treatment`,
    description:
      msg`Hospital-level treatment during the day, most days of the week, with evenings and nights at home or in sober housing. It combines medical and psychiatric care with intensive therapy.`,
    features: [
      msg`20-30 hours of treatment each week`,
      msg`Medical and psychiatric monitoring`,
      msg`Daily individual and group therapy`,
      msg`Medication management`,
      msg`Home each evening`,
    ],
    bestFor:
      msg`People who need intensive daily care but not 24-hour supervision, and people stepping down from inpatient treatment.`,
    color: 'purple',
  },
  {
    id: 'detox',
    title: msg`Medical Detox`,
    findLink: msg`Find detox centers`,
    duration: msg`3-10 days`,
    level: msg`Medical stabilization`,
    description:
      msg`Medically supervised withdrawal from alcohol or drugs, with medication to ease symptoms and keep you safe. Detox is an important first step but is not treatment on its own: it works best when followed straight away by an inpatient or outpatient program.`,
    features: [
      msg`24-hour medical monitoring`,
      msg`Medication to manage withdrawal symptoms`,
      msg`An assessment for ongoing treatment`,
      msg`A plan for the move into the next level of care`,
    ],
    bestFor:
      msg`Anyone physically dependent on alcohol, opioids, benzodiazepines or other substances. Withdrawal from alcohol or benzodiazepines can be dangerous: talk to a doctor before stopping suddenly.`,
    color: 'amber',
  },
  {
    id: 'sober-living',
    title: msg`Sober Living`,
    findLink: msg`Find sober living centers`,
    duration: msg`3-12+ months`,
    level: msg`Transitional support`,
    description:
      msg`Alcohol- and drug-free shared homes where residents support each other's recovery while returning to work, school and everyday life. Sober living homes offer structure and peer support; most do not provide clinical treatment themselves.`,
    features: [
      msg`Substance-free shared housing`,
      msg`House rules, and drug testing at many homes`,
      msg`Peer support and accountability`,
      msg`Often combined with outpatient treatment`,
      msg`Residents usually pay rent and share chores`,
    ],
    bestFor:
      msg`People finishing inpatient or residential treatment who want a stable, substance-free place to live while they rebuild daily routines.`,
    color: 'green',
  },
];

/** What a clinical assessment weighs when recommending a level of care (product spec §2). */
export const ASSESSMENT_FACTORS: ReadonlyArray<{ title: TextId; text: TextId }> = [
  {
    title: msg`Addiction severity`,
    text: msg`How much and how often, for how long, and what happened in past attempts to cut down or stop.`,
  },
  {
    title: msg`Medical needs`,
    text: msg`The risk of dangerous withdrawal, other physical or mental health conditions, and current medications.`,
  },
  {
    title: msg`Support system`,
    text: msg`Family and friends who can help, and whether there is a safe, substance-free place to live.`,
  },
  {
    title: msg`Life responsibilities`,
    text: msg`Work, school, children or other people you care for, and what a program needs to fit around them.`,
  },
];

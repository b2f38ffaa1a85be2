// Which picture each article gets, and its colours: the category's badge colour from the schema.
import { readFileSync } from 'node:fs';
import * as care from './scenes-care.ts';
import * as home from './scenes-home.ts';
import { document, palette } from './svg.ts';

export const SCENES: Record<string, care.Scene> = {
  'benzodiazepines-dependence-and-tapering': care.benzodiazepines,
  'cannabis-use-disorder': home.cannabis,
  'caring-for-yourself-as-a-family-member': home.caringForYourself,
  'craft-approach-for-families': home.craft,
  'dual-diagnosis-mental-health-and-substance-use': care.dualDiagnosis,
  'fentanyl-and-overdose-risk': home.fentanyl,
  'how-insurance-covers-addiction-treatment': care.insurance,
  'how-to-talk-to-a-loved-one-about-addiction': home.talkToLovedOne,
  'levels-of-care-inpatient-outpatient-iop-php': care.levelsOfCare,
  'life-after-treatment-aftercare': home.aftercare,
  'medications-for-opioid-use-disorder': care.mouds,
  'naloxone-and-harm-reduction': home.naloxone,
  'prescription-opioid-safety': care.prescriptionSafety,
  'preventing-teen-substance-use': home.teenCooking,
  'questions-to-ask-a-treatment-center': home.questions,
  'relapse-and-recovery-planning': home.relapsePlanning,
  'returning-to-work-in-recovery': home.returningToWork,
  'safe-storage-and-disposal-of-medications': home.safeStorage,
  'stimulant-use-disorder-meth-and-cocaine': care.stimulant,
  'support-groups-aa-na-smart-recovery': home.supportGroups,
  'supporting-a-teen-with-substance-use': home.teenWalk,
  'understanding-alcohol-use-disorder': home.alcohol,
  'warning-signs-of-substance-use': home.warningSigns,
  'what-is-detox': care.detox,
  'what-to-do-in-an-overdose-emergency': home.overdoseEmergency,
  'when-a-loved-one-comes-home-from-treatment': home.comesHome,
};

/** The five categories' badge colours, read from the migration that defines them. */
export function categoryColours(): Map<string, string> {
  const sql = readFileSync(new URL('../../migrations/0008_blog.sql', import.meta.url), 'utf8');
  return new Map([...sql.matchAll(/\('([a-z-]+)',\s*'[^']*',\s*'(#[0-9a-f]{6})'/g)].map((m) => [m[1]!, m[2]!]));
}

export function illustration(slug: string, colour: string): string {
  const scene = SCENES[slug];
  if (!scene) throw new Error(`No illustration drawn for "${slug}": add one to scripts/blog-illustration/index.ts`);
  return document(scene(palette(colour)));
}

// The parts of a generated listing besides its place, name and taxonomy: accreditation, features,
// rating, reviews, founding year and the dates a listing carries.
import type { Random } from './random.ts';
import { weightedSample } from './taxonomy-picks.ts';

export const ACCREDITATIONS = ['Joint Commission', 'CARF', 'State Licensed', 'NAATP Member', 'LegitScript Certified'] as const;

export const FEATURES = [
  'Private Rooms', 'Medication-Assisted Treatment', '24/7 Medical Staff', 'Family Program', 'Aftercare Planning',
  'Fitness Center', 'Pet Friendly', 'Yoga & Meditation', 'Outdoor Recreation', 'Chef-Prepared Meals',
  'Telehealth Sessions', 'Alumni Program', 'Transportation Assistance', 'Holistic Therapies', 'Swimming Pool',
  '12-Step Meetings',
] as const;

/** Dates are counted back from this day, not from the clock, so every run writes the same rows. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const LISTINGS_OPENED = Date.UTC(2025, 0, 1);

export function pickAccreditation(rng: Random, types: readonly string[]): string[] {
  const clinical = types.some((t) => t === 'detox' || t === 'inpatient' || t === 'residential');
  const chances: Record<(typeof ACCREDITATIONS)[number], number> = {
    'Joint Commission': clinical ? 0.6 : 0.3,
    CARF: 0.35,
    'State Licensed': 0.9,
    'NAATP Member': types.includes('luxury') ? 0.6 : 0.2,
    'LegitScript Certified': 0.3,
  };
  const chosen = ACCREDITATIONS.filter((a) => rng.chance(chances[a]));
  return chosen.length > 0 ? chosen : ['State Licensed'];
}

export function pickFeatures(rng: Random, types: readonly string[]): string[] {
  const has = (id: string) => types.includes(id);
  const liveIn = has('residential') || has('inpatient') || has('luxury') || has('sober-living');
  const weights = FEATURES.map((f) => {
    switch (f) {
      case 'Private Rooms': return has('luxury') || has('executive') ? 30 : liveIn ? 3 : 0;
      case 'Chef-Prepared Meals': return has('luxury') ? 20 : liveIn ? 2 : 0;
      case 'Swimming Pool': return has('luxury') ? 12 : liveIn ? 1 : 0;
      case 'Pet Friendly': return liveIn ? 1.5 : 0;
      case '24/7 Medical Staff': return has('detox') || has('inpatient') ? 25 : has('residential') ? 4 : 0;
      case 'Medication-Assisted Treatment': return has('detox') ? 12 : 4;
      case 'Telehealth Sessions': return has('outpatient') || has('iop') ? 8 : 1;
      case 'Transportation Assistance': return has('outpatient') || has('sober-living') ? 4 : 1;
      case '12-Step Meetings': return has('sober-living') ? 12 : 4;
      case 'Aftercare Planning': return 8;
      case 'Family Program': return 6;
      default: return 3;
    }
  });
  return weightedSample(rng, FEATURES, weights, rng.int(3, 8));
}

/** 3.0-5.0 with one decimal, leaning towards the 4s as public ratings do. */
export function pickRating(rng: Random): number {
  const x = Math.max(rng.next(), rng.next());
  return (30 + Math.round(x * 20)) / 10;
}

/** 3-1500, most listings with few reviews and a long tail of busy ones. */
export function pickReviews(rng: Random): number {
  return Math.round(Math.exp(Math.log(3) + rng.next() * (Math.log(1500) - Math.log(3))));
}

/** 1968-2023, more recent years more likely. */
export function pickEstablished(rng: Random): string {
  return String(1968 + Math.floor(Math.sqrt(rng.next()) * 56));
}

/** Verified within the 180 days before the reference date; listed some time before that. */
export function pickDates(rng: Random): { lastVerifiedAt: string; createdAt: string; updatedAt: string } {
  const verified = REFERENCE_DATE - rng.int(1, 180 * 24 * 60 - 1) * 60_000;
  const created = LISTINGS_OPENED + Math.floor(rng.next() * ((verified - LISTINGS_OPENED) / DAY_MS)) * DAY_MS + rng.int(8, 20) * 3_600_000;
  const lastVerifiedAt = new Date(verified).toISOString();
  return { lastVerifiedAt, createdAt: new Date(Math.min(created, verified)).toISOString(), updatedAt: lastVerifiedAt };
}

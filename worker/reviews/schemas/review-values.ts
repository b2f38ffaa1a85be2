// The reviews' fixed choices, apart from their schemas (../schemas.ts): the listing page reads them at
// first paint, and a value import of a zod schema module would load zod (24 KB) on every listing.

import { GUIDELINES } from './guidelines';

/** Who the reviewer was to the facility: they say which. */
export const RELATIONSHIPS = ['client', 'family', 'professional'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEWS_PAGE_SIZE = 10;

/** What a report about a review may say: a guideline it breaks, that it is not a real stay, or else. */
export const REVIEW_REPORT_REASONS = [...GUIDELINES, 'fake', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** The longest each review field may be (the table's CHECKs): the schemas refuse more, the forms say it. */
export const REVIEW_FIELD_MAX = {
  title: 120,
  body: 5000,
  displayName: 60,
  reportDetails: 1000,
} as const;

/** The query parameter of a reviewer's link that carries their key (the manage page reads it). */
export const REVIEW_KEY_PARAM = 'key';

/** A review its address never confirmed is deleted after this many days (the confirmation email says so). */
export const UNCONFIRMED_REVIEW_DAYS = 7;

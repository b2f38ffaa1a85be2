// The reviews' fixed choices, apart from their schemas (../schemas.ts): the listing page reads them at
// first paint, and a value import of a zod schema module would load zod (24 KB) on every listing.

/** Who the reviewer was to the facility: they say which. */
export const RELATIONSHIPS = ['client', 'family', 'professional'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEWS_PAGE_SIZE = 10;

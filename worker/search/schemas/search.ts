import { z } from 'zod';
import { boundedInt } from '../../lib/schemas/numbers';
import { MAX_QUERY_LENGTH } from './search-limits';

const SORTS = ['relevance', 'rating', 'name', 'state', 'distance'] as const;
export type SortKey = (typeof SORTS)[number];

/** What a result card shows of a listing (`view=card`): the rest is on the listing's own page. */
export const CARD_FIELDS = ['id', 'name', 'named', 'city', 'state', 'distance', 'rating', 'reviews', 'availability', 'treatmentTypes', 'specializations', 'features', 'insurance', 'phone', 'lastVerified'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

const SEARCH_DEFAULT_LIMIT = 20;
const SEARCH_MAX_LIMIT = 100;
export const DEFAULT_RADIUS_MILES = 50;
const MAX_RADIUS_MILES = 500;

/** Marked for the SPA's catalogue (the search page says it in its language): says MAX_QUERY_LENGTH. */
const QUERY_TOO_LONG = /*i18n*/ 'Search text must be at most 200 characters.';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A comma-separated list of taxonomy ids (or service slugs), as the search URL carries it. */
function idList(label: string, max = 20, maxLength = 600) {
  return z
    .string()
    .max(maxLength, `Too many ${label} selected.`)
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))] : []))
    .refine((ids) => ids.length <= max, `Choose at most ${max} ${label}.`)
    .refine((ids) => ids.every((id) => SLUG.test(id)), `Unknown ${label} in the filter.`);
}

export const searchQuerySchema = z
  .object({
    q: z
      .string()
      .max(MAX_QUERY_LENGTH, QUERY_TOO_LONG)
      .optional()
      .transform((v) => v?.trim() ?? ''),
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter state code.')
      .optional()
      .transform((v) => v?.toUpperCase()),
    treatment_types: idList('treatment types'),
    specializations: idList('specializations'),
    insurance: idList('insurance options'),
    /** Locator services by slug: any of a sidebar group's (OR), every group named (AND). */
    services: idList('services', 30, 2000),
    /** Only listings accepting new patients, confirmed in the last 14 days (availability, issue 24). */
    accepting: z
      .enum(['0', '1'], { error: 'accepting must be 0 or 1.' })
      .optional()
      .transform((v) => v === '1'),
    zip: z
      .string()
      .regex(/^\d{5}$/, /*i18n*/ 'ZIP code must be 5 digits.')
      .optional(),
    radius: boundedInt('Radius', 1, MAX_RADIUS_MILES).optional(),
    /** Search around the visitor's approximate location (asked for, never assumed). */
    near: z.enum(['me'], { error: 'near must be "me".' }).optional(),
    /** Read the text as typed, without correcting misspelt words ("search instead for …"). */
    as_typed: z
      .enum(['0', '1'], { error: 'as_typed must be 0 or 1.' })
      .optional()
      .transform((v) => v === '1'),
    /**
     * `card`: each result as its card shows it, what the search page asks for (a page of 20 is a
     * third of the bytes); `full`, the default: the whole listing.
     */
    view: z.enum(['full', 'card'], { error: 'view must be full or card.' }).default('full'),
    sort: z.enum(SORTS, { error: `Sort must be one of: ${SORTS.join(', ')}.` }).default('relevance'),
    page: boundedInt('Page', 1, 10_000).default(1),
    limit: boundedInt('Limit', 1, SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  })
  .superRefine((value, ctx) => {
    // A city typed in the text, a ZIP code or the visitor's location: something to measure from.
    const measurable = Boolean(value.zip || value.near || value.q);
    if (value.radius !== undefined && !measurable) {
      ctx.addIssue({ code: 'custom', path: ['radius'], message: 'A radius needs a ZIP code, a city or your location to measure from.' });
    }
    if (value.sort === 'distance' && !measurable) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by distance needs a ZIP code, a city or your location.' });
    }
  });

export type SearchQuery = z.output<typeof searchQuerySchema>;

export const stateFacilitiesQuerySchema = z.object({
  limit: boundedInt('Limit', 1, SEARCH_MAX_LIMIT).default(SEARCH_MAX_LIMIT),
});

export const facilityIdSchema = z.object({
  id: z.coerce
    .number({ error: 'Facility id must be a number.' })
    .int('Facility id must be a whole number.')
    .positive('Facility id must be a positive number.')
    .max(2_147_483_647, 'Facility id is too large.'),
});

export const stateParamSchema = z.object({
  stateCode: z.string().min(2, 'Unknown state.').max(40, 'Unknown state.'),
});

/** A city page's address: /states/{state}/{city}, the city as lower-case words joined by hyphens. */
export const cityParamSchema = stateParamSchema.extend({
  city: z
    .string()
    .min(1, 'Unknown city.')
    .max(80, 'Unknown city.')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/i, 'Unknown city.'),
});

export const featuredQuerySchema = z.object({
  limit: boundedInt('Limit', 1, 12).default(3),
});

/** A point the browser reported, sent in a body so that it never appears in a URL or a log. */
export const nearestZipSchema = z.object({
  latitude: z.number({ error: 'Latitude must be a number.' }).min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.'),
  longitude: z
    .number({ error: 'Longitude must be a number.' })
    .min(-180, 'Longitude must be between -180 and 180.')
    .max(180, 'Longitude must be between -180 and 180.'),
});

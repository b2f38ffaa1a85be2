import { z } from 'zod';
import { boundedInt } from '../../lib/schemas/numbers';

// The query parameters HSDS 3.0's OpenAPI document names (schema/openapi.json), as this API reads them.

export const HSDS_DEFAULT_PER_PAGE = 50;
export const HSDS_MAX_PER_PAGE = 200;

const flag = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false.` })
    .optional()
    .transform((v) => v === 'true');
const uuid = (label: string) => z.uuid({ error: `${label} must be a UUID.` }).transform((v) => v.toLowerCase());

const paging = {
  page: boundedInt('page', 1, 100_000).default(1),
  per_page: boundedInt('per_page', 1, HSDS_MAX_PER_PAGE).default(HSDS_DEFAULT_PER_PAGE),
  search: z.string().trim().max(200, 'search must be at most 200 characters.').optional(),
};

const serviceFilters = {
  taxonomy_term_id: uuid('taxonomy_term_id').optional(),
  taxonomy_id: uuid('taxonomy_id').optional(),
  organization_id: uuid('organization_id').optional(),
  modified_after: z
    .union([z.iso.datetime({ offset: true, error: 'modified_after must be a date and time (ISO 8601).' }), z.iso.date()], {
      error: 'modified_after must be a date and time (ISO 8601), such as 2026-01-31T00:00:00Z.',
    })
    .transform((v) => new Date(v).toISOString())
    .optional(),
  full: flag('full'),
};

/** GET /api/hsds/services */
export const hsdsServicesQuerySchema = z.object({ ...paging, ...serviceFilters, minimal: flag('minimal') });
/** GET /api/hsds/service_at_locations */
export const hsdsServiceAtLocationsQuerySchema = z.object({ ...paging, ...serviceFilters });
/** GET /api/hsds/organizations */
export const hsdsOrganizationsQuerySchema = z.object({ ...paging, full: flag('full') });
/** GET /api/hsds/taxonomies */
export const hsdsTaxonomiesQuerySchema = z.object(paging);
/** GET /api/hsds/taxonomy_terms */
export const hsdsTaxonomyTermsQuerySchema = z.object({ ...paging, taxonomy_id: uuid('taxonomy_id').optional() });
/** GET /api/hsds/<things>/{id} */
export const hsdsIdParamSchema = z.object({ id: uuid('id') });
/** GET /api/hsds/organizations/{id} */
export const hsdsOrganizationQuerySchema = z.object({ full_service: flag('full_service') });

/** The Page envelope of HSDS 3.0's OpenAPI document, around `contents`. */
export interface HsdsPage<T> {
  total_items: number;
  total_pages: number;
  page_number: number;
  size: number;
  first_page: boolean;
  last_page: boolean;
  empty: boolean;
  contents: T[];
}

export function hsdsPage<T>(contents: T[], total: number, page: number, perPage: number): HsdsPage<T> {
  const totalPages = Math.ceil(total / perPage);
  return {
    total_items: total,
    total_pages: totalPages,
    page_number: page,
    size: contents.length,
    first_page: page === 1,
    last_page: page >= totalPages,
    empty: contents.length === 0,
    contents,
  };
}

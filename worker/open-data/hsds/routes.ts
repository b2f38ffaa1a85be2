import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import type { Database } from '../../lib/db';
import { edgeCache } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { rateLimit, type RateLimit } from '../../lib/rate-limit';
import { newRouter } from '../../lib/router';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import type { DirectoryList } from '../../search/listing-sets';
import { OPEN_DATA_LICENCE, openDataLicence } from '../schemas';
import { listingIds, termsOf, toLocation, toOrganization, toService, toServiceAtLocation, toServiceSummary } from './map';
import { facilityOf, readListingsByIds, readListLinks, readOrganizationListings, type HsdsRow, type IdKind } from './queries/listings';
import {
  hsdsIdParamSchema,
  hsdsOrganizationQuerySchema,
  hsdsOrganizationsQuerySchema,
  hsdsPage,
  hsdsServiceAtLocationsQuerySchema,
  hsdsServicesQuerySchema,
  hsdsTaxonomiesQuerySchema,
  hsdsTaxonomyTermsQuerySchema,
} from './schemas';
import { selectListings, type ListingFilter } from './selection';
import { apiVocabulary, type HsdsVocabulary } from './vocabulary';
import { route } from '../../lib/openapi';

// The HSDS 3.0 API (issue 26): the paths of Open Referral's OpenAPI document (schema/openapi.json)
// over the published listings. A listing is one location with one service at it, of its
// organization: the provider's (shared by its locations, migration 0028), else its own. Ids are
// name-based UUIDs (uuid.ts). Answers are public, kept at the edge for ten minutes.

export const HSDS_VERSION = '3.0';
const SECONDS = 600;

// Generous enough to page through the whole directory at 200 a page in one sitting (250 pages at
// 50,000 listings); the bulk file is the better way, and the error says so.
const HSDS_PER_CLIENT: RateLimit = {
  name: 'open-data-hsds',
  limit: 600,
  windowSeconds: 600,
  message: (wait) => `Too many HSDS requests in a short while. Please wait ${wait}, or download every service as one file from /open-data.`,
};

function publicHeaders(c: Context<AppEnv>) {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cache-Control', `public, max-age=${SECONDS}`);
  c.header('Link', `<${OPEN_DATA_LICENCE.url}>; rel="license"`);
}

const notFound = (what: string) => new ApiError('not_found', `No published ${what} has this id.`);

interface FilterQuery {
  search?: string;
  taxonomy_term_id?: string;
  taxonomy_id?: string;
  organization_id?: string;
  modified_after?: string;
}

/**
 * The query's filters in our keys, or null when one names nothing we have (the answer is then an
 * empty page, not an error: the id is well formed, it just matches no listing).
 */
async function filterOf(db: Database, vocabulary: HsdsVocabulary, query: FilterQuery): Promise<ListingFilter | null> {
  const filter: ListingFilter = {};
  if (query.search) filter.search = query.search;
  if (query.modified_after) filter.modifiedAfter = query.modified_after;
  if (query.taxonomy_term_id) {
    const term = vocabulary.byId.get(query.taxonomy_term_id);
    if (!term) return null;
    if (term.serviceId !== undefined) filter.service = { id: term.serviceId, slug: term.code };
    else filter.listEntry = { list: term.group as DirectoryList, id: term.code.slice(term.group.length + 1) };
  }
  if (query.taxonomy_id) {
    const index = vocabulary.taxonomies.findIndex((t) => t.id === query.taxonomy_id);
    if (index < 0) return null;
    filter.taxonomy = index === 0 ? 'recovery-directory' : 'samhsa-locator';
  }
  if (query.organization_id) {
    const id = await facilityOf(db, 'organization', query.organization_id);
    if (id === null) return null;
    filter.organization = id;
  }
  return filter;
}

/** One page of the listings `filter` matches (chosen by key: selection.ts), and how many match. */
async function pageOf(c: Context<AppEnv>, filter: ListingFilter | null, page: number, perPage: number): Promise<{ total: number; rows: HsdsRow[] }> {
  if (!filter) return { total: 0, rows: [] };
  const db = c.get('db');
  const { total, ids } = await selectListings(db, (p) => c.executionCtx.waitUntil(p), filter, (page - 1) * perPage, perPage);
  return { total, rows: await readListingsByIds(db, ids) };
}

/** The one published listing whose `kind` id is `uuid`, or a 404. */
async function listingOf(db: Database, kind: IdKind, uuid: string, what: string): Promise<HsdsRow> {
  const id = await facilityOf(db, kind, uuid);
  const row = id === null ? undefined : (await readListingsByIds(db, [id]))[0];
  if (!row) throw notFound(what);
  return row;
}

async function fullServices(db: Database, vocabulary: HsdsVocabulary, rows: HsdsRow[], site: string) {
  const links = await readListLinks(db, rows.map((r) => r.id));
  return Promise.all(rows.map((row) => toService(row, links.get(row.id), vocabulary, site)));
}

/** Lists of the vocabulary (small, in memory): those matching `search`, a page of them. */
function pageInMemory<T extends { name: string; description: string }>(items: T[], query: { search?: string; page: number; per_page: number }) {
  const words = (query.search ?? '').toLowerCase();
  const matching = words ? items.filter((i) => `${i.name} ${i.description}`.toLowerCase().includes(words)) : items;
  const start = (query.page - 1) * query.per_page;
  return hsdsPage(matching.slice(start, start + query.per_page), matching.length, query.page, query.per_page);
}

export const hsdsRoutes = newRouter()
  .get('/', route({ summary: 'The HSDS API’s root', 200: 'The HSDS version, profile, licence and the address of this API’s document.' }), (c) => {
    const site = siteUrl(c.env);
    publicHeaders(c);
    return c.json(
      {
        version: HSDS_VERSION,
        profile: `${site}/open-data#hsds`,
        openapi_url: `${site}/api/hsds/openapi.json`,
        licence: openDataLicence(site),
      },
      200,
    );
  })
  .get('/services', route({ summary: 'HSDS services', 200: 'One page of services.' }), validate('query', hsdsServicesQuerySchema), edgeCache(SECONDS), rateLimit(HSDS_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const query = c.req.valid('query');
    const site = siteUrl(c.env);
    const vocabulary = await apiVocabulary(db);
    const { total, rows } = await pageOf(c, await filterOf(db, vocabulary, query), query.page, query.per_page);
    publicHeaders(c);
    if (query.full) return c.json(hsdsPage(await fullServices(db, vocabulary, rows, site), total, query.page, query.per_page), 200);
    if (query.minimal) {
      const minimal = await Promise.all(
        rows.map(async (row) => {
          const { id, name, status, last_modified } = toServiceSummary(row, await listingIds(row), [], site);
          return { id, name, status, last_modified };
        }),
      );
      return c.json(hsdsPage(minimal, total, query.page, query.per_page), 200);
    }
    const links = await readListLinks(db, rows.map((r) => r.id));
    const contents = await Promise.all(
      rows.map(async (row) => toServiceSummary(row, await listingIds(row), termsOf(row, links.get(row.id), vocabulary), site)),
    );
    return c.json(hsdsPage(contents, total, query.page, query.per_page), 200);
  })
  .get('/services/:id', route({ summary: 'One HSDS service', 200: 'The service in full.', errors: ['not_found'] }), validate('param', hsdsIdParamSchema), edgeCache(SECONDS), rateLimit(HSDS_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const row = await listingOf(db, 'service', c.req.valid('param').id, 'service');
    const [service] = await fullServices(db, await apiVocabulary(db), [row], siteUrl(c.env));
    publicHeaders(c);
    return c.json(service!, 200);
  })
  .get('/service_at_locations', route({ summary: 'HSDS services at locations', 200: 'One page of services at their locations.' }), validate('query', hsdsServiceAtLocationsQuerySchema), edgeCache(SECONDS), rateLimit(HSDS_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const query = c.req.valid('query');
    const site = siteUrl(c.env);
    const vocabulary = await apiVocabulary(db);
    const { total, rows } = await pageOf(c, await filterOf(db, vocabulary, query), query.page, query.per_page);
    const services = query.full ? await fullServices(db, vocabulary, rows, site) : [];
    const contents = await Promise.all(
      rows.map(async (row, i) => {
        const ids = await listingIds(row);
        const sal = await toServiceAtLocation(row, ids, site);
        return query.full ? { ...sal, service: services[i]! } : sal;
      }),
    );
    publicHeaders(c);
    return c.json(hsdsPage(contents, total, query.page, query.per_page), 200);
  })
  .get('/service_at_locations/:id', route({ summary: 'One HSDS service at a location', 200: 'The service at its location.', errors: ['not_found'] }), validate('param', hsdsIdParamSchema), edgeCache(SECONDS), rateLimit(HSDS_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const site = siteUrl(c.env);
    const row = await listingOf(db, 'service_at_location', c.req.valid('param').id, 'service at a location');
    const [service] = await fullServices(db, await apiVocabulary(db), [row], site);
    publicHeaders(c);
    return c.json({ ...(await toServiceAtLocation(row, await listingIds(row), site)), service: service! }, 200);
  })
  .get('/organizations', route({ summary: 'HSDS organizations', 200: 'One page of organizations.' }), validate('query', hsdsOrganizationsQuerySchema), edgeCache(SECONDS), rateLimit(HSDS_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const query = c.req.valid('query');
    const site = siteUrl(c.env);
    // One row per organization: its first published location stands for it.
    const filter: ListingFilter = { firstOfOrganization: true };
    if (query.search) filter.search = query.search;
    const { total, rows } = await pageOf(c, filter, query.page, query.per_page);
    const contents = query.full
      ? await organizationsInFull(db, rows, site, false)
      : await Promise.all(rows.map(async (row) => toOrganization(row, await listingIds(row), site)));
    publicHeaders(c);
    return c.json(hsdsPage(contents, total, query.page, query.per_page), 200);
  })
  .get(
    '/organizations/:id',
    route({ summary: 'One HSDS organization', 200: 'The organization in full.', errors: ['not_found'] }),
    validate('param', hsdsIdParamSchema),
    validate('query', hsdsOrganizationQuerySchema),
    edgeCache(SECONDS),
    rateLimit(HSDS_PER_CLIENT),
    async (c) => {
      const db = c.get('db');
      const key = await facilityOf(db, 'organization', c.req.valid('param').id);
      const row = key === null ? undefined : (await readOrganizationListings(db, [key], 1))[0];
      if (!row) throw notFound('organization');
      const [organization] = await organizationsInFull(db, [row], siteUrl(c.env), c.req.valid('query').full_service);
      publicHeaders(c);
      return c.json(organization!, 200);
    },
  )
  .get('/taxonomies', route({ summary: 'HSDS taxonomies', 200: 'One page of taxonomies.' }), validate('query', hsdsTaxonomiesQuerySchema), edgeCache(SECONDS), async (c) => {
    const vocabulary = await apiVocabulary(c.get('db'));
    publicHeaders(c);
    return c.json(pageInMemory(vocabulary.taxonomies, c.req.valid('query')), 200);
  })
  .get('/taxonomies/:id', route({ summary: 'One HSDS taxonomy', 200: 'The taxonomy.', errors: ['not_found'] }), validate('param', hsdsIdParamSchema), edgeCache(SECONDS), async (c) => {
    const vocabulary = await apiVocabulary(c.get('db'));
    const taxonomy = vocabulary.taxonomies.find((t) => t.id === c.req.valid('param').id);
    if (!taxonomy) throw notFound('taxonomy');
    publicHeaders(c);
    return c.json(taxonomy, 200);
  })
  .get('/taxonomy_terms', route({ summary: 'HSDS taxonomy terms', 200: 'One page of taxonomy terms.' }), validate('query', hsdsTaxonomyTermsQuerySchema), edgeCache(SECONDS), async (c) => {
    const query = c.req.valid('query');
    const vocabulary = await apiVocabulary(c.get('db'));
    const terms = vocabulary.terms.map((t) => t.hsds).filter((t) => !query.taxonomy_id || t.taxonomy_id === query.taxonomy_id);
    publicHeaders(c);
    return c.json(pageInMemory(terms, query), 200);
  })
  .get('/taxonomy_terms/:id', route({ summary: 'One HSDS taxonomy term', 200: 'The taxonomy term.', errors: ['not_found'] }), validate('param', hsdsIdParamSchema), edgeCache(SECONDS), async (c) => {
    const vocabulary = await apiVocabulary(c.get('db'));
    const term = vocabulary.byId.get(c.req.valid('param').id);
    if (!term) throw notFound('taxonomy term');
    publicHeaders(c);
    return c.json(term.hsds, 200);
  });

/** The most locations one organization is answered with (a provider with more is paged by /services?organization_id=). */
const LOCATIONS_PER_ORGANIZATION = 200;

/**
 * Organizations (each given by its first published location) with every published location, phones
 * and services (each service whole with `fullService`, else its one-to-one fields).
 */
async function organizationsInFull(db: Database, firsts: HsdsRow[], site: string, fullService: boolean) {
  const keys = firsts.map((row) => row.organization_key);
  const rows = keys.length === 0 ? [] : await readOrganizationListings(db, keys, LOCATIONS_PER_ORGANIZATION * keys.length);
  const vocabulary = await apiVocabulary(db);
  const services = fullService ? await fullServices(db, vocabulary, rows, site) : [];
  const links = fullService ? new Map() : await readListLinks(db, rows.map((r) => r.id));
  const described = await Promise.all(
    rows.map(async (row, i) => {
      const ids = await listingIds(row);
      const { organization: _organization, ...service } = fullService ? services[i]! : toServiceSummary(row, ids, termsOf(row, links.get(row.id), vocabulary), site);
      return { key: row.organization_key, location: await toLocation(row, ids, site), service };
    }),
  );
  return Promise.all(
    firsts.map(async (row) => {
      const own = described.filter((d) => d.key === row.organization_key).slice(0, LOCATIONS_PER_ORGANIZATION);
      return {
        ...toOrganization(row, await listingIds(row), site),
        locations: own.map((d) => d.location),
        services: own.map((d) => d.service),
        phones: [],
        contacts: [],
        funding: [],
        programs: [],
        organization_identifiers: [],
        attributes: [],
        metadata: [],
      };
    }),
  );
}

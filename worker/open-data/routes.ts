import type { Context } from 'hono';
import { idBeforePage, openDataSummary, readListings, readVocabulary, toHsds } from './queries/listings';
import type { AppEnv } from '../lib/app-env';
import { edgeCache } from '../lib/edge-cache';
import { rateLimit, type RateLimit } from '../lib/rate-limit';
import { newRouter } from '../lib/router';
import { siteUrl } from '../lib/site-config';
import { validate } from '../lib/validate';
import { fileResponse } from './file-response';
import { OPEN_DATA_FILES, readManifest } from './manifest';
import { openDataLicence, openDataPageQuerySchema } from './schemas';
import { route } from '../lib/openapi';

// Open data (issue 13): every published listing in the Open Referral HSDS shape, a page at a time
// or as whole-directory files. The files are built by the scheduled run into R2 (files.ts, issue 26)
// and only streamed from there; a copy is also kept at the edge for an hour.

const PAGE_SECONDS = 600;
const EXPORT_SECONDS = 3600;

// What the edge has no copy of costs the Worker (a file streamed from R2; a page far into the list
// skips through every listing before it): counted per client, after the edge cache, so only what
// the Worker serves counts. A crawler paging through should take a file instead.
const EXPORTS_PER_CLIENT: RateLimit = {
  name: 'open-data-export',
  limit: 5,
  windowSeconds: 600,
  message: (wait) => `You have downloaded the whole directory several times in a short while. Please wait ${wait}: the files change at most once an hour.`,
};
const PAGES_PER_CLIENT: RateLimit = {
  name: 'open-data-page',
  limit: 60,
  windowSeconds: 600,
  message: (wait) => `Too many open-data pages in a short while. Please wait ${wait}, or download the whole directory as one file.`,
};

/** Anyone's page may read the data (no credentials are involved); Last-Modified from the data. */
function publicHeaders(c: Context<AppEnv>, seconds: number, lastModified: string | null) {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cache-Control', `public, max-age=${seconds}`);
  if (lastModified) c.header('Last-Modified', new Date(lastModified).toUTCString());
}

/** A Range or a conditional request goes to R2, which answers it; the edge's copy is the whole 200. */
const partOrRevalidation = (c: Context<AppEnv>) =>
  c.req.header('range') !== undefined || c.req.header('if-none-match') !== undefined || c.req.header('if-modified-since') !== undefined;

export const openDataRoutes = newRouter()
  .get('/facilities', route({ summary: 'Open data: listings as HSDS', 200: 'One page of published listings, with the licence.' }), validate('query', openDataPageQuerySchema), edgeCache(PAGE_SECONDS), rateLimit(PAGES_PER_CLIENT), async (c) => {
    const db = c.get('db');
    const { page, limit } = c.req.valid('query');
    const site = siteUrl(c.env);
    const [{ total, lastModified }, vocabulary, afterId] = await Promise.all([
      openDataSummary(db),
      readVocabulary(db),
      idBeforePage(db, page, limit),
    ]);
    const listings = afterId === null ? [] : await readListings(db, vocabulary, afterId, limit);
    publicHeaders(c, PAGE_SECONDS, lastModified);
    return c.json(
      {
        licence: openDataLicence(site),
        last_modified: lastModified,
        total,
        page,
        limit,
        has_more: (page - 1) * limit + listings.length < total,
        facilities: listings.map((l) => toHsds(l, site)),
      },
      200,
    );
  })
  .get('/facilities.csv', route({ summary: 'Open data: every listing as CSV', 200: { description: 'The whole file (206 for a Range, 304 when not modified).', mediaType: 'text/csv' } }), edgeCache(EXPORT_SECONDS, { unless: partOrRevalidation }), rateLimit(EXPORTS_PER_CLIENT), (c) =>
    fileResponse(c, 'facilities.csv', EXPORT_SECONDS),
  )
  .get('/facilities.json', route({ summary: 'Open data: every listing as JSON', 200: { description: 'The whole file (206 for a Range, 304 when not modified).', mediaType: 'application/json' } }), edgeCache(EXPORT_SECONDS, { unless: partOrRevalidation }), rateLimit(EXPORTS_PER_CLIENT), (c) =>
    fileResponse(c, 'facilities.json', EXPORT_SECONDS),
  )
  .get('/hsds-services.ndjson', route({ summary: 'Open data: every HSDS service as NDJSON', 200: { description: 'The whole file (206 for a Range, 304 when not modified).', mediaType: 'application/x-ndjson' } }), edgeCache(EXPORT_SECONDS, { unless: partOrRevalidation }), rateLimit(EXPORTS_PER_CLIENT), (c) =>
    fileResponse(c, 'hsds-services.ndjson', EXPORT_SECONDS),
  )
  .get('/hsds-taxonomy-terms.ndjson', route({ summary: 'Open data: every HSDS taxonomy term as NDJSON', 200: { description: 'The whole file (206 for a Range, 304 when not modified).', mediaType: 'application/x-ndjson' } }), edgeCache(EXPORT_SECONDS, { unless: partOrRevalidation }), rateLimit(EXPORTS_PER_CLIENT), (c) =>
    fileResponse(c, 'hsds-taxonomy-terms.ndjson', EXPORT_SECONDS),
  )
  // What the files are, how big and how new (for the /open-data page): the manifest the job wrote.
  .get('/files', route({ summary: 'Open data: the files', 200: 'Each file’s address, size and date, and the licence.' }), edgeCache(60), async (c) => {
    const manifest = await readManifest(c.env.OPEN_DATA);
    const site = siteUrl(c.env);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(
      {
        licence: openDataLicence(site),
        last_modified: manifest?.lastModified ?? null,
        built_at: manifest?.builtAt ?? null,
        files: OPEN_DATA_FILES.map((file) => {
          const built = manifest?.files.find((f) => f.name === file.name);
          return {
            name: file.name,
            title: file.title,
            url: `${site}/api/open-data/${file.name}`,
            content_type: file.contentType,
            size: built?.size ?? null,
            updated_at: built?.uploaded ?? null,
          };
        }),
        hsds: { url: `${site}/api/hsds`, openapi_url: `${site}/api/hsds/openapi.json` },
      },
      200,
    );
  });

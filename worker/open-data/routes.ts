import type { Context } from 'hono';
import {
  CSV_HEADER,
  idBeforePage,
  openDataSummary,
  readListings,
  readVocabulary,
  toCsvRow,
  toHsds,
  type Listing,
  type Vocabulary,
} from './queries';
import type { AppEnv } from '../lib/app-env';
import { toCsv } from '../lib/csv';
import type { Database } from '../lib/db';
import { edgeCache } from '../lib/edge-cache';
import { rateLimit, type RateLimit } from '../lib/rate-limit';
import { newRouter } from '../lib/router';
import { siteUrl } from '../lib/site-config';
import { validate } from '../lib/validate';
import { openDataLicence, openDataPageQuerySchema } from './schemas';

// Open data (issue 13): every published listing in the Open Referral HSDS shape, a page at a time
// or as whole-directory CSV and JSON files. The files are streamed: each pull of the body reads the
// next EXPORT_PAGE listings from D1 by key and writes them, so the Worker holds one page in memory
// and makes ~4 queries per page (a few hundred at 100,000 listings, under the 1,000 per request).
// A copy is kept at the edge for an hour: that is also how stale a download can be.

const PAGE_SECONDS = 600;
const EXPORT_SECONDS = 3600;
const EXPORT_PAGE = 500;

// What the edge has no copy of is built from D1 (an export reads every published listing; a page
// far into the list skips through every listing before it): counted per client, after the edge
// cache, so only what is built counts. An hour's copy changes at most hourly; a crawler paging
// through should take the export instead.
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

type Writer = {
  contentType: string;
  extension: 'csv' | 'json';
  start: string;
  page: (listings: Listing[], first: boolean) => string;
  end: (count: number) => string;
};

function csvWriter(site: string): Writer {
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    start: '',
    page: (listings, first) => {
      const rows = listings.map((l) => toCsvRow(l, site));
      const text = toCsv(CSV_HEADER, rows, { withHeader: first });
      return first || rows.length === 0 ? text : `\r\n${text}`;
    },
    end: () => '\r\n',
  };
}

function jsonWriter(site: string, lastModified: string | null): Writer {
  const head = { licence: openDataLicence(site), last_modified: lastModified };
  return {
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    start: `${JSON.stringify(head).slice(0, -1)},"facilities":[`,
    page: (listings, first) => (first ? '' : ',') + listings.map((l) => JSON.stringify(toHsds(l, site))).join(','),
    // The count of what was written, after it: exact even if a listing is published mid-download.
    end: (count) => `],"total":${count}}`,
  };
}

/**
 * The body of an export: pulled a page at a time (the stream asks for more only when the last
 * chunk has been taken), logged when done with its size, D1 cost and the Worker's own time.
 */
function exportStream(db: Database, vocabulary: Vocabulary, writer: Writer, format: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const started = performance.now();
  let afterId = 0;
  let rows = 0;
  let bytes = 0;
  let pages = 0;
  let workerMs = 0;
  let first = true;
  const emit = (controller: ReadableStreamDefaultController<Uint8Array>, text: string) => {
    if (!text) return;
    const chunk = encoder.encode(text);
    bytes += chunk.byteLength;
    controller.enqueue(chunk);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      emit(controller, writer.start);
    },
    async pull(controller) {
      const pullStarted = performance.now();
      const dbBefore = db.meter.durationMs;
      let done: boolean;
      try {
        const listings = await readListings(db, vocabulary, afterId, EXPORT_PAGE);
        if (listings.length > 0 || first) emit(controller, writer.page(listings, first));
        first = false;
        rows += listings.length;
        pages += 1;
        done = listings.length < EXPORT_PAGE;
        if (done) emit(controller, writer.end(rows));
        else afterId = listings.at(-1)!.row.id;
      } catch (error) {
        // The status line has gone: the download ends short, and the log says why.
        console.error(JSON.stringify({ level: 'error', event: 'open_data.export', format, rows, message: String(error) }));
        controller.error(error);
        return;
      } finally {
        workerMs += performance.now() - pullStarted - (db.meter.durationMs - dbBefore);
      }
      if (!done) return;
      controller.close();
      const m = db.meter;
      console.log(
        JSON.stringify({
          level: 'info',
          event: 'open_data.export',
          format,
          rows,
          bytes,
          pages,
          queries: m.queries,
          rowsRead: m.rowsRead,
          dbMs: Math.round(m.durationMs),
          workerMs: Math.round(workerMs),
          totalMs: Math.round(performance.now() - started),
        }),
      );
    },
  });
}

async function exportResponse(c: Context<AppEnv>, format: 'csv' | 'json') {
  const db = c.get('db');
  const site = siteUrl(c.env);
  const [{ lastModified }, vocabulary] = await Promise.all([openDataSummary(db), readVocabulary(db)]);
  const writer = format === 'csv' ? csvWriter(site) : jsonWriter(site, lastModified);
  publicHeaders(c, EXPORT_SECONDS, lastModified);
  const day = new Date().toISOString().slice(0, 10);
  return c.body(exportStream(db, vocabulary, writer, format), 200, {
    'Content-Type': writer.contentType,
    'Content-Disposition': `attachment; filename="recovery-directory-facilities-${day}.${writer.extension}"`,
  });
}

export const openDataRoutes = newRouter()
  .get('/facilities', validate('query', openDataPageQuerySchema), edgeCache(PAGE_SECONDS), rateLimit(PAGES_PER_CLIENT), async (c) => {
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
  .get('/facilities.csv', edgeCache(EXPORT_SECONDS), rateLimit(EXPORTS_PER_CLIENT), (c) => exportResponse(c, 'csv'))
  .get('/facilities.json', edgeCache(EXPORT_SECONDS), rateLimit(EXPORTS_PER_CLIENT), (c) => exportResponse(c, 'json'));

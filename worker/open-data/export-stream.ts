import {
  readListings,
  toCsvRow,
  toHsds,
  CSV_HEADER,
  type Listing,
  type Vocabulary,
} from './queries';
import { toCsv } from '../lib/csv';
import type { Database } from '../lib/db';
import { openDataLicence } from './schemas';

// The whole-directory CSV and JSON files (issue 13), written a page at a time: each pull of the body
// reads the next EXPORT_PAGE listings from D1 by key and writes them, so the Worker holds one page in
// memory and makes ~4 queries per page. Since issue 26 the scheduled job (files.ts) runs them into R2
// and requests are answered from there.

const EXPORT_PAGE = 500;

export type Writer = {
  contentType: string;
  extension: 'csv' | 'json';
  start: string;
  page: (listings: Listing[], first: boolean) => string;
  end: (count: number) => string;
};

export function csvWriter(site: string): Writer {
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

export function jsonWriter(site: string, lastModified: string | null): Writer {
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
export function exportStream(db: Database, vocabulary: Vocabulary, writer: Writer, format: string): ReadableStream<Uint8Array> {
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

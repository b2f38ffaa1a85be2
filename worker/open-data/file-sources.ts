import type { Database } from '../lib/db';
import { csvWriter, jsonWriter, type Writer } from './export-writers';
import { hsdsServicesPage, hsdsTaxonomyTermsText } from './hsds/export';
import { readHsdsVocabulary } from './hsds/vocabulary';
import { readListings, readVocabulary } from './queries/listings';

// What each open-data file is made of, a page at a time: the text before the first listing, the
// text of the next page of listings after a given one, and the text after the last. The build
// (build.ts) decides how many pages one invocation writes.

export interface FilePage {
  text: string;
  count: number;
  /** The last listing written (the cursor the next page starts after). */
  lastId: number;
  /** No listing is left after this page. */
  done: boolean;
}

export interface FileSource {
  start: string;
  page(afterId: number, first: boolean): Promise<FilePage>;
  end(rows: number): string;
}

/**
 * Listings per page: bigger pages mean fewer queries. A page of HSDS services is the heaviest work
 * (every attribute's UUID is a SHA-1): at 250 a page, a slice of 10 pages took up to 35 s of wall
 * time in a loaded local workerd, too near a queue consumer's default 30 s of CPU; at 125 it is half.
 */
export const PAGE_ROWS: Record<string, number> = {
  'facilities.json': 1000,
  'facilities.csv': 1000,
  'hsds-services.ndjson': 125,
  'hsds-taxonomy-terms.ndjson': 1,
};

/** The CSV or JSON of today's open data, from its writer (export-writers.ts). */
async function listingsSource(db: Database, writer: Writer, limit: number): Promise<FileSource> {
  const vocabulary = await readVocabulary(db);
  return {
    start: writer.start,
    async page(afterId, first) {
      const listings = await readListings(db, vocabulary, afterId, limit);
      return {
        text: listings.length > 0 || first ? writer.page(listings, first) : '',
        count: listings.length,
        lastId: listings.at(-1)?.row.id ?? afterId,
        done: listings.length < limit,
      };
    },
    end: (rows) => writer.end(rows),
  };
}

export async function fileSource(
  name: string,
  db: Database,
  site: string,
  dataLastModified: string | null,
  pageRows: Record<string, number> = PAGE_ROWS,
): Promise<FileSource> {
  const limit = pageRows[name] ?? 1;
  switch (name) {
    case 'facilities.json':
      return listingsSource(db, jsonWriter(site, dataLastModified), limit);
    case 'facilities.csv':
      return listingsSource(db, csvWriter(site), limit);
    case 'hsds-services.ndjson': {
      const vocabulary = await readHsdsVocabulary(db);
      return {
        start: '',
        async page(afterId) {
          const page = await hsdsServicesPage(db, vocabulary, site, afterId, limit);
          return { ...page, done: page.count < limit };
        },
        end: () => '',
      };
    }
    case 'hsds-taxonomy-terms.ndjson': {
      const vocabulary = await readHsdsVocabulary(db);
      return {
        start: '',
        page: async () => ({ text: hsdsTaxonomyTermsText(vocabulary), count: vocabulary.terms.length, lastId: 0, done: true }),
        end: () => '',
      };
    }
    default:
      throw new Error(`no open-data file ${name}`);
  }
}

import { toCsvRow, toHsds, CSV_HEADER, type Listing } from './queries/listings';
import { toCsv } from '../lib/csv';
import { openDataLicence } from './schemas';

// The whole-directory CSV and JSON files (issue 13), as text a page of listings at a time: the build
// (build.ts, issue 26) writes them into R2 a slice of pages per invocation.

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

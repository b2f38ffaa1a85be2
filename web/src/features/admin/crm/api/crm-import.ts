import type { InferResponseType } from 'hono/client';
import Papa from 'papaparse';
import { api } from '../../../../lib/api';
import { apiJson } from '../../../../lib/api-error';

// The CSV import, as the import screen drives it: a dry run of the whole file (one request: the
// Worker takes up to 10,000 rows and 8 MB), then the rows it would import, sent in parts so a
// progress bar can follow and each part is a small transaction. The file is parsed here only to
// cut it into parts, with Papa Parse as the Worker parses it, so quoted line breaks stay inside
// their cells and every row keeps the line number the preview showed.

const importApi = api.admin.crm.prospects.import;

type ImportAnswer = InferResponseType<typeof importApi.$post, 200>;
/** The dry run's answer: each row's line, facility, state, action and errors, and the counts. */
export type ImportPreview = Extract<ImportAnswer, { rows: unknown }>;
export type PreviewRow = ImportPreview['rows'][number];
type PartResult = Extract<ImportAnswer, { added: number }>;

/** Rows per request when importing: a progress step of a few seconds at most on a large file. */
export const IMPORT_PART_ROWS = 500;

const sendCsv = (text: string, query: { dry_run?: '1'; first_line?: string }, headers: Record<string, string> = {}) =>
  apiJson<ImportAnswer>(importApi.$post({ query }, { headers: { 'Content-Type': 'text/csv', ...headers }, init: { body: text } }));

/** What importing the file would do, row by row; nothing is written. */
export async function previewImport(text: string): Promise<ImportPreview> {
  return (await sendCsv(text, { dry_run: '1' })) as ImportPreview;
}

export interface ImportTotals {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ImportProgress {
  /** Rows of the file dealt with so far (sent, or left out as the preview said). */
  done: number;
  total: number;
}

/** A key for one import of a file: its parts' Idempotency-Keys are this and the part's number. */
export const newImportKey = (): string => crypto.randomUUID();

/**
 * Imports the rows the preview would import, in parts of IMPORT_PART_ROWS rows, each with the
 * header. A row the preview skips is sent as a blank line, which the Worker passes over while
 * keeping the numbering: a part's lines are the file's (`first_line`), and a repeated facility the
 * preview left out is not imported by a later part. Stops at the first refused part (throwing its
 * error): the parts before it are stored. Sending the file again with the same `importKey` is safe
 * and counts right: each stored part is answered as the first time (the Worker keeps its key and
 * answer), so the totals are what the import did, and the rest are imported.
 */
export async function importInParts(
  text: string,
  skippedLines: ReadonlySet<number>,
  importKey: string,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportTotals> {
  const { data } = Papa.parse<string[]>(text, { delimiter: ',', quoteChar: '"', header: false, skipEmptyLines: false });
  const [header, ...records] = data;
  // The file's line of each record is its index + 2 (the header is line 1), blank lines included.
  const isBlank = (cells: string[]) => cells.length === 1 && cells[0]!.trim() === '';
  const total = records.filter((cells) => !isBlank(cells)).length;
  const totals: ImportTotals = { added: 0, updated: 0, unchanged: 0, skipped: skippedLines.size };
  let done = 0;
  onProgress({ done, total });
  for (let start = 0; start < records.length; start += IMPORT_PART_ROWS) {
    const part = records.slice(start, start + IMPORT_PART_ROWS);
    const rows = part.map((cells, index) => (isBlank(cells) || skippedLines.has(start + index + 2) ? [''] : cells));
    const first = rows.findIndex((cells) => !isBlank(cells));
    if (first !== -1) {
      const body = Papa.unparse([header!, ...rows], { newline: '\r\n' });
      const key = { 'Idempotency-Key': `${importKey}-${start / IMPORT_PART_ROWS}` };
      const answer = (await sendCsv(body, { first_line: String(start + first + 2) }, key)) as PartResult;
      totals.added += answer.added;
      totals.updated += answer.updated;
      totals.unchanged += answer.unchanged;
      totals.skipped += answer.skipped;
    }
    done += part.filter((cells) => !isBlank(cells)).length;
    onProgress({ done, total });
  }
  return totals;
}

import { z } from 'zod';
import { boundedInt } from '../../lib/schemas/numbers';
import { prospectSchema, type ProspectInput } from './crm';

// The CRM's CSV file: its columns (the export writes them in this order; an import takes them in
// any order), how a cell becomes the value prospectSchema checks, and the import's query. Shared
// with the SPA's import screen.

/** Each column and the prospect field it holds. */
export const PROSPECT_CSV_FIELDS = {
  facility_name: 'facilityName',
  state: 'state',
  facility_type: 'facilityType',
  status: 'status',
  priority: 'priority',
  estimated_annual_revenue: 'estimatedAnnualRevenue',
  contact_count: 'contactCount',
  last_contact_date: 'lastContactDate',
  next_followup_date: 'nextFollowupDate',
  estimated_lifetime_value: 'estimatedLifetimeValue',
  tags: 'tags',
  contact_name: 'contactName',
  contact_email: 'contactEmail',
  contact_phone: 'contactPhone',
  website: 'website',
  notes: 'notes',
  facility_id: 'facilityId',
} as const satisfies Record<string, keyof ProspectInput>;

export type ProspectCsvColumn = keyof typeof PROSPECT_CSV_FIELDS;
export const PROSPECT_CSV_COLUMNS = Object.keys(PROSPECT_CSV_FIELDS) as ProspectCsvColumn[];
export const REQUIRED_CSV_COLUMNS: readonly ProspectCsvColumn[] = ['facility_name', 'state'];

/** Tags share one cell, separated by this. */
export const TAG_SEPARATOR = ';';

/** One request imports at most this many rows (the SPA sends a bigger file in parts). */
export const MAX_IMPORT_ROWS = 10_000;

/**
 * The widest row a file may have. A prospect file has 17 columns; 50 leaves room for a
 * spreadsheet's stray empty columns, which the header check then names, while a header of
 * thousands of cells is refused as it is read, before a message is built for any of them.
 */
export const MAX_IMPORT_COLUMNS = 50;

/** An error names this many columns of a kind at most, then how many more. */
const NAMED_COLUMNS = 5;

export type HeaderCheck =
  | { ok: true; columns: ProspectCsvColumn[] }
  | { ok: false; message: string; fields: Record<string, string> };

/** `Facility Name`, `facility-name` and `facility_name` are one column. */
const columnKey = (cell: string) => cell.trim().toLowerCase().replace(/[\s-]+/g, '_');

const sayList = (names: string[]) => names.join(', ');
/** The first few names, then how many more: what an error says of a long list. */
const sayFew = (names: string[]) =>
  names.length > NAMED_COLUMNS ? `${sayList(names.slice(0, NAMED_COLUMNS))} and ${names.length - NAMED_COLUMNS} more` : sayList(names);

/** The header row: every column known, none twice, the required ones there. */
export function checkHeader(header: readonly string[]): HeaderCheck {
  const known = new Set<string>(PROSPECT_CSV_COLUMNS);
  const seen = new Set<string>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((cell, index) => {
    const key = columnKey(cell);
    if (!known.has(key)) unknown.push(key === '' ? `column ${index + 1} (no name)` : cell.trim());
    else if (seen.has(key)) repeated.push(key);
    seen.add(key);
  });
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length === 0 && unknown.length === 0 && repeated.length === 0) {
    return { ok: true, columns: header.map(columnKey) as ProspectCsvColumn[] };
  }
  const fields: Record<string, string> = {};
  const parts: string[] = [];
  if (missing.length > 0) parts.push(`Missing columns: ${sayList(missing)}.`);
  if (unknown.length > 0) parts.push(`Unknown columns: ${sayFew(unknown)}.`);
  if (repeated.length > 0) parts.push(`Repeated columns: ${sayFew(repeated)}.`);
  for (const name of missing) fields[name] = 'This column is required.';
  for (const name of unknown.slice(0, NAMED_COLUMNS)) fields[name] = `Not a column we know. The columns are: ${sayList(PROSPECT_CSV_COLUMNS)}.`;
  for (const name of repeated.slice(0, NAMED_COLUMNS)) fields[name] = 'This column appears more than once.';
  return { ok: false, message: parts.join(' '), fields };
}

/** `$12,500` and `12500` are the same number; anything else goes to the schema as written. */
const plainNumber = (cell: string) => (/^\$?\d{1,3}(,\d{3})+$|^\$?\d+$/.test(cell) ? cell.replace(/[$,]/g, '') : cell);

/** A spreadsheet re-saves 2026-05-01 as 5/1/2026: read that US form too. */
function isoDate(cell: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : cell;
}

/** How a non-empty cell (trimmed, formula escape already undone) becomes the schema's input. */
const CELL_VALUE: Partial<Record<ProspectCsvColumn, (cell: string) => unknown>> = {
  state: (cell) => cell.toUpperCase(),
  // The labels the list shows ("Proposal Sent") read as the stored values.
  status: (cell) => cell.toLowerCase().replace(/[\s-]+/g, '_'),
  priority: (cell) => cell.toLowerCase(),
  estimated_annual_revenue: plainNumber,
  contact_count: plainNumber,
  estimated_lifetime_value: plainNumber,
  last_contact_date: isoDate,
  next_followup_date: isoDate,
  tags: (cell) => cell.split(TAG_SEPARATOR).map((tag) => tag.trim()).filter((tag) => tag !== ''),
  facility_id: (cell) => (/^\d+$/.test(cell) ? Number(cell) : cell),
};

const COLUMN_OF_FIELD: Record<string, string> = Object.fromEntries(
  Object.entries(PROSPECT_CSV_FIELDS).map(([column, field]) => [field, column]),
);

export type RowCheck =
  | { ok: true; prospect: ProspectInput; present: ProspectCsvColumn[] }
  | { ok: false; errors: Record<string, string> };

/**
 * One data row, checked by prospectSchema (the Add Prospect form's rules and messages). An empty
 * cell is an absent field: the schema's default for a new prospect, the value kept on an update.
 * `present` lists the columns the row gives. Errors are keyed by column name.
 */
export function checkRow(columns: readonly ProspectCsvColumn[], cells: readonly string[]): RowCheck {
  if (cells.length !== columns.length) {
    return { ok: false, errors: { _: `This row has ${cells.length} cells; the header has ${columns.length}.` } };
  }
  const input: Record<string, unknown> = {};
  const present: ProspectCsvColumn[] = [];
  columns.forEach((column, index) => {
    const cell = cells[index]!.trim();
    if (cell === '') return;
    input[PROSPECT_CSV_FIELDS[column]] = (CELL_VALUE[column] ?? String)(cell);
    present.push(column);
  });
  const result = prospectSchema.safeParse(input);
  if (result.success) return { ok: true, prospect: result.data, present };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? '_';
    errors[column] ??= issue.message;
  }
  return { ok: false, errors };
}

/** `?dry_run=1` previews without writing; `first_line` numbers the rows of one part of a bigger file. */
export const importQuerySchema = z.object({
  dry_run: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1', 'true', 'false'], { error: 'dry_run must be 1 or 0.' }).optional()),
  first_line: boundedInt('first_line', 2, 10_000_000).optional(),
});

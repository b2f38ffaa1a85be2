import { prospectKey, type ImportLookups, type ImportWrite, type ProspectKey } from './queries/import';
import type { Prospect } from './queries/prospects';
import type { ProspectInput } from './schemas/crm';
import { checkRow, PROSPECT_CSV_COLUMNS, PROSPECT_CSV_FIELDS, TAG_SEPARATOR, type ProspectCsvColumn } from './schemas/csv';
import { toCsv, unescapeFormula, type CsvRecord } from '../lib/csv';

// Prospects to CSV, and a CSV file's rows to a plan: what each row would do (add, update or skip,
// with its errors), then the writes that carry it out.

/** A UTF-8 byte order mark first: Excel otherwise reads the file in the machine's legacy code page. */
const BOM = '\uFEFF';

type CellValue = string | number | null | string[];

/** A prospect's value for each column, as stored. */
function columnValues(p: ProspectInput | Prospect): Record<ProspectCsvColumn, CellValue> {
  const values = {} as Record<ProspectCsvColumn, CellValue>;
  for (const column of PROSPECT_CSV_COLUMNS) {
    const field = PROSPECT_CSV_FIELDS[column];
    values[column] = field === 'facilityId' ? ('facility' in p ? (p.facility?.id ?? null) : p.facilityId) : p[field];
  }
  return values;
}

const cellText = (value: CellValue) => (value === null ? '' : Array.isArray(value) ? value.join(TAG_SEPARATOR) : String(value));

/** The export: a header row and every column of each prospect. */
export function prospectsCsv(prospects: Prospect[]): string {
  const rows = prospects.map((p) => Object.values(columnValues(p)).map(cellText));
  return BOM + toCsv(PROSPECT_CSV_COLUMNS, rows);
}

export type ImportAction = 'add' | 'update' | 'skip';

export interface PlannedRow {
  line: number;
  facilityName: string;
  state: string;
  action: ImportAction;
  /** Column name → message; `_` for the row as a whole. Empty for a row that imports. */
  errors: Record<string, string>;
  /** An update's columns whose value changes; none for a row that is already so. */
  changes: ProspectCsvColumn[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  writes: ImportWrite[];
  counts: { add: number; update: number; unchanged: number; skip: number };
}

interface CheckedRow {
  line: number;
  cells: string[];
  check: ReturnType<typeof checkRow>;
}

/** Each row checked on its own (no database yet), with formula escapes undone. */
export function checkRows(columns: ProspectCsvColumn[], records: CsvRecord[], firstLine?: number): CheckedRow[] {
  const shift = firstLine === undefined || records.length === 0 ? 0 : firstLine - records[0]!.line;
  return records.map((record) => {
    const cells = record.cells.map(unescapeFormula);
    return { line: record.line + shift, cells, check: checkRow(columns, cells) };
  });
}

/** What the database must answer before the plan: the name-state pairs and the listing ids the valid rows name. */
export function lookupsNeeded(rows: CheckedRow[]): { keys: ProspectKey[]; facilityIds: number[] } {
  const keys: ProspectKey[] = [];
  const facilityIds = new Set<number>();
  for (const { check } of rows) {
    if (!check.ok) continue;
    keys.push([check.prospect.facilityName, check.prospect.state]);
    if (check.prospect.facilityId !== null) facilityIds.add(check.prospect.facilityId);
  }
  return { keys, facilityIds: [...facilityIds] };
}

const sameValue = (a: CellValue, b: CellValue) => (Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b);

/**
 * The plan. A row is skipped when it has an error, names an unknown state or listing, or repeats the
 * facility name and state of an earlier row that imports (the first one wins). Otherwise it updates
 * the prospect with that name (case-insensitively) and state, or adds one.
 */
export function planImport(columns: ProspectCsvColumn[], rows: CheckedRow[], lookups: ImportLookups): ImportPlan {
  const plan: ImportPlan = { rows: [], writes: [], counts: { add: 0, update: 0, unchanged: 0, skip: 0 } };
  const firstLineOf = new Map<string, number>();
  const cellOf = (cells: string[], column: ProspectCsvColumn) => cells[columns.indexOf(column)]?.trim() ?? '';
  for (const { line, cells, check } of rows) {
    const planned: PlannedRow = {
      line,
      facilityName: cellOf(cells, 'facility_name'),
      state: cellOf(cells, 'state').toUpperCase(),
      action: 'skip',
      errors: check.ok ? {} : check.errors,
      changes: [],
    };
    plan.rows.push(planned);
    if (!check.ok) {
      plan.counts.skip++;
      continue;
    }
    const { prospect, present } = check;
    const key = prospectKey(prospect.facilityName, prospect.state);
    if (!lookups.states.has(prospect.state)) planned.errors.state = `${prospect.state} is not a US state code.`;
    if (prospect.facilityId !== null && !lookups.facilityIds.has(prospect.facilityId)) planned.errors.facility_id = 'There is no facility with this id.';
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) planned.errors.facility_name = `Line ${earlier} has the same facility name and state; this row is left out.`;
    if (Object.keys(planned.errors).length > 0) {
      plan.counts.skip++;
      continue;
    }
    firstLineOf.set(key, line);
    const values = columnValues(prospect);
    const existing = lookups.existing.get(key);
    if (!existing) {
      planned.action = 'add';
      plan.counts.add++;
      plan.writes.push({ op: 'add', values: { ...values, facility_name: prospect.facilityName, state: prospect.state }, body: 'Added by a CSV import.', detail: { action: 'add', line } });
      continue;
    }
    planned.action = 'update';
    plan.counts.update++;
    const before = columnValues(existing);
    planned.changes = present.filter((column) => !sameValue(values[column], before[column]));
    if (planned.changes.length === 0) {
      plan.counts.unchanged++;
      continue;
    }
    const changed = Object.fromEntries(planned.changes.map((column) => [column, values[column]]));
    const status = planned.changes.includes('status') ? { from: existing.status, to: prospect.status } : {};
    plan.writes.push({
      op: 'update',
      // Found by the stored name: the file may spell it in other letter case (which is then a change).
      values: { ...changed, facility_name: prospect.facilityName, state: prospect.state },
      body: `Updated by a CSV import: ${planned.changes.join(', ')}.`,
      detail: { action: 'update', line, fields: planned.changes, ...status },
    });
  }
  return plan;
}

import { useState } from 'react';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import type { PreviewRow } from '../api/crm-import';

/** Enough rows to read through; a bigger file's rows are counted above the table. */
const SHOWN = 1000;

const ACTION_LABEL: Record<PreviewRow['action'], string> = { add: 'Add', update: 'Update', skip: 'Skip' };

/** A row's errors, by column ("_" is the row as a whole). */
function RowErrors({ errors }: { errors: Record<string, string> }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return <>—</>;
  return (
    <ul className="crm-import__errors">
      {entries.map(([column, message]) => (
        <li key={column}>{column === '_' ? message : `${column}: ${message}`}</li>
      ))}
    </ul>
  );
}

const COLUMNS: Column<PreviewRow>[] = [
  { header: 'Line', numeric: true, cell: (row) => row.line },
  { header: 'Facility', rowHeader: true, cell: (row) => row.facilityName || '(no name)' },
  { header: 'State', cell: (row) => row.state || '—' },
  { header: 'Action', cell: (row) => ACTION_LABEL[row.action] },
  { header: 'Errors', cell: (row) => <RowErrors errors={row.errors} /> },
];

/**
 * The dry run's rows: line, facility, state, what will happen and why not. With rows to skip, those
 * come first (the ones to correct); all rows can be shown instead.
 */
export function ImportPreviewTable({ rows }: { rows: PreviewRow[] }) {
  const problems = rows.filter((row) => row.action === 'skip');
  const [onlyProblems, setOnlyProblems] = useState(problems.length > 0);
  const listed = onlyProblems ? problems : rows;
  const shown = listed.slice(0, SHOWN);
  return (
    <>
      {problems.length > 0 && (
        <fieldset className="crm-import__show">
          <legend>Show</legend>
          <label>
            <input type="radio" name="show-rows" checked={onlyProblems} onChange={() => setOnlyProblems(true)} /> Rows to skip (
            {problems.length.toLocaleString('en-US')})
          </label>
          <label>
            <input type="radio" name="show-rows" checked={!onlyProblems} onChange={() => setOnlyProblems(false)} /> All rows (
            {rows.length.toLocaleString('en-US')})
          </label>
        </fieldset>
      )}
      <div className="crm-import__table">
        <AdminTable
          caption={onlyProblems ? 'Rows to skip, with their errors' : 'Every row and what will happen to it'}
          className="crm-table"
          rows={shown}
          columns={COLUMNS}
          rowKey={(row) => row.line}
          isUrgent={(row) => row.action === 'skip'}
          empty="No rows"
        />
      </div>
      {listed.length > SHOWN && (
        <p className="crm-muted">
          The first {SHOWN.toLocaleString('en-US')} of {listed.length.toLocaleString('en-US')} rows are shown.
        </p>
      )}
    </>
  );
}

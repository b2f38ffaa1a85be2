import { useState } from 'react';
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
      <div className="admin-table-wrap crm-import__table">
        <table className="admin-table crm-table">
          <caption className="sr-only">{onlyProblems ? 'Rows to skip, with their errors' : 'Every row and what will happen to it'}</caption>
          <thead>
            <tr>
              <th scope="col" className="crm-num">
                Line
              </th>
              <th scope="col">Facility</th>
              <th scope="col">State</th>
              <th scope="col">Action</th>
              <th scope="col">Errors</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.line} className={row.action === 'skip' ? 'admin-table__urgent' : undefined}>
                <td className="crm-num">{row.line}</td>
                <th scope="row">{row.facilityName || '(no name)'}</th>
                <td>{row.state || '—'}</td>
                <td>{ACTION_LABEL[row.action]}</td>
                <td>
                  <RowErrors errors={row.errors} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listed.length > SHOWN && (
        <p className="crm-muted">
          The first {SHOWN.toLocaleString('en-US')} of {listed.length.toLocaleString('en-US')} rows are shown.
        </p>
      )}
    </>
  );
}

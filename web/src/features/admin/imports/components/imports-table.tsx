import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../utils/format';
import { OPEN_RUN, type ImportDetail, type ImportRun } from '../api/imports';

const count = (n: number) => n.toLocaleString('en-US');

function Who({ by }: { by: ImportRun['by'] }) {
  if (by.kind === 'cli') return <>Command line</>;
  return <>{by.name || by.email || 'A removed staff account'}</>;
}

/** A value kept for review, as text: lists of ids joined, blanks shown as such. */
const shown = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') || '(none)' : value === null || value === '' ? '(blank)' : String(value);

function RunDetail({ detail }: { detail: ImportDetail }) {
  const { run, errors, reviews } = detail;
  return (
    <div className="imports-detail">
      {run.newServices.length > 0 && (
        <>
          <h3>Services added to the catalogue</h3>
          <ul>
            {run.newServices.map((s) => (
              <li key={s}>
                <code>{s}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Rows not imported ({count(errors.length)})</h3>
      {errors.length === 0 ? (
        <p>Every row imported.</p>
      ) : (
        <table className="admin-table">
          <caption className="sr-only">Rows not imported</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Line</th>
              <th scope="col">Field</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr key={`${e.row}-${e.field}-${i}`}>
                <td>{e.row}</td>
                <td>{e.line ?? '—'}</td>
                <td>
                  <code>{e.field}</code>
                </td>
                <td>{e.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Locator values kept for review ({count(reviews.length)})</h3>
      {reviews.length === 0 ? (
        <p>None: no facility's own edits differed from the locator.</p>
      ) : (
        <table className="admin-table">
          <caption className="sr-only">Locator values kept for review</caption>
          <thead>
            <tr>
              <th scope="col">Facility</th>
              <th scope="col">Field</th>
              <th scope="col">Facility's value (kept)</th>
              <th scope="col">Locator's value</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {reviews.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.facility.name} <span className="imports-code">#{r.facility.id}</span>
                </td>
                <td>
                  <code>{r.field}</code>
                </td>
                <td className="imports-break">{shown(r.listingValue)}</td>
                <td className="imports-break">{shown(r.locatorValue)}</td>
                <td>{r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The runs, newest first; the open one (?open=id) shows its errors and review values beneath it. */
export function ImportsTable({ items, open }: { items: ImportRun[]; open: ImportDetail | null }) {
  const [params] = useSearchParams();
  if (items.length === 0) return <p className="admin-empty">No imports yet. Run npm run import:locator -- FILE.</p>;
  const hrefFor = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(OPEN_RUN);
    else next.set(OPEN_RUN, String(id));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">Locator imports, newest first</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">When</th>
            <th scope="col">Added</th>
            <th scope="col">Updated</th>
            <th scope="col">Unchanged</th>
            <th scope="col">Failed</th>
            <th scope="col">Who</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {items.map((run) => {
            const isOpen = open?.run.id === run.id;
            return (
              <Fragment key={run.id}>
                <tr>
                  <td className="imports-break">
                    {run.fileName}
                    {run.dryRun && <span className="imports-tag">Dry run</span>}
                    {!run.finishedAt && <span className="imports-tag imports-tag--warn">Not finished</span>}
                  </td>
                  <td className="imports-nowrap">{formatDateTime(run.startedAt)}</td>
                  <td>{count(run.added)}</td>
                  <td>{count(run.updated)}</td>
                  <td>{count(run.unchanged)}</td>
                  <td>{count(run.failed)}</td>
                  <td>
                    <Who by={run.by} />
                  </td>
                  <td>
                    <Link to={hrefFor(isOpen ? null : run.id)} aria-expanded={isOpen} preventScrollReset>
                      {isOpen ? 'Hide' : 'Show'} errors and review values
                      <span className="sr-only"> of {run.fileName}, {formatDateTime(run.startedAt)}</span>
                    </Link>
                    {run.pendingReviews > 0 && <span className="imports-tag">{count(run.pendingReviews)} to review</span>}
                  </td>
                </tr>
                {isOpen && (
                  <tr>
                    <td colSpan={8}>
                      <RunDetail detail={open} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

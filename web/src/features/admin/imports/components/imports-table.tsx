import { Link, useSearchParams } from 'react-router-dom';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import { NEWEST_FIRST } from '../../../../components/admin-table/sort';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
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

const ERROR_COLUMNS: Column<ImportDetail['errors'][number]>[] = [
  { header: 'Row', cell: (e) => e.row },
  { header: 'Line', cell: (e) => e.line ?? '—' },
  { header: 'Field', cell: (e) => <code>{e.field}</code> },
  { header: 'Reason', cell: (e) => e.reason },
];

const REVIEW_COLUMNS: Column<ImportDetail['reviews'][number]>[] = [
  {
    header: 'Facility',
    cell: (r) => (
      <>
        {r.facility.name} <span className="imports-code">#{r.facility.id}</span>
      </>
    ),
  },
  { header: 'Field', cell: (r) => <code>{r.field}</code> },
  { header: "Facility's value (kept)", cell: (r) => shown(r.listingValue), className: 'imports-break' },
  { header: "Locator's value", cell: (r) => shown(r.locatorValue), className: 'imports-break' },
  { header: 'Status', cell: (r) => r.status },
];

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
      <AdminTable
        caption="Rows not imported"
        rows={errors}
        columns={ERROR_COLUMNS}
        rowKey={(e, i) => `${e.row}-${e.field}-${i}`}
        empty="Every row imported."
      />
      <h3>Locator values kept for review ({count(reviews.length)})</h3>
      <AdminTable
        caption="Locator values kept for review"
        rows={reviews}
        columns={REVIEW_COLUMNS}
        rowKey={(r) => r.id}
        empty="None: no facility's own edits differed from the locator."
      />
    </div>
  );
}

/** The runs, newest first; the open one (?open=id) shows its errors and review values beneath it. */
export function ImportsTable({ items, open, pagination }: { items: ImportRun[]; open: ImportDetail | null; pagination: ListPaginationProps }) {
  const [params] = useSearchParams();
  const hrefFor = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(OPEN_RUN);
    else next.set(OPEN_RUN, String(id));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const isOpen = (run: ImportRun) => open?.run.id === run.id;
  const columns: Column<ImportRun>[] = [
    {
      header: 'File',
      className: 'imports-break',
      cell: (run) => (
        <>
          {run.fileName}
          {run.dryRun && <span className="imports-tag">Dry run</span>}
          {!run.finishedAt && <span className="imports-tag imports-tag--warn">Not finished</span>}
        </>
      ),
    },
    { header: 'When', className: 'imports-nowrap', cell: (run) => formatDateTime(run.startedAt), sort: NEWEST_FIRST },
    { header: 'Added', cell: (run) => count(run.added) },
    { header: 'Updated', cell: (run) => count(run.updated) },
    { header: 'Unchanged', cell: (run) => count(run.unchanged) },
    { header: 'Failed', cell: (run) => count(run.failed) },
    { header: 'Who', cell: (run) => <Who by={run.by} /> },
    {
      header: 'Details',
      cell: (run) => (
        <>
          <Link to={hrefFor(isOpen(run) ? null : run.id)} aria-expanded={isOpen(run)} preventScrollReset>
            {isOpen(run) ? 'Hide' : 'Show'} errors and review values
            <span className="sr-only">
              {' '}
              of {run.fileName}, {formatDateTime(run.startedAt)}
            </span>
          </Link>
          {run.pendingReviews > 0 && <span className="imports-tag">{count(run.pendingReviews)} to review</span>}
        </>
      ),
    },
  ];
  return (
    <AdminTable
      caption="Locator imports, newest first"
      rows={items}
      columns={columns}
      rowKey={(run) => run.id}
      sort={{ by: NEWEST_FIRST.key }}
      detail={(run) => (open && isOpen(run) ? <RunDetail detail={open} /> : null)}
      empty="No imports yet. Run npm run import:locator -- FILE."
      pagination={pagination}
    />
  );
}

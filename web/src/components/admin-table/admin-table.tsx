import { Fragment, useEffect, useRef, type Key, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ListPagination, type ListPaginationProps } from '../list-pagination/list-pagination';
import { ariaSortOf, sortedByOf, sortSearch, type ColumnSort } from './sort';
import './admin-table.css';

// The one table of the back office: a real <table> with a caption, column headers (sort buttons where
// the list can be sorted), row headers, the empty state in words, and the list's pages beneath. What
// is in a cell is the screen's; how a table is built is here. Ours, not TanStack Table: the Worker
// sorts, filters and pages every list, so a headless table engine would only map columns to cells
// (docs/decisions/014-back-office-table.md).

export interface Column<Row> {
  /** The column's heading; also its key, so unique within a table. */
  header: string;
  /** A heading read by screen readers only (a column of buttons). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row: a row header (<th scope="row">), which a screen reader reads with each cell. */
  rowHeader?: boolean;
  /** Numbers: aligned to the end, heading included. */
  numeric?: boolean;
  /** A class for the column's body cells. */
  className?: string;
  /** The list's sort key for this column, and the direction it sorts in. */
  sort?: ColumnSort;
}

/** Row selection with a box per row and one for the page: the list acts on what is ticked. */
export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
  /** The accessible name of a row's box ("Select Juniper Ridge, TX"). */
  rowLabel: (row: Row) => string;
}

export interface AdminTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row, index: number) => Key;
  /** The table's accessible name, as a caption for screen readers ("Audit log, newest first"). */
  caption?: string;
  /** Or the id of a visible heading that names the table. */
  labelledBy?: string;
  /** Shown instead of the table when there are no rows: a sentence, or an element with its own markup. */
  empty: ReactNode;
  /**
   * The order of the rows: the sort key in force (a column's `sort.key`), and, where the list takes its
   * sort from the URL, that parameter: then each sortable heading is a button that asks for its order.
   */
  sort?: { by?: string | null; param?: string };
  /** The list's pages, beneath the table (or beneath the empty state). */
  pagination?: ListPaginationProps;
  selection?: RowSelection<Row>;
  /** The row that is open beside the list (aria-current). */
  isCurrent?: (row: Row) => boolean;
  /** Rows that need attention first: marked at their start, while a cell says why in words. */
  isUrgent?: (row: Row) => boolean;
  /** A row's open detail, in a full-width row beneath it; null when closed. */
  detail?: (row: Row) => ReactNode;
  /** A class for the <table>, for a screen's own column widths. */
  className?: string;
}

/** The select-all-on-page box: ticked when every row is, mixed when some are. */
function PageCheckbox({ count, ticked, onChange }: { count: number; ticked: number; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && ticked < count;
  }, [ticked, count]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={`Select all ${count.toLocaleString('en-US')} on this page`}
      checked={count > 0 && ticked === count}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** A column heading: a sort button when the list can be sorted by it, with its order said by aria-sort. */
function ColumnHeader<Row>({ column, sortedBy, sortParam }: { column: Column<Row>; sortedBy: string | null; sortParam?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const ariaSort = ariaSortOf(column.sort, sortedBy);
  const label = column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header;
  const { sort } = column;
  return (
    <th scope="col" aria-sort={ariaSort} className={column.numeric ? 'admin-table__num' : undefined}>
      {sort && sortParam ? (
        <button
          type="button"
          className="admin-table__sort"
          onClick={() => void navigate({ pathname: location.pathname, search: sortSearch(location.search, sortParam, sort.key) })}
        >
          {label}
          <span className="admin-table__sort-mark" aria-hidden="true">
            {ariaSort === 'ascending' ? '▲' : ariaSort === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

function cellClass<Row>(column: Column<Row>): string | undefined {
  return [column.numeric && 'admin-table__num', column.className].filter(Boolean).join(' ') || undefined;
}

/** One back-office list: its table (or its empty state) and its pages. */
export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const { rows, columns, rowKey, caption, labelledBy, empty, sort, pagination, selection, isCurrent, isUrgent, detail, className } = props;
  const location = useLocation();
  const sortedBy = sort?.param ? sortedByOf(location.search, sort.param) : (sort?.by ?? null);
  const width = columns.length + (selection ? 1 : 0);
  const ticked = selection ? rows.filter(selection.isSelected).length : 0;

  const table =
    rows.length === 0 ? (
      typeof empty === 'string' ? (
        <p className="admin-table__empty">{empty}</p>
      ) : (
        <div className="admin-table__empty">{empty}</div>
      )
    ) : (
      <div className="admin-table-wrap">
        <table className={className ? `admin-table ${className}` : 'admin-table'} aria-labelledby={labelledBy}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead>
            <tr>
              {selection && (
                <td className="admin-table__check">
                  <PageCheckbox count={rows.length} ticked={ticked} onChange={selection.onTogglePage} />
                </td>
              )}
              {columns.map((column) => (
                <ColumnHeader key={column.header} column={column} sortedBy={sortedBy} sortParam={sort?.param} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const selected = selection?.isSelected(row) ?? false;
              const classes = [isUrgent?.(row) && 'admin-table__urgent', selected && 'admin-table__selected'].filter(Boolean).join(' ');
              const open = detail?.(row);
              return (
                <Fragment key={rowKey(row, index)}>
                  <tr className={classes || undefined} aria-current={isCurrent?.(row) ? 'true' : undefined}>
                    {selection && (
                      <td className="admin-table__check">
                        <input
                          type="checkbox"
                          aria-label={selection.rowLabel(row)}
                          checked={selected}
                          onChange={(event) => selection.onToggle(row, event.target.checked)}
                        />
                      </td>
                    )}
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th key={column.header} scope="row" className={cellClass(column)}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.header} className={cellClass(column)}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                  {open != null && open !== false && (
                    <tr>
                      <td colSpan={width}>{open}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      {table}
      {pagination && <ListPagination {...pagination} />}
    </>
  );
}

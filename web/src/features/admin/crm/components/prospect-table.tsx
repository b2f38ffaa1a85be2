import { Link, useLocation } from 'react-router-dom';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
import { paths } from '../../../../config/paths';
import { formatLongDate } from '../../../../lib/format';
import type { ProspectRow } from '../api/crm-list';
import { formatUsd, priorityLabel, statusLabel } from '../utils/labels';

interface ProspectTableProps {
  rows: ProspectRow[];
  /** The ids ticked on this page. */
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
  pagination: ListPaginationProps;
}

/**
 * A page of prospects: a box per row to act on several at once, the facility's name opening its
 * page (with the list's filters, for its way back), a sort button on each heading the list sorts by
 * (as the Sort by filter does). Status and priority are words, not colours.
 */
export function ProspectTable({ rows, selected, onToggle, onTogglePage, pagination }: ProspectTableProps) {
  const location = useLocation();
  const columns: Column<ProspectRow>[] = [
    {
      header: 'Facility',
      rowHeader: true,
      sort: { key: 'name', direction: 'ascending' },
      cell: (row) => (
        <>
          <Link to={paths.adminCrmProspect.getHref(row.id)} state={{ listSearch: location.search }}>
            {row.facilityName}
          </Link>
          {row.facilityType && <span className="crm-table__sub">{row.facilityType}</span>}
        </>
      ),
    },
    { header: 'State', sort: { key: 'state', direction: 'ascending' }, cell: (row) => row.state },
    {
      header: 'Status',
      // In pipeline order, new to closed.
      sort: { key: 'status', direction: 'ascending' },
      cell: (row) => <span className="admin-badge">{statusLabel(row.status)}</span>,
    },
    {
      header: 'Priority',
      sort: { key: 'priority', direction: 'descending' },
      cell: (row) => <span className={row.priority === 'urgent' ? 'admin-badge admin-badge--urgent' : undefined}>{priorityLabel(row.priority)}</span>,
    },
    {
      header: 'Annual revenue',
      numeric: true,
      sort: { key: 'revenue', direction: 'descending' },
      cell: (row) => formatUsd(row.estimatedAnnualRevenue),
    },
    {
      header: 'Next follow-up',
      className: 'crm-nowrap',
      sort: { key: 'followup', direction: 'ascending' },
      cell: (row) => formatLongDate(row.nextFollowupDate) ?? '—',
    },
    { header: 'Tags', cell: (row) => (row.tags.length > 0 ? row.tags.join(', ') : '—') },
  ];
  return (
    <AdminTable
      caption="Prospects"
      className="crm-table"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      sort={{ param: 'sort' }}
      selection={{
        isSelected: (row) => selected.has(row.id),
        onToggle: (row, checked) => onToggle(row.id, checked),
        onTogglePage,
        rowLabel: (row) => `Select ${row.facilityName}, ${row.state}`,
      }}
      empty="No prospects found"
      pagination={pagination}
    />
  );
}

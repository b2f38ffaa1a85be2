import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
import { formatDateTime } from '../../utils/format';
import { OneClickAction } from '../../components/one-click-action';
import { resendInvitation, type StaffMember } from '../api/staff';
import { StaffStatusAction } from './staff-status-action';

const STATUS_LABEL: Record<StaffMember['status'], string> = {
  active: 'Active',
  pending: 'Invited',
  disabled: 'Disabled',
};

function StatusBadge({ status }: { status: StaffMember['status'] }) {
  return <span className={`admin-badge staff-badge--${status}`}>{STATUS_LABEL[status]}</span>;
}

/** The administrators: who, their status, when they last signed in, and Disable / Enable. */
export function StaffTable({ members, meId, pagination }: { members: StaffMember[]; meId: number; pagination: ListPaginationProps }) {
  const columns: Column<StaffMember>[] = [
    {
      header: 'Name',
      rowHeader: true,
      cell: (member) => (
        <>
          {member.name || '—'}
          {member.id === meId && <span className="staff-you"> (you)</span>}
        </>
      ),
    },
    { header: 'Email', className: 'staff-email', cell: (member) => member.email },
    { header: 'Status', cell: (member) => <StatusBadge status={member.status} /> },
    { header: 'Last Sign-In', cell: (member) => (member.status === 'pending' ? 'Not yet' : formatDateTime(member.lastLoginAt)) },
    {
      header: 'Actions',
      headerHidden: true,
      cell: (member) => (
        <>
          <StaffStatusAction member={member} isYou={member.id === meId} />
          {member.status === 'pending' && (
            <OneClickAction
              className="staff-action"
              label={
                <>
                  Email a new link<span className="sr-only"> to {member.name || member.email}</span>
                </>
              }
              busyLabel="Sending…"
              done="A new link was sent; the earlier one no longer works."
              send={() => resendInvitation(member.id)}
            />
          )}
        </>
      ),
    },
  ];
  return (
    <AdminTable
      caption="Staff accounts"
      rows={members}
      columns={columns}
      rowKey={(member) => member.id}
      empty="No staff accounts found."
      pagination={pagination}
    />
  );
}

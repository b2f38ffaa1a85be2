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
export function StaffTable({ members, meId }: { members: StaffMember[]; meId: number }) {
  if (members.length === 0) return <p className="admin-empty">No staff accounts found.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">Staff accounts</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Last Sign-In</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                {member.name || '—'}
                {member.id === meId && <span className="staff-you"> (you)</span>}
              </th>
              <td className="staff-email">{member.email}</td>
              <td>
                <StatusBadge status={member.status} />
              </td>
              <td>{member.status === 'pending' ? 'Not yet' : formatDateTime(member.lastLoginAt)}</td>
              <td>
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

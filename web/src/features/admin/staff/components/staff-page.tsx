import { useLoaderData } from 'react-router-dom';
import { useAdminContext } from '../../components/admin-context';
import { AdminShell } from '../../components/admin-shell';
import { failedScreen } from '../../components/screen-failed';
import { staffLoader } from '../api/staff';
import { InviteForm } from './invite-form';
import { StaffTable } from './staff-table';
import './staff.css';

const TITLE = 'Staff';
const LEAD = 'The administrators who can use this back office: invite one, or disable an account to end its sessions at once.';

/** /admin/staff: the administrators, the invite form, Disable / Enable per account. */
function StaffPage() {
  const { items, total, page, limit } = useLoaderData<typeof staffLoader>();
  const { user } = useAdminContext();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <div className="admin-split">
        <section aria-label="Staff accounts">
          <StaffTable members={items} meId={user.id} pagination={{ page, limit, total, noun: 'staff accounts' }} />
        </section>
        <div className="staff-invite">
          <InviteForm />
        </div>
      </div>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the staff accounts');

export { staffLoader as loader, StaffPage as Component, ErrorBoundary };

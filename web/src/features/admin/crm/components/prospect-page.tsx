import { Link, useLoaderData } from 'react-router-dom';
import { BackToList } from '../../../../components/back-to-list/back-to-list';
import { LoadFailed } from '../../../../components/try-again/load-failed';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { formatDateTime } from '../../utils/format';
import { prospectLoader } from '../api/prospect';
import { priorityLabel, statusLabel } from '../utils/labels';
import { DeleteProspect } from './delete-prospect';
import { LinkedListing } from './linked-listing';
import { ProspectForm } from './prospect-form';
import { ProspectTasks } from './prospect-tasks';
import { ProspectTimeline } from './prospect-timeline';
import './prospect.css';

const TITLE = 'Prospect';
const LEAD = 'Everything about this prospect: its details, the listing it is linked to, its tasks and what has happened so far.';
const BACK = 'Back to prospects';

/** /admin/crm/prospects/:id: every field editable, the linked listing, tasks, the timeline, delete. */
function ProspectPage() {
  const { prospect, activities, tasks, states } = useLoaderData<typeof prospectLoader>();
  const title = `${TITLE}: ${prospect.facilityName}`;
  return (
    <AdminShell title={title} lead={LEAD}>
      <BackToList path={paths.adminCrm.path} label={BACK} />
      <p className="crm-prospect__summary">
        <span className="admin-badge">{statusLabel(prospect.status)}</span>{' '}
        <span className={prospect.priority === 'urgent' ? 'admin-badge admin-badge--urgent' : 'admin-badge'}>
          {priorityLabel(prospect.priority)} priority
        </span>{' '}
        <span className="crm-muted">Last updated {formatDateTime(prospect.updatedAt)}</span>
      </p>
      <div className="admin-split">
        {/* A new form for another prospect: its values start from that prospect. */}
        <ProspectForm key={prospect.id} prospect={prospect} states={states} />
        <div className="crm-prospect__side">
          <LinkedListing key={prospect.id} prospect={prospect} />
          <ProspectTasks key={`tasks-${prospect.id}`} prospectId={prospect.id} tasks={tasks} />
          <ProspectTimeline key={`timeline-${prospect.id}`} prospectId={prospect.id} activities={activities} tasks={tasks} />
          <DeleteProspect key={`delete-${prospect.id}`} prospect={prospect} />
        </div>
      </div>
    </AdminShell>
  );
}

/** A prospect that is not there (deleted, or a wrong address): back to the list, not Try Again. */
function ErrorBoundary() {
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <LoadFailed what="this prospect" back={<Link to={paths.adminCrm.getHref()}>{BACK}</Link>} />
    </AdminShell>
  );
}

export { prospectLoader as loader, ProspectPage as Component, ErrorBoundary };

import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { BackToList } from '../../../../components/back-to-list/back-to-list';
import { DetailList } from '../../../../components/detail-list/detail-list';
import { HELP_FOR_AS_READ, PREFERRED_LANGUAGE } from '../../../../components/lead-form/lead-form-options';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { failedScreen } from '../../components/screen-failed';
import { formatDateTime } from '../../utils/format';
import { INSURANCE_LABEL, LEAD_STATUS_LABEL, LEAD_URGENCY_LABEL, leadLoader, patchLead } from '../api/inbox';
import { StatusForm } from './status-form';
import './inbox.css';

const TITLE = 'Lead';
const LEAD = 'A request for help. Opening it is recorded in the audit log; health details stay on this page.';

/** /admin/leads/:id: the lead in full, its status and internal notes. */
function LeadPage() {
  const loaded = useLoaderData<typeof leadLoader>();
  // The saved answer replaces the loaded lead: reloading would be another (audited) view.
  const [lead, setLead] = useState(loaded);
  return (
    <AdminShell title={`${TITLE}: ${lead.name}`} lead={LEAD}>
      <BackToList path={paths.adminLeads.path} label="Back to leads" />
      <div className="inbox-detail">
        <section className="admin-panel" aria-labelledby="lead-details">
          <h2 id="lead-details">Request</h2>
          <DetailList
            rows={[
              ['Received', formatDateTime(lead.createdAt)],
              ['Name', lead.name],
              ['Phone', <a href={`tel:${lead.phone}`}>{lead.phone}</a>],
              ['Email', lead.email && <a href={`mailto:${lead.email}`}>{lead.email}</a>],
              ['State', lead.stateName ?? lead.state],
              ['Who needs help', lead.helpFor && HELP_FOR_AS_READ[lead.helpFor]],
              ['Addiction type', lead.addictionType?.label],
              [
                'Urgency',
                lead.urgency === 'immediate' ? (
                  <span className="admin-badge admin-badge--urgent">Immediate</span>
                ) : (
                  lead.urgency && LEAD_URGENCY_LABEL[lead.urgency]
                ),
              ],
              ['Insurance', lead.insurance && (INSURANCE_LABEL[lead.insurance] ?? lead.insurance)],
              ['Facility', lead.facility ? <Link to={`/facility/${lead.facility.id}`}>{lead.facility.name}</Link> : 'General request'],
              ['Message', lead.message && <span className="inbox-message">{lead.message}</span>],
              ['Preferred language', PREFERRED_LANGUAGE[lead.locale]],
              ['Consent given', formatDateTime(lead.consentAt)],
              ['Status', LEAD_STATUS_LABEL[lead.status]],
              ['Last updated', formatDateTime(lead.updatedAt)],
            ]}
          />
        </section>
        <section className="admin-panel" aria-labelledby="lead-follow-up">
          <h2 id="lead-follow-up">Follow-up</h2>
          <StatusForm
            labels={LEAD_STATUS_LABEL}
            status={lead.status}
            notes={lead.notes}
            send={(values) => patchLead(lead.id, values)}
            onSaved={(answer) => setLead(answer.lead)}
            success="Lead updated."
          />
        </section>
      </div>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'this lead');

export { leadLoader as loader, LeadPage as Component, ErrorBoundary };

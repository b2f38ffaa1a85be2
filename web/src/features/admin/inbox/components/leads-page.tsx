import { useLoaderData } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { FilterDateRange, FilterForm, FilterSelect, useFilterValues } from '../../components/filter-form';
import { failedScreen } from '../../components/screen-failed';
import { LEAD_STATUS_LABEL, LEAD_URGENCY_LABEL, leadsLoader, optionsOf, type LeadRow } from '../api/inbox';
import { InboxTable, UrgencyCell, type InboxColumn } from './inbox-table';
import './inbox.css';

const TITLE = 'Leads';
const LEAD = 'Requests for help from the get-help form, newest first. Immediate requests are marked: answer them first.';

const COLUMNS: InboxColumn<LeadRow>[] = [
  {
    header: 'Urgency',
    cell: (lead) =>
      lead.urgency ? <UrgencyCell label={LEAD_URGENCY_LABEL[lead.urgency] ?? lead.urgency} urgent={lead.urgency === 'immediate'} /> : '—',
  },
  { header: 'State', cell: (lead) => lead.state ?? '—' },
  { header: 'Facility', cell: (lead) => lead.facility?.name ?? 'General request' },
  { header: 'Status', cell: (lead) => <span className="admin-badge">{LEAD_STATUS_LABEL[lead.status]}</span> },
];

/** /admin/leads: filter the leads; each name opens the lead (an audited view). */
function LeadsPage() {
  const list = useLoaderData<typeof leadsLoader>();
  const value = useFilterValues();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <FilterForm label="Filter leads">
        <FilterSelect label="Urgency" name="urgency" value={value('urgency')} any="Any urgency" options={optionsOf(LEAD_URGENCY_LABEL)} />
        <FilterSelect
          label="State"
          name="state"
          value={value('state')}
          any="All states"
          options={list.states.map((state) => ({ value: state, label: state }))}
        />
        <label className="admin-filters__field">
          <span>Facility id</span>
          <input key={value('facilityId')} type="number" min={1} name="facilityId" defaultValue={value('facilityId')} />
        </label>
        <FilterSelect label="Status" name="status" value={value('status')} any="All statuses" options={optionsOf(LEAD_STATUS_LABEL)} />
        <FilterDateRange />
      </FilterForm>
      <section aria-label="Leads">
        <InboxTable
          rows={list.items}
          noun="leads"
          columns={COLUMNS}
          isUrgent={(lead) => lead.urgency === 'immediate'}
          hrefOf={paths.adminLead.getHref}
          pagination={{ page: list.page, limit: list.limit, total: list.total }}
        />
      </section>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the leads');

export { leadsLoader as loader, LeadsPage as Component, ErrorBoundary };

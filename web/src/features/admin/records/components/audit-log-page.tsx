import { useLoaderData } from 'react-router-dom';
import { AdminShell } from '../../components/admin-shell';
import { FilterDateRange, FilterForm, FilterInput, FilterSelect, useFilterValues } from '../../components/filter-form';
import { auditLogLoader } from '../api/records';
import { readableAction } from '../utils/readable';
import { AuditLogTable } from './audit-log-table';
import { failedScreen } from '../../components/screen-failed';
import './records.css';

const TITLE = 'Audit Log';
const LEAD = 'Who did what to what, and when. Entries name records by id only.';

/** /admin/audit-log: search and filter what admins and the system did. */
function AuditLogPage() {
  const list = useLoaderData<typeof auditLogLoader>();
  const value = useFilterValues();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <FilterForm label="Filter audit log">
        <FilterInput label="Search who, action or target" name="q" value={value('q')} />
        <FilterSelect
          label="Action"
          name="action"
          value={value('action')}
          any="All actions"
          options={list.actions.map((action) => ({ value: action, label: readableAction(action) }))}
        />
        <FilterInput label="Target (e.g. lead:12)" name="target" value={value('target')} />
        <FilterInput label="Account id" name="actorId" value={value('actorId')} />
        <FilterDateRange />
      </FilterForm>
      <section aria-label="Audit entries">
        <AuditLogTable items={list.items} pagination={{ page: list.page, limit: list.limit, total: list.total, noun: 'entries' }} />
      </section>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the audit log');

export { auditLogLoader as loader, AuditLogPage as Component, ErrorBoundary };

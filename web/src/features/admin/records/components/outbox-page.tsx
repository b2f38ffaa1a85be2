import { useLoaderData } from 'react-router-dom';
import { AdminShell } from '../../components/admin-shell';
import { FilterDateRange, FilterForm, FilterInput, FilterSelect, useFilterValues } from '../../components/filter-form';
import { outboxLoader } from '../api/records';
import { readableTemplate } from '../utils/readable';
import { EMAIL_STATUS_LABEL, OutboxTable } from './outbox-table';
import { OutboxEmailPanel } from './outbox-email-panel';
import { failedScreen } from '../../components/screen-failed';
import './records.css';

const TITLE = 'Outbox';
const LEAD =
  'Every email the site has queued, newest first, and how its delivery went. Emails never carry the health details of a request, and a link that opens an account is never kept here.';

const STATUS_OPTIONS = Object.entries(EMAIL_STATUS_LABEL).map(([value, label]) => ({ value, label }));

/** /admin/outbox: search and filter the emails; a subject opens the email beside the list. */
function OutboxPage() {
  const { list, open } = useLoaderData<typeof outboxLoader>();
  const value = useFilterValues();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <FilterForm label="Filter emails">
        <FilterInput label="Search recipient or subject" name="q" value={value('q')} />
        <FilterSelect
          label="Template"
          name="template"
          value={value('template')}
          any="All templates"
          options={list.templates.map((template) => ({ value: template, label: readableTemplate(template) }))}
        />
        <FilterSelect label="Status" name="status" value={value('status')} any="All statuses" options={STATUS_OPTIONS} />
        <FilterDateRange />
      </FilterForm>
      <div className="admin-split">
        <section aria-label="Emails">
          <OutboxTable
            items={list.items}
            openId={open?.id ?? null}
            pagination={{ page: list.page, limit: list.limit, total: list.total, noun: 'emails' }}
          />
        </section>
        <OutboxEmailPanel email={open} />
      </div>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the outbox');

export { outboxLoader as loader, OutboxPage as Component, ErrorBoundary };

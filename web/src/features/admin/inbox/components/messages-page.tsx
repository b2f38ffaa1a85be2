import { useLoaderData } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { FilterDateRange, FilterForm, FilterSelect, useFilterValues } from '../../components/filter-form';
import { failedScreen } from '../../components/screen-failed';
import { MESSAGE_STATUS_LABEL, MESSAGE_URGENCY_LABEL, messagesLoader, optionsOf, type MessageRow } from '../api/inbox';
import { InboxTable, UrgencyCell, type InboxColumn } from './inbox-table';
import './inbox.css';

const TITLE = 'Contact Messages';
const LEAD = 'Messages from the contact form, newest first. Urgent ones are marked: answer them first.';

const COLUMNS: InboxColumn<MessageRow>[] = [
  { header: 'Subject', cell: (message) => message.subject },
  {
    header: 'Urgency',
    cell: (message) => (
      <UrgencyCell label={MESSAGE_URGENCY_LABEL[message.urgency] ?? message.urgency} urgent={message.urgency === 'urgent'} />
    ),
  },
  { header: 'Status', cell: (message) => <span className="admin-badge">{MESSAGE_STATUS_LABEL[message.status]}</span> },
];

/** /admin/messages: filter the contact messages; each name opens the message (an audited view). */
function MessagesPage() {
  const list = useLoaderData<typeof messagesLoader>();
  const value = useFilterValues();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <FilterForm label="Filter contact messages">
        <FilterSelect label="Urgency" name="urgency" value={value('urgency')} any="Any urgency" options={optionsOf(MESSAGE_URGENCY_LABEL)} />
        <FilterSelect label="Status" name="status" value={value('status')} any="All statuses" options={optionsOf(MESSAGE_STATUS_LABEL)} />
        <FilterDateRange />
      </FilterForm>
      <section aria-label="Contact messages">
        <InboxTable
          rows={list.items}
          noun="messages"
          columns={COLUMNS}
          isUrgent={(message) => message.urgency === 'urgent'}
          hrefOf={paths.adminMessage.getHref}
          pagination={{ page: list.page, limit: list.limit, total: list.total }}
        />
      </section>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the contact messages');

export { messagesLoader as loader, MessagesPage as Component, ErrorBoundary };

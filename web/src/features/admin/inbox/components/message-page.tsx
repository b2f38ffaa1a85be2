import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { BackToList } from '../../../../components/back-to-list/back-to-list';
import { DetailList } from '../../../../components/detail-list/detail-list';
import { PREFERRED_LANGUAGE } from '../../../../components/lead-form/lead-form-options';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { failedScreen } from '../../components/screen-failed';
import { formatDateTime } from '../../utils/format';
import { MESSAGE_STATUS_LABEL, MESSAGE_URGENCY_LABEL, messageLoader, patchMessage } from '../api/inbox';
import { StatusForm } from './status-form';
import './inbox.css';

const TITLE = 'Contact Message';
const LEAD = 'A message from the contact form. Opening it is recorded in the audit log.';

/** /admin/messages/:id: the message in full, its status and internal notes. */
function MessagePage() {
  const loaded = useLoaderData<typeof messageLoader>();
  // The saved answer replaces the loaded message: reloading would be another (audited) view.
  const [message, setMessage] = useState(loaded);
  return (
    <AdminShell title={`${TITLE}: ${message.subject}`} lead={LEAD}>
      <BackToList path={paths.adminMessages.path} label="Back to contact messages" />
      <div className="inbox-detail">
        <section className="admin-panel" aria-labelledby="message-details">
          <h2 id="message-details">Message</h2>
          <DetailList
            rows={[
              ['Received', formatDateTime(message.createdAt)],
              ['Name', message.name],
              ['Email', <a href={`mailto:${message.email}`}>{message.email}</a>],
              ['Phone', message.phone && <a href={`tel:${message.phone}`}>{message.phone}</a>],
              ['Subject', message.subject],
              [
                'Urgency',
                message.urgency === 'urgent' ? (
                  <span className="admin-badge admin-badge--urgent">Urgent</span>
                ) : (
                  MESSAGE_URGENCY_LABEL[message.urgency]
                ),
              ],
              ['Message', <span className="inbox-message">{message.message}</span>],
              ['Preferred language', PREFERRED_LANGUAGE[message.locale]],
              ['Status', MESSAGE_STATUS_LABEL[message.status]],
              ['Last updated', formatDateTime(message.updatedAt)],
            ]}
          />
        </section>
        <section className="admin-panel" aria-labelledby="message-follow-up">
          <h2 id="message-follow-up">Follow-up</h2>
          <StatusForm
            labels={MESSAGE_STATUS_LABEL}
            status={message.status}
            notes={message.notes}
            send={(values) => patchMessage(message.id, values)}
            onSaved={(answer) => setMessage(answer.contactMessage)}
            success="Message updated."
          />
        </section>
      </div>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'this message');

export { messageLoader as loader, MessagePage as Component, ErrorBoundary };

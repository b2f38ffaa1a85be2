import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatDateTime } from '../../utils/format';
import { OPEN_EMAIL, type OutboxEmail } from '../api/records';
import { readableTemplate } from '../utils/readable';
import { withParam } from '../../../../lib/search-params';
import { OutboxRetry } from './outbox-retry';
import { EmailStatusBadge } from './outbox-table';

/**
 * The opened email: who it went to, how its delivery went, and its text as the outbox keeps it (a
 * link that works on its own is removed). A failed one can be sent again. Focus moves to it when it opens.
 */
export function OutboxEmailPanel({ email }: { email: OutboxEmail | null }) {
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const openId = email?.id ?? null;
  useEffect(() => {
    if (openId !== null) heading.current?.focus();
  }, [openId]);

  if (!email) {
    return (
      <section className="admin-panel" aria-label="Email">
        <p className="admin-empty">Select an email’s subject to read it.</p>
      </section>
    );
  }
  return (
    <section className="admin-panel" aria-labelledby="outbox-email-heading">
      <h2 id="outbox-email-heading" ref={heading} tabIndex={-1} className="records-panel__title">
        {email.subject}
      </h2>
      <dl>
        <dt>To</dt>
        <dd>{email.to}</dd>
        <dt>Template</dt>
        <dd>{readableTemplate(email.template)}</dd>
        <dt>Status</dt>
        <dd>
          <EmailStatusBadge status={email.status} />
        </dd>
        <dt>Queued</dt>
        <dd>{formatDateTime(email.createdAt)}</dd>
        <dt>Sent</dt>
        <dd>{formatDateTime(email.sentAt)}</dd>
        <dt>Attempts</dt>
        <dd>{email.attempts}</dd>
        <dt>Last error</dt>
        <dd className="records-break">{email.lastError ?? 'None'}</dd>
        <dt>Provider message ID</dt>
        <dd className="records-break">{email.providerMessageId ?? 'Not sent yet'}</dd>
      </dl>
      {email.retryable && <OutboxRetry key={email.id} email={email} />}
      <h3 className="records-panel__subtitle">Message</h3>
      {email.redacted && (
        <p className="records-note">The link in this email works on its own, so only the recipient’s copy has it; it is removed here.</p>
      )}
      {email.body === '' ? (
        <p className="records-note">The text of a sent email is deleted 30 days after it was sent.</p>
      ) : (
        <pre className="records-email-body">{email.body}</pre>
      )}
      <p>
        <Link className="standalone-link" to={{ pathname: location.pathname, search: withParam(location.search, OPEN_EMAIL, null) }}>
          Close email
        </Link>
      </p>
    </section>
  );
}

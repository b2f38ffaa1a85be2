import { OneClickAction } from '../../components/one-click-action';
import { retryEmail, type OutboxEmail } from '../api/records';

/** Retry for a failed email: queued again (the audit log records who did it); the panel then shows it queued. */
export function OutboxRetry({ email }: { email: OutboxEmail }) {
  return <OneClickAction className="records-retry" label="Retry sending" busyLabel="Queuing…" send={() => retryEmail(email.id)} />;
}

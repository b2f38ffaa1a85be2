import type { ReactNode } from 'react';
import { z } from 'zod';
import { useApiForm, type ClientResponse } from '../../../lib/api-form';

const nothingToFill = z.object({});

/**
 * One button that sends one request (Retry sending, Email a new link) and reloads the screen's
 * data once the Worker stored it; `done` is said beside the button then, the Worker's refusal too.
 */
export function OneClickAction<Result>({
  label,
  busyLabel,
  done,
  send,
  className,
}: {
  label: ReactNode;
  busyLabel: string;
  done?: string;
  send: () => Promise<ClientResponse<Result>>;
  className?: string;
}) {
  const { status, onSubmit } = useApiForm({ schema: nothingToFill, send, revalidate: true });
  return (
    <form className={className} noValidate onSubmit={(event) => void onSubmit(event)}>
      <button type="submit" className="button button--secondary" aria-disabled={status.kind === 'sending' || undefined}>
        {status.kind === 'sending' ? busyLabel : label}
      </button>
      {status.kind === 'failed' && (
        <p className="field-error" role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'sent' && done && <p role="status">{done}</p>}
    </form>
  );
}

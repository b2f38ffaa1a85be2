import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { FormAlert } from '../../../components/form-fields/form-status';
import { toast } from '../../../components/toast/toast-store';
import { useApiForm, type ClientResponse } from '../../../lib/api-form';
import { ConfirmQuestion } from './confirm-question';

const nothingToFill = z.object({});

interface DeletePanelProps {
  /** The panel's heading ("Delete post"). */
  heading: string;
  /** The button that asks ("Delete post…") and the one that confirms ("Delete post"). */
  ask: string;
  confirm: string;
  question: string;
  /** The DELETE call, through the typed client. */
  send: () => Promise<ClientResponse<unknown>>;
  /** The toast once deleted, and the list to open. */
  deleted: { title: string; description: string };
  listHref: string;
  className?: string;
}

/**
 * Delete, behind an inline "Are you sure?"; Cancel gives focus back to the button that asked. Once
 * deleted, the list opens and a message says what went.
 */
export function DeletePanel({ heading, ask, confirm, question, send, deleted, listHref, className = 'admin-panel' }: DeletePanelProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const { status, onSubmit } = useApiForm({
    schema: nothingToFill,
    send,
    onSent: async () => {
      toast({ ...deleted, variant: 'success' });
      await navigate(listHref, { replace: true });
    },
  });

  useEffect(() => {
    if (asking || !cancelled.current) return;
    cancelled.current = false;
    askButton.current?.focus();
  }, [asking]);

  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      {asking ? (
        <form method="post" noValidate aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)}>
          <ConfirmQuestion
            question={question}
            confirm={confirm}
            busy={status.kind === 'sending'}
            onCancel={() => {
              cancelled.current = true;
              setAsking(false);
            }}
          />
        </form>
      ) : (
        <button ref={askButton} type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          {ask}
        </button>
      )}
    </section>
  );
}

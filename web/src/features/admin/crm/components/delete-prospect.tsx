import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { toast } from '../../../../components/toast/toast-store';
import { paths } from '../../../../config/paths';
import { useApiForm } from '../../../../lib/api-form';
import { deleteProspect, type Prospect } from '../api/prospect';
import { ConfirmQuestion } from '../../components/confirm-question';
import { Failure } from './form-messages';

const nothingToFill = z.object({});

/**
 * Delete, behind an inline "Are you sure?"; Cancel gives focus back to the button that asked. Once
 * deleted, the list opens and a message says what went.
 */
export function DeleteProspect({ prospect }: { prospect: Prospect }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const { status, onSubmit } = useApiForm({
    schema: nothingToFill,
    send: () => deleteProspect(prospect.id),
    onSent: async () => {
      toast({ title: 'Prospect deleted', description: `${prospect.facilityName}, its timeline and its tasks were deleted.`, variant: 'success' });
      await navigate(paths.adminCrm.getHref(), { replace: true });
    },
  });

  useEffect(() => {
    if (asking || !cancelled.current) return;
    cancelled.current = false;
    ask.current?.focus();
  }, [asking]);

  return (
    <section className="admin-panel crm-panel" aria-labelledby="prospect-delete">
      <h2 id="prospect-delete">Delete prospect</h2>
      <Failure status={status} />
      {asking ? (
        <form method="post" noValidate aria-labelledby="prospect-delete" onSubmit={(event) => void onSubmit(event)}>
          <ConfirmQuestion
            question={`Delete ${prospect.facilityName}? Its timeline and tasks are deleted with it. This cannot be undone.`}
            confirm="Delete Prospect"
            busy={status.kind === 'sending'}
            onCancel={() => {
              cancelled.current = true;
              setAsking(false);
            }}
          />
        </form>
      ) : (
        <button ref={ask} type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Delete Prospect…
        </button>
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { bulkActionSchema, type BulkAction } from '../../../../../../worker/crm/schemas/crm';
import { SelectField, TextField } from '../../../../components/form-fields/form-fields';
import { useApiForm } from '../../../../lib/api-form';
import { bulkProspects, type ProspectFilterQuery } from '../api/crm-list';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from '../utils/labels';
import { ConfirmQuestion } from '../../components/confirm-question';
import { Failure } from './form-messages';

/** The prospects an action is for: those ticked, or every one matching the list's filters. */
export type BulkTarget = { ids: number[] } | { all: true; filter: ProspectFilterQuery };

const ACTIONS = [
  { value: 'status', label: 'Change status' },
  { value: 'priority', label: 'Change priority' },
  { value: 'add_tag', label: 'Add a tag' },
  { value: 'remove_tag', label: 'Remove a tag' },
  { value: 'delete', label: 'Delete' },
] as const satisfies readonly { value: BulkAction['action']; label: string }[];

interface BulkValues {
  action: BulkAction['action'];
  status: string;
  priority: string;
  tag: string;
}

/**
 * The form's values with the target, checked by the Worker's own bulk schema (so "A tag cannot be
 * empty." lands on the tag). Delete is sent only from its confirmation, with `confirm: true`.
 */
const bulkSchema = (target: BulkTarget, confirmed: boolean) =>
  z.preprocess(
    (values) => ({ ...(values as BulkValues), ...target, confirm: confirmed }),
    bulkActionSchema,
  ) as unknown as z.ZodType<BulkAction, BulkValues>;

interface BulkActionsProps {
  target: BulkTarget;
  /** "12 prospects", for the buttons and the question. */
  what: string;
  /** After the Worker stored it (the page's data is already read again): its message. */
  onDone: (message: string) => void;
}

/**
 * What to do with the chosen prospects: change their status or priority, add or remove a tag, or
 * delete them after an inline "Are you sure?". The page's figures and list are read again after.
 */
export function BulkActions({ target, what, onDone }: BulkActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  // Set by Cancel, so the button that asked takes focus back.
  const returnFocus = useRef(false);
  const { form, status, onSubmit, field } = useApiForm({
    schema: bulkSchema(target, confirming),
    defaultValues: { action: 'status', status: '', priority: '', tag: '' },
    send: (values) => bulkProspects(values),
    revalidate: true,
    onSent: (answer) => {
      setConfirming(false);
      onDone(answer.message);
    },
  });
  const action = form.watch('action');
  const sending = status.kind === 'sending';

  useEffect(() => {
    if (confirming || !returnFocus.current) return;
    returnFocus.current = false;
    ask.current?.focus();
  }, [confirming]);

  return (
    <form className="crm-bulk" aria-label={`Act on ${what}`} method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Failure status={status} />
      {confirming ? (
        <ConfirmQuestion
          question={`Delete ${what}? Their timelines and tasks go with them. This cannot be undone.`}
          confirm={`Delete ${what}`}
          busy={sending}
          onCancel={() => {
            returnFocus.current = true;
            setConfirming(false);
          }}
        />
      ) : (
        <div className="crm-bulk__fields">
          <SelectField label="Action" options={ACTIONS} {...field('action')} />
          {action === 'status' && <SelectField label="New status" placeholder="Choose a status" options={STATUS_OPTIONS} {...field('status')} />}
          {action === 'priority' && (
            <SelectField label="New priority" placeholder="Choose a priority" options={PRIORITY_OPTIONS} {...field('priority')} />
          )}
          {(action === 'add_tag' || action === 'remove_tag') && <TextField label="Tag" autoComplete="off" {...field('tag')} />}
          {action === 'delete' ? (
            <button ref={ask} type="button" className="button button--primary" onClick={() => setConfirming(true)}>
              Delete {what}…
            </button>
          ) : (
            <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
              {sending ? 'Applying…' : `Apply to ${what}`}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

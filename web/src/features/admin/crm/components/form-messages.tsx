import { FormAlert } from '../../../../components/form-fields/form-status';
import type { SendStatus } from '../../../../lib/api-form';
import './crm-parts.css';

/** A panel's confirmation: always in the page, so it is read out when it appears. */
export function Confirmation({ text }: { text: string }) {
  return (
    <p role="status" className="crm-said">
      {text}
    </p>
  );
}

/** What the Worker refused, above the form that sent it. */
export function Failure({ status }: { status: SendStatus<unknown> }) {
  if (status.kind !== 'failed') return null;
  return (
    <FormAlert>
      <p>{status.message}</p>
    </FormAlert>
  );
}

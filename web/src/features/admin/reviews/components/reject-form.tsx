import { rejectSchema } from '../../../../../../worker/reviews/schemas/desk';
import { GUIDELINES, GUIDELINE_TEXT } from '../../../../../../worker/reviews/schemas/guidelines';
import { SelectField, TextAreaField } from '../../../../components/form-fields/form-fields';
import { FormAlert } from '../../../../components/form-fields/form-status';
import type { ClientResponse } from '../../../../lib/api-form';
import { useApiForm } from '../../../../lib/api-form';
import type { RejectBody } from '../api/reviews';

const OPTIONS = GUIDELINES.map((value) => ({ value, label: GUIDELINE_TEXT[value].en }));

/** A rejection: the guideline it breaks (required), and notes only the desk sees. */
export function RejectForm<Result>({ id, what, send }: { id: string; what: string; send: (body: RejectBody) => Promise<ClientResponse<Result>> }) {
  const { status, onSubmit, field } = useApiForm({
    schema: rejectSchema,
    defaultValues: { guideline: '' as RejectBody['guideline'], notes: '' },
    send: (values) => send(values),
    revalidate: true,
  });
  return (
    <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="review-reject" aria-label={`Reject ${what}`}>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <SelectField id={`${id}-guideline`} label="Guideline it breaks" placeholder="Choose a guideline" options={OPTIONS} {...field('guideline')} />
      <TextAreaField id={`${id}-notes`} label="Notes" hint="Only administrators see these." rows={2} optional {...field('notes')} />
      <button type="submit" className="button button--secondary" disabled={status.kind === 'sending'}>
        Reject {what}
      </button>
    </form>
  );
}

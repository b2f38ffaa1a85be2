import type { z } from 'zod';
import { TextField } from '../../../../components/form-fields/form-fields';
import { FormAlert, SubmitButton } from '../../../../components/form-fields/form-status';
import { useApiForm } from '../../../../lib/api-form';
import { facilityApi } from '../../../../lib/facility-location';
import { listingEditSchema } from '../../../../../../worker/facility-account/schemas/listing-edit';
import type { MyAccount } from '../../api/get-my-listing';
import type { SignupOptions } from '../../api/signup-options';
import type { SignupField } from '../../utils/signup-steps';
import { DetailsFields, LocationFields, OfferFields, WithSignupOptions } from '../listing-fields';
import { PublicEmailField, WebsiteField, type StepProps } from '../signup-fields';

type ListingEditValues = z.input<typeof listingEditSchema>;
type ListingEditField = keyof ListingEditValues & string;

/**
 * Every public field of the published listing, with registration's inputs and messages. Saving
 * files (or replaces) the update the admins review; the dashboard reloads to show it as waiting.
 */
export function ListingEditForm({
  draft,
  options,
  onSent,
}: {
  draft: NonNullable<MyAccount['draft']>;
  options: Promise<SignupOptions>;
  onSent: (waiting: boolean) => void;
}) {
  const { form, status, onSubmit, field } = useApiForm({
    schema: listingEditSchema,
    defaultValues: draft,
    send: (json) => facilityApi().facility.me.listing.$put({ json }),
    revalidate: true,
    onSent: (result) => onSent(result.pendingUpdate !== null),
  });
  const busy = status.kind === 'sending';
  // Registration's field components name registration's fields; these are a subset of them.
  const props: StepProps = {
    field: (name: SignupField) => field(name as ListingEditField),
    control: form.control as unknown as StepProps['control'],
    clearError: (name: SignupField) => form.clearErrors(name as ListingEditField),
  };

  return (
    <form method="post" noValidate aria-labelledby="manage-listing" onSubmit={(event) => void onSubmit(event)}>
      <p className="form-required-note">Fields marked * are required.</p>
      <TextField {...props.field('facilityName')} label="Facility Name" autoComplete="organization" required />
      <TextField {...props.field('phone')} label="Phone" type="tel" autoComplete="tel" required />
      <PublicEmailField field={props.field} name="email" />
      <WebsiteField field={props.field} />
      <WithSignupOptions options={options}>
        {(loaded) => (
          <>
            <LocationFields {...props} states={loaded.states} />
            <DetailsFields {...props} options={loaded} listing />
            <OfferFields {...props} options={loaded} />
          </>
        )}
      </WithSignupOptions>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <SubmitButton busy={busy} label="Save and Send for Review" />
    </form>
  );
}

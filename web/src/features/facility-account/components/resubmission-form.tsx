import type { z } from 'zod';
import { FormAlert, SubmitButton } from '../../../components/form-fields/form-status';
import { useApiForm } from '../../../lib/api-form';
import { facilityApi } from '../../../lib/facility-location';
import { resubmissionSchema } from '../../../../../worker/listings/schemas/review';
import type { MyAccount, MyListing } from '../api/get-my-listing';
import type { SignupOptions } from '../api/signup-options';
import type { SignupField } from '../utils/signup-steps';
import { DetailsFields, LocationFields, OfferFields, WithSignupOptions } from './listing-fields';
import { ContactFields, type StepProps } from './signup-fields';

type ResubmissionValues = z.input<typeof resubmissionSchema>;
type ResubmissionField = keyof ResubmissionValues & string;

/** The form starts from the listing as stored and the contact of the latest submission. */
function valuesOf(listing: MyListing, submission: MyAccount['submission']): ResubmissionValues {
  return {
    facilityName: listing.name,
    contactPerson: submission?.contactPerson ?? '',
    title: submission?.contactTitle ?? '',
    phone: listing.phone,
    website: listing.website,
    address: listing.address,
    city: listing.city,
    state: listing.state,
    zipCode: listing.zipCode ?? '',
    description: listing.description,
    established: listing.established,
    treatmentTypes: listing.treatmentTypeIds,
    specializations: listing.specializationIds,
    capacity: submission?.capacity ?? '',
    accreditation: listing.accreditation,
    insurance: listing.insuranceIds,
    services: listing.serviceSlugs,
    intakeHours: listing.intakeHours,
  };
}

/**
 * A rejected registration's listing fields, prefilled, sent back to the review desk. The inputs are
 * the signup wizard's own (one form here, so every field shows at once); the page reloads its data
 * once the Worker stored it, and then shows the listing as under review.
 */
export function ResubmissionForm({
  account,
  options,
  onSent,
}: {
  account: MyAccount & { listing: MyListing };
  options: Promise<SignupOptions>;
  onSent: () => void;
}) {
  const { form, status, onSubmit, field } = useApiForm({
    schema: resubmissionSchema,
    defaultValues: valuesOf(account.listing, account.submission),
    send: (json) => facilityApi().facility.me.resubmission.$post({ json }),
    revalidate: true,
    onSent,
  });
  const busy = status.kind === 'sending' || status.kind === 'sent';
  // The wizard's field components name the wizard's fields; these are a subset of them.
  const props: StepProps = {
    field: (name: SignupField) => field(name as ResubmissionField),
    control: form.control as unknown as StepProps['control'],
    clearError: (name: SignupField) => form.clearErrors(name as ResubmissionField),
  };

  return (
    <section className="dashboard-section" aria-labelledby="resubmission-heading">
      <h2 id="resubmission-heading">Correct and Resubmit</h2>
      <p>Update your listing with the reviewer’s notes in mind, then send it for review again.</p>
      <form method="post" noValidate aria-labelledby="resubmission-heading" onSubmit={(event) => void onSubmit(event)}>
        <p className="form-required-note">Fields marked * are required.</p>
        <ContactFields {...props} />
        <WithSignupOptions options={options}>
          {(loaded) => (
            <>
              <LocationFields {...props} states={loaded.states} />
              <DetailsFields {...props} options={loaded} />
              <OfferFields {...props} options={loaded} />
            </>
          )}
        </WithSignupOptions>
        {status.kind === 'failed' && (
          <FormAlert>
            <p>{status.message}</p>
          </FormAlert>
        )}
        <SubmitButton busy={busy} label="Resubmit for Review" busyLabel="Sending…" />
      </form>
    </section>
  );
}

import type { SignupOptions } from '../api/signup-options';
import type { SignupValues, WizardStep } from '../utils/signup-steps';
import { DetailsFields, LocationFields, OfferFields, WithSignupOptions } from './listing-fields';
import { ReviewFields } from './signup-review';
import type { StepProps } from './signup-fields';

/**
 * The wizard's steps after the account and the contact: the listing's location, details and what it
 * offers, and the review. They need the lists (states, taxonomy, services), and load with them, not
 * with the wizard's first page.
 */
export function ListingSteps({
  slug,
  review,
  options,
  values,
  steps,
  onEdit,
  ...stepProps
}: StepProps & {
  slug: string;
  /** The last step: the review of everything entered. */
  review: boolean;
  options: Promise<SignupOptions>;
  values: () => SignupValues;
  steps: readonly WizardStep[];
  onEdit: (step: number) => void;
}) {
  return (
    <WithSignupOptions options={options}>
      {(loaded) => (
        <>
          {slug === 'location' && <LocationFields {...stepProps} states={loaded.states} />}
          {slug === 'details' && <DetailsFields {...stepProps} options={loaded} />}
          {slug === 'offer' && <OfferFields {...stepProps} options={loaded} />}
          {review && <ReviewFields {...stepProps} values={values()} options={loaded} onEdit={onEdit} steps={steps} />}
        </>
      )}
    </WithSignupOptions>
  );
}

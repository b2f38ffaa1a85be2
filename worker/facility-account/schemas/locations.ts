import { z } from 'zod';
import { listingSteps, reviewStep } from '../../accounts/schemas/registration';

// "Add a location": the listing steps of the signup wizard (the account step skipped: the account is
// the signed-in one), with the review step's agreement to our review, which every listing passes.

export const newLocationSchema = z.object({ ...listingSteps, agreeToReview: reviewStep.shape.agreeToReview });
export type NewLocation = z.output<typeof newLocationSchema>;

// The invitations' stated numbers, apart from the zod schemas: the lead form (on every listing page)
// says the first without loading zod.

/** Days after a lead to a facility that our one invitation to review it is sent (the lead form and the email say so). */
export const REVIEW_INVITATION_DAYS = 14;

/** How many invitations a facility may send in any 24 hours (the same fixed text to each). */
export const FACILITY_INVITATIONS_PER_DAY = 50;

// The admin sign-in's second step as a page without script names it (lib/posted-form.ts): the
// forms' names, and the step in the address (`/admin/login?step=`).

export const CODE_FORM = 'code';
export const RECOVERY_FORM = 'recovery';

export type SecondStep = 'code' | 'recovery';

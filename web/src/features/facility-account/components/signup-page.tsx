import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useApiForm } from '../../../lib/api-form';
import { FormAlert } from '../../../components/form-fields/form-status';
import { getSignupOptions } from '../api/signup-options';
import type { z } from 'zod';
import type { Registration } from '../../../../../worker/accounts/schemas/registration';
import { clearDraft, readDraft, saveDraft } from '../utils/signup-draft';
import {
  EMPTY_SIGNUP,
  LAST_STEP,
  OFFER_STEP,
  SIGNUP_STEPS,
  stepFromSearch,
  stepOf,
  stepSchema,
  stepSearch,
  type SignupField,
  type SignupValues,
} from '../utils/signup-steps';
import { AccountFields, ContactFields, DetailsFields, LocationFields, OfferFields, type StepProps, WithSignupOptions } from './signup-fields';
import { ReviewFields } from './signup-review';
import { StepIndicator } from './step-indicator';
import './facility-account.css';

const SUBMIT_FAILED = 'Error submitting registration. Please try again.';

/** Steps 1–2 need nothing; the lists of the later steps arrive meanwhile. */
export function loader() {
  return { options: getSignupOptions() };
}

/**
 * /facility-signup: six steps, each checked with the Worker's step schema before the next, each at
 * its own address (`?step=…`: Back and Forward move between them). What the visitor types is never
 * in the address: it stays in the form and in this tab's sessionStorage (never the passwords), so a
 * reload finds it again, until it is posted. Leaving the wizard with something typed asks first.
 */
function SignupPage() {
  const { options } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const step = stepFromSearch(search);
  const setStep = (next: number) => navigate({ search: stepSearch(next) });
  // Read once: later renders keep the form's own values.
  const [initial] = useState(() => {
    const draft = readDraft();
    return { values: { ...EMPTY_SIGNUP, ...draft } as SignupValues, restored: Object.keys(draft).length > 0 };
  });
  // What to focus once the next render is on screen: the new step's heading, or a field with an error.
  const focusNext = useRef<SignupField | 'heading' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { form, status, onSubmit, field } = useApiForm({
    // Steps 1–4 are checked on "Next" with their own schema; only step 5's (the whole registration) sends.
    schema: () => stepSchema(step) as Promise<z.ZodType<Registration, SignupValues>>,
    defaultValues: initial.values,
    // Try again sends the same key: a registration stored before its answer was lost is answered as the first time.
    send: (registration, key) => api.facility.registrations.$post({ json: registration }, { headers: { 'Idempotency-Key': key } }),
    // Every registration is answered alike, a taken address too (its owner is emailed): on to "Check your email".
    onSent: () => {
      clearDraft();
      navigate(paths.facilitySignupSuccess.getHref(), { replace: true });
    },
    describeFailure: () => SUBMIT_FAILED,
    // Errors on an earlier step (from the Worker) take the visitor back to that step's first one.
    onFieldErrors: (fields) => {
      const target = Math.min(...fields.map(stepOf));
      if (target === step) return;
      focusNext.current = (SIGNUP_STEPS[target]!.fields as readonly SignupField[]).find((name) => fields.includes(name)) ?? 'heading';
      setStep(target);
    },
  });
  const busy = status.kind === 'sending' || status.kind === 'sent';

  // Every change is kept for this tab (the passwords left out: signup-draft.ts).
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(values as Partial<SignupValues>));
    return () => subscription.unsubscribe();
  }, [form]);

  // Leaving the wizard (not moving between its steps) with something typed asks first; so does
  // closing the tab, which takes its sessionStorage with it.
  const typed = form.formState.isDirty || initial.restored;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      typed && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== paths.facilitySignupSuccess.getHref(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Leave the registration? What you typed is kept in this tab until you close it.')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!typed) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [typed]);

  // Back and Forward change the step without goTo: the new step's heading takes focus all the same.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusNext.current ??= 'heading';
    form.clearErrors();
  }, [step, form]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else form.setFocus(target);
  });

  function goTo(next: number) {
    form.clearErrors();
    focusNext.current = 'heading';
    setStep(next);
  }


  async function next() {
    const fields = SIGNUP_STEPS[step]!.fields;
    if (await form.trigger([...fields], { shouldFocus: true })) goTo(step + 1);
  }

  const current = SIGNUP_STEPS[step]!;
  const props: StepProps = { field, control: form.control as StepProps['control'], clearError: (name) => form.clearErrors(name) };

  return (
    <div className="container">
      <div className="form-card form-card--wide signup">
        <h1>List Your Facility</h1>
        <p className="form-card__lead">
          Register your treatment center for the directory. Our team reviews every listing, typically within 2-3
          business days.
        </p>
        <StepIndicator step={step} />
        <form
          method="post"
          noValidate
          aria-labelledby="signup-step-heading"
          onSubmit={(event) => {
            if (step === LAST_STEP) return void onSubmit(event);
            event.preventDefault();
            void next();
          }}
        >
          <h2 id="signup-step-heading" ref={headingRef} tabIndex={-1} className="signup__step-heading">
            Step {step + 1} of {SIGNUP_STEPS.length}: {current.title}
          </h2>
          {step < LAST_STEP && <p className="form-required-note">Fields marked * are required.</p>}
          {step === 0 && <AccountFields {...props} />}
          {step === 1 && <ContactFields {...props} />}
          {step >= 2 && (
            <WithSignupOptions options={options}>
              {(loaded) => (
                <>
                  {step === 2 && <LocationFields {...props} states={loaded.states} />}
                  {step === 3 && <DetailsFields {...props} options={loaded} />}
                  {step === OFFER_STEP && <OfferFields {...props} options={loaded} />}
                  {step === LAST_STEP && <ReviewFields {...props} values={form.getValues() as SignupValues} options={loaded} onEdit={goTo} />}
                </>
              )}
            </WithSignupOptions>
          )}
          {status.kind === 'failed' && (
            <FormAlert>
              <p>{status.message}</p>
            </FormAlert>
          )}
          <div className="form-actions wizard-actions">
            <button type="button" className="button button--secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
              Previous
            </button>
            {step === OFFER_STEP && (
              <button type="button" className="button button--secondary" onClick={() => goTo(step + 1)}>
                Skip for Now
              </button>
            )}
            {step < LAST_STEP ? (
              <button type="submit" className="button button--primary">
                Next
              </button>
            ) : (
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Submitting...' : 'Submit for Review'}
              </button>
            )}
          </div>
        </form>
        <p className="signup__signin">
          Already have an account? <Link to={paths.facilityLogin.getHref()}>Sign in</Link>
        </p>
      </div>
    </div>
  );
}

export { SignupPage as Component };

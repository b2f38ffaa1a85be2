import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { reviewStep } from '../../../../../worker/schemas/registration';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { FormAlert } from '../../../components/form-fields/form-status';
import { submitRegistration } from '../api/register';
import { useSignupOptions } from '../api/signup-options';
import {
  EMPTY_SIGNUP,
  inputIdOf,
  LAST_STEP,
  SIGNUP_STEPS,
  stepOf,
  validateStep,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from '../utils/signup-steps';
import { AccountFields, ContactFields, DetailsFields, LocationFields } from './signup-fields';
import { ReviewFields } from './signup-review';
import { StepIndicator } from './step-indicator';
import './facility-account.css';

const SUBMIT_FAILED = 'Error submitting registration. Please try again.';

/**
 * /facility-signup: five steps, each checked with the Worker's step schema before the next. What the
 * visitor types stays in this component's state only — never in the address — until it is posted.
 */
export function SignupPage() {
  useDocumentTitle('List Your Facility');
  const navigate = useNavigate();
  const { status: options, reload } = useSignupOptions();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What to focus after the next render: a field with an error, or the new step's heading.
  const [focusTarget, setFocusTarget] = useState<SignupField | 'heading' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'heading') headingRef.current?.focus();
    else document.getElementById(inputIdOf(focusTarget))?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function update<K extends SignupField>(field: K, value: SignupValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setSubmitError(null);
  }

  function goTo(next: number) {
    setStep(next);
    setErrors({});
    setSubmitError(null);
    setFocusTarget('heading');
  }

  /** Shows the errors of `step` and focuses the first one, in the order the step shows its fields. */
  function showErrors(onStep: number, found: SignupErrors) {
    setStep(onStep);
    setErrors(found);
    const first = (SIGNUP_STEPS[onStep]!.fields as readonly SignupField[]).find((field) => found[field]);
    setFocusTarget(first ?? 'heading');
  }

  async function submit() {
    const review = reviewStep.safeParse(values);
    const found = validateStep(LAST_STEP, values);
    if (!review.success || Object.keys(found).length > 0) return showErrors(LAST_STEP, found);
    setBusy(true);
    setSubmitError(null);
    try {
      await submitRegistration({ ...values, ...review.data, insurance: [] });
      void navigate(paths.facilitySignupSuccess.getHref(), { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 409) {
        // The email is taken: back to step 1, where it was typed.
        return showErrors(0, { email: error.message });
      }
      if (error instanceof ApiRequestError && error.status === 400) {
        const fromServer: SignupErrors = {};
        for (const [name, message] of Object.entries(error.fields)) {
          const field = name.split('.')[0] as SignupField;
          if (field in EMPTY_SIGNUP) fromServer[field] ??= message;
        }
        const steps = Object.keys(fromServer).map(stepOf);
        if (steps.length > 0) {
          const first = Math.min(...steps);
          const onStep: SignupErrors = {};
          for (const [field, message] of Object.entries(fromServer)) {
            if (stepOf(field) === first) onStep[field as SignupField] = message;
          }
          return showErrors(first, onStep);
        }
      }
      setSubmitError(SUBMIT_FAILED);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step === LAST_STEP) return void submit();
    const found = validateStep(step, values);
    if (Object.keys(found).length > 0) return showErrors(step, found);
    goTo(step + 1);
  }

  const current = SIGNUP_STEPS[step]!;
  const needsOptions = step >= 2;
  const props = { values, errors, update };

  return (
    <div className="container">
      <div className="form-card form-card--wide signup">
        <h1>List Your Facility</h1>
        <p className="form-card__lead">
          Register your treatment center for the directory. Our team reviews every listing, typically within 2-3
          business days.
        </p>
        <StepIndicator step={step} />
        <form method="post" noValidate onSubmit={onSubmit} aria-labelledby="signup-step-heading">
          <h2 id="signup-step-heading" ref={headingRef} tabIndex={-1} className="signup__step-heading">
            Step {step + 1} of {SIGNUP_STEPS.length}: {current.title}
          </h2>
          {step < LAST_STEP && <p className="form-required-note">Fields marked * are required.</p>}
          {needsOptions && options.kind === 'loading' && <p role="status">Loading the form…</p>}
          {needsOptions && options.kind === 'failed' && (
            <FormAlert>
              <p>We could not load the lists this step needs.</p>
              <button type="button" className="button button--primary" onClick={reload}>
                Try Again
              </button>
            </FormAlert>
          )}
          {step === 0 && <AccountFields {...props} />}
          {step === 1 && <ContactFields {...props} />}
          {options.kind === 'done' && (
            <>
              {step === 2 && <LocationFields {...props} states={options.options.states} />}
              {step === 3 && <DetailsFields {...props} options={options.options} />}
              {step === 4 && <ReviewFields {...props} options={options.options} onEdit={goTo} />}
            </>
          )}
          {submitError && (
            <FormAlert>
              <p>{submitError}</p>
            </FormAlert>
          )}
          <div className="form-actions wizard-actions">
            <button type="button" className="button button--secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
              Previous
            </button>
            {step < LAST_STEP ? (
              <button type="submit" className="button button--primary" disabled={needsOptions && options.kind !== 'done'}>
                Next
              </button>
            ) : (
              <button type="submit" className="button button--primary" disabled={busy || options.kind !== 'done'}>
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

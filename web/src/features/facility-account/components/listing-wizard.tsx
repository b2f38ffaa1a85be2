import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { ClientResponse } from '../../../lib/api-form';
import { useApiForm } from '../../../lib/api-form';
import { FormAlert } from '../../../components/form-fields/form-status';
import type { SignupOptions } from '../api/signup-options';
import { clearDraft, readDraft, saveDraft } from '../utils/signup-draft';
import { EMPTY_SIGNUP, offerStep, stepFromSearch, stepOf, stepSchema, stepSearch, type SignupField, type SignupValues, type WizardStep } from '../utils/signup-steps';
import { AccountFields, ContactFields, type StepProps } from './signup-fields';
import { StepIndicator } from './step-indicator';
import './facility-account.css';

// The steps that need the lists load with the lists, not with the wizard's first page.
const ListingSteps = lazy(() => import('./listing-steps').then((module) => ({ default: module.ListingSteps })));

export interface ListingWizardProps<Result> {
  /** The steps, each at its own address (`?step=…`). */
  steps: readonly WizardStep[];
  heading: string;
  lead: ReactNode;
  /** The step list's accessible name. */
  stepsLabel: string;
  /** Where this wizard's draft is kept in the tab's sessionStorage. */
  draftKey: string;
  /** What the fields start from before any draft (a new location: the organization's name and website). */
  prefill?: Partial<SignupValues>;
  /** Loads the lists the later steps offer; called once, when the visitor is past the first step. */
  options: () => Promise<SignupOptions>;
  send: (values: SignupValues, idempotencyKey: string) => Promise<ClientResponse<Result>>;
  /** Where it goes once sent; leaving for it never asks. */
  sentHref: (result: Result) => string;
  leaveQuestion: string;
  submitFailed: string;
  submitLabel: string;
  footer?: ReactNode;
}

/**
 * A listing's steps, each checked with the Worker's step schema before the next, each at its own
 * address (`?step=…`: Back and Forward move between them): registration (the account first) and "Add a
 * location" (the signed-in account's). What is typed is never in the address: it stays in the form
 * and in this tab's sessionStorage (never the passwords), so a reload finds it again, until it is
 * posted. Leaving the wizard with something typed asks first.
 */
export function ListingWizard<Result>(props: ListingWizardProps<Result>) {
  const { steps, draftKey } = props;
  const lastStep = steps.length - 1;
  const skippable = offerStep(steps);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const step = stepFromSearch(search, steps);
  const setStep = (next: number) => navigate({ search: stepSearch(next, steps) });
  // The lists load once the visitor is past the first step (the later ones need them), not with the
  // page: the account step asks for nothing, and the lists arrive while the contact step is filled.
  // (Its parts are loaded once per page life: a second call costs nothing.)
  const [options, setOptions] = useState<Promise<SignupOptions> | null>(null);
  if (step >= 1 && !options) setOptions(props.options());
  // Read once: later renders keep the form's own values.
  const [initial] = useState(() => {
    const draft = readDraft(draftKey);
    return { values: { ...EMPTY_SIGNUP, ...props.prefill, ...draft } as SignupValues, restored: Object.keys(draft).length > 0 };
  });
  // Where it went once sent: the blocker lets that navigation through.
  const sentTo = useRef<string | null>(null);
  // What to focus once the next render is on screen: the new step's heading, or a field with an error.
  const focusNext = useRef<SignupField | 'heading' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { form, status, onSubmit, field } = useApiForm({
    // The earlier steps are checked on "Next" with their own schema; only the last one's (the whole body) sends.
    schema: () => stepSchema(step, steps) as Promise<z.ZodType<SignupValues, SignupValues>>,
    defaultValues: initial.values,
    // Try again sends the same key: what was stored before its answer was lost is answered as the first time.
    send: props.send,
    onSent: (result) => {
      clearDraft(draftKey);
      sentTo.current = props.sentHref(result);
      navigate(sentTo.current, { replace: true });
    },
    describeFailure: () => props.submitFailed,
    // Errors on an earlier step (from the Worker) take the visitor back to that step's first one.
    onFieldErrors: (fields) => {
      const target = Math.min(...fields.map((name) => stepOf(name, steps)));
      if (target === step) return;
      focusNext.current = (steps[target]!.fields as readonly SignupField[]).find((name) => fields.includes(name)) ?? 'heading';
      setStep(target);
    },
  });
  const busy = status.kind === 'sending' || status.kind === 'sent';

  // Every change is kept for this tab (the passwords left out: signup-draft.ts).
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(values as Partial<SignupValues>, draftKey));
    return () => subscription.unsubscribe();
  }, [form, draftKey]);

  // Leaving the wizard (not moving between its steps) with something typed asks first; so does
  // closing the tab, which takes its sessionStorage with it.
  const typed = form.formState.isDirty || initial.restored;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      typed && nextLocation.pathname !== currentLocation.pathname && `${nextLocation.pathname}${nextLocation.search}` !== sentTo.current,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(props.leaveQuestion)) blocker.proceed();
    else blocker.reset();
  }, [blocker, props.leaveQuestion]);
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
    const fields = steps[step]!.fields;
    if (await form.trigger([...fields], { shouldFocus: true })) goTo(step + 1);
  }

  const current = steps[step]!;
  const stepProps: StepProps = { field, control: form.control as StepProps['control'], clearError: (name) => form.clearErrors(name) };

  return (
    <div className="container">
      <div className="form-card form-card--wide signup">
        <h1>{props.heading}</h1>
        <p className="form-card__lead">{props.lead}</p>
        <StepIndicator step={step} steps={steps} label={props.stepsLabel} />
        <form
          method="post"
          noValidate
          aria-labelledby="signup-step-heading"
          onSubmit={(event) => {
            if (step === lastStep) return void onSubmit(event);
            event.preventDefault();
            void next();
          }}
        >
          <h2 id="signup-step-heading" ref={headingRef} tabIndex={-1} className="signup__step-heading">
            Step {step + 1} of {steps.length}: {current.title}
          </h2>
          {step < lastStep && <p className="form-required-note">Fields marked * are required.</p>}
          {current.slug === 'account' && <AccountFields {...stepProps} />}
          {current.slug === 'contact' && <ContactFields {...stepProps} />}
          {!['account', 'contact'].includes(current.slug) && (
            <Suspense fallback={<p role="status">Loading the form…</p>}>
              {options ? (
                <ListingSteps
                  {...stepProps}
                  slug={current.slug}
                  review={step === lastStep}
                  options={options}
                  values={() => form.getValues() as SignupValues}
                  steps={steps}
                  onEdit={goTo}
                />
              ) : (
                <p role="status">Loading the form…</p>
              )}
            </Suspense>
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
            {step === skippable && (
              <button type="button" className="button button--secondary" onClick={() => goTo(step + 1)}>
                Skip for Now
              </button>
            )}
            {step < lastStep ? (
              <button type="submit" className="button button--primary">
                Next
              </button>
            ) : (
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Submitting...' : props.submitLabel}
              </button>
            )}
          </div>
        </form>
        {props.footer}
      </div>
    </div>
  );
}

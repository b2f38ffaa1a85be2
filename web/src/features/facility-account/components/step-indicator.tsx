import { SIGNUP_STEPS, type WizardStep } from '../utils/signup-steps';

/** Where the visitor is in the wizard: the current step carries aria-current="step". */
export function StepIndicator({ step, steps = SIGNUP_STEPS, label = 'Registration steps' }: { step: number; steps?: readonly WizardStep[]; label?: string }) {
  return (
    <ol className="wizard-steps" aria-label={label}>
      {steps.map((s, index) => (
        <li
          key={s.label}
          className={`wizard-steps__item${index === step ? ' wizard-steps__item--current' : ''}${index < step ? ' wizard-steps__item--done' : ''}`}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="wizard-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="wizard-steps__label">
            {s.label}
            {index < step && <span className="sr-only"> (completed)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

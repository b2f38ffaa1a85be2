import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './numbered-steps.css';

export interface Step {
  title: string;
  text: string;
  /** More content under the step's text (a list of questions, say). */
  more?: ReactNode;
}

/** An ordered list of steps as numbered panels, in 2 or 3 columns on wide screens. */
export function NumberedSteps({ steps, columns }: { steps: readonly Step[]; columns: 2 | 3 }) {
  return (
    <ol className={`numbered-steps numbered-steps--${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="info-panel">
          <h3>
            <span className="numbered-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="sr-only"><Trans>Step {index + 1}:</Trans>{' '}</span>
            {step.title}
          </h3>
          <p>{step.text}</p>
          {step.more}
        </li>
      ))}
    </ol>
  );
}

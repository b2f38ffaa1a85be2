import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

/** The report's thank-you: in place of the form once stored, or on the page a post without script leads to. */
export function ReportSent({ thanksRef }: { thanksRef?: Ref<HTMLParagraphElement> }) {
  const { t } = useLingui();
  return (
    <div className="vf-success">
      <p ref={thanksRef} tabIndex={-1} className="facility-report__thanks">
        {t`Thank you for letting us know. We will check this listing and correct it if needed.`}
      </p>
    </div>
  );
}

import type { Ref } from 'react';
import { useT } from '../../../lib/i18n/i18n-context';

/** The report's thank-you: in place of the form once stored, or on the page a post without script leads to. */
export function ReportSent({ thanksRef }: { thanksRef?: Ref<HTMLParagraphElement> }) {
  const { t } = useT();
  return (
    <div className="vf-success">
      <p ref={thanksRef} tabIndex={-1} className="facility-report__thanks">
        {t('Thank you for letting us know. We will check this listing and correct it if needed.')}
      </p>
    </div>
  );
}

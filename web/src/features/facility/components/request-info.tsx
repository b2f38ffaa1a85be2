import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { NeedsScript } from '../../../components/form-fields/needs-script';
import { useT } from '../../../lib/i18n/i18n-context';
import type { FacilityRecord } from '../api/get-facility';

// The forms (and the validation library they bring) load when a visitor opens a section, not with
// the page.
const LeadForm = lazy(() => import('../../../components/lead-form/lead-form').then((m) => ({ default: m.LeadForm })));
const ReportProblemForm = lazy(() => import('./report-problem-form').then((m) => ({ default: m.ReportProblemForm })));

/**
 * A heading whose button shows or hides the section below it (the disclosure pattern). Without
 * script the button does nothing and the form never loads: the section says so, with the phone lines.
 */
function Disclosure({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  // Mounted on first opening (the form loads its choices then) and kept while closed, so closing the
  // section by mistake loses nothing typed.
  const [opened, setOpened] = useState(false);
  return (
    <section className="facility-disclosure" aria-labelledby={`${id}-button`}>
      <h2 className="facility-disclosure__heading">
        <button
          id={`${id}-button`}
          type="button"
          className="facility-disclosure__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setOpen((value) => !value);
            setOpened(true);
          }}
        >
          <span>{title}</span>
          <span className="facility-disclosure__icon" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <NeedsScript />
      <div id={`${id}-panel`} className="facility-disclosure__panel" hidden={!open}>
        {opened && (
          <>
            {intro}
            <Suspense fallback={<p role="status">{t('Loading the form…')}</p>}>{children}</Suspense>
          </>
        )}
      </div>
    </section>
  );
}

/** "Request information": the get-help lead form, sent to this facility as well as to our coordinators. */
export function RequestInformation({ facility }: { facility: FacilityRecord }) {
  const { t } = useT();
  return (
    <Disclosure
      title={t('Request information')}
      intro={
        <p>
          {t('Ask about {name}: admissions, insurance, costs or anything else. Only your name and phone number are required.', {
            name: facility.name,
          })}
        </p>
      }
    >
      <LeadForm facility={{ id: facility.id, name: facility.name, receivesRequests: facility.receivesRequests ?? false }} />
    </Disclosure>
  );
}

/** "Report a problem with this listing": closed, wrong contact details, other wrong details. */
export function ReportProblem({ facility }: { facility: FacilityRecord }) {
  const { t } = useT();
  return (
    <Disclosure
      title={t('Report a problem with this listing')}
      intro={<p>{t('Tell us what is wrong with this listing and we will check it and correct it.')}</p>}
    >
      <ReportProblemForm facilityId={facility.id} />
    </Disclosure>
  );
}

import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { LeadFormOptions } from '../../../components/lead-form/get-form-options';
import type { LeadReceipt } from '../../../components/lead-form/lead-form-post';
import { LeadSent } from '../../../components/lead-form/lead-sent';
import type { FacilityRecord } from '../api/get-facility';
import { ReportSent } from './report-sent';

// The forms (and the validation library they bring) load when a visitor opens a section, not with
// the page.
const LeadForm = lazy(() => import('../../../components/lead-form/lead-form').then((m) => ({ default: m.LeadForm })));
const ReportProblemForm = lazy(() => import('./report-problem-form').then((m) => ({ default: m.ReportProblemForm })));

/** What the listing's page knows of its visitor forms (its loader): the choices, and a confirmation to show. */
export interface FacilityForms {
  leadOptions: Promise<LeadFormOptions> | LeadFormOptions;
  /** The request sent from this page without script, once redirected here (`?sent=`). */
  receipt: LeadReceipt | null;
  /** A report sent from this page without script was stored (`?reported=`). */
  reported: boolean;
}

/**
 * A heading whose button shows or hides the section below it (the disclosure pattern), its form
 * mounted at first opening. Without script the button does nothing: the server's HTML then holds the
 * section open in a <noscript>, its form whole, sent as a plain form (lib/posted-form.ts).
 */
function Disclosure({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  const { t } = useLingui();
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
      {/* Written into the server's HTML only (React leaves <noscript> empty in the browser). */}
      <noscript>
        <div className="facility-disclosure__panel">
          {intro}
          {children}
        </div>
      </noscript>
      <div id={`${id}-panel`} className="facility-disclosure__panel" hidden={!open}>
        {opened && (
          <>
            {intro}
            <Suspense fallback={<p role="status">{t`Loading the form…`}</p>}>{children}</Suspense>
          </>
        )}
      </div>
    </section>
  );
}

/** A sent form's section: its heading and the confirmation, open, with or without script. */
function Sent({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="facility-disclosure" aria-labelledby={id}>
      <h2 id={id} className="facility-disclosure__heading">
        {title}
      </h2>
      <div className="facility-disclosure__panel">{children}</div>
    </section>
  );
}

/** "Request information": the get-help lead form, sent to this facility as well as to our coordinators. */
export function RequestInformation({ facility, forms }: { facility: FacilityRecord; forms: FacilityForms }) {
  const { t } = useLingui();
  const listing = { id: facility.id, name: facility.name, receivesRequests: facility.receivesRequests ?? false };
  if (forms.receipt) {
    return (
      <Sent title={t`Request information`}>
        <LeadSent delivery={forms.receipt.delivery} facility={listing} />
      </Sent>
    );
  }
  return (
    <Disclosure
      title={t`Request information`}
      intro={
        <p>
          {t`Ask about ${{ name: facility.name }}: admissions, insurance, costs or anything else. Only your name and phone number are required.`}
        </p>
      }
    >
      <LeadForm facility={listing} options={forms.leadOptions} />
    </Disclosure>
  );
}

/** "Report a problem with this listing": closed, wrong contact details, other wrong details. */
export function ReportProblem({ facility, forms }: { facility: FacilityRecord; forms: FacilityForms }) {
  const { t } = useLingui();
  if (forms.reported) {
    return (
      <Sent title={t`Report a problem with this listing`}>
        <ReportSent />
      </Sent>
    );
  }
  return (
    <Disclosure
      title={t`Report a problem with this listing`}
      intro={<p>{t`Tell us what is wrong with this listing and we will check it and correct it.`}</p>}
    >
      <ReportProblemForm facilityId={facility.id} />
    </Disclosure>
  );
}

import { ENGLISH } from '../../../../lib/i18n/translator';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { BackToList } from '../../../../components/back-to-list/back-to-list';
import { DetailList } from '../../../../components/detail-list/detail-list';
import { HELP_FOR_AS_READ, INSURANCE_LABELS, PREFERRED_LANGUAGE, URGENCY_LABELS } from '../../../../components/lead-form/lead-form-options';
import { LoadFailed } from '../../../../components/try-again/load-failed';
import { paths } from '../../../../config/paths';
import { useAtLocation } from '../../../../lib/facility-location';
import { formatLongDateTime, telHref } from '../../../../lib/format';
import { INQUIRY_STATUS_LABEL, inquiryLoader } from '../../api/inquiries';
import { InquiryStatusForm } from './inquiry-status-form';
import './inquiries.css';

/**
 * /facility-dashboard/inquiries/:id: one inquiry with everything the visitor sent, and the facility's
 * follow-up status. The title names no one: page titles end up in the browser's history.
 */
function InquiryPage() {
  const loaded = useLoaderData<typeof inquiryLoader>();
  // The saved status replaces the loaded one: loading the inquiry again would be another (audited) opening.
  const [inquiry, setInquiry] = useState(loaded);
  return (
    <section className="dashboard-section" aria-labelledby="inquiry">
      <BackToList path={paths.facilityInquiries.path} label="Back to inquiries" />
      <h2 id="inquiry">Inquiry from {inquiry.name}</h2>
      <p>Health details are private: keep them within your team, and out of emails and notes others can read.</p>
      <DetailList
        className="review-list"
        rows={[
          ['Received', formatLongDateTime(inquiry.createdAt)],
          ['Name', inquiry.name],
          ['Phone', <a href={telHref(inquiry.phone)}>{inquiry.phone}</a>],
          ['Email', inquiry.email && <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>],
          ['State', inquiry.stateName ?? inquiry.state],
          ['Who needs help', inquiry.helpFor && HELP_FOR_AS_READ[inquiry.helpFor]],
          ['Seeking help with', inquiry.addictionType?.label],
          ['How soon', inquiry.urgency && ENGLISH.i18n._(URGENCY_LABELS[inquiry.urgency])],
          ['Insurance', inquiry.insurance && ENGLISH.i18n._(INSURANCE_LABELS[inquiry.insurance])],
          ['Message', inquiry.message],
          ['Preferred language', PREFERRED_LANGUAGE[inquiry.locale]],
          ['Consent to be contacted', formatLongDateTime(inquiry.consentAt)],
          ['Status', INQUIRY_STATUS_LABEL[inquiry.status]],
          ['Status changed', formatLongDateTime(inquiry.updatedAt)],
        ]}
      />
      <h3 id="inquiry-follow-up">Your follow-up</h3>
      <InquiryStatusForm
        id={inquiry.id}
        status={inquiry.status}
        onSaved={(saved) => setInquiry((current) => ({ ...current, status: saved.status, updatedAt: saved.updatedAt }))}
      />
    </section>
  );
}

/** A 404 is an id that is not one of this facility's inquiries: back to the list, not Try Again. */
export function ErrorBoundary() {
  const atLocation = useAtLocation();
  return <LoadFailed what="this inquiry" back={<Link to={atLocation(paths.facilityInquiries.getHref())}>Back to inquiries</Link>} />;
}

export { inquiryLoader as loader, InquiryPage as Component };

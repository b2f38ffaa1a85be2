import { useLingui, Trans } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { AvailabilityDetails } from '../../../components/availability/availability-note';
import { telHref } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n-context';
import type { FacilityRecord, FacilityResponse } from '../api/get-facility';
import type { ListingVerification } from '../../../../../worker/verification/schemas/verification-values';
import type { ReviewsResponse, ReviewsView } from '../api/get-reviews';
import { FacilityReviews } from './facility-reviews';
import { FacilityServices } from './facility-services';
import { ReportProblem, RequestInformation, type FacilityForms } from './request-info';
import { TermList } from './term-list';
import { FacilityVerification, UnreachableNotice, VerifiedBadge } from './facility-verification';
import { asText } from '../../../lib/i18n/as-text';

/**
 * The listing's main column. A preview (the facility looking at its own pending changes) has no
 * `forms`: it leaves out the visitor forms, since nothing sent from a preview should reach anyone.
 */
export function FacilityMain({
  facility,
  services = [],
  forms,
  reviews,
  verification,
}: {
  facility: FacilityRecord;
  /** The locator services it offers, grouped (the public page has them; a preview does not). */
  services?: FacilityResponse['services'];
  forms?: FacilityForms;
  /** Its published reviews (the public page; a preview shows none). */
  reviews?: { page: ReviewsResponse; view: ReviewsView; reported: number | null };
  /** Our staff's checks of it (the public page; a preview has none to show). */
  verification?: ListingVerification;
}) {
  const { t } = useLingui();
  const { date, term, locale } = useT();
  // When the listing itself last changed (approved, imported or corrected): not a check by our team.
  const updated = facility.lastVerified ? date(facility.lastVerified) : null;
  // What the facility wrote about itself is shown as written: in English, on a Spanish page too.
  const english = locale === 'en' ? undefined : 'en';
  const state = term(facility.stateFullName);
  return (
    <article className="facility-main" aria-labelledby="facility-name">
      <header className="facility-main__header">
        <h1 id="facility-name" lang={english}>
          {facility.name}
        </h1>
        <p className="facility-main__place">
          <span lang={english}>{facility.city}</span>, <span lang={state.lang}>{state.text}</span>
        </p>
        <p className="facility-main__meta">
          {facility.rating === null || facility.reviews === 0 ? (
            <span>{t`No reviews yet`}</span>
          ) : (
            <span>
              <span className="facility-main__star" aria-hidden="true">
                ★
              </span>{' '}
              {facility.rating.toFixed(1)}
              <span className="sr-only">{' '}<Trans>out of 5</Trans></span> {`(${t`${plural({ count: facility.reviews }, { one: '# review', other: '# reviews' })}`})`}
            </span>
          )}
          {facility.established && <span>{t`Established ${{ year: facility.established }}`}</span>}
          {verification?.verified && <VerifiedBadge />}
        </p>
        {verification?.unreachable && <UnreachableNotice />}
        <div className="facility-main__actions">
          {facility.phone && (
            <a className="button button--primary" href={telHref(facility.phone)}>
              {t`Call ${{ number: facility.phone }}`}
            </a>
          )}
          {facility.website && (
            <a className="button button--secondary" href={facility.website} target="_blank" rel="noopener noreferrer">
              {t`Visit Website`}
              <span className="sr-only">{' '}<Trans>(opens in a new tab)</Trans></span>
            </a>
          )}
        </div>
      </header>

      <AvailabilityDetails availability={facility.availability} />
      {forms && <RequestInformation facility={facility} forms={forms} />}

      {facility.description && (
        <section aria-labelledby="facility-about">
          <h2 id="facility-about"><Trans>
            About{' '}
            <span lang={english}>{asText(facility.name)}</span>
          </Trans></h2>
          <p className="facility-main__description" lang={english}>
            {facility.description}
          </p>
        </section>
      )}
      <ListSection id="facility-treatment" title={t`Treatment Types`} items={facility.treatmentTypes} />
      <ListSection id="facility-specializations" title={t`Specializations`} items={facility.specializations} />
      <ListSection id="facility-features" title={t`Features & Amenities`} items={facility.features} />
      <ListSection id="facility-insurance" title={t`Insurance Accepted`} items={facility.insurance} />
      <ListSection id="facility-accreditation" title={t`Accreditation`} items={facility.accreditation} />
      <FacilityServices groups={services} />
      {reviews && <FacilityReviews facility={facility} reviews={reviews.page} view={reviews.view} reported={reviews.reported} />}
      {verification ? (
        <FacilityVerification verification={verification} updatedAt={facility.lastVerified} />
      ) : (
        updated && <p className="facility-main__verified">{t`Listing updated ${{ date: updated }}`}</p>
      )}
      {forms && <ReportProblem facility={facility} forms={forms} />}
    </article>
  );
}

function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  const { term } = useT();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="facility-main__list">
      <h2 id={id}>{title}</h2>
      <TermList items={items} term={term} />
    </section>
  );
}

import { useLingui, Trans } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { useLocalizedHref } from '../../lib/i18n/i18n-context';
import { paths } from '../../config/paths';
import { telHref } from '../../lib/format';
import './facility-summary-card.css';
import { asText } from '../../lib/i18n/as-text';

/** The fields a compact card needs; every facility record of the API has them. */
export interface FacilitySummary {
  id: number;
  name: string;
  city: string;
  state: string;
  rating: number | null;
  reviews: number;
  treatmentTypes: string[];
  phone: string;
}

/**
 * A short facility card for lists that are not search results (home page featured centers, a
 * state's top centers): name, place, rating, three treatment types and a call button.
 */
export function FacilitySummaryCard({ facility, headingLevel = 3 }: { facility: FacilitySummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const extra = facility.treatmentTypes.length - 3;
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <article className="summary-card">
      <Heading className="summary-card__name">
        <Link to={href(paths.facility.getHref(facility.id))} lang="en">
          {facility.name}
        </Link>
      </Heading>
      <p className="summary-card__place">
        {facility.city}, {facility.state}
      </p>
      {facility.rating === null || facility.reviews === 0 ? (
        <p className="summary-card__rating">{t`No reviews yet`}</p>
      ) : (
        <p className="summary-card__rating">
          <span className="summary-card__star" aria-hidden="true">
            ★
          </span>{' '}
          {facility.rating.toFixed(1)}
          <span className="sr-only">{' '}<Trans>out of 5</Trans></span> ({t`${plural({ count: facility.reviews }, { one: '# review', other: '# reviews' })}`})
        </p>
      )}
      {facility.treatmentTypes.length > 0 && (
        <ul className="tag-list" aria-label={t`Treatment types`}>
          {facility.treatmentTypes.slice(0, 3).map((type) => (
            <li key={type} lang="en">
              {type}
            </li>
          ))}
          {extra > 0 && <li>{t`+${{ count: extra }} more`}</li>}
        </ul>
      )}
      {facility.phone && (
        <a className="button button--secondary summary-card__call" href={telHref(facility.phone)}>
          {t`Call`}
          <span className="sr-only">{' '}<Trans>{asText(facility.name)} at</Trans></span> {facility.phone}
        </a>
      )}
    </article>
  );
}

/** Summary cards in the shared grid (home's featured centers, a state's and a city's top centers). */
export function FacilitySummaryGrid({ facilities }: { facilities: readonly FacilitySummary[] }) {
  return (
    <ul className="summary-card-grid">
      {facilities.map((facility) => (
        <li key={facility.id}>
          <FacilitySummaryCard facility={facility} />
        </li>
      ))}
    </ul>
  );
}

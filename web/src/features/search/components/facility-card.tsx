import { useLingui, Trans } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { AvailabilityNote } from '../../../components/availability/availability-note';
import { paths } from '../../../config/paths';
import { telHref } from '../../../lib/format';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { SearchFacility } from '../api/search-facilities';
import { asText } from '../../../lib/i18n/as-text';
import { askedFirst } from '../utils/asked';

const NONE: ReadonlySet<string> = new Set();

/**
 * A search result (product spec §2: at most 3 treatment types, 2 specializations, 2 features, 3
 * insurers), what the visitor asked for (`asked`) first in each list.
 */
export function FacilityCard({ facility, asked = NONE }: { facility: SearchFacility; asked?: ReadonlySet<string> }) {
  const { t } = useLingui();
  const { date, term, locale } = useT();
  const href = useLocalizedHref();
  // When the listing last changed (approved, imported or corrected): not a check by our team.
  const updated = facility.lastVerified ? date(facility.lastVerified) : null;
  // What the facility wrote is shown as written: in English, on a Spanish page too.
  const english = locale === 'en' ? undefined : 'en';
  return (
    <article className="facility-card">
      <h3 className="facility-card__name">
        <Link to={href(paths.facility.getHref(facility.id))} lang={english}>
          {facility.name}
        </Link>
      </h3>
      {'named' in facility && facility.named && <p className="facility-card__named">{t`Matches the name you searched for`}</p>}
      <p className="facility-card__place">
        {facility.city}, {facility.state}
        {facility.distance !== undefined && (
          <>
            {' · '}
            <span className="facility-card__distance">{facility.distance.toFixed(1)} mi</span>
          </>
        )}
      </p>
      <Rating rating={facility.rating} reviews={facility.reviews} />
      <AvailabilityNote availability={facility.availability} />
      <Tags label={t`Treatment types`} items={askedFirst(facility.treatmentTypes, asked)} max={3} />
      <Tags label={t`Specializations`} items={askedFirst(facility.specializations, asked)} max={2} />
      <Tags label={t`Features`} items={facility.features} max={2} quiet />
      {facility.insurance.length > 0 && (
        <p className="facility-card__insurance">
          <span className="facility-card__label">{t`Insurance:`}</span>{' '}
          {askedFirst(facility.insurance, asked).slice(0, 3).map((name, i) => {
            const shown = term(name);
            return (
              <span key={name} lang={shown.lang}>
                {i > 0 && ', '}
                {shown.text}
              </span>
            );
          })}
          {facility.insurance.length > 3 && ` ${t`+${{ count: facility.insurance.length - 3 }} more`}`}
        </p>
      )}
      <div className="facility-card__footer">
        {facility.phone && (
          <a className="button button--primary facility-card__call" href={telHref(facility.phone)}>
            {t`Call`}
            <span className="sr-only">{' '}<Trans>{asText(facility.name)} at</Trans></span> {facility.phone}
          </a>
        )}
        {updated && <p className="facility-card__verified">{t`Listing updated ${{ date: updated }}`}</p>}
      </div>
    </article>
  );
}

function Rating({ rating, reviews }: { rating: number | null; reviews: number }) {
  const { t } = useLingui();
  if (rating === null || reviews === 0) return <p className="rating rating--none">{t`No reviews yet`}</p>;
  return (
    <p className="rating">
      <span className="rating__star" aria-hidden="true">
        ★
      </span>{' '}
      {rating.toFixed(1)}
      <span className="sr-only">{' '}<Trans>out of 5</Trans></span>{' '}
      <span className="rating__reviews">{`(${t`${plural(reviews, { one: '# review', other: '# reviews' })}`})`}</span>
    </p>
  );
}

function Tags({ label, items, max, quiet }: { label: string; items: string[]; max: number; quiet?: boolean }) {
  const { t } = useLingui();
  const { term } = useT();
  if (items.length === 0) return null;
  const extra = items.length - max;
  return (
    <ul className={quiet ? 'tag-list tag-list--quiet' : 'tag-list'} aria-label={label}>
      {items.slice(0, max).map((item) => {
        const shown = term(item);
        return (
          <li key={item} lang={shown.lang}>
            {shown.text}
          </li>
        );
      })}
      {extra > 0 && <li className="tag-list__more">{t`+${{ count: extra }} more`}</li>}
    </ul>
  );
}

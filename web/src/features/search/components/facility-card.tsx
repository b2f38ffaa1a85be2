import { Link } from 'react-router-dom';
import { AvailabilityNote } from '../../../components/availability/availability-note';
import { paths } from '../../../config/paths';
import { formatLongDate, telHref } from '../../../lib/format';
import type { SearchFacility } from '../api/search-facilities';

/** A search result (product spec §2: at most 3 treatment types, 2 specializations, 2 features, 3 insurers). */
export function FacilityCard({ facility }: { facility: SearchFacility }) {
  const verified = formatLongDate(facility.lastVerified);
  return (
    <article className="facility-card">
      <h3 className="facility-card__name">
        <Link to={paths.facility.getHref(facility.id)}>{facility.name}</Link>
      </h3>
      {'named' in facility && facility.named && <p className="facility-card__named">Matches the name you searched for</p>}
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
      <Tags label="Treatment types" items={facility.treatmentTypes} max={3} />
      <Tags label="Specializations" items={facility.specializations} max={2} />
      <Tags label="Features" items={facility.features} max={2} quiet />
      {facility.insurance.length > 0 && (
        <p className="facility-card__insurance">
          <span className="facility-card__label">Insurance:</span> {facility.insurance.slice(0, 3).join(', ')}
          {facility.insurance.length > 3 && ` +${facility.insurance.length - 3} more`}
        </p>
      )}
      <div className="facility-card__footer">
        {facility.phone && (
          <a className="button button--primary facility-card__call" href={telHref(facility.phone)}>
            Call<span className="sr-only"> {facility.name} at</span> {facility.phone}
          </a>
        )}
        {verified && <p className="facility-card__verified">Last verified {verified}</p>}
      </div>
    </article>
  );
}

function Rating({ rating, reviews }: { rating: number | null; reviews: number }) {
  if (rating === null) return <p className="rating rating--none">No ratings yet</p>;
  return (
    <p className="rating">
      <span className="rating__star" aria-hidden="true">
        ★
      </span>{' '}
      {rating.toFixed(1)}
      <span className="sr-only"> out of 5</span>{' '}
      <span className="rating__reviews">
        ({reviews.toLocaleString('en-US')} {reviews === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}

function Tags({ label, items, max, quiet }: { label: string; items: string[]; max: number; quiet?: boolean }) {
  if (items.length === 0) return null;
  const extra = items.length - max;
  return (
    <ul className={quiet ? 'tag-list tag-list--quiet' : 'tag-list'} aria-label={label}>
      {items.slice(0, max).map((item) => (
        <li key={item}>{item}</li>
      ))}
      {extra > 0 && <li className="tag-list__more">+{extra} more</li>}
    </ul>
  );
}

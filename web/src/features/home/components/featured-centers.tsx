import { Link } from 'react-router-dom';
import { FacilitySummaryCard } from '../../../components/facility-summary-card/facility-summary-card';
import { paths } from '../../../config/paths';
import { useFeaturedFacilities } from '../api/get-featured';

/** Three well-rated, accredited, recently verified centers (chosen by the API). */
export function FeaturedCenters() {
  const facilities = useFeaturedFacilities();
  if (facilities?.length === 0) return null;
  return (
    <section className="container home-section" aria-labelledby="featured-heading">
      <h2 id="featured-heading">Featured treatment centers</h2>
      <p className="home-section__lead">Highly rated, accredited centers whose listings were verified in the past year.</p>
      {facilities === null ? (
        <p role="status">Loading featured centers…</p>
      ) : (
        <ul className="summary-card-grid">
          {facilities.map((facility) => (
            <li key={facility.id}>
              <FacilitySummaryCard facility={facility} />
            </li>
          ))}
        </ul>
      )}
      <p className="home-section__more">
        <Link to={paths.search.getHref()}>Browse all treatment centers</Link>
      </p>
    </section>
  );
}

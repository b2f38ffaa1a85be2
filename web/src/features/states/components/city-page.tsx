import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from 'react-router-dom';
import { asApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { FacilitySummaryGrid } from '../../../components/facility-summary-card/facility-summary-card';
import { describe, titled, type HeadOf } from '../../../app/head';
import { breadcrumbJsonLd, itemListJsonLd } from '../../../lib/structured-data';
import { cityLoader, type CityPageData } from '../api/get-city-page';
import { PlaceCrumbs } from './place-crumbs';
import './state-page.css';
import './city-page.css';

export { cityLoader as loader };

const placeOf = (city: CityPageData['city']) => `${city.name}, ${city.state}`;

export const head: HeadOf<typeof cityLoader> = ({ data, siteUrl }) => {
  if (!data) return { title: titled('City Not Found'), description: describe(null), noindex: true };
  const { city, facilities, total } = data;
  const path = paths.city.getHref(city.state, city.slug);
  const statePath = paths.state.getHref(city.state);
  return {
    title: titled(`Addiction Treatment Centers in ${placeOf(city)}`),
    description: `${total} addiction treatment centers in ${city.name}, ${city.stateName}: detox, inpatient, outpatient and more, with ratings, insurance and contact details.`,
    canonicalPath: path,
    jsonLd: [
      breadcrumbJsonLd([
        ['Home', `${siteUrl}/`],
        ['States', `${siteUrl}${paths.states.getHref()}`],
        [city.stateName, siteUrl + statePath],
        [city.name, siteUrl + path],
      ]),
      itemListJsonLd(
        `Addiction treatment centers in ${placeOf(city)}`,
        facilities.map((f) => ({ url: `${siteUrl}${paths.facility.getHref(f.id)}`, name: f.name })),
      ),
    ],
  };
};

function CityPage() {
  const { city, facilities, total, counts, nearby } = useLoaderData<typeof cityLoader>();
  const searchHref = paths.search.getHref(new URLSearchParams({ q: placeOf(city) }).toString());
  return (
    <>
      <section className="page-hero state-hero" aria-labelledby="city-heading">
        <div className="container">
          <PlaceCrumbs trail={[[city.stateName, paths.state.getHref(city.state)]]} current={city.name} />
          <h1 id="city-heading">Addiction Treatment Centers in {placeOf(city)}</h1>
          <p className="page-hero__lead">
            {total} treatment centers in {city.name}, {city.stateName}: detox, inpatient and outpatient programs, and the
            insurance they take.
          </p>
        </div>
      </section>

      <div className="container state-page">
        <section aria-labelledby="city-facilities-heading">
          <h2 id="city-facilities-heading">Top-rated centers in {city.name}</h2>
          <FacilitySummaryGrid facilities={facilities} />
          <p className="state-facilities__all">
            <Link className="button button--primary" to={searchHref}>
              Search near {city.name}
            </Link>
          </p>
        </section>

        <div className="city-counts">
          <CountList id="city-treatment-heading" title="By treatment type" items={counts.treatment_types} />
          <CountList id="city-insurance-heading" title="By insurance accepted" items={counts.insurance} />
        </div>

        <nav className="city-links" aria-labelledby="city-nearby-heading">
          <h2 id="city-nearby-heading">Nearby cities</h2>
          {nearby.length === 0 ? (
            <p>No other city near {city.name} has a page yet.</p>
          ) : (
            <ul>
              {nearby.map((other) => (
                <li key={`${other.state}/${other.slug}`}>
                  <Link to={paths.city.getHref(other.state, other.slug)}>
                    {other.name}, {other.state}
                  </Link>{' '}
                  <span className="city-links__count">
                    ({other.count} centers, {other.miles} mi)
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={paths.state.getHref(city.state)}>All treatment centers in {city.stateName}</Link>
          </p>
        </nav>
      </div>
    </>
  );
}

function CountList({ id, title, items }: { id: string; title: string; items: CityPageData['counts']['insurance'] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p>None listed yet.</p>
      ) : (
        <ul className="city-counts__list">
          {items.map((item) => (
            <li key={item.value}>
              {item.name} <span className="city-counts__count">{item.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A city without a page is a 404 that points to its state; any other failure says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { stateCode = '' } = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container page-message">
      <h1>{notFound ? 'City Not Found' : 'City page unavailable'}</h1>
      <p>
        {notFound
          ? 'We have no page for that city: it has fewer than three listed treatment centers, or no city of that name is in this state.'
          : `We could not load this city’s treatment centers right now (${asApiError(error).message}).`}
      </p>
      <p>
        <Link className="button button--primary" to={paths.state.getHref(stateCode)}>
          Browse the state’s centers
        </Link>
      </p>
    </div>
  );
}

export { CityPage as Component };

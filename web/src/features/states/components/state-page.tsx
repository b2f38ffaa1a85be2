import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from 'react-router-dom';
import { shownInState } from '../../../../../worker/seo/page-renderer';
import { asApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { CRISIS_LINE } from '../../../config/site';
import { FacilitySummaryGrid } from '../../../components/facility-summary-card/facility-summary-card';
import { describe, titled, type HeadOf } from '../../../app/head';
import { breadcrumbJsonLd, itemListJsonLd } from '../../../lib/structured-data';
import { useSiteConfig } from '../../../lib/reference-data';
import { useInAppLinks } from '../../../lib/in-app-links';
import { stateLoader, type StateFacilities } from '../api/get-state-facilities';
import { PlaceCrumbs } from './place-crumbs';
import { ShareLinkButton } from './share-link-button';
import { StateResources } from './state-resources';
import { StateStats } from './state-stats';
import './state-page.css';

export { stateLoader as loader };

export const head: HeadOf<typeof stateLoader> = ({ data, siteUrl }) => {
  if (!data) return { title: titled('State Not Found'), description: describe(null), noindex: true };
  const { state, facilities } = data;
  // One canonical address per state, whatever form of its name was used.
  const path = paths.state.getHref(state.code);
  return {
    title: titled(`Addiction Treatment Centers in ${state.name}`),
    description: `Find addiction treatment centers in ${state.name}: detox, inpatient, outpatient and more, with ratings, insurance and contact details.`,
    canonicalPath: path,
    jsonLd: [
      breadcrumbJsonLd([
        ['Home', `${siteUrl}/`],
        ['States', `${siteUrl}${paths.states.getHref()}`],
        [state.name, siteUrl + path],
      ]),
      itemListJsonLd(
        `Addiction treatment centers in ${state.name}`,
        shownInState(facilities).map((f) => ({ url: `${siteUrl}${paths.facility.getHref(f.id)}`, name: f.name })),
      ),
    ],
  };
};

function StatePage() {
  const data = useLoaderData<typeof stateLoader>();
  return <StateContent data={data} heading={`Addiction Treatment Centers in ${data.state.name}`} />;
}

/** An unknown state is a 404; any other failure still shows the page (spec §4/§8), without centers. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { stateCode = '' } = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) return <StateContent data={null} heading="Addiction Treatment Centers" error={asApiError(error).message} />;
  return (
    <div className="container page-message">
      <h1>State Not Found</h1>
      <p>We could not find a US state or territory called “{stateCode}”. Choose your state from the list instead.</p>
      <p>
        <Link className="button button--primary" to={paths.states.getHref()}>
          Browse all states
        </Link>
      </p>
    </div>
  );
}

function StateContent({ data, heading, error }: { data: StateFacilities | null; heading: string; error?: string }) {
  const config = useSiteConfig();
  const state = data?.state ?? null;
  const total = data?.total ?? 0;
  const facilities = shownInState(data?.facilities ?? []);
  const followInApp = useInAppLinks();

  return (
    <>
      <section className="page-hero state-hero" aria-labelledby="state-heading">
        <div className="container">
          <PlaceCrumbs trail={[]} current={state?.name ?? 'State'} />
          <h1 id="state-heading">{heading}</h1>
          <p className="page-hero__lead">
            {state
              ? `Find addiction treatment in ${state.name}: detox, inpatient and outpatient programs, and help choosing the right one.`
              : 'Find addiction treatment near you, and help choosing the right program.'}
          </p>
          <div className="state-hero__actions">
            {config && (
              <a className="button button--help" href={config.helpline.tel}>
                Call 24/7 Helpline <span className="nowrap">{config.helpline.display}</span>
              </a>
            )}
            <a className="button button--on-dark" href={CRISIS_LINE.tel}>
              In crisis? Call or text {CRISIS_LINE.display}
            </a>
          </div>
          {config && <p className="state-hero__note">Our helpline is answered by {config.helplineAnsweredBy}.</p>}
        </div>
      </section>

      <div className="container state-page">
        {error && (
          <p className="state-page__error" role="alert">
            We could not load this state’s treatment centers right now ({error}). Please try again later, or call
            the helpline for help finding a center.
          </p>
        )}
        <StateStats facilities={total} population={state?.population ?? null} stateName={state?.name ?? null} />

        <section className="state-facilities" aria-labelledby="state-facilities-heading">
          <div className="state-facilities__head">
            <h2 id="state-facilities-heading">
              {facilities.length > 0 ? 'Top-rated centers' : 'Treatment centers'}
              {state ? ` in ${state.name}` : ''}
            </h2>
            {state && <ShareLinkButton stateName={state.name} />}
          </div>
          {facilities.length === 0 ? (
            <div className="state-facilities__empty">
              <p className="state-facilities__empty-title">No facilities listed yet</p>
              <p>
                We don’t list any treatment centers {state ? `in ${state.name}` : 'here'} yet. Our helpline can help
                you find treatment nearby or in a neighboring state.
              </p>
              {config && (
                <a className="button button--primary" href={config.helpline.tel}>
                  Call {config.helpline.display}
                </a>
              )}
            </div>
          ) : (
            <>
              <FacilitySummaryGrid facilities={facilities} />
              {state && (
                <p className="state-facilities__all">
                  <Link
                    className="button button--primary"
                    to={paths.search.getHref(new URLSearchParams({ state: state.code }).toString())}
                  >
                    View All {total.toLocaleString('en-US')} Facilities
                  </Link>
                </p>
              )}
            </>
          )}
        </section>

        {state && data && data.cities.length > 0 && (
          // Hundreds of links in a large state: plain anchors, one click handler (useInAppLinks).
          <nav className="city-links" aria-labelledby="state-cities-heading" onClick={followInApp}>
            <h2 id="state-cities-heading">Cities in {state.name}</h2>
            <ul className="state-cities">
              {data.cities.map((city) => (
                <li key={city.slug}>
                  <a href={paths.city.getHref(city.state, city.slug)}>{city.name}</a>{' '}
                  <span className="city-links__count">{`(${city.count})`}</span>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <StateResources />

        <section className="state-cta" aria-labelledby="state-cta-heading">
          <h2 id="state-cta-heading">Not sure which center is right?</h2>
          <p>
            Tell us a little about what you need and a treatment coordinator will contact you, free and in
            confidence.
          </p>
          <div className="state-cta__actions">
            <Link className="button button--primary" to={paths.getHelp.getHref()}>
              Get Help Now
            </Link>
            <Link className="button button--secondary" to={paths.states.getHref()}>
              Browse other states
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

export { StatePage as Component };

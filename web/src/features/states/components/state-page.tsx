import { t as translate } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from 'react-router-dom';
import { shownInState } from '../../../../../worker/seo/page-renderer';
import { asApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { CRISIS_LINE } from '../../../config/site';
import { FacilitySummaryGrid } from '../../../components/facility-summary-card/facility-summary-card';
import { describe, titled, type HeadOf } from '../../../app/head';
import { breadcrumbJsonLd, itemListJsonLd } from '../../../lib/structured-data';
import { useSiteConfig } from '../../../lib/reference-data';
import { StaticHtml } from '../../../components/static-part/static-part';
import { stateLoader, type StateFacilities } from '../api/get-state-facilities';
import { PlaceCrumbs } from './place-crumbs';
import { ShareLinkButton } from './share-link-button';
import { StateResources } from './state-resources';
import { StateStats } from './state-stats';
import { localizedPath, useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { INTL_TAG } from '../../../lib/i18n/locales';
import './state-page.css';

export { stateLoader as loader };

export const head: HeadOf<typeof stateLoader> = ({ data, siteUrl, t }) => {
  if (!data) return { title: titled(translate(t.i18n)`State Not Found`), description: describe(null), noindex: true };
  const { state, facilities } = data;
  const place = t.term(state.name).text;
  const local = (path: string) => `${siteUrl}${localizedPath(t.locale, path)}`;
  // One canonical address per state, whatever form of its name was used.
  const path = paths.state.getHref(state.code);
  const list = itemListJsonLd(
    translate(t.i18n)`Addiction treatment centers in ${place}`,
    shownInState(facilities).map((f) => ({ url: local(paths.facility.getHref(f.id)), name: f.name })),
  );
  return {
    title: titled(translate(t.i18n)`Addiction Treatment Centers in ${place}`),
    description: translate(t.i18n)`Find addiction treatment centers in ${place}: detox, inpatient, outpatient and more, with ratings, insurance and contact details.`,
    canonicalPath: path,
    jsonLd: [
      breadcrumbJsonLd([
        [translate(t.i18n)`Home`, local('/')],
        [translate(t.i18n)`States`, local(paths.states.getHref())],
        [place, local(path)],
      ]),
      t.locale === 'en' ? list : { ...list, inLanguage: INTL_TAG[t.locale] },
    ],
  };
};

function StatePage() {
  const data = useLoaderData<typeof stateLoader>();
  const { t } = useLingui();
  const { term } = useT();
  return <StateContent data={data} heading={t`Addiction Treatment Centers in ${{ place: term(data.state.name).text }}`} />;
}

/** An unknown state is a 404; any other failure still shows the page (spec §4/§8), without centers. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { stateCode = '' } = useParams();
  const { t } = useLingui();
  const { maybe } = useT();
  const href = useLocalizedHref();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) return <StateContent data={null} heading={t`Addiction Treatment Centers`} error={maybe(asApiError(error).message)} />;
  return (
    <div className="container page-message">
      <h1>{t`State Not Found`}</h1>
      <p>{t`We could not find a US state or territory called “${{ name: stateCode }}”. Choose your state from the list instead.`}</p>
      <p>
        <Link className="button button--primary" to={href(paths.states.getHref())}>
          {t`Browse all states`}
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
  const { t } = useLingui();
  const { term, number, locale } = useT();
  const href = useLocalizedHref();
  const name = state ? term(state.name) : null;
  const place = name?.text ?? '';

  return (
    <>
      <section className="page-hero state-hero" aria-labelledby="state-heading">
        <div className="container">
          <PlaceCrumbs trail={[]} current={name ?? { text: t`State` }} />
          <h1 id="state-heading">{heading}</h1>
          <p className="page-hero__lead">
            {state
              ? t`Find addiction treatment in ${place}: detox, inpatient and outpatient programs, and help choosing the right one.`
              : t`Find addiction treatment near you, and help choosing the right program.`}
          </p>
          <div className="state-hero__actions">
            {config && (
              <a className="button button--help" href={config.helpline.tel}><Trans>
                Call 24/7 Helpline{' '}
                <span className="nowrap">{config.helpline.display}</span>
              </Trans></a>
            )}
            <a className="button button--on-dark" href={CRISIS_LINE.tel}>
              {t`In crisis? Call or text ${{ number: CRISIS_LINE.display }}`}
            </a>
          </div>
          {config && <p className="state-hero__note">{t`Our helpline is answered by ${{ who: config.helplineAnsweredBy }}.`}</p>}
        </div>
      </section>

      <div className="container state-page">
        {error && (
          <p className="state-page__error" role="alert">
            {t`We could not load this state’s treatment centers right now (${{ message: error }}). Please try again later, or call the helpline for help finding a center.`}
          </p>
        )}
        <StateStats facilities={total} population={state?.population ?? null} stateName={state ? place : null} />

        <section className="state-facilities" aria-labelledby="state-facilities-heading">
          <div className="state-facilities__head">
            <h2 id="state-facilities-heading">
              {/* Without its state (it failed to load) the page has no centers either. */}
              {!state ? t`Treatment centers` : facilities.length > 0 ? t`Top-rated centers in ${place}` : t`Treatment centers in ${place}`}
            </h2>
            {state && <ShareLinkButton stateName={place} />}
          </div>
          {facilities.length === 0 ? (
            <div className="state-facilities__empty">
              <p className="state-facilities__empty-title">{t`No facilities listed yet`}</p>
              <p>
                {state
                  ? t`We don’t list any treatment centers in ${place} yet. Our helpline can help you find treatment nearby or in a neighboring state.`
                  : t`We don’t list any treatment centers here yet. Our helpline can help you find treatment nearby or in a neighboring state.`}
              </p>
              {config && (
                <a className="button button--primary" href={config.helpline.tel}>
                  {t`Call ${{ number: config.helpline.display }}`}
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
                    to={href(paths.search.getHref(new URLSearchParams({ state: state.code }).toString()))}
                  >
                    {t`View All ${{ count: number(total) }} Facilities`}
                  </Link>
                </p>
              )}
            </>
          )}
        </section>

        {/* Hundreds of links in a large state: a static part, with plain anchors. */}
        <StaticHtml name="state-cities">
          {state && data?.cities && data.cities.length > 0 && (
            <nav className="city-links" aria-labelledby="state-cities-heading">
              <h2 id="state-cities-heading">{t`Cities in ${place}`}</h2>
              <ul className="state-cities">
                {data.cities.map((city) => (
                  <li key={city.slug}>
                    <a href={href(paths.city.getHref(city.state, city.slug))} lang={locale === 'en' ? undefined : 'en'}>
                      {city.name}
                    </a>{' '}
                    <span className="city-links__count">{`(${city.count})`}</span>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </StaticHtml>

        <StateResources />

        <section className="state-cta" aria-labelledby="state-cta-heading">
          <h2 id="state-cta-heading">{t`Not sure which center is right?`}</h2>
          <p>
            {t`Tell us a little about what you need and a treatment coordinator will contact you, free and in confidence.`}
          </p>
          <div className="state-cta__actions">
            <Link className="button button--primary" to={href(paths.getHelp.getHref())}>
              {t`Get Help Now`}
            </Link>
            <Link className="button button--secondary" to={href(paths.states.getHref())}>
              {t`Browse other states`}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

export { StatePage as Component };

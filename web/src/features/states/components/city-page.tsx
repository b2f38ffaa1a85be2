import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from 'react-router-dom';
import { asApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { FacilitySummaryGrid } from '../../../components/facility-summary-card/facility-summary-card';
import { describe, titled, type HeadOf } from '../../../app/head';
import { breadcrumbJsonLd, itemListJsonLd } from '../../../lib/structured-data';
import { cityLoader, type CityPageData } from '../api/get-city-page';
import { PlaceCrumbs } from './place-crumbs';
import { localizedPath, useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { INTL_TAG } from '../../../lib/i18n/locales';
import type { Translator } from '../../../lib/i18n/translator';
import './state-page.css';
import './city-page.css';

export { cityLoader as loader };

const placeOf = (city: CityPageData['city']) => `${city.name}, ${city.state}`;

/** "Austin, Texas": the city as written, its state in the page's language. */
const cityIn = (t: Translator, city: CityPageData['city']) => `${city.name}, ${t.term(city.stateName).text}`;

export const head: HeadOf<typeof cityLoader> = ({ data, siteUrl, t }) => {
  if (!data) return { title: titled(translate(t.i18n)`City Not Found`), description: describe(null), noindex: true };
  const { city, facilities, total } = data;
  const local = (path: string) => `${siteUrl}${localizedPath(t.locale, path)}`;
  const path = paths.city.getHref(city.state, city.slug);
  const statePath = paths.state.getHref(city.state);
  const list = itemListJsonLd(
    translate(t.i18n)`Addiction treatment centers in ${{ place: placeOf(city) }}`,
    facilities.map((f) => ({ url: local(paths.facility.getHref(f.id)), name: f.name })),
  );
  return {
    title: titled(translate(t.i18n)`Addiction Treatment Centers in ${{ place: placeOf(city) }}`),
    description: translate(t.i18n)`${{ count: t.number(total) }} addiction treatment centers in ${{ place: cityIn(t, city) }}: detox, inpatient, outpatient and more, with ratings, insurance and contact details.`,
    canonicalPath: path,
    jsonLd: [
      breadcrumbJsonLd([
        [translate(t.i18n)`Home`, local('/')],
        [translate(t.i18n)`States`, local(paths.states.getHref())],
        [t.term(city.stateName).text, local(statePath)],
        [city.name, local(path)],
      ]),
      t.locale === 'en' ? list : { ...list, inLanguage: INTL_TAG[t.locale] },
    ],
  };
};

function CityPage() {
  const { city, facilities, total, counts, nearby } = useLoaderData<typeof cityLoader>();
  const translator = useT();
  const { t } = useLingui();
  const { term, number } = translator;
  const href = useLocalizedHref();
  const searchHref = href(paths.search.getHref(new URLSearchParams({ q: placeOf(city) }).toString()));
  // A city's name is as the listings write it (English) on a Spanish page.
  const asWritten = translator.locale === 'en' ? undefined : 'en';
  return (
    <>
      <section className="page-hero state-hero" aria-labelledby="city-heading">
        <div className="container">
          <PlaceCrumbs trail={[[term(city.stateName), paths.state.getHref(city.state)]]} current={{ text: city.name, lang: asWritten }} />
          <h1 id="city-heading">{t`Addiction Treatment Centers in ${{ place: placeOf(city) }}`}</h1>
          <p className="page-hero__lead">
            {t`${{ count: number(total) }} treatment centers in ${{ place: cityIn(translator, city) }}: detox, inpatient and outpatient programs, and the insurance they take.`}
          </p>
        </div>
      </section>

      <div className="container state-page">
        <section aria-labelledby="city-facilities-heading">
          <h2 id="city-facilities-heading">{t`Top-rated centers in ${{ place: city.name }}`}</h2>
          <FacilitySummaryGrid facilities={facilities} />
          <p className="state-facilities__all">
            <Link className="button button--primary" to={searchHref}>
              {t`Search near ${{ place: city.name }}`}
            </Link>
          </p>
        </section>

        <div className="city-counts">
          <CountList id="city-treatment-heading" title={t`By treatment type`} items={counts.treatment_types} />
          <CountList id="city-insurance-heading" title={t`By insurance accepted`} items={counts.insurance} />
        </div>

        <nav className="city-links" aria-labelledby="city-nearby-heading">
          <h2 id="city-nearby-heading">{t`Nearby cities`}</h2>
          {nearby.length === 0 ? (
            <p>{t`No other city near ${{ place: city.name }} has a page yet.`}</p>
          ) : (
            <ul>
              {nearby.map((other) => (
                <li key={`${other.state}/${other.slug}`}>
                  <Link to={href(paths.city.getHref(other.state, other.slug))} lang={asWritten}>
                    {other.name}, {other.state}
                  </Link>{' '}
                  <span className="city-links__count">
                    {t`(${{ count: number(other.count) }} centers, ${{ miles: number(other.miles) }} mi)`}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={href(paths.state.getHref(city.state))}>{t`All treatment centers in ${{ place: term(city.stateName).text }}`}</Link>
          </p>
        </nav>
      </div>
    </>
  );
}

function CountList({ id, title, items }: { id: string; title: string; items: CityPageData['counts']['insurance'] }) {
  const { t } = useLingui();
  const { term, number } = useT();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p>{t`None listed yet.`}</p>
      ) : (
        <ul className="city-counts__list">
          {items.map((item) => {
            const name = term(item.name);
            return (
              <li key={item.value}>
                {name.lang ? <span lang={name.lang}>{name.text}</span> : name.text} <span className="city-counts__count">{number(item.count)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A city without a page is a 404 that points to its state; any other failure says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { stateCode = '' } = useParams();
  const { t } = useLingui();
  const { maybe } = useT();
  const href = useLocalizedHref();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container page-message">
      <h1>{notFound ? t`City Not Found` : t`City page unavailable`}</h1>
      <p>
        {notFound
          ? t`We have no page for that city: it has fewer than three listed treatment centers, or no city of that name is in this state.`
          : t`We could not load this city’s treatment centers right now (${{ message: maybe(asApiError(error).message) }}).`}
      </p>
      <p>
        <Link className="button button--primary" to={href(paths.state.getHref(stateCode))}>
          {t`Browse the state’s centers`}
        </Link>
      </p>
    </div>
  );
}

export { CityPage as Component };

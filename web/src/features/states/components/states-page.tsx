import { useLingui, Trans } from '@lingui/react/macro';
import { plural, msg } from '@lingui/core/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { asApiError } from '../../../lib/api-error';
import { loadStates, type StateSummary } from '../../../lib/reference-data';
import type { Term } from '../../../lib/i18n/translator';
import { TopStates } from './top-states';
import { UsMap } from './us-map';
import './states.css';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';

export const head = translatedHead(msg`Addiction Treatment Centers by State`, msg`Browse addiction treatment centers in the 50 states, the District of Columbia and the U.S. territories, with the number of listed centers in each.`);

export function loader({ context }: LoaderFunctionArgs) {
  return loadStates(context);
}

function StatesPage() {
  const states = useLoaderData<typeof loader>();
  return (
    <StatesFrame>
      <StatesBrowser states={states} />
    </StatesFrame>
  );
}

/** The list of states could not be loaded: the page says so, with a way to try again. */
export function ErrorBoundary() {
  const error = asApiError(useRouteError());
  const { t } = useLingui();
  const { maybe } = useT();
  return (
    <StatesFrame>
      <div className="page-error" role="alert">
        <h2>{t`We could not load the list of states`}</h2>
        <p>{t`There was an error loading the states: ${{ message: maybe(error.message) }}`}</p>
        <TryAgainButton />
      </div>
    </StatesFrame>
  );
}

function StatesFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <section className="page-hero" aria-labelledby="states-heading">
        <div className="container">
          <h1 id="states-heading">{t`Find Treatment Centers by State`}</h1>
          <p className="page-hero__lead">
            {t`Choose your state, or the state where you would like treatment, to see the addiction treatment centers listed there. The District of Columbia and the U.S. territories follow the 50 states.`}
          </p>
        </div>
      </section>
      <div className="container states-page">
        {children}
        <AboutStates />
      </div>
    </>
  );
}

function StatesBrowser({ states: listed }: { states: StateSummary[] }) {
  const { t } = useLingui();
  const { term } = useT();
  const [filter, setFilter] = useState('');
  // Each place under its name in the page's language: the one shown, and the one the filter reads.
  const places = useMemo(() => listed.map((place) => ({ ...place, shown: term(place.name) })), [listed, term]);
  // A fixed id: the skip link above the map points at it.
  const filterId = 'states-filter';
  const needle = filter.trim().toLowerCase();
  // The map, the top eight and the main list are the 50 states; DC and the territories follow them.
  const states = useMemo(() => places.filter((p) => p.kind === 'state'), [places]);
  const others = useMemo(() => places.filter((p) => p.kind !== 'state'), [places]);
  const shown = useMemo(() => (needle ? states.filter((s) => s.shown.text.toLowerCase().includes(needle)) : states), [states, needle]);
  const stateCount = t`${plural(shown.length, { one: '# state', other: '# states' })}`;
  const shownOthers = useMemo(
    () => (needle ? others.filter((s) => s.shown.text.toLowerCase().includes(needle)) : others),
    [others, needle],
  );

  return (
    <>
      <div className="states-overview">
        <section className="states-map" aria-labelledby="states-map-heading">
          <h2 id="states-map-heading">{t`Treatment centers across the country`}</h2>
          <a className="states-map__skip" href={`#${filterId}`}>
            {t`Skip the map to the list of states`}
          </a>
          <UsMap states={states} />
        </section>
        <TopStates states={states} />
      </div>

      <section className="states-list" aria-labelledby="states-count">
        <div className="states-list__filter">
          <label htmlFor={filterId}>{t`Filter states by name`}</label>
          <input
            id={filterId}
            type="search"
            value={filter}
            maxLength={40}
            autoComplete="off"
            placeholder={t`e.g. New York`}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
        <h2 id="states-count" className="states-list__count" aria-live="polite">
          {needle
            ? t`${{ states: stateCount }} matching “${{ filter: filter.trim() }}”`
            : t`All ${{ states: stateCount }}`}
        </h2>
        {shown.length === 0 && shownOthers.length === 0 ? (
          <div className="states-empty">
            <p className="states-empty__title">{t`No states found`}</p>
            <p>{t`Check the spelling, or show every state again.`}</p>
            <button type="button" className="button button--secondary" onClick={() => setFilter('')}>
              {t`Show all states`}
            </button>
          </div>
        ) : (
          shown.length > 0 && <PlaceCards places={shown} />
        )}
      </section>

      {shownOthers.length > 0 && (
        <section className="states-list" aria-labelledby="other-places-heading">
          <h2 id="other-places-heading" className="states-list__count">
            {t`DC and territories`}
          </h2>
          <PlaceCards places={shownOthers} />
        </section>
      )}
    </>
  );
}

function PlaceCards({ places }: { places: ReadonlyArray<StateSummary & { shown: Term }> }) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <ul className="state-cards">
      {places.map((place) => (
        <li key={place.code}>
          <Link className="state-card" to={href(paths.state.getHref(place.code))}>
            <span className="state-card__name" lang={place.shown.lang}>
              {place.shown.text}
            </span>
            <span className="state-card__count">{t`${plural({ count: place.facilities }, { one: '# facility', other: '# facilities' })}`}</span>
            <span className="state-card__code" aria-hidden="true">
              {place.code}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AboutStates() {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <section className="states-about" aria-labelledby="states-about-heading">
      <h2 id="states-about-heading">{t`Choosing where to get treatment`}</h2>
      <p>
        {t`Each state page lists the treatment centers we have published there, best rated first, with a link to search all of them by treatment type, specialization and insurance. The numbers are the listings in our directory, not every program in the state.`}
      </p>
      <p>
        {t`Many people get treatment close to home, where family can take part and aftercare is easier to arrange. Others travel for a program that fits their needs or has an opening sooner. State Medicaid plans usually cover treatment in your own state only, so check with your insurer before choosing a center elsewhere.`}
      </p>
      <p><Trans>
        Not sure where to start?{' '}
        <Link to={href(paths.getHelp.getHref())}>Get free, confidential help</Link>
        {' '}choosing a center, or{' '}
        <Link to={href(paths.search.getHref())}>search every listing</Link>.
      </Trans></p>
    </section>
  );
}

export { StatesPage as Component };

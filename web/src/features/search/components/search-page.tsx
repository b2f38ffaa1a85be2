import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { useLoaderData, useRouteError, useSearchParams } from 'react-router-dom';
import { translatedHead } from '../../../app/head';
import { asApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n-context';
import { prefixed } from '../../../lib/i18n/locales';
import { searchLoader, type FormField } from '../api/search-facilities';
import { translateFieldErrors } from '../utils/field-errors';
import { statusHeading, type PageOutcome } from '../utils/page-outcome';
import { relaxed } from '../utils/relax';
import { countFilters, DEFAULT_RADIUS, paramsExcept, readSearch, searchHref, type SearchState } from '../utils/search-params';
import { looksSpanish } from '../utils/spanish-query';
import { boxToggled, stateChosen, understoodControls, withUnderstood } from '../utils/understood';
import { ActiveFilters } from './active-filters';
import { FilterSidebar } from './filter-sidebar';
import { Results } from './results';
import { useResultsFocus } from './results-focus';
import { SearchForm } from './search-form';
import { useSearchNavigation } from './search-navigation';
import { SortSelect } from './sort-select';
import { SpanishOffer } from './spanish-offer';
import { UnderstoodNotes } from './understood-notes';
import './search.css';

export { searchLoader as loader };

export const head = translatedHead(msg`Find Treatment Centers`, msg`Search addiction treatment centers by name, city, treatment type, specialization, insurance and distance from a ZIP code.`);

export function Component() {
  const { search, outcome } = useLoaderData<typeof searchLoader>();
  return <SearchView search={search} outcome={outcome} />;
}

/** The search could not run (no answer, or the Worker failed): the page, with a way to try again. */
export function ErrorBoundary() {
  const error = asApiError(useRouteError());
  const [params] = useSearchParams();
  return <SearchView search={readSearch(params)} outcome={{ kind: 'failed', message: error.message }} />;
}

function SearchView({ search: shown, outcome }: { search: SearchState; outcome: PageOutcome }) {
  const translator = useT();
  const { t } = useLingui();
  const { search, pending, hrefOf, changed, change, changeHref } = useSearchNavigation(shown);
  const { headingRef, focusAfterSearch, focusNow, onPageFollow } = useResultsFocus(outcome);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const result = outcome.kind === 'done' ? outcome.result : null;
  const fieldErrors = outcome.kind === 'invalid' && !pending ? translateFieldErrors(translator, outcome.fieldErrors, outcome.said) : {};
  const fieldError = (Object.keys(fieldErrors) as FormField[])[0];
  // The controls show what the box understood; unticking a box it ticked takes its words out.
  const controls = understoodControls(pending ? null : result);
  const placeRadius = result && !pending ? result.place?.radius : undefined;
  // Within measures from the ZIP, a place the text names or, with neither, the visitor.
  const measuresFromText = Boolean(result?.place && result.place.kind !== 'near-me' && result.place.kind !== 'state');

  return (
    <div className="container search-page">
      <a className="skip-link skip-link--results" href="#results-heading">
        {t`Skip to results`}
      </a>
      <h1>{t`Find Treatment`}</h1>
      <SearchForm
        key={`${search.q}|${search.zip}|${search.radius}|${placeRadius}`}
        initial={{ q: search.q, zip: search.zip, radius: search.radius }}
        radiusInUse={search.radius ?? placeRadius ?? DEFAULT_RADIUS}
        fieldErrors={fieldErrors}
        keep={paramsExcept(changed({}), ['q', 'zip', 'radius'])}
        onSubmit={(values) => {
          focusAfterSearch();
          change({
            ...values,
            sort: !values.zip && !search.near && search.sort === 'distance' ? 'relevance' : search.sort,
          });
        }}
        onRadiusChange={(radius) => change({ radius, near: search.near || (!search.zip && !measuresFromText) })}
      />
      {translator.locale === 'en' && looksSpanish(shown.q) && <SpanishOffer to={prefixed('es', searchHref(shown))} />}
      <div className="search-layout">
        <FilterSidebar
          search={withUnderstood(search, controls)}
          facets={result?.facets ?? null}
          folded={result?.folded ?? []}
          pending={pending}
          activeCount={countFilters(search)}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          total={pending || !result ? null : result.total}
          onShowResults={() => {
            setFiltersOpen(false);
            focusNow();
          }}
          onStateChange={(state) => change(stateChosen(search, controls, result, state))}
          onAcceptingToggle={(accepting) => change({ accepting })}
          onListToggle={(list, id, checked) => change(boxToggled(search, controls, list, id, checked))}
        />
        <section className="search-results" aria-label={t`Results`} aria-busy={pending}>
          <div className="results-toolbar">
            <div role="status" className="results-toolbar__count">
              <h2 id="results-heading" ref={headingRef} tabIndex={-1}>
                {pending ? t`Searching for facilities…` : statusHeading(translator, outcome, fieldError)}
              </h2>
            </div>
            <SortSelect search={search} keep={paramsExcept(changed({}), ['sort'])} onChange={(sort) => change({ sort })} />
          </div>
          <ActiveFilters search={search} result={result} without={changeHref} />
          {result && !pending && <UnderstoodNotes result={result} search={search} />}
          <Results
            outcome={outcome}
            stale={pending}
            search={shown}
            pageHref={(page) => hrefOf({ ...shown, page })}
            onPageFollow={onPageFollow}
            relaxHref={(filter) => changeHref(relaxed(search, result, filter))}
          />
        </section>
      </div>
    </div>
  );
}

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { FilterChips } from '../../../components/filter-chips/filter-chips';
import { preventSubmit, QuietSubmit } from '../../../components/form-fields/quiet-submit';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { Link, useLoaderData, useNavigation, useRouteError, useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchResult } from '../../../lib/api';
import { paths } from '../../../config/paths';
import { asApiError } from '../../../lib/api-error';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { TextId, Translator } from '../../../lib/i18n/translator';
import { useSiteConfig } from '../../../lib/reference-data';
import { useHydrated } from '../../../lib/use-hydrated';
import { searchLoader, type FacetOption, type FormField, type SearchAnswer, type SearchOutcome } from '../api/search-facilities';
import { understoodBox, understoodControls, withUnderstood } from '../utils/understood';
import {
  countFilters,
  DEFAULT_RADIUS,
  FILTER_LISTS,
  PAGE_SIZE,
  paramsExcept,
  readSearch,
  searchHref,
  SORT_OPTIONS,
  type FilterList,
  type SearchState,
} from '../utils/search-params';
import { FacilityCard } from './facility-card';
import { FilterSidebar } from './filter-sidebar';
import { HiddenParams } from './hidden-params';
import { Pagination } from './pagination';
import { SearchForm } from './search-form';
import { SpanishOffer } from './spanish-offer';
import { looksSpanish } from '../utils/spanish-query';
import { prefixed } from '../../../lib/i18n/locales';
import './search.css';
import { translatedHead } from '../../../app/head';

export { searchLoader as loader };

export const head = translatedHead('Find Treatment Centers', 'Search addiction treatment centers by name, city, treatment type, specialization, insurance and distance from a ZIP code.');

/** What the page shows: the loader's outcome, or (its ErrorBoundary) a failure to search at all. */
type PageOutcome = SearchOutcome | { kind: 'failed'; message: string };

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
  const navigation = useNavigation();
  const navigate = useNavigate();
  const translator = useT();
  const { t } = translator;
  const href = useLocalizedHref();
  /** The address of a search, in the page's language. */
  const hrefOf = (search: SearchState) => href(searchHref(search));
  // While the next search loads, the controls already show it and the last results stay in view.
  const next = navigation.state === 'loading' && navigation.location.pathname === href(paths.search.path) ? navigation.location : null;
  const search = next ? readSearch(new URLSearchParams(next.search)) : shown;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a search from the form, focus goes to the results heading, so keyboard and screen reader
  // users land on what they asked for (not after filter clicks, which keep focus on the box).
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current || navigation.state !== 'idle') return;
    focusResults.current = false;
    headingRef.current?.focus();
  }, [navigation.state, outcome]);

  const result = outcome.kind === 'done' ? outcome.result : null;
  const fieldErrors = outcome.kind === 'invalid' && !next ? translateFieldErrors(translator, outcome.fieldErrors) : {};
  const fieldError = (Object.keys(fieldErrors) as FormField[])[0];

  // Every change is a new history entry that keeps the reader where they are; anything but paging
  // starts again at page 1, and new words are read afresh (spelling corrected again) unless the change
  // says otherwise. Links (chips, paging, suggestions) lead to the same addresses, so they work
  // before and without script; the controls that stay controls navigate here.
  const changed = (patch: Partial<SearchState>): SearchState => ({ ...search, page: 1, asTyped: false, ...patch });
  const change = (patch: Partial<SearchState>) => void navigate(hrefOf(changed(patch)), { preventScrollReset: true });
  const changeHref = (patch: Partial<SearchState>) => hrefOf(changed(patch));

  const chips = buildChips(translator, search, result, changeHref);
  // The controls show what the box understood; unticking a box it ticked takes its words out.
  const controls = understoodControls(next ? null : result);
  const visible = withUnderstood(search, controls);
  const placeRadius = result && !next ? result.place?.radius : undefined;
  // Within measures from the ZIP, a place the text names or, with neither, the visitor.
  const measuresFromText = Boolean(result?.place && result.place.kind !== 'near-me' && result.place.kind !== 'state');

  return (
    <div className="container search-page">
      <a className="skip-link skip-link--results" href="#results-heading">
        {t('Skip to results')}
      </a>
      <h1>{t('Find Treatment')}</h1>
      <SearchForm
        key={`${search.q}|${search.zip}|${search.radius}|${placeRadius}`}
        initial={{ q: search.q, zip: search.zip, radius: search.radius }}
        radiusInUse={search.radius ?? placeRadius ?? DEFAULT_RADIUS}
        fieldErrors={fieldErrors}
        keep={paramsExcept(changed({}), ['q', 'zip', 'radius'])}
        onSubmit={(values) => {
          focusResults.current = true;
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
          search={visible}
          facets={result?.facets ?? null}
          folded={result?.folded ?? []}
          pending={next !== null}
          activeCount={countFilters(search)}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          total={next || !result ? null : result.total}
          onShowResults={() => {
            setFiltersOpen(false);
            headingRef.current?.focus();
          }}
          onStateChange={(state) =>
            // Choosing "All states" over a state the text named takes the state's words out.
            change(!state && controls.state && !search.state ? { state, q: result!.understood.find((u) => u.filter === 'state')!.without } : { state })
          }
          onAcceptingToggle={(accepting) => change({ accepting })}
          onListToggle={(list, id, checked) => {
            const typed = checked ? undefined : understoodBox(controls, list, id);
            change({
              [list]: checked ? [...search[list], id] : search[list].filter((value) => value !== id),
              ...(typed ? { q: typed.without } : {}),
            });
          }}
        />
        <section className="search-results" aria-label={t('Results')} aria-busy={next !== null}>
          <div className="results-toolbar">
            <div role="status" className="results-toolbar__count">
              <h2 id="results-heading" ref={headingRef} tabIndex={-1}>
                {next ? t('Searching for facilities…') : statusHeading(translator, outcome, fieldError)}
              </h2>
            </div>
            <SortSelect search={search} keep={paramsExcept(changed({}), ['sort'])} onChange={(sort) => change({ sort })} />
          </div>
          <FilterChips
            chips={chips.map(({ key, label, lang, to }) => ({
              key,
              label: lang ? <span lang={lang}>{label}</span> : label,
              name: t('Remove {filter}', { filter: label }),
              remove: { to, preventScrollReset: true },
            }))}
            clear={{ label: t('Clear all'), remove: { to: href(paths.search.getHref()), preventScrollReset: true } }}
            name={t('Active filters')}
          />
          {result && !next && <Understood result={result} search={search} />}
          <Results
            outcome={outcome}
            stale={next !== null}
            search={shown}
            pageHref={(page) => hrefOf({ ...shown, page })}
            onPageFollow={(event) => {
              // Unless it opens in a new tab or window: then this page stays as it was.
              if (isPlainClick(event)) headingRef.current?.focus();
            }}
            relaxHref={(filter) => changeHref(relaxed(search, result, filter))}
          />
        </section>
      </div>
    </div>
  );
}

/** Applies itself as it changes; without script, a GET form whose Sort button asks for the same address (QuietSubmit). */
function SortSelect(props: { search: SearchState; keep: Array<[string, string]>; onChange: (sort: SearchState['sort']) => void }) {
  const { search, keep, onChange } = props;
  const { t } = useT();
  const href = useLocalizedHref();
  return (
    <form className="sort-select" method="get" action={href(paths.search.path)} onSubmit={preventSubmit}>
      <HiddenParams params={keep} />
      <label htmlFor="search-sort">{t('Sort')}</label>
      <select
        id="search-sort"
        name="sort"
        value={search.sort}
        onChange={(event) => onChange(event.target.value as SearchState['sort'])}
      >
        {SORT_OPTIONS.filter((option) => !option.needsZip || search.zip).map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <QuietSubmit label={t('Sort')} />
    </form>
  );
}

/**
 * What the words were read as: the corrected spelling, a place a control replaced, words no
 * listing holds, and where distances are measured from, with the whole country one click away.
 */
function Understood({ result, search }: { result: SearchAnswer; search: SearchState }) {
  const { corrected, place, replaced, ignored } = result;
  const { t, term } = useT();
  const href = useLocalizedHref();
  // "change" moves focus to the ZIP box: it needs script, so it is not in the server's HTML.
  const hydrated = useHydrated();
  const typedPlace = result.understood.find((u) => u.kind === 'place' || u.kind === 'near-me');
  const anywhere = href(searchHref({ ...search, q: typedPlace ? typedPlace.without : search.q, zip: '', near: false, radius: null, page: 1 }));
  const placeName = place && term(place.label);
  return (
    <>
      {corrected && (
        <p className="search-suggestion">
          {t('Showing results for ')}
          <strong>{corrected.query}</strong>
          {t(' — search instead for ')}
          <Link to={href(searchHref({ ...search, q: corrected.original, page: 1, asTyped: true }))}>{corrected.original}</Link>
        </p>
      )}
      {replaced && (
        <p className="search-replaced">
          {/^[A-Z][a-z]/.test(replaced.understood) && replaced.understood.includes(',')
            ? t('Searching {by} instead of near {place}', { by: term(replaced.by).text, place: replaced.understood })
            : t('Searching {by} instead of {place}', { by: term(replaced.by).text, place: term(replaced.understood).text })}
        </p>
      )}
      {ignored && ignored.length > 0 && (
        <p className="search-ignored">
          {t('No listing mentions {words}: showing the rest of your search.', {
            words: ignored.map((w) => `“${w}”`).join(t(' or ')),
          })}
        </p>
      )}
      {place && placeName && place.kind !== 'state' ? (
        <p className="search-place">
          {place.radius ? t('Showing centers within {miles} miles of ', { miles: place.radius }) : t('Showing centers near ')}
          <span lang={placeName.lang}>{placeName.text}</span>
          {place.kind === 'near-me' && hydrated && (
            <>
              {' '}
              —{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => document.querySelector<HTMLInputElement>('form.search-form [name="zip"]')?.focus()}
              >
                {t('change')}
              </button>
            </>
          )}{' '}
          — <Link to={anywhere}>{t('Anywhere in the US')}</Link>
          {place.cityPage && (
            <>
              {' '}
              —{' '}
              <Link to={href(paths.city.getHref(place.cityPage.state, place.cityPage.slug))}>
                {t('All {count} centers in {city}', { count: place.cityPage.count, city: place.cityPage.name })}
              </Link>
            </>
          )}
        </p>
      ) : (
        !search.state && (
          <p className="search-place">
            {t('Showing centers anywhere in the US — ')}
            <Link to={href(searchHref({ ...search, near: true, page: 1 }))}>{t('Show centers near me')}</Link>
          </p>
        )
      )}
    </>
  );
}

type Relaxable = NonNullable<SearchResult['relax']>[number]['filter'];

/** Each filter's way back, as a whole sentence (so each translates whole). */
const RELAX_LABEL = {
  state: 'Remove the state filter',
  treatment_types: 'Remove the treatment type filter',
  specializations: 'Remove the specialization filter',
  insurance: 'Remove the insurance filter',
  accepting: 'Remove the accepting new patients filter',
  'services:medications': 'Remove the medications filter',
  'services:payment': 'Remove the payment filter',
  'services:populations': 'Remove the programs filter',
  'services:ages': 'Remove the ages filter',
  'services:languages': 'Remove the languages filter',
} as const satisfies Record<Relaxable, TextId>;

const LIST_OF: Record<string, Exclude<FilterList, 'services'>> = {
  treatment_types: 'treatmentTypes',
  specializations: 'specializations',
  insurance: 'insurance',
};

/** The search without one filter: the boxes ticked for it, and the words that asked for it. */
function relaxed(search: SearchState, result: SearchAnswer | null, filter: Relaxable): Partial<SearchState> {
  const typed = result?.understood.find((u) => u.filter === filter);
  const patch: Partial<SearchState> = { q: typed ? typed.without : search.q };
  if (filter === 'state') patch.state = '';
  else if (filter === 'accepting') patch.accepting = false;
  else if (filter.startsWith('services:')) {
    // One service group: its ticked boxes go, the other groups' stay.
    const group = filter.slice('services:'.length) as keyof SearchResult['facets']['services'];
    const inGroup = new Set(result?.facets.services[group]?.map((o) => o.value) ?? []);
    patch.services = search.services.filter((slug) => !inGroup.has(slug));
  } else if (LIST_OF[filter]) patch[LIST_OF[filter]] = [];
  return patch;
}

interface ResultsProps {
  /** The address of the search without one filter. */
  relaxHref: (filter: Relaxable) => string;
  outcome: PageOutcome;
  /** The next search is loading: these results are the last ones, shown dimmed until it answers. */
  stale: boolean;
  search: SearchState;
  /** The address of a page of these results. */
  pageHref: (page: number) => string;
  /** A link to another page was clicked. */
  onPageFollow: (event: MouseEvent) => void;
}

function Results({ outcome, stale, search, pageHref, onPageFollow, relaxHref }: ResultsProps) {
  const { t, plural } = useT();
  const href = useLocalizedHref();
  if (outcome.kind === 'invalid') return null;
  if (outcome.kind === 'failed') {
    return (
      <div className="search-error" role="alert">
        <h2>{t('Search Error')}</h2>
        <p>{t('There was an error searching for facilities: {message}', { message: outcome.message })}</p>
        <TryAgainButton />
      </div>
    );
  }

  const { facilities, total } = outcome.result;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (total === 0) {
    return (
      <div className={stale ? 'search-empty search-results--stale' : 'search-empty'}>
        <h2>{t('No facilities found')}</h2>
        {outcome.result.relax ? (
          <>
            <p>{t('No center matches every filter. Removing one would show some:')}</p>
            <ul className="search-relax">
              {outcome.result.relax.map(({ filter, total: count }) => (
                <li key={filter}>
                  <Link to={relaxHref(filter)} preventScrollReset>
                    {t(RELAX_LABEL[filter] ?? 'Remove a filter')} ({plural(count, { one: '# center', other: '# centers' })})
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('Try different words, a larger radius or fewer filters.')}</p>
        )}
        <HelplineOffer />
        <Link className="button button--primary" to={href(paths.search.getHref())} preventScrollReset>
          {t('Clear Filters & View All')}
        </Link>
      </div>
    );
  }
  return (
    <div className={stale ? 'search-results--stale' : undefined}>
      {facilities.length === 0 ? (
        <p className="search-past-end">
          {plural(totalPages, { one: 'There is only # page of results.', other: 'There are only # pages of results.' })}{' '}
          <Link to={pageHref(1)} onClick={onPageFollow}>
            {t('Go to page 1')}
          </Link>
        </p>
      ) : (
        <ul className="results-grid" aria-label={t('Search results')}>
          {facilities.map((facility) => (
            <li key={facility.id}>
              <FacilityCard facility={facility} />
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && <Pagination page={search.page} totalPages={totalPages} hrefFor={pageHref} onFollow={onPageFollow} />}
    </div>
  );
}

/** A click that follows a link in this tab (not into a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** What to correct before the search can run, per field, as whole sentences. */
const CORRECT_FIELD = {
  q: 'Please correct the search text to see results.',
  zip: 'Please correct the ZIP code to see results.',
  radius: 'Please correct the radius to see results.',
} as const satisfies Record<FormField, TextId>;

function statusHeading({ t, plural }: Translator, outcome: PageOutcome, field: FormField | undefined): string {
  switch (outcome.kind) {
    case 'done':
      return plural(outcome.result.total, { one: '# facility found', other: '# facilities found' });
    case 'invalid':
      return t(field ? CORRECT_FIELD[field] : 'Please correct the search to see results.');
    case 'failed':
      return t('Search failed');
  }
}

/**
 * The Worker's messages about the search form's fields, in the page's language: those it says in
 * the catalogue's words; any other as it came (the Worker's own checks say what is wrong).
 */
function translateFieldErrors({ t, locale }: Translator, errors: Partial<Record<FormField, string>>): Partial<Record<FormField, string>> {
  if (locale === 'en') return errors;
  const out: Partial<Record<FormField, string>> = {};
  for (const [field, message] of Object.entries(errors) as Array<[FormField, string]>) {
    const unknownZip = /^We could not find ZIP code (\d{5})\.$/.exec(message);
    out[field] = unknownZip
      ? t('We could not find ZIP code {zip}.', { zip: unknownZip[1]! })
      : field === 'zip'
        ? t('ZIP code must be 5 digits.')
        : field === 'radius'
          ? t('Please choose a radius from the list.')
          : t('Search text must be at most 200 characters.');
  }
  return out;
}

/** Someone to talk to when the directory finds nothing. */
function HelplineOffer() {
  const config = useSiteConfig();
  const { t } = useT();
  if (!config) return null;
  return (
    <p>
      {t('Or talk to someone now: call ')}
      <a href={config.helpline.tel}>{config.helpline.display}</a>
      {t(', free and confidential, 24/7.')}
    </p>
  );
}

/**
 * Chips for the search text, what it was read as (each removes its own words), the ZIP, the state
 * and every ticked box, named from the facets.
 */
interface Chip {
  key: string;
  /** In the page's language... */
  label: string;
  /** ...unless it is a name shown as written. */
  lang?: 'en';
  /** The name the Worker gave it (English), by which chips that say the same are told apart. */
  name: string;
  /** The search without it. */
  to: string;
}

function buildChips(
  { t, term }: Translator,
  search: SearchState,
  result: SearchAnswer | null,
  without: (patch: Partial<SearchState>) => string,
): Chip[] {
  const facets = result?.facets ?? null;
  const nameOf = (options: FacetOption[] | undefined, value: string) =>
    options?.find((option) => option.value === value)?.name ?? value;
  const named = (key: string, name: string, to: string): Chip => ({ key, name, to, ...term(name), label: term(name).text });
  const chips: Chip[] = [];
  const q = search.q.trim();
  if (q) chips.push({ key: 'q', name: q, label: t('Search: {words}', { words: q }), to: without({ q: '' }) });

  if (search.zip) {
    const label = t('Within {miles} mi of {zip}', { miles: search.radius ?? DEFAULT_RADIUS, zip: search.zip });
    chips.push({ key: 'zip', name: label, label, to: without({ zip: '', sort: search.sort === 'distance' ? 'relevance' : search.sort }) });
  }
  if (search.state) chips.push(named('state', nameOf(facets?.state, search.state), without({ state: '' })));
  // Named as the words that ask for it are, so a typed "accepting new patients" adds no second chip.
  if (search.accepting) chips.push(named('accepting', 'Accepting new patients', without({ accepting: false })));
  const facetOf = {
    treatmentTypes: facets?.treatment_types,
    specializations: facets?.specializations,
    insurance: facets?.insurance,
    services: facets ? Object.values(facets.services).flat() : undefined,
  };
  for (const list of FILTER_LISTS) {
    for (const id of search[list]) {
      chips.push(named(`${list}:${id}`, nameOf(facetOf[list], id), without({ [list]: search[list].filter((value) => value !== id) })));
    }
  }
  // What the words were read as, unless a ticked box already says the same.
  for (const u of result?.understood ?? []) {
    if (chips.some((chip) => chip.name === u.label)) continue;
    chips.push(named(`understood:${u.label}`, u.label, without({ q: u.without })));
  }
  return chips;
}

import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SearchResult } from '../../../lib/api';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { pluralize } from '../../../lib/format';
import { useFacilitySearch, type FacetOption, type SearchStatus } from '../api/search-facilities';
import {
  countFilters,
  EMPTY_SEARCH,
  FILTER_LISTS,
  PAGE_SIZE,
  readSearch,
  SORT_OPTIONS,
  toApiQuery,
  writeSearch,
  type SearchState,
} from '../utils/search-params';
import { ActiveFilters, type Chip } from './active-filters';
import { FacilityCard } from './facility-card';
import { FilterSidebar } from './filter-sidebar';
import { Pagination } from './pagination';
import { SearchForm, type SearchFormValues } from './search-form';
import './search.css';

/** Fields the search form shows errors for; any other API error is the page's error state. */
const FORM_FIELDS = ['q', 'zip', 'radius'] as const satisfies ReadonlyArray<keyof SearchFormValues>;
const FIELD_LABELS: Record<(typeof FORM_FIELDS)[number], string> = { q: 'search text', zip: 'ZIP code', radius: 'radius' };

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const apiQuery = useMemo(() => toApiQuery(search), [search]);
  const status = useFacilitySearch(apiQuery);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(search.q.trim() ? `“${search.q.trim()}” – Find Treatment` : 'Find Treatment');

  const latest = status.kind === 'done' ? status.result : status.previous;
  const fieldErrors = status.kind === 'failed' ? formFieldErrors(status.error.fields) : {};
  const fieldError = FORM_FIELDS.find((field) => fieldErrors[field]);

  /** Every change is a new history entry; anything but paging starts again at page 1. */
  function go(next: SearchState, options: { keepScroll?: boolean } = {}) {
    setParams(writeSearch(next), { preventScrollReset: options.keepScroll ?? true });
  }
  const change = (patch: Partial<SearchState>) => go({ ...search, page: 1, ...patch });
  const clearAll = () => go(EMPTY_SEARCH);

  function changePage(page: number) {
    go({ ...search, page }, { keepScroll: false });
    headingRef.current?.focus();
  }

  const chips = buildChips(search, latest?.facets ?? null, change);

  return (
    <div className="container search-page">
      <h1>Find Treatment</h1>
      <SearchForm
        key={`${search.q}|${search.zip}|${search.radius}`}
        initial={{ q: search.q, zip: search.zip, radius: search.radius }}
        fieldErrors={fieldErrors}
        onSubmit={(values) =>
          change({
            ...values,
            sort: !values.zip && search.sort === 'distance' ? 'relevance' : search.sort,
          })
        }
      />
      <div className="search-layout">
        <FilterSidebar
          search={search}
          facets={latest?.facets ?? null}
          pending={status.kind === 'loading'}
          activeCount={countFilters(search)}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          onStateChange={(state) => change({ state })}
          onListToggle={(list, id, checked) =>
            change({ [list]: checked ? [...search[list], id] : search[list].filter((value) => value !== id) })
          }
        />
        <section className="search-results" aria-label="Results">
          <div className="results-toolbar">
            <div role="status" className="results-toolbar__count">
              <h2 id="results-heading" ref={headingRef} tabIndex={-1}>
                {statusHeading(status, fieldError && FIELD_LABELS[fieldError])}
              </h2>
            </div>
            <SortSelect search={search} onChange={(sort) => change({ sort })} />
          </div>
          <ActiveFilters chips={chips} onClearAll={clearAll} />
          {status.kind === 'done' && status.result.suggestion && (
            <p className="search-suggestion">
              Did you mean{' '}
              <Link
                to={paths.search.getHref(writeSearch({ ...search, q: status.result.suggestion, page: 1 }).toString())}
              >
                {status.result.suggestion}
              </Link>
              ?
            </p>
          )}
          <Results status={status} fieldError={fieldError !== undefined} search={search} onClear={clearAll} onPage={changePage} />
        </section>
      </div>
    </div>
  );
}

function SortSelect({ search, onChange }: { search: SearchState; onChange: (sort: SearchState['sort']) => void }) {
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">Sort</label>
      <select
        id="search-sort"
        value={search.sort}
        onChange={(event) => onChange(event.target.value as SearchState['sort'])}
      >
        {SORT_OPTIONS.filter((option) => !option.needsZip || search.zip).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ResultsProps {
  status: SearchStatus;
  fieldError: boolean;
  search: SearchState;
  onClear: () => void;
  onPage: (page: number) => void;
}

function Results({ status, fieldError, search, onClear, onPage }: ResultsProps) {
  if (status.kind === 'loading') {
    return (
      <ul className="results-grid results-grid--loading" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="facility-card facility-card--skeleton" />
        ))}
      </ul>
    );
  }
  if (status.kind === 'failed') {
    if (fieldError) return null;
    return (
      <div className="search-error" role="alert">
        <h2>Search Error</h2>
        <p>There was an error searching for facilities: {status.error.message}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  }

  const { facilities, total } = status.result;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (total === 0) {
    return (
      <div className="search-empty">
        <h2>No facilities found</h2>
        <p>Try different words, a larger radius or fewer filters.</p>
        <button type="button" className="button button--primary" onClick={onClear}>
          Clear Filters &amp; View All
        </button>
      </div>
    );
  }
  return (
    <>
      {facilities.length === 0 ? (
        <p className="search-past-end">
          There are only {totalPages.toLocaleString('en-US')} pages of results.{' '}
          <button type="button" className="link-button" onClick={() => onPage(1)}>
            Go to page 1
          </button>
        </p>
      ) : (
        <ul className="results-grid" aria-label="Search results">
          {facilities.map((facility) => (
            <li key={facility.id}>
              <FacilityCard facility={facility} />
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && <Pagination page={search.page} totalPages={totalPages} onPageChange={onPage} />}
    </>
  );
}

function statusHeading(status: SearchStatus, fieldLabel: string | undefined): string {
  switch (status.kind) {
    case 'loading':
      return 'Searching for facilities…';
    case 'done':
      return `${pluralize(status.result.total, 'facility', 'facilities')} found`;
    case 'failed':
      return fieldLabel ? `Please correct the ${fieldLabel} to see results.` : 'Search failed';
  }
}

function formFieldErrors(fields: Readonly<Record<string, string>>): Partial<Record<keyof SearchFormValues, string>> {
  const errors: Partial<Record<keyof SearchFormValues, string>> = {};
  for (const field of FORM_FIELDS) {
    const message = fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** Chips for the search text, ZIP, state and every ticked box, named from the facets. */
function buildChips(
  search: SearchState,
  facets: SearchResult['facets'] | null,
  change: (patch: Partial<SearchState>) => void,
): Chip[] {
  const nameOf = (options: FacetOption[] | undefined, value: string) =>
    options?.find((option) => option.value === value)?.name ?? value;
  const chips: Chip[] = [];
  const q = search.q.trim();
  if (q) chips.push({ key: 'q', label: `Search: ${q}`, onRemove: () => change({ q: '' }) });
  if (search.zip) {
    chips.push({
      key: 'zip',
      label: `Within ${search.radius} mi of ${search.zip}`,
      onRemove: () => change({ zip: '', sort: search.sort === 'distance' ? 'relevance' : search.sort }),
    });
  }
  if (search.state) {
    chips.push({ key: 'state', label: nameOf(facets?.state, search.state), onRemove: () => change({ state: '' }) });
  }
  const facetOf = { treatmentTypes: facets?.treatment_types, specializations: facets?.specializations, insurance: facets?.insurance };
  for (const list of FILTER_LISTS) {
    for (const id of search[list]) {
      chips.push({
        key: `${list}:${id}`,
        label: nameOf(facetOf[list], id),
        onRemove: () => change({ [list]: search[list].filter((value) => value !== id) }),
      });
    }
  }
  return chips;
}

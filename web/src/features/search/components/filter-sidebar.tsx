import { useLingui, Trans } from '@lingui/react/macro';
import { plural, msg } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { preventSubmit, QuietSubmit } from '../../../components/form-fields/quiet-submit';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { useHydrated } from '../../../lib/use-hydrated';
import type { TextId } from '../../../lib/i18n/translator';
import type { SearchResult } from '../../../lib/api';
import type { FacetOption } from '../api/search-facilities';
import { LIST_PARAM, paramsExcept, SHOW_PARAM, type FilterList, type SearchState, type ServiceFacet } from '../utils/search-params';
import { HiddenParams } from './hidden-params';

interface FilterSidebarProps {
  search: SearchState;
  /** Null until the first result arrives. */
  facets: SearchResult['facets'] | null;
  /** Service groups whose options the page's first answer left out (search-facilities.ts). */
  folded: readonly ServiceFacet[];
  /** Whether a search is running (so facets may yet arrive). */
  pending: boolean;
  activeCount: number;
  open: boolean;
  onToggle: () => void;
  onStateChange: (state: string) => void;
  onListToggle: (list: FilterList, id: string, checked: boolean) => void;
  onAcceptingToggle: (checked: boolean) => void;
  /** How many results the filters give (null while unknown): the phone drawer's "Show N results". */
  total: number | null;
  /** Closes the phone drawer and takes the reader to the results. */
  onShowResults: () => void;
}

type ListFacet = 'treatment_types' | 'specializations' | 'insurance';

const GROUPS: ReadonlyArray<{ list: Exclude<FilterList, 'services'>; facet: ListFacet; legend: TextId }> = [
  { list: 'treatmentTypes', facet: 'treatment_types', legend: msg`Treatment Types` },
  { list: 'specializations', facet: 'specializations', legend: msg`Specializations` },
  { list: 'insurance', facet: 'insurance', legend: msg`Insurance` },
];

/** The national locator's service groups: folded until opened, as they are long. */
const SERVICE_GROUPS: ReadonlyArray<{ facet: ServiceFacet; legend: TextId }> = [
  { facet: 'medications', legend: msg`Medications (MOUD)` },
  { facet: 'payment', legend: msg`Payment & Assistance` },
  { facet: 'populations', legend: msg`Programs For` },
  { facet: 'ages', legend: msg`Ages` },
  { facet: 'languages', legend: msg`Languages` },
];

/** The parameters the sidebar's controls send; every other one of the search rides along hidden. */
const FILTER_PARAMS = ['state', 'accepting', ...Object.values(LIST_PARAM)];

/**
 * State, the three checkbox lists and the service groups, each option with its facet count;
 * collapsible on phones. One GET form: with script each control applies itself as it changes;
 * without, "Apply filters" (with script, there for the keyboard: see QuietSubmit) sends them all (the boxes as repeated parameters, which read back the same)
 * with the rest of the search, back at page 1 as a change with script is.
 */
export function FilterSidebar(props: FilterSidebarProps) {
  const { search, facets, folded, pending, activeCount, open, onToggle, onStateChange, onListToggle, onAcceptingToggle, total, onShowResults } = props;
  const id = useId();
  const { t } = useLingui();
  const { number, term } = useT();
  const href = useLocalizedHref();
  const panelId = `${id}-panel`;
  const badge = activeCount > 0 && (
    <>
      <span className="filters__badge" aria-hidden="true">
        {activeCount}
      </span>
      <span className="sr-only">{t`(${{ count: activeCount }} active)`}</span>
    </>
  );

  return (
    <aside className="filters" aria-labelledby={`${id}-title`}>
      <button
        type="button"
        className="filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span>{t`Filters`}</span> {badge}
      </button>
      <h2 id={`${id}-title`} className="filters__title">
        {t`Filters`} {badge}
      </h2>
      <div id={panelId} className={open ? 'filters__panel filters__panel--open' : 'filters__panel'}>
        {facets === null ? (
          <p className="filters__loading">{pending ? t`Loading filters…` : t`Filters appear with the results.`}</p>
        ) : (
          <form method="get" action={href(paths.search.path)} onSubmit={preventSubmit}>
            <HiddenParams
              params={[...paramsExcept({ ...search, page: 1, asTyped: false }, FILTER_PARAMS), ...unshownServices(search, facets)]}
            />
            <div className="filters__state">
              <label htmlFor={`${id}-state`}>{t`State`}</label>
              <select id={`${id}-state`} name="state" value={search.state} onChange={(event) => onStateChange(event.target.value)}>
                <option value="">{t`All states`}</option>
                {withSelected(facets.state, search.state ? [search.state] : []).map((option) => {
                  const name = term(option.name);
                  return (
                    <option key={option.value} value={option.value} lang={name.lang}>
                      {`${name.text} (${number(option.count)})`}
                    </option>
                  );
                })}
              </select>
            </div>
            <fieldset className="filters__group">
              <legend>{t`Availability`}</legend>
              <CheckList
                name="accepting"
                options={facets.accepting}
                selected={search.accepting ? ['1'] : []}
                onToggle={(_, checked) => onAcceptingToggle(checked)}
              />
            </fieldset>
            {GROUPS.map((group) => (
              <fieldset key={group.list} className="filters__group">
                <legend>{t(group.legend)}</legend>
                <CheckList
                  name={LIST_PARAM[group.list]}
                  options={withSelected(facets[group.facet], search[group.list])}
                  selected={search[group.list]}
                  onToggle={(value, checked) => onListToggle(group.list, value, checked)}
                />
              </fieldset>
            ))}
            {SERVICE_GROUPS.map((group) => {
              const options = facets.services[group.facet].filter((o) => o.count > 0 || search.services.includes(o.value));
              const loaded = !folded.includes(group.facet);
              if (loaded && options.length === 0) return null;
              return (
                <FoldedGroup
                  key={group.facet}
                  facet={group.facet}
                  legend={t(group.legend)}
                  chosen={options.filter((o) => search.services.includes(o.value)).length}
                  loaded={loaded}
                >
                  <CheckList
                    name={LIST_PARAM.services}
                    options={options}
                    selected={search.services}
                    onToggle={(value, checked) => onListToggle('services', value, checked)}
                  />
                </FoldedGroup>
              );
            })}
            <QuietSubmit label={t`Apply filters`} className="button button--primary filters__apply" />
          </form>
        )}
        {open && (
          <div className="filters__show">
            <button type="button" className="button button--primary" onClick={onShowResults} disabled={pending || total === null}>
              {pending || total === null ? t`Counting results…` : t`${plural(total, { one: 'Show # result', other: 'Show # results' })}`}
            </button>
          </div>
        )}
      </div>
    </aside>
  );
}

/**
 * A service group, folded. Its options are drawn when it opens, not with the page: the five groups
 * hold about 80 options, a fifth of the search page's HTML (issue 27: the page's first paint).
 * Without script, opening it offers a link to the same page with the group drawn open (`show`).
 * Opened on a page whose first answer left its options out (`loaded` false), it asks for the
 * search again (the router's revalidation), which brings them.
 */
function FoldedGroup(props: { facet: ServiceFacet; legend: string; chosen: number; loaded: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const [opened, setOpened] = useState(() => new URLSearchParams(search).getAll(SHOW_PARAM).includes(props.facet));
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the script took the page over, when the toggle had no listener yet: draw it now.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  const drawn = opened || props.chosen > 0;
  const load = drawn && !props.loaded;
  // Asked once: a revalidation that fails shows the page's error, not a loop of requests.
  const asked = useRef(false);
  useEffect(() => {
    if (!load || asked.current) return;
    asked.current = true;
    void revalidator.revalidate();
  }, [load, revalidator]);
  return (
    <details
      ref={details}
      id={`filters-${props.facet}`}
      className="filters__group filters__group--folded"
      open={drawn}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary>
        {props.legend}
        {props.chosen > 0 && <span className="filters__count">{' '}<Trans>({props.chosen} chosen)</Trans></span>}
      </summary>
      {drawn && !props.loaded ? (
        <p className="filters__loading" role="status">
          {t`Loading these options…`}
        </p>
      ) : drawn ? (
        <fieldset>
          <legend className="sr-only">{props.legend}</legend>
          {props.children}
        </fieldset>
      ) : (
        !hydrated && <a href={showHref(pathname, search, props.facet)}>{t`Show these options`}</a>
      )}
    </details>
  );
}

/** The same search with `facet`'s group drawn open, scrolled to it. */
function showHref(pathname: string, search: string, facet: ServiceFacet): string {
  const params = new URLSearchParams(search);
  params.append(SHOW_PARAM, facet);
  return `${pathname}?${params}#filters-${facet}`;
}

function CheckList(props: { name: string; options: FacetOption[]; selected: string[]; onToggle: (value: string, checked: boolean) => void }) {
  const { number, term } = useT();
  return (
    <ul>
      {props.options.map((option) => {
        const name = term(option.name);
        return (
        <li key={option.value}>
          <label>
            <input
              type="checkbox"
              name={props.name}
              value={option.value}
              checked={props.selected.includes(option.value)}
              onChange={(event) => props.onToggle(option.value, event.target.checked)}
            />
            <span lang={name.lang}>{name.text}</span> <span>{`(${number(option.count)})`}</span>
          </label>
        </li>
        );
      })}
    </ul>
  );
}

/** The facet's options, plus any selected id it lacks, so a selection can always be undone. */
function withSelected(options: FacetOption[], selected: string[]): FacetOption[] {
  const missing = selected.filter((value) => !options.some((option) => option.value === value));
  return [...options, ...missing.map((value) => ({ value, name: value, count: 0 }))];
}

/** Ticked services no group lists (so have no box): kept as they are when the form is sent. */
function unshownServices(search: SearchState, facets: SearchResult['facets']): Array<[string, string]> {
  const listed = new Set(SERVICE_GROUPS.flatMap((group) => facets.services[group.facet].map((option) => option.value)));
  return search.services.filter((slug) => !listed.has(slug)).map((slug) => [LIST_PARAM.services, slug]);
}

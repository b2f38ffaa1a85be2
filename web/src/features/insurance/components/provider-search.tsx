import { useLingui, Trans } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { preventSubmit, QuietSubmit } from '../../../components/form-fields/quiet-submit';
import { paths } from '../../../config/paths';
import type { SiteConfig } from '../../../lib/reference-data';
import { Deferred } from '../../../lib/deferred';
import type { ListedInsurer } from '../api/get-insurers';
import { MORE_INSURERS } from '../data/insurance-content';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { Term, Translator } from '../../../lib/i18n/translator';

/** With no search text the list shows this many popular providers (product spec §9). */
export const POPULAR_COUNT = 12;

interface Provider {
  /** The insurer's name as the Worker and the search filter know it (English). */
  name: string;
  /** The name as the page shows it (`t.term`: the same but for the few our catalogue translates). */
  shown: Term;
  /** Set when listings can be filtered by this insurer. */
  searchId: string | null;
}

/** Insurers listings can be filtered by come first (the most asked about), then the rest, once each. */
function buildProviders(listed: ListedInsurer[], term: Translator['term']): Provider[] {
  const seen = new Set<string>();
  const out: Provider[] = [];
  const add = (name: string, searchId: string | null) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name, shown: term(name), searchId });
  };
  for (const insurer of listed) add(insurer.name, insurer.id);
  for (const name of MORE_INSURERS) add(name, null);
  return out;
}

/** Case-insensitive substring match on the name as known or as shown; blank text gives the popular providers. */
export function filterProviders(providers: Provider[], text: string): Provider[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return providers.slice(0, POPULAR_COUNT);
  return providers.filter((p) => p.name.toLowerCase().includes(needle) || p.shown.text.toLowerCase().includes(needle));
}

/**
 * Filters as the visitor types. Without script it is a GET form: ?provider= fills the box, and the
 * list is filtered by it on the server as in the browser.
 */
export function ProviderSearch({ site, insurers }: { site: SiteConfig | null; insurers: Promise<ListedInsurer[]> }) {
  const id = useId();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('provider') ?? '');
  const { t } = useLingui();
  const href = useLocalizedHref();

  return (
    <section className="info-section info-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t`Find Your Insurance Provider`}</h2>
      <form
        className="provider-search"
        method="get"
        action={href(paths.insurance.getHref())}
        // With script the list already follows the box: Enter has nothing left to do.
        onSubmit={preventSubmit}
      >
        <label htmlFor={`${id}-q`}>{t`Search insurance providers`}</label>
        <input
          id={`${id}-q`}
          name="provider"
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={t`e.g. Aetna, Blue Cross, Medicaid`}
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.target.value)}
        />
        <QuietSubmit label={t`Search`} />
      </form>
      <Deferred
        data={insurers}
        fallback={
          <p id={`${id}-count`} className="provider-search__count" role="status">
            {t`Loading insurance providers…`}
          </p>
        }
      >
        {(listed) => <ProviderResults listed={listed} text={text} countId={`${id}-count`} site={site} />}
      </Deferred>
    </section>
  );
}

function ProviderResults({ listed, text, countId, site }: { listed: ListedInsurer[]; text: string; countId: string; site: SiteConfig | null }) {
  const { t } = useLingui();
  const { term } = useT();
  const href = useLocalizedHref();
  const providers = useMemo(() => buildProviders(listed, term), [listed, term]);
  const shown = filterProviders(providers, text);
  const searching = text.trim() !== '';
  return (
    <>
      <p id={countId} className="provider-search__count" role="status">
        {searching
          ? shown.length === 0
            ? t`No insurance providers found matching your search.`
            : t`${plural({ count: shown.length }, { one: '# provider matches your search.', other: '# providers match your search.' })}`
          : t`Showing ${{ count: shown.length }} popular providers. Type to search ${{ total: providers.length }} providers.`}
      </p>
      {shown.length > 0 && (
        <ul className="provider-list" aria-label={searching ? t`Matching insurance providers` : t`Popular insurance providers`}>
          {shown.map((provider) => (
            <li key={provider.name}>
              <span className="provider-list__name" lang={provider.shown.lang}>
                {provider.shown.text}
              </span>
              {provider.searchId && (
                <Link to={href(paths.search.getHref(`insurance=${encodeURIComponent(provider.searchId)}`))}>
                  {t`Find centers`}
                  <span className="sr-only">{' '}<Trans>that accept {provider.shown.text}</Trans></span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="info-muted">
        {t`Don’t see your insurer, or not sure what it covers?`}{' '}
        {site ? (
          <><Trans>
            Call{' '}
            <a className="info-phone" href={site.helpline.tel}>{site.helpline.display}</a>
            {' '}for a free check.
          </Trans></>
        ) : (
          t`Call our helpline for a free check.`
        )}{' '}
        {t`Many programs accept plans that are not listed here.`}
      </p>
    </>
  );
}

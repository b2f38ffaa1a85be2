import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { SiteConfig } from '../../../lib/reference-data';
import { Deferred } from '../../../lib/deferred';
import type { ListedInsurer } from '../api/get-insurers';
import { MORE_INSURERS } from '../data/insurance-content';

/** With no search text the list shows this many popular providers (product spec §9). */
export const POPULAR_COUNT = 12;

interface Provider {
  name: string;
  /** Set when listings can be filtered by this insurer. */
  searchId: string | null;
}

/** Insurers listings can be filtered by come first (the most asked about), then the rest, once each. */
function buildProviders(listed: ListedInsurer[]): Provider[] {
  const seen = new Set<string>();
  const out: Provider[] = [];
  const add = (name: string, searchId: string | null) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name, searchId });
  };
  for (const insurer of listed) add(insurer.name, insurer.id);
  for (const name of MORE_INSURERS) add(name, null);
  return out;
}

/** Case-insensitive substring match on the name; blank text gives the popular providers. */
export function filterProviders(providers: Provider[], text: string): Provider[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return providers.slice(0, POPULAR_COUNT);
  return providers.filter((p) => p.name.toLowerCase().includes(needle));
}

/**
 * Filters as the visitor types. Without script it is a GET form: ?provider= fills the box, and the
 * list is filtered by it on the server as in the browser.
 */
export function ProviderSearch({ site, insurers }: { site: SiteConfig | null; insurers: Promise<ListedInsurer[]> }) {
  const id = useId();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('provider') ?? '');

  return (
    <section className="info-section info-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Find Your Insurance Provider</h2>
      <form
        className="provider-search"
        method="get"
        action={paths.insurance.getHref()}
        // With script the list already follows the box: Enter has nothing left to do.
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-q`}>Search insurance providers</label>
        <input
          id={`${id}-q`}
          name="provider"
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Aetna, Blue Cross, Medicaid"
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.target.value)}
        />
        <noscript>
          <button type="submit" className="button button--secondary">
            Search
          </button>
        </noscript>
      </form>
      <Deferred
        data={insurers}
        fallback={
          <p id={`${id}-count`} className="provider-search__count" role="status">
            Loading insurance providers…
          </p>
        }
      >
        {(listed) => <ProviderResults listed={listed} text={text} countId={`${id}-count`} site={site} />}
      </Deferred>
    </section>
  );
}

function ProviderResults({ listed, text, countId, site }: { listed: ListedInsurer[]; text: string; countId: string; site: SiteConfig | null }) {
  const providers = useMemo(() => buildProviders(listed), [listed]);
  const shown = filterProviders(providers, text);
  const searching = text.trim() !== '';
  return (
    <>
      <p id={countId} className="provider-search__count" role="status">
        {searching
          ? shown.length === 0
            ? 'No insurance providers found matching your search.'
            : `${shown.length} ${shown.length === 1 ? 'provider matches' : 'providers match'} your search.`
          : `Showing ${shown.length} popular providers. Type to search ${providers.length} providers.`}
      </p>
      {shown.length > 0 && (
        <ul className="provider-list" aria-label={searching ? 'Matching insurance providers' : 'Popular insurance providers'}>
          {shown.map((provider) => (
            <li key={provider.name}>
              <span className="provider-list__name">{provider.name}</span>
              {provider.searchId && (
                <Link to={paths.search.getHref(`insurance=${encodeURIComponent(provider.searchId)}`)}>
                  Find centers<span className="sr-only"> that accept {provider.name}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="info-muted">
        Don’t see your insurer, or not sure what it covers?{' '}
        {site ? (
          <>
            Call <a className="info-phone" href={site.helpline.tel}>{site.helpline.display}</a> for a free check.
          </>
        ) : (
          'Call our helpline for a free check.'
        )}{' '}
        Many programs accept plans that are not listed here.
      </p>
    </>
  );
}

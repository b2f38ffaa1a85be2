import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api, apiFor, type Api } from './api';
import { apiJson } from './api-error';
import { useLocale } from './i18n/i18n-context';

// Reference data every screen shares: the states with their counts, the taxonomy and the site's
// configuration. In the browser each is asked of the Worker at most once per page life (a failed
// attempt is forgotten, so the next loader asks again). On the server a loader passes its `context`
// and every page asks afresh, in-process: an isolate serves many pages and must not keep old counts.

export type StateSummary = InferResponseType<typeof api.states.$get, 200>[number];
export type Taxonomy = InferResponseType<typeof api.taxonomy.$get, 200>;
export type SiteConfig = InferResponseType<typeof api.site.$get, 200>;
export interface Option {
  id: string;
  name: string;
}

/** One call's promise, shared by every later call; a failure is forgotten so the next call retries. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** `load` with the browser's client once per page life, or with the server renderer's on every call. */
function shared<T>(load: (client: Api) => Promise<T>): (context?: unknown) => Promise<T> {
  const inBrowser = once(() => load(api));
  return (context) => {
    const client = apiFor(context);
    return client === api ? inBrowser() : load(client);
  };
}

export const loadStates = shared((client) => apiJson(client.states.$get()));
export const loadTaxonomy = shared((client) => apiJson(client.taxonomy.$get()));

/** The Worker writes the configuration into every page it serves; the API is the fallback. */
function configInPage(): SiteConfig | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById('site-config')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteConfig;
  } catch {
    return null;
  }
}

let siteConfig: SiteConfig | null = null;
const loadSiteConfigOnce = once(() => apiJson(api.site.$get()));

export async function loadSiteConfig(): Promise<SiteConfig> {
  siteConfig ??= configInPage() ?? (await loadSiteConfigOnce());
  return siteConfig;
}

/** The server's renderer provides the configuration it also writes into the page. */
export const SiteConfigContext = createContext<SiteConfig | null>(null);

/**
 * The site's helplines, their operator and contact email, for any component; null until known. Who
 * answers the helplines is said in the page's language (the deployment states it in both).
 */
export function useSiteConfig(): SiteConfig | null {
  const config = useLoadedSiteConfig();
  const locale = useLocale();
  return useMemo(() => (config && locale === 'es' ? { ...config, helplineAnsweredBy: config.helplineAnsweredByEs } : config), [config, locale]);
}

function useLoadedSiteConfig(): SiteConfig | null {
  const provided = useContext(SiteConfigContext);
  const [config, setConfig] = useState<SiteConfig | null>(() => provided ?? (siteConfig ??= configInPage()));
  useEffect(() => {
    if (config) return;
    let live = true;
    loadSiteConfig().then(
      (loaded) => live && setConfig(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [config]);
  return config;
}

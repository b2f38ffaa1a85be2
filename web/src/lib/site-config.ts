import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from './api';

export type SiteConfig = InferResponseType<typeof api.site.$get, 200>;

let cached: SiteConfig | null = null;
let pending: Promise<SiteConfig> | null = null;

/** The Worker writes the configuration into the page as JSON; the API is the fallback. */
function fromPage(): SiteConfig | null {
  const node = document.getElementById('site-config');
  if (!node?.textContent) return null;
  try {
    return JSON.parse(node.textContent) as SiteConfig;
  } catch {
    return null;
  }
}

export function loadSiteConfig(): Promise<SiteConfig> {
  cached ??= fromPage();
  if (cached) return Promise.resolve(cached);
  pending ??= api.site
    .$get()
    .then((res) => res.json())
    .then((config) => (cached = config));
  return pending;
}

/** The site's helplines, their operator and contact email; null until known. */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(() => cached ?? fromPage());
  useEffect(() => {
    if (config) return;
    let live = true;
    loadSiteConfig()
      .then((c) => live && setConfig(c))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [config]);
  return config;
}

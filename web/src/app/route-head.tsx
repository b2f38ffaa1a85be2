import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { withoutBidiControls } from '../../../worker/lib/schemas/bidi-controls';
import { useSiteConfig } from '../lib/reference-data';
import { useT } from '../lib/i18n/i18n-context';
import { alternatesOf, canonicalUrl, headOf } from './head';

/** Keeps the document's head (title, description, robots, canonical) to the current route's. */
export function RouteHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const siteUrl = useSiteConfig()?.siteUrl ?? null;
  const t = useT();
  const head = headOf(matches, siteUrl ?? '', t);
  const canonical = siteUrl === null ? undefined : canonicalUrl(siteUrl, pathname, head);
  const alternates = siteUrl === null ? undefined : JSON.stringify(alternatesOf(siteUrl, pathname, head));
  useEffect(() => {
    document.documentElement.lang = t.locale;
  }, [t.locale]);
  useEffect(() => {
    if (alternates === undefined) return;
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
    for (const { hreflang, href } of JSON.parse(alternates) as Array<{ hreflang: string; href: string }>) {
      document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href }));
    }
  }, [alternates]);
  useEffect(() => {
    // As the Worker writes them (worker/seo/page-meta.ts): without marks that would reorder a name.
    document.title = withoutBidiControls(head.title);
    metaTag('name', 'description').content = withoutBidiControls(head.description);
    if (head.noindex) metaTag('name', 'robots').content = 'noindex';
    else document.head.querySelector('meta[name="robots"]')?.remove();
    // Until the site's address is known (a screen rendered here), the canonical link stays as it is.
    if (canonical === undefined) return;
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical === null) link?.remove();
    else if (link) link.href = canonical;
    else document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'canonical', href: canonical }));
  }, [head.title, head.description, head.noindex, canonical]);
  return null;
}

function metaTag(attribute: 'name', value: string): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
  if (found) return found;
  const tag = document.createElement('meta');
  tag.setAttribute(attribute, value);
  document.head.appendChild(tag);
  return tag;
}

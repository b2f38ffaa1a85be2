import { withoutBidiControls } from '../lib/schemas/bidi-controls';
import type { SiteConfig } from '../lib/site-config';
import { DEFAULT_DESCRIPTION, type Alternate, type DocumentHead } from './page-renderer';

// The head tags' content: what the page's route states (web/src/app/head.ts, through the renderer),
// plus what every page carries: the site's own structured data, and no index for a missing page.

export interface PageMeta {
  status: number;
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that should not be indexed. */
  canonical: string | null;
  noindex: boolean;
  jsonLd: Record<string, unknown>[];
  /** Open Graph type: an article for a blog post, the site otherwise. */
  ogType?: 'website' | 'article';
  /** The picture a link preview shows (absolute URL). */
  image?: { url: string; alt: string; width: number; height: number };
  /** The page's language, and its addresses in each language (hreflang). */
  lang: 'en' | 'es';
  alternates: Alternate[];
}

const SITE = 'Recovery Directory';

/** The site itself, on every page: who runs it, its logo, and the helpline people can call. */
function organizationJsonLd(siteUrl: string, site: SiteConfig): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: SITE,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    description: DEFAULT_DESCRIPTION,
    email: site.contactEmail,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: site.helpline.tel.replace(/^tel:/, ''),
        contactType: 'customer support',
        areaServed: 'US',
        availableLanguage: 'English',
        hoursAvailable: { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' },
      },
    ],
  };
}

/** The head tags of a page with `status`, whose route stated `head`. */
export function pageMeta(siteUrl: string, head: DocumentHead, status: number, site: SiteConfig): PageMeta {
  const missing = status === 404 || status === 410;
  return {
    status,
    // Whatever a route built them from (a listing's name, a post's title), in the order stored.
    title: withoutBidiControls(head.title),
    description: withoutBidiControls(head.description),
    canonical: missing ? null : head.canonical,
    noindex: missing || Boolean(head.noindex),
    jsonLd: [organizationJsonLd(siteUrl, site), ...(head.jsonLd ?? [])],
    lang: head.lang,
    alternates: missing ? [] : head.alternates,
    ...(head.ogType ? { ogType: head.ogType } : {}),
    ...(head.image ? { image: head.image } : {}),
  };
}

import type { BlogPost } from '../blog/queries/blog';
import type { Facility } from '../listings/queries/facilities';
import type { SiteConfig } from '../lib/site-config';
import { PAGE_IDS, shownInState, type RenderedPage } from './page-renderer';

export interface PageMeta {
  status: 200 | 404;
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
}

const SITE = 'Recovery Directory';
const DEFAULT_DESCRIPTION =
  'Search a free directory of addiction treatment centers across the United States by location, treatment type, specialization and insurance. Call or text 988 in a crisis.';

const STATIC_PAGES: Record<string, { title: string; description: string; noindex?: boolean }> = {
  '/': { title: `${SITE} – Find Addiction Treatment Centers Near You`, description: DEFAULT_DESCRIPTION },
  '/search': {
    title: `Find Treatment Centers – ${SITE}`,
    description: 'Search addiction treatment centers by name, city, treatment type, specialization, insurance and distance from a ZIP code.',
  },
  '/states': {
    title: `Addiction Treatment Centers by State – ${SITE}`,
    description:
      'Browse addiction treatment centers in the 50 states, the District of Columbia and the U.S. territories, with the number of listed centers in each.',
  },
  '/treatment-types': {
    title: `Types of Addiction Treatment – ${SITE}`,
    description: 'Inpatient, outpatient, intensive outpatient, partial hospitalization, detox and sober living: what each involves and how long it lasts.',
  },
  '/insurance': {
    title: `Insurance for Addiction Treatment – ${SITE}`,
    description: 'How private insurance, Medicare and Medicaid cover addiction treatment, and how to verify your benefits.',
  },
  '/get-help': {
    title: `Get Help Now – ${SITE}`,
    description: 'Crisis lines, treatment helplines and a free, confidential request for a call back from a treatment coordinator.',
  },
  '/resources': {
    title: `Resources – ${SITE}`,
    description: 'Crisis lines, treatment helplines and a free, confidential request for a call back from a treatment coordinator.',
  },
  '/about': { title: `About Us – ${SITE}`, description: 'Who we are, how the directory works and how we are paid.' },
  '/contact': { title: `Contact Us – ${SITE}`, description: 'Questions about the directory or a listing: call, email or send us a message.' },
  '/terms': { title: `Terms of Service – ${SITE}`, description: 'The terms for using the directory.' },
  '/open-data': {
    title: `Open Data – ${SITE}`,
    description: 'Download every listing of the directory (CSV or JSON in the Open Referral HSDS format) or page through it by API, free under CC BY 4.0.',
  },
  '/privacy': { title: `Privacy Policy – ${SITE}`, description: 'What we collect, why, who can see it and how long we keep it.' },
  '/sitemap': { title: `Sitemap – ${SITE}`, description: 'Every section of the directory and every state page.' },
  '/blog': {
    title: `Recovery Blog – Guides and Support for Addiction Treatment | ${SITE}`,
    description: 'Plain-language articles on addiction treatment, recovery, medications, insurance and supporting a loved one, with their public sources.',
  },
  '/facility-signup': { title: `List Your Facility – ${SITE}`, description: 'Register your treatment center for a free listing.' },
  '/facility-signup/success': { title: `Check Your Email – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/facility-signup/confirm': { title: `Confirm Your Email Address – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/facility-login': { title: `Facility Login – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/facility-forgot-password': { title: `Reset Your Password – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/facility-reset-password': { title: `Choose a New Password – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/facility-dashboard': { title: `Facility Dashboard – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/login': { title: `Admin Sign In – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/crm': { title: `CRM – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/crm/prospects/new': { title: `Add Prospect – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/crm/import': { title: `Import Prospects – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin-dashboard': { title: `Admin Dashboard – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/leads': { title: `Leads – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/messages': { title: `Contact Messages – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/reports': { title: `Listing Reports – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/staff': { title: `Staff Accounts – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/outbox': { title: `Outbox – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/audit-log': { title: `Audit Log – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/imports': { title: `Locator Imports – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/blog': { title: `Blog Posts – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/blog/new': { title: `New Blog Post – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/admin/invite': { title: `Set Your Password – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true },
};

/** Admin pages with an id in the path (a lead, a message, a post): never indexed, whatever the id. */
const ADMIN_DETAIL = /^\/admin\/(leads|messages|crm\/prospects|blog)\/\d{1,10}$/;

/** The shipped featured images and uploads are drawn at the Open Graph size (1200×630). */
const FEATURED_IMAGE = { width: 1200, height: 630 };

/** The facility dashboard's tabs, an inquiry and the listing preview: private, never indexed. */
const DASHBOARD_PAGE = /^\/facility-dashboard\/(listing|inquiries|inquiries\/\d{1,10}|analytics|settings|preview)$/;

const NOT_FOUND = { title: `Page Not Found – ${SITE}`, description: DEFAULT_DESCRIPTION };

function facilityJsonLd(f: Facility, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: f.name,
    url,
    telephone: f.phone,
    ...(f.website ? { sameAs: [f.website] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: f.address,
      addressLocality: f.city,
      addressRegion: f.state,
      ...(f.zip ? { postalCode: f.zip } : {}),
      addressCountry: 'US',
    },
    ...(f.latitude !== null && f.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: f.latitude, longitude: f.longitude } } : {}),
    ...(f.rating !== null && f.reviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: f.rating, reviewCount: f.reviews } }
      : {}),
  };
}

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

/** The state page's list: the centers it shows, in its order. */
function stateItemListJsonLd(siteUrl: string, name: string, facilities: StateListing[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Addiction treatment centers in ${name}`,
    itemListElement: facilities.map((f, i) => ({ '@type': 'ListItem', position: i + 1, url: `${siteUrl}/facility/${f.id}`, name: f.name })),
  };
}

function breadcrumbJsonLd(trail: Array<[name: string, url: string]>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, url], i) => ({ '@type': 'ListItem', position: i + 1, name, item: url })),
  };
}

function articleJsonLd(post: BlogPost, url: string, siteUrl: string, image: string | null): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.meta_description || post.excerpt,
    ...(image ? { image: [image] } : {}),
    datePublished: post.published_date,
    dateModified: post.updated_date > post.published_date ? post.updated_date : post.published_date,
    author: { '@type': 'Person', name: post.author.name, ...(post.author.bio ? { description: post.author.bio } : {}) },
    publisher: { '@id': `${siteUrl}/#organization` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category.name,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}

const trimDescription = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

interface StateListing {
  id: number;
  name: string;
  rating: number | null;
  reviews: number;
}

/** What the Worker's renderer loaded for a page (null for a page rendered in the browser only). */
export type RenderedData = Pick<Extract<RenderedPage, { kind: 'page' }>, 'status' | 'data'>;

/**
 * Title, description, canonical URL, structured data and status of the page at `pathname`, from
 * the data its render loaded: the head costs no D1 read of its own.
 */
export function pageMeta(siteUrl: string, pathname: string, page: RenderedData | null, site: SiteConfig): PageMeta {
  const meta = metaOf(siteUrl, pathname, page);
  return { ...meta, jsonLd: [organizationJsonLd(siteUrl, site), ...meta.jsonLd] };
}

function metaOf(siteUrl: string, pathname: string, rendered: RenderedData | null): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const canonical = siteUrl + path;
  const page = (meta: { title: string; description: string; noindex?: boolean }, status: 200 | 404 = 200, jsonLd: Record<string, unknown>[] = []): PageMeta => ({
    status,
    title: meta.title,
    description: meta.description,
    canonical: status === 200 && !meta.noindex ? canonical : null,
    noindex: status === 404 || Boolean(meta.noindex),
    jsonLd,
  });
  const found = rendered !== null && rendered.status < 400;

  const fixed = STATIC_PAGES[path];
  if (fixed) return page(fixed);
  if (ADMIN_DETAIL.test(path)) return page({ title: `Admin – ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true });
  if (DASHBOARD_PAGE.test(path)) return page(STATIC_PAGES['/facility-dashboard']!);

  if (/^\/facility\/[^/]+$/.test(path)) {
    const facility = found ? (rendered.data[PAGE_IDS.facility] as { facility?: Facility } | undefined)?.facility : undefined;
    if (!facility) return page({ title: `Facility Not Found – ${SITE}`, description: DEFAULT_DESCRIPTION }, 404);
    return page(
      {
        title: `${facility.name} – ${facility.city}, ${facility.state} | ${SITE}`,
        description: trimDescription(facility.description || `${facility.name} in ${facility.city}, ${facility.stateFullName}.`),
      },
      200,
      [
        facilityJsonLd(facility, canonical),
        breadcrumbJsonLd([
          ['Home', `${siteUrl}/`],
          ['Search', `${siteUrl}/search`],
          [facility.stateFullName, `${siteUrl}/states/${facility.state.toLowerCase()}`],
          [facility.name, canonical],
        ]),
      ],
    );
  }

  if (/^\/blog\/[^/]+$/.test(path)) {
    const post = found ? (rendered.data[PAGE_IDS.blogPost] as { post?: BlogPost } | undefined)?.post : undefined;
    if (!post) return page({ title: `Article Not Found – ${SITE}`, description: DEFAULT_DESCRIPTION }, 404);
    // Only the site's own pictures (shipped or uploaded) are named; their path is ours to join.
    const image = post.featured_image?.startsWith('/') ? siteUrl + post.featured_image : null;
    return {
      ...page(
        { title: `${post.title} | ${SITE}`, description: trimDescription(post.meta_description || post.excerpt || DEFAULT_DESCRIPTION) },
        200,
        [
          articleJsonLd(post, canonical, siteUrl, image),
          breadcrumbJsonLd([
            ['Home', `${siteUrl}/`],
            ['Blog', `${siteUrl}/blog`],
            [post.title, canonical],
          ]),
        ],
      ),
      ogType: 'article',
      ...(image ? { image: { url: image, alt: post.featured_image_alt, ...FEATURED_IMAGE } } : {}),
    };
  }

  if (/^\/states\/[^/]+$/.test(path)) {
    const loaded = found ? (rendered.data[PAGE_IDS.state] as { state?: { code: string; name: string }; facilities?: StateListing[] } | undefined) : undefined;
    const state = loaded?.state;
    if (!state) return page({ title: `State Not Found – ${SITE}`, description: DEFAULT_DESCRIPTION }, 404);
    // One canonical address per state, whatever form of its name was used.
    const stateUrl = `${siteUrl}/states/${state.code.toLowerCase()}`;
    return {
      ...page(
        {
          title: `Addiction Treatment Centers in ${state.name} – ${SITE}`,
          description: `Find addiction treatment centers in ${state.name}: detox, inpatient, outpatient and more, with ratings, insurance and contact details.`,
        },
        200,
        [
          breadcrumbJsonLd([
            ['Home', `${siteUrl}/`],
            ['States', `${siteUrl}/states`],
            [state.name, stateUrl],
          ]),
          stateItemListJsonLd(siteUrl, state.name, shownInState(loaded.facilities ?? [])),
        ],
      ),
      canonical: stateUrl,
    };
  }

  return page(NOT_FOUND, 404);
}

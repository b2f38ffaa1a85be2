import { countPages, listFacilityPages, listPostPages, listStatePages, type SitemapEntry } from './queries/sitemap';
import type { Database } from '../lib/db';
import { listAllCityPages } from '../search/city-service';
import { hasSpanishPage } from './page-renderer';

type WaitUntil = (p: Promise<unknown>) => void;

/** Well under the protocol's 50,000 URLs per file. */
const URLS_PER_SITEMAP = 40_000;

type ChangeFreq = 'daily' | 'weekly' | 'monthly' | 'yearly';

interface StaticPage {
  path: string;
  changefreq: ChangeFreq;
  priority: number;
  /**
   * Pages built from the listings (counts, lists) change when a listing does. The others are text
   * in the code: they carry no lastmod rather than a date that is not their real last change.
   */
  fromListings?: boolean;
  /** The blog's list changes when a post does. */
  fromPosts?: boolean;
}

const STATIC_PAGES: StaticPage[] = [
  { path: '/', changefreq: 'daily', priority: 1.0, fromListings: true },
  { path: '/search', changefreq: 'daily', priority: 0.9, fromListings: true },
  { path: '/states', changefreq: 'weekly', priority: 0.8, fromListings: true },
  { path: '/treatment-types', changefreq: 'monthly', priority: 0.7 },
  { path: '/insurance', changefreq: 'monthly', priority: 0.7 },
  { path: '/get-help', changefreq: 'monthly', priority: 0.8 },
  { path: '/about', changefreq: 'monthly', priority: 0.5 },
  { path: '/verification', changefreq: 'monthly', priority: 0.4 },
  { path: '/contact', changefreq: 'monthly', priority: 0.5 },
  { path: '/facility-signup', changefreq: 'monthly', priority: 0.5 },
  { path: '/terms', changefreq: 'yearly', priority: 0.3 },
  { path: '/privacy', changefreq: 'yearly', priority: 0.3 },
  { path: '/open-data', changefreq: 'monthly', priority: 0.4 },
  { path: '/sitemap', changefreq: 'weekly', priority: 0.3, fromListings: true },
  { path: '/blog', changefreq: 'weekly', priority: 0.7, fromPosts: true },
];

const STATE_PAGE = { changefreq: 'weekly', priority: 0.7 } as const;
const CITY_PAGE = { changefreq: 'weekly', priority: 0.6 } as const;
const FACILITY_PAGE = { changefreq: 'weekly', priority: 0.6 } as const;
const POST_PAGE = { changefreq: 'monthly', priority: 0.6 } as const;

type Url = SitemapEntry & { changefreq: ChangeFreq; priority: number };

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** The Spanish address of a page that has one (decision 022), else null. */
const spanishPath = (path: string) => (hasSpanishPage(path) ? (path === '/' ? '/es' : `/es${path}`) : null);

/** The languages a page is in: each is a <url> of the sitemap (English, and Spanish when it has one). */
const languagesOf = (path: string) => (spanishPath(path) ? 2 : 1);
const FACILITY_LANGUAGES = languagesOf('/facility/1');
const STATE_LANGUAGES = languagesOf('/states/tx');
const CITY_LANGUAGES = languagesOf('/states/tx/austin');
const STATIC_URLS = STATIC_PAGES.reduce((sum, page) => sum + languagesOf(page.path), 0);

/**
 * A page's <url>, and for a page in both languages its Spanish <url> too, each naming both
 * addresses as `xhtml:link` alternates (English the default), as search engines ask.
 */
function urlEntries(siteUrl: string, e: Url): string[] {
  const tail = `${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}<changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority>`;
  const english = escapeXml(siteUrl + e.path);
  const es = spanishPath(e.path);
  if (!es) return [`<url><loc>${english}</loc>${tail}</url>`];
  const spanish = escapeXml(siteUrl + es);
  const links =
    `<xhtml:link rel="alternate" hreflang="en" href="${english}"/><xhtml:link rel="alternate" hreflang="es" href="${spanish}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
  // After <priority>: the schema takes other namespaces' elements last.
  return [`<url><loc>${english}</loc>${tail}${links}</url>`, `<url><loc>${spanish}</loc>${tail}${links}</url>`];
}

function urlset(siteUrl: string, entries: Url[]): string {
  const urls = entries.flatMap((e) => urlEntries(siteUrl, e));
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

const facilityUrls = (entries: SitemapEntry[]): Url[] => entries.map((e) => ({ ...e, ...FACILITY_PAGE }));

const latest = (entries: SitemapEntry[]) =>
  entries.reduce<string | null>((last, e) => (e.lastmod && (!last || e.lastmod > last) ? e.lastmod : last), null);

/**
 * The static, state, city and blog pages; a state page is dated by its listings' last change, the
 * pages built from every listing by the latest of those, and the blog's list by its latest post. A
 * city page carries no date: the cities come from the search index, which keeps none per city.
 */
async function fixedUrls(db: Database, now: Date, cities: SitemapEntry[]): Promise<Url[]> {
  const [states, posts] = await Promise.all([listStatePages(db), listPostPages(db, now)]);
  const listings = latest(states);
  const blog = latest(posts);
  return [
    ...STATIC_PAGES.map(({ path, changefreq, priority, fromListings, fromPosts }) => ({
      path,
      changefreq,
      priority,
      lastmod: fromListings ? listings : fromPosts ? blog : null,
    })),
    ...states.map((e) => ({ ...e, ...STATE_PAGE })),
    ...cities.map((e) => ({ ...e, ...CITY_PAGE })),
    ...posts.map((e) => ({ ...e, ...POST_PAGE })),
  ];
}

/**
 * Part 0 holds the static, state, city and blog pages; parts 1..n the facility pages. A site small
 * enough for one file gets a single urlset; a larger one an index of the parts.
 */
export async function renderSitemap(
  db: Database,
  siteUrl: string,
  part: number | null,
  waitUntil: WaitUntil,
  now = new Date(),
): Promise<string | null> {
  const { maxFacilityId, states, posts } = await countPages(db, now);
  const cityPages = async () =>
    (await listAllCityPages(db, waitUntil)).map((c) => ({ path: `/states/${c.state.toLowerCase()}/${c.slug}`, lastmod: null }));
  // Part n holds the listings with ids in its block: never more URLs than URLS_PER_SITEMAP, each
  // listing's page counted once per language it has.
  const listingsPerPart = URLS_PER_SITEMAP / FACILITY_LANGUAGES;
  const facilityParts = Math.ceil(maxFacilityId / listingsPerPart);

  if (part === null) {
    // The cities are read only when the rest would fit in one file (their count cannot make it fit).
    const rest = STATIC_URLS + states * STATE_LANGUAGES + posts + maxFacilityId * FACILITY_LANGUAGES;
    const cities = rest <= URLS_PER_SITEMAP ? await cityPages() : [];
    if (rest + cities.length * CITY_LANGUAGES <= URLS_PER_SITEMAP) {
      return urlset(siteUrl, [...(await fixedUrls(db, now, cities)), ...facilityUrls(await listFacilityPages(db, 1, listingsPerPart))]);
    }
    const parts = Array.from({ length: facilityParts + 1 }, (_, i) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemap.xml?part=${i}`)}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`;
  }
  if (part === 0) return urlset(siteUrl, await fixedUrls(db, now, await cityPages()));
  if (part > facilityParts) return null;
  return urlset(siteUrl, facilityUrls(await listFacilityPages(db, (part - 1) * listingsPerPart + 1, part * listingsPerPart)));
}

export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /admin-dashboard',
    'Disallow: /facility-dashboard',
    'Disallow: /facility-login',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

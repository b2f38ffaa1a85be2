import { countPublishedFacilities, listFacilityPages, listStatePages, type SitemapEntry } from '../db/sitemap';
import type { Database } from '../lib/db';

/** Well under the protocol's 50,000 URLs per file. */
const URLS_PER_SITEMAP = 40_000;

const STATIC_PATHS = [
  '/',
  '/search',
  '/states',
  '/treatment-types',
  '/insurance',
  '/get-help',
  '/resources',
  '/about',
  '/contact',
  '/facility-signup',
  '/terms',
  '/privacy',
  '/sitemap',
];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

function urlset(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Part 0 holds the static and state pages; parts 1..n the facility pages. A site small enough for
 * one file gets a single urlset; a larger one an index of the parts.
 */
export async function renderSitemap(db: Database, siteUrl: string, part: number | null): Promise<string | null> {
  const facilities = await countPublishedFacilities(db);
  const fixed: SitemapEntry[] = [...STATIC_PATHS.map((path) => ({ path, lastmod: null })), ...(await listStatePages(db))];
  const facilityParts = Math.ceil(facilities / URLS_PER_SITEMAP);

  if (part === null) {
    if (fixed.length + facilities <= URLS_PER_SITEMAP) {
      return urlset(siteUrl, [...fixed, ...(await listFacilityPages(db, 0, URLS_PER_SITEMAP))]);
    }
    const parts = Array.from({ length: facilityParts + 1 }, (_, i) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemap.xml?part=${i}`)}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`;
  }
  if (part === 0) return urlset(siteUrl, fixed);
  if (part > facilityParts) return null;
  return urlset(siteUrl, await listFacilityPages(db, (part - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP));
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

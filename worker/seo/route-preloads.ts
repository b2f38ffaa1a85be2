// The page's HTML names the styles its markup needs (so a rendered page is styled at first paint,
// with no shift later) and, where the browser renders the page itself, the code it needs first (so
// the browser fetches it at once rather than after the entry has run).

/** Source module of each rendered page's lazy route (keys of Vite's build manifest), by route id. */
const ROUTE_SOURCES: Record<string, string> = {
  home: 'src/features/home/components/home-page.tsx',
  search: 'src/features/search/components/search-page.tsx',
  facility: 'src/features/facility/components/facility-page.tsx',
  states: 'src/features/states/components/states-page.tsx',
  state: 'src/features/states/components/state-page.tsx',
  sitemap: 'src/features/sitemap/components/sitemap-page.tsx',
  'treatment-types': 'src/features/treatment-types/components/treatment-types-page.tsx',
  insurance: 'src/features/insurance/components/insurance-page.tsx',
  'get-help': 'src/features/get-help/components/get-help-page.tsx',
  resources: 'src/features/get-help/components/get-help-page.tsx',
  contact: 'src/features/contact/components/contact-page.tsx',
  about: 'src/features/about/components/about-page.tsx',
  terms: 'src/features/legal/components/terms-page.tsx',
  privacy: 'src/features/legal/components/privacy-page.tsx',
  'open-data': 'src/features/open-data/components/open-data-page.tsx',
  blog: 'src/features/blog/components/blog-page.tsx',
  'blog-post': 'src/features/blog/components/blog-post-page.tsx',
  'not-found': 'src/app/not-found.tsx',
};

/** The route ids that have a source here (a test holds them to the SPA's public routes). */
export const RENDERED_ROUTE_IDS = Object.keys(ROUTE_SOURCES);

export const MANIFEST_PATH = '/route-manifest.json';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The module that starts the SPA: the entry loads it (after the first paint of a rendered page). */
const START = 'src/app/start.tsx';

/**
 * `<link>` tags for a page: the styles of the SPA's start module and of the page's own route (so a
 * rendered page is styled at first paint), and, for a page the browser renders itself (`routeId`
 * null), the start module's code to fetch at once. A rendered page names no code: the entry asks
 * for it after the first paint.
 */
export function pageLinks(manifest: BuildManifest | null, routeId: string | null): string {
  if (!manifest) return '';
  // What the entry chunk imports, the page already names (Vite writes those tags itself).
  const inPage = new Set<string>();
  const collect = (key: string, into: Set<string>, styles?: Set<string>) => {
    const c = manifest[key];
    if (!c || into.has(key) || inPage.has(key)) return;
    into.add(key);
    c.css?.forEach((file) => styles?.add(file));
    c.imports?.forEach((k) => collect(k, into, styles));
  };
  for (const [key, c] of Object.entries(manifest)) if (c.isEntry) collect(key, inPage);
  const keys = new Set<string>();
  const styles = new Set<string>();
  collect(START, keys, styles);
  const route = routeId === null ? undefined : ROUTE_SOURCES[routeId];
  if (route) collect(route, new Set(keys), styles);
  const scripts = routeId === null ? [...keys].map((key) => manifest[key]!.file) : [];
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

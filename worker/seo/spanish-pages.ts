// Which pages have a Spanish version: a module of its own, with no imports, so that the SPA, the
// Worker and the browser tests (e2e/spanish.spec.ts) read the one list. page-renderer.ts re-exports it.

/**
 * The public pages that have a Spanish version under /es/ (issue 29, decision 022), as English
 * route patterns. The SPA builds its Spanish routes from this list; the Worker writes each one's
 * `hreflang` alternates and its two addresses in the sitemap. A page joins the list once every
 * word of it is in the catalogues, and its JavaScript in Spanish is within the route budget.
 */
export const SPANISH_PAGES = [
  '/',
  '/about',
  '/verification',
  '/search',
  '/facility/:id',
  '/facility/:id/review',
  '/reviews/manage',
  '/states',
  '/states/:stateCode',
  '/states/:stateCode/:city',
  '/treatment-types',
  '/insurance',
  '/sitemap',
  '/terms',
  '/privacy',
  '/get-help',
  '/resources',
  '/contact',
] as const;

/**
 * Whether the English `path` (a query or fragment ignored) is one of SPANISH_PAGES: the one test the
 * sitemap, the head's alternates and the SPA's links share. Segments match literally, a `:name` any
 * non-empty segment. A path starting `//` or holding a backslash is none of ours, however it ends:
 * links are built from what passes here, and a browser reads `//evil.example.org` (and `/\evil…`)
 * as another site (issue 40).
 */
export function hasSpanishPage(path: string): boolean {
  const bare = path.replace(/[?#].*$/, '');
  if (!bare.startsWith('/') || /^\/\/|\\/.test(bare)) return false;
  const segments = bare.replace(/(.)\/+$/, '$1').split('/');
  return SPANISH_PAGES.some((pattern) => {
    const wanted = pattern.split('/');
    return wanted.length === segments.length && wanted.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
  });
}

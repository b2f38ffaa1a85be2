// The page's HTML names the styles its markup needs (so a rendered page is styled at first paint,
// with no shift later) and, where the browser renders the page itself, the code it needs first (so
// the browser fetches it at once rather than after the entry has run).

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

/** A page the Worker rendered, by its screen's source file (the renderer names it), or one the browser renders. */
export type PageKind = { rendered: true; source: string | null } | { rendered: false };

/**
 * `<link>` tags for a page: the styles of the SPA's start module and of a rendered page's own
 * screen (so it is styled at first paint), and, for a page the browser renders itself, the start
 * module's code to fetch at once. A rendered page names no code: the entry asks for it after the
 * first paint.
 */
export function pageLinks(manifest: BuildManifest | null, page: PageKind): string {
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
  if (page.rendered && page.source) collect(page.source, new Set(keys), styles);
  const scripts = page.rendered ? [] : [...keys].map((key) => manifest[key]!.file);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

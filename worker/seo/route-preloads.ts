// The SPA loads each page's code only after its main script has run. For the pages people land on
// from search engines and shared links, the Worker names that code in the HTML so the browser
// fetches it at once, in parallel with the main script (one round trip less on a slow phone).

/** Source module of each landing page's lazy route (keys of Vite's build manifest). */
const LANDING_ROUTES: Array<[RegExp, string]> = [
  [/^\/$/, 'src/features/home/components/home-page.tsx'],
  [/^\/search$/, 'src/features/search/components/search-page.tsx'],
  [/^\/facility\/\d+$/, 'src/features/facility/components/facility-page.tsx'],
  [/^\/states$/, 'src/features/states/components/states-page.tsx'],
  [/^\/states\/[^/]+$/, 'src/features/states/components/state-page.tsx'],
  [/^\/blog$/, 'src/features/blog/components/blog-page.tsx'],
  [/^\/blog\/[^/]+$/, 'src/features/blog/components/blog-post-page.tsx'],
];

export const MANIFEST_PATH = '/route-manifest.json';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** `<link>` tags for the code and styles of the page at `pathname`; empty when none is known. */
export function preloadTags(manifest: BuildManifest | null, pathname: string): string {
  const source = LANDING_ROUTES.find(([pattern]) => pattern.test(pathname))?.[1];
  const chunk = source ? manifest?.[source] : undefined;
  if (!manifest || !chunk) return '';
  // What the entry chunk imports, the page already names (Vite writes those preloads itself).
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
  collect(source!, keys, styles);
  const scripts = [...keys].map((key) => manifest[key]!.file);
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" href="/${file}">`),
  ].join('');
}

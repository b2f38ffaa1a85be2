import { newRouter } from '../lib/router';
import { siteConfig, siteUrl } from '../lib/site-config';
import { resolvePageMeta } from '../seo/page-meta';
import { renderShell } from '../seo/render-shell';
import { MANIFEST_PATH, preloadTags, type BuildManifest } from '../seo/route-preloads';

/**
 * Every page navigation: the SPA's shell with that page's head tags, and 404 for pages that do not
 * exist (unknown paths, facilities and states), so crawlers and link previews see the truth
 * without running JavaScript.
 */
// Per isolate: the build manifest does not change while this Worker version runs.
let manifest: Promise<BuildManifest | null> | null = null;

function loadManifest(assets: Fetcher, origin: string): Promise<BuildManifest | null> {
  manifest ??= assets
    .fetch(new Request(new URL(MANIFEST_PATH, origin)))
    .then((res) => (res.ok ? (res.json() as Promise<BuildManifest>) : null))
    .catch(() => null);
  return manifest;
}

export const pageRoutes = newRouter().get('*', async (c) => {
  const { pathname } = new URL(c.req.url);
  const [shell, meta, build] = await Promise.all([
    c.env.ASSETS.fetch(new Request(new URL('/', c.req.url))),
    resolvePageMeta(c.get('db'), siteUrl(c.env), pathname),
    loadManifest(c.env.ASSETS, c.req.url),
  ]);
  if (!shell.ok) throw new Error(`the SPA shell is missing (${shell.status}): run npm run build`);
  return renderShell(shell, meta, siteConfig(c.env), meta.status === 200 ? preloadTags(build, pathname) : '');
});

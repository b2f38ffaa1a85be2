import type { PageMeta } from './page-meta';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON inside a <script> block: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The SPA's index.html with this page's head: title, description, canonical, Open Graph, robots,
 * JSON-LD, and the site configuration the header shows (so it needs no extra request).
 */
export function renderShell(shell: Response, meta: PageMeta, siteConfig: unknown, preloads = ''): Response {
  const tags = [
    preloads,
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="Recovery Directory">`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    meta.canonical ? `<meta property="og:url" content="${escapeHtml(meta.canonical)}">` : '',
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image.url)}">`,
          `<meta property="og:image:width" content="${meta.image.width}">`,
          `<meta property="og:image:height" content="${meta.image.height}">`,
          `<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    `<script id="site-config" type="application/json">${scriptJson(siteConfig)}</script>`,
  ]
    .filter(Boolean)
    .join('');

  const rewritten = new HTMLRewriter()
    .on('title', {
      element(el) {
        el.setInnerContent(meta.title);
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        el.setAttribute('content', meta.description);
      },
    })
    .on('head', {
      element(el) {
        el.append(tags, { html: true });
      },
    })
    .transform(shell);

  const headers = new Headers(rewritten.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The shell names hashed asset files: always revalidate so a deploy is picked up at once.
  headers.set('Cache-Control', 'no-cache');
  headers.delete('Content-Length');
  return new Response(rewritten.body, { status: meta.status, headers });
}

import type { PageMeta } from './page-meta';

// A page's HTML: the SPA's index.html (the shell: its hashed script and style names) with this
// page's head tags, and inside its root element the markup the renderer streams, followed by the
// router state the SPA hydrates from.

const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/** Text as HTML: for an attribute's value or an element's content. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON inside a <script> block: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headTags(meta: PageMeta, siteConfig: unknown, links: string): string {
  return [
    links,
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : '',
    ...meta.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="Recovery Directory">`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}">`,
    `<meta property="og:locale" content="${meta.lang === 'es' ? 'es_US' : 'en_US'}">`,
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
}

export interface DocumentParts {
  /** Everything up to and including the root element's start tag. */
  before: string;
  /** The root element's end tag and everything after it. */
  after: string;
}

/**
 * The shell with this page's title, description, head tags (canonical, Open Graph, robots,
 * JSON-LD, the site configuration the header shows, and `links`: the page's own code and styles),
 * cut open at the root element.
 */
export function documentParts(shell: string, meta: PageMeta, siteConfig: unknown, links = ''): DocumentParts {
  // Styles first, before any script: they hold up the first paint, so the browser must ask for
  // them before anything else.
  const styles = [...new Set([...`${shell}${links}`.matchAll(STYLESHEET)].map((m) => m[0].trim()))].join('');
  const html = shell
    .replace(STYLESHEET, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${meta.lang}"`)
    .replace(/<script type="module"/, (tag) => `${styles}${tag}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description)}">`)
    .replace('</head>', () => `${headTags(meta, siteConfig, links.replace(STYLESHEET, ''))}</head>`);
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error('the SPA shell has no empty root element');
  const open = ROOT.length - '</div>'.length;
  return { before: html.slice(0, at + open), after: html.slice(at + open) };
}

/**
 * The document as a stream: the parts around the page's markup as it is rendered, then the router
 * state (JSON the browser does not execute, so the Content-Security-Policy needs no inline script).
 */
export function streamDocument(
  parts: DocumentParts,
  body: ReadableStream<Uint8Array> | null,
  hydration: string | null,
  /** HTML after the root element (a <noscript> the SPA's render must not replace). */
  afterRoot = '',
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const write = async () => {
    await writer.write(encoder.encode(parts.before));
    if (body) {
      const reader = body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) await writer.write(chunk.value);
    }
    const state = hydration ? `<script id="router-data" type="application/json">${hydration}</script>` : '';
    // After the root's end tag: the root holds only what React rendered.
    const end = parts.after.indexOf('</div>') + '</div>'.length;
    await writer.write(encoder.encode(parts.after.slice(0, end) + afterRoot + state + parts.after.slice(end)));
    await writer.close();
  };
  write().catch((error: unknown) => writer.abort(error).catch(() => undefined));
  return readable;
}

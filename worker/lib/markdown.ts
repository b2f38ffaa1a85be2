import MarkdownIt from 'markdown-it';
import xssDefault, { type IWhiteList } from 'xss';
import type * as XssModule from 'xss';

// A post's body is written in Markdown and served as HTML. Two layers keep that HTML inert:
// markdown-it renders with raw HTML turned off (any tag an author types comes out as text), and
// js-xss then keeps only the tags and attributes below, whatever the renderer produced.

// js-xss is CommonJS whose export is a function carrying the rest as properties; bundlers agree
// only on the default import, so the named parts are read from it.
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xssDefault as unknown as typeof XssModule;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const LINK_REL = 'noopener noreferrer';

// Every link, written or auto-linked, leaves without handing over our page or its address.
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  tokens[idx]!.attrSet('rel', LINK_REL);
  return self.renderToken(tokens, idx, options);
};

const ALLOWED: IWhiteList = {
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  p: [], br: [], hr: [], blockquote: [],
  ul: [], ol: ['start'], li: [],
  strong: [], em: [], s: [], del: [], code: [], pre: [], sup: [], sub: [],
  table: [], thead: [], tbody: [], tr: [], th: [], td: [],
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title'],
};

/** Where a link may go: the web, mail, a phone number, our own paths and anchors on the page. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
/** Where an image may come from: our own paths, or https. Never data: or another scheme. */
const SAFE_SRC = /^(?:https:\/\/|\/(?!\/))/i;

const sanitiser = new FilterXSS({
  whiteList: ALLOWED,
  // Tags outside the list vanish, and so does everything inside these.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name) {
    if (tag === 'a' && name === 'rel') return `rel="${LINK_REL}"`;
    return undefined;
  },
  safeAttrValue(tag, name, value) {
    // Decoded first, so entity and whitespace tricks ("jav&#x61;script:", "java\tscript:") are seen as written.
    const plain = friendlyAttrValue(value).replace(/[\s\p{Cc}]+/gu, '');
    if (name === 'href') return SAFE_HREF.test(plain) ? escapeAttrValue(value) : '';
    if (name === 'src') return tag === 'img' && SAFE_SRC.test(plain) ? escapeAttrValue(value) : '';
    return escapeAttrValue(value);
  },
});

/** HTML cut down to the allowlist: the second layer, on its own for tests that skip the first. */
export function sanitiseHtml(html: string): string {
  return sanitiser.process(html);
}

/** A post's Markdown as the HTML we store and serve: rendered without raw HTML, then sanitised. */
export function renderMarkdown(source: string): string {
  return sanitiseHtml(markdown.render(source));
}

const WORDS_PER_MINUTE = 200;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Minutes to read a post's Markdown at 200 words a minute, never less than one. */
export function readTime(source: string): number {
  // A link's address is not read: "[NIDA](https://nida.nih.gov/...)" is one word, not eight.
  const words = source.replace(/\]\([^)]*\)/g, ']').match(WORD)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addFacility, api, freshSearch, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';
import { hasSpanishPage } from './page-renderer';

// Issue 40: every link a page builds from the address it was asked for stays on the site. The
// language switch once linked `/es//evil.example.org` to `href="//evil.example.org"`, which a
// browser reads as another site's address.

const SITE = new URL(env.SITE_URL);

beforeAll(async () => {
  await loadReferenceData();
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

/** Every address the page states in an attribute: links, the head's canonical and alternates, og:url. */
const addresses = (html: string) =>
  [...html.matchAll(/\s(?:href|src|action|content)="([^"]*)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .filter((value) => /^[/\\]|^[a-z][a-z0-9+.-]*:/i.test(value));

/** An address read as a browser reads it, from a page on the site: its origin, or null for tel: and the like. */
function originOf(address: string): string | null {
  const url = new URL(address, SITE);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

const HOSTILE = [
  '/es//evil.example.org',
  '/es//evil.example.org/',
  '/es/\\evil.example.org/x',
  '/es/%5Cevil.example.org',
  '/es/%5C%5Cevil.example.org',
  '/es/%2F%2Fevil.example.org',
  '/es///evil.example.org/x?q=1',
  '//evil.example.org',
  '//evil.example.org/',
  '/\\evil.example.org',
  '/%5Cevil.example.org',
  '/%2F%2Fevil.example.org',
  '//es//evil.example.org',
  '//search',
  '/es//search',
  '/es//',
  '/es//?ref=evil.example.org',
];

describe('a page asked for at a hostile address', () => {
  it.each(HOSTILE)('%s links only to the site, never to an address starting // or /\\', async (path) => {
    const res = await api(path, { redirect: 'manual' });
    const html = await res.text();
    const location = res.headers.get('Location');
    const stated = location === null ? addresses(html) : [location, ...addresses(html)];
    for (const address of stated) {
      expect(address, `${path}: ${address}`).not.toMatch(/^[/\\]{2}|^\/%5c|^\/%2f/i);
      expect(address.toLowerCase(), `${path}: ${address}`).not.toMatch(/^[a-z]*:?[/\\]*evil\.example\.org/);
      if (address.toLowerCase().includes('evil')) expect(originOf(address), `${path}: ${address}`).toBe(SITE.origin);
    }
    // The language switch goes to a page of ours in the other language.
    const language = /<a class="language-switch" href="([^"]*)"/.exec(html)?.[1];
    if (location === null) {
      expect(language, path).toBeDefined();
      expect(language!, path).toMatch(/^\/(?![/\\])/);
    }
  });

  it.each(['//evil.example.org/', '/\\evil.example.org/', '///evil.example.org/x/', '/%2F%2Fevil.example.org/', '/%5Cevil.example.org/', '/%5c%5cevil.example.org/?q=1'])(
    '%s, with a trailing slash, is never redirected to an address without it that leaves the site (issue 41)',
    async (path) => {
      const res = await api(path, { redirect: 'manual' });
      await res.arrayBuffer();
      expect(res.status, path).not.toBe(301);
      expect(res.headers.get('Location'), path).toBeNull();
    },
  );

  it('links the switch of a page we have in both languages to that page, its query kept', async () => {
    const html = await (await api('/es/about?x=1')).text();
    expect(/<a class="language-switch" href="([^"]*)"/.exec(html)?.[1]).toBe('/about?x=1');
  });

  it('counts no address starting // or holding a backslash among the pages with a Spanish version', () => {
    for (const path of ['//', '//about', '//evil.example.org', '/\\evil.example.org', '/about\\x', 'about', '']) expect(hasSpanishPage(path), path).toBe(false);
  });
});

describe('a name holding a message’s tags', () => {
  // Lingui writes a string value into the message before it reads the message's <0>…</0> (web/src/lib/i18n/as-text.tsx):
  // a facility named so would have drawn our own element 1 (the listing's phone link) around its words.
  const NAME = 'Harbor <1>Call now</1> <0>x</0>';

  it('is drawn as written on the listing page and its search card, in both languages', async () => {
    const id = await addFacility({ name: NAME, city: 'Austin', state: 'TX', treatmentTypes: ['outpatient'] });
    await freshSearch();
    for (const path of [`/facility/${id}`, `/es/facility/${id}`, `/search?q=Harbor`]) {
      const html = await (await api(path)).text();
      expect(html, path).toContain('Harbor &lt;1&gt;Call now&lt;/1&gt; &lt;0&gt;x&lt;/0&gt;');
      expect(html, path).not.toMatch(/Harbor (<[^>]*>)+Call now/);
    }
  });
});

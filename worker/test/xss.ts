import { expect } from 'vitest';

import { MARKDOWN_PAYLOADS, PAYLOADS } from './xss-payloads';

export { MARKDOWN_PAYLOADS, PAYLOADS };

const TAGS = new Set([
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 's',
  'del', 'code', 'pre', 'sup', 'sub', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img',
]);
const ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title', 'rel']),
  img: new Set(['src', 'alt', 'title']),
  ol: new Set(['start']),
};
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Fails unless every tag and attribute in `html` is on the allowlist and every URL is safe. */
export function expectInert(html: string, payload: string): void {
  const context = `${payload}\n→ ${html}`;
  for (const [, name, rest] of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase();
    expect(TAGS.has(tag), `tag <${tag}> in ${context}`).toBe(true);
    for (const [, attr, value] of rest!.matchAll(/([^\s="'/]+)(?:\s*=\s*"([^"]*)")?/g)) {
      expect(ATTRIBUTES[tag]?.has(attr!.toLowerCase()), `attribute ${attr} on <${tag}> in ${context}`).toBe(true);
      if ((attr === 'href' || attr === 'src') && value) {
        const decoded = value.replace(/&amp;/g, '&').replace(/&#(x?)([0-9a-f]+);/gi, (_, x: string, n: string) =>
          String.fromCodePoint(parseInt(n, x ? 16 : 10)),
        );
        expect(decoded, `${attr} in ${context}`).toMatch(SAFE_URL);
        if (attr === 'src') expect(decoded, context).toMatch(/^(?:https:\/\/|\/(?!\/))/);
      }
      if (tag === 'a' && attr === 'rel') expect(value, context).toBe('noopener noreferrer');
    }
  }
  // Whatever is left is text: no markup can hide behind a stray bracket.
  expect(html.replace(/<\/?[a-zA-Z][^>]*>/g, ''), context).not.toMatch(/<[a-zA-Z!/]/);
}

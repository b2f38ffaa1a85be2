import { expect } from 'vitest';

// The usual XSS payloads, written as Markdown (raw HTML in it, link and autolink forms) and, for
// the sanitiser alone, as HTML that a renderer would never let through.
export const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">click</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<span style="position:fixed;top:0">overlay</span>',
  '<style>body{display:none}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<b><i>nested</b></i><div onclick=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!-- --><img src=x onerror=alert(1)>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="http://insecure.example/a.png">',
  '<img src="//evil.example/a.png">',
  '<img src=javascript:alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

export const MARKDOWN_PAYLOADS = [
  ...PAYLOADS,
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click]( javascript:alert(1) )',
  '[click](<javascript:alert(1)>)',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  'javascript:alert(1)',
  '<data:text/html,<script>alert(1)</script>>',
  '![x](javascript:alert(1))',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](http://insecure.example/a.png)',
  '![x](//evil.example/a.png)',
  '[x](https://ok.example "t\\" onmouseover=\\"alert(1)")',
  '![x" onerror="alert(1)](/images/a.webp)',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '> <script>alert(1)</script>',
  '* <iframe src="https://evil.example"></iframe>',
];

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

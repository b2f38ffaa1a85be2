import { describe, expect, it } from 'vitest';
import { readTime, renderMarkdown, sanitiseHtml } from './markdown';

// The usual XSS payloads, written as Markdown (raw HTML in it, link and autolink forms) and, for
// the sanitiser alone, as HTML that a renderer would never let through.
const PAYLOADS = [
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

const MARKDOWN_PAYLOADS = [
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
function expectInert(html: string, payload: string): void {
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

describe('renderMarkdown', () => {
  it.each(MARKDOWN_PAYLOADS)('leaves %j inert', (payload) => {
    for (const source of [payload, `Some text ${payload} more text`, `## ${payload}`, `- ${payload}`]) {
      expectInert(renderMarkdown(source), source);
    }
  });

  it('shows typed HTML as text rather than dropping the author’s words', () => {
    expect(renderMarkdown('Use <b>bold</b> here')).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt; here</p>\n');
  });

  it('keeps the Markdown an article needs', () => {
    const html = renderMarkdown(
      [
        '## Getting help',
        '',
        'Call **988** or read [SAMHSA](https://www.samhsa.gov/find-help) and [our guide](/blog/detox).',
        'See https://www.nida.nih.gov too.',
        '',
        '1. One',
        '2. Two',
        '',
        '> A quote',
        '',
        '![A calm room](/images/blog/room.webp) ![Chart](https://www.cdc.gov/chart.png)',
        '',
        '| A | B |',
        '|---|---|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Getting help</h2>');
    expect(html).toContain('<strong>988</strong>');
    expect(html).toContain('<a href="https://www.samhsa.gov/find-help" rel="noopener noreferrer">SAMHSA</a>');
    expect(html).toContain('<a href="/blog/detox" rel="noopener noreferrer">our guide</a>');
    expect(html).toContain('<a href="https://www.nida.nih.gov" rel="noopener noreferrer">https://www.nida.nih.gov</a>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toMatch(/<img src="\/images\/blog\/room\.webp" alt="A calm room"\s*\/?>/);
    expect(html).toMatch(/<img src="https:\/\/www\.cdc\.gov\/chart\.png" alt="Chart"\s*\/?>/);
    expect(html).toContain('<td>2</td>');
    expectInert(html, 'article');
  });
});

describe('sanitiseHtml on its own', () => {
  it.each(PAYLOADS)('leaves %j inert', (payload) => {
    expectInert(sanitiseHtml(payload), payload);
    expectInert(sanitiseHtml(`<p>${payload}</p>`), payload);
  });

  it('drops unsafe URLs and scripts with their content, and forces rel on links', () => {
    expect(sanitiseHtml('<a href="&#x6A;avascript:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitiseHtml('<img src="//evil.example/a.png">')).toBe('<img src>');
    expect(renderMarkdown('![x](data:image/png;base64,iVBORw0KGgo=)')).toBe('<p><img src alt="x"></p>\n');
    expect(sanitiseHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitiseHtml('<a href="https://x.example" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('readTime', () => {
  it('is words / 200, at least one minute', () => {
    expect(readTime('')).toBe(1);
    expect(readTime('word '.repeat(50))).toBe(1);
    expect(readTime('word '.repeat(1000))).toBe(5);
    expect(readTime('## Heading\n\n**word** '.repeat(600))).toBe(6);
  });
});

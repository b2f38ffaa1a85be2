import { describe, expect, it } from 'vitest';
import { expectInert, MARKDOWN_PAYLOADS, PAYLOADS } from '../test/xss';
import { readTime, renderMarkdown, sanitiseHtml } from './markdown';

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
    expect(readTime('[word](https://nida.nih.gov/publications/drugfacts/a-long-address) '.repeat(200))).toBe(1);
  });
});

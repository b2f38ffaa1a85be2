import fc from 'fast-check';
import { MAX_BLOG_POST_BYTES, MAX_CSV_IMPORT_BYTES } from '../../lib/body-limit';
import { QUERY_NAMES, QUERY_VALUES, type BodyKind } from './examples';
import type { FuzzRoute } from './routes';
import { EXTRA_KEYS, headerText, Huge, nastyString, nastyValue } from './values';

// What the fuzzer sends, as fast-check generates it: one case per request (route, caller, origin,
// path parameters, query, body, headers). Long strings and lists stay markers (Huge) until the
// request is built (build.ts), so a counterexample prints short.

export type Caller = 'anonymous' | 'admin' | 'facility' | 'forged';
export type Origin = 'ours' | 'none' | 'other' | 'null' | 'fetch-same-origin' | 'fetch-cross-site';
export type Text = string | Huge | (string | Huge)[];
export type ParamValue = { known: number } | { text: string | Huge; raw: boolean };
export type QueryCase = { pairs: [string, string | Huge][] } | { raw: string };
export type Op =
  | { op: 'drop'; at: number[] }
  | { op: 'set'; at: number[]; value: unknown }
  | { op: 'add'; at: number[]; key: string; value: unknown }
  /** Odd text around a field's own value: often still valid, so it reaches the handler and the pages. */
  | { op: 'affix'; at: number[]; text: string; before: boolean };
export type FileContent = 'png' | 'webp' | 'jpeg' | 'text' | 'empty' | { png: [number, number] } | { jpeg: [number, number] } | { webp: [number, number] } | { avif: [number, number] } | { bytes: Uint8Array };

export type BodyCase =
  | { kind: 'none' }
  | { kind: 'example' }
  | { kind: 'mutated'; ops: Op[] }
  | { kind: 'replaced'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: Text }
  | { kind: 'truncated'; at: number }
  | { kind: 'retyped'; contentType: string | null }
  | { kind: 'oversized'; bytes: number; stream: boolean }
  | { kind: 'bytes'; contentType: string; bytes: Uint8Array }
  | { kind: 'multipart'; field: string; content: FileContent; type: string; name: string; asText: boolean; extra: [string, string][] };

export interface FuzzCase {
  route: FuzzRoute;
  method: string;
  as: Caller;
  forgedCookie: string;
  origin: Origin;
  client: 'fresh' | 'none' | string;
  params: ParamValue[];
  query: QueryCase;
  body: BodyCase;
  idempotencyKey: string | null;
  userAgent: string | null;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const isSafe = (method: string) => SAFE.has(method);

const paramValue: fc.Arbitrary<ParamValue> = fc.oneof(
  { weight: 5, arbitrary: fc.nat().map((known) => ({ known })) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 40 }).map((n) => ({ text: String(n), raw: false })) },
  { weight: 3, arbitrary: nastyString().map((text) => ({ text, raw: false })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '%2F', '..', '.', '%2e%2e', '1%20', '1;x=y', '%FF%FE', '1.0', '１', '0x10', '1e3', 'NaN')
      .map((text) => ({ text, raw: true })),
  },
);

/** Page paths the catch-all renders, and others it does not know. */
const PAGE_PREFIXES = ['', 'search', 'facility', 'states', 'blog', 'admin', 'dashboard', 'get-help', 'insurance', 'api', 'media', 'about', 'contact'];

const wildcard = fc.tuple(fc.constantFrom(...PAGE_PREFIXES), fc.array(paramValue, { maxLength: 2 }));

const queryCase: fc.Arbitrary<QueryCase> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...QUERY_NAMES) }, { weight: 1, arbitrary: fc.constantFrom(...EXTRA_KEYS) }),
          fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...QUERY_VALUES) }, { weight: 2, arbitrary: nastyString() }),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => ({ pairs })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('q=%', 'q=%E0%A4%A', 'q=%ZZ', '&&&', '=', 'q', 'q=a&q=b', 'page[]=1', 'page=1&page=2', 'q=%00', '%F0%9F', 'q=a+b', 'limit=%FF%FF', 'q=%uD800')
      .map((raw) => ({ raw })),
  },
);

const jsonPath = fc.array(fc.nat(), { minLength: 1, maxLength: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: jsonPath.map((at) => ({ op: 'drop' as const, at })) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('set' as const), at: jsonPath, value: nastyValue }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('add' as const), at: jsonPath, key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })), value: nastyValue }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('affix' as const), at: jsonPath, text: nastyString(false).map(String), before: fc.boolean() }),
  },
);

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-}',
  '\uFEFF{}',
  '{"a":"\\uD800"}',
  '{"a":"\\u0000"}',
  '{"a" 1}',
  'null',
  '1e999',
  '"a string"',
  'true',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}',
  '{"email":{"$gt":""},"password":{"$ne":null}}',
  '\u0000',
  '{"a":"\u0000"}',
];
const deep = (open: string, close: string, times: number): (string | Huge)[] => [new Huge(open, times), new Huge(close, times)];

const malformedJson: fc.Arbitrary<BodyCase> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })) },
  { weight: 1, arbitrary: fc.constantFrom(deep('[', ']', 20_000), deep('{"a":', '}', 5_000)).map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })) },
  { weight: 3, arbitrary: fc.nat().map((at) => ({ kind: 'truncated' as const, at })) },
);

const CONTENT_TYPES = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'text/csv',
  'application/xml',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  'application/jsonx',
  'application/json;',
  'text/csv; charset=latin1',
  'image/png',
];
const retyped = fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({ kind: 'retyped' as const, contentType }));

const OVERSIZED = [64 * 1024 + 1, 70_000, MAX_BLOG_POST_BYTES + 1, MAX_BLOG_POST_BYTES + 16 * 1024 + 1, MAX_CSV_IMPORT_BYTES + 1];
const oversized = fc.record({ kind: fc.constant('oversized' as const), bytes: fc.constantFrom(...OVERSIZED), stream: fc.boolean() });

const CSV_HEADER = ['facility_name', 'state', 'status', 'priority', 'tags', 'notes', 'facility_id', 'next_followup_date', 'estimated_annual_revenue'];
const csvCell = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('', '"', '""', '"a""b"', '"open', "=cmd|' /C calc'!A0", '+1', '-1', '@SUM(1)', 'CA', 'new', 'high', 'a;b;c', '2026-02-30', '-5', '1e999') },
  { weight: 3, arbitrary: nastyString(false).map((s) => `"${String(s).replaceAll('"', '""')}"`) },
  { weight: 2, arbitrary: nastyString(false).map(String) },
);
const csvText: fc.Arbitrary<BodyCase> = fc
  .record({
    bom: fc.boolean(),
    header: fc.oneof(
      fc.shuffledSubarray(CSV_HEADER, { minLength: 1 }),
      fc.array(fc.oneof(fc.constantFrom(...CSV_HEADER), csvCell), { maxLength: 6 }),
    ),
    rows: fc.array(fc.array(csvCell, { maxLength: 10 }), { maxLength: 5 }),
    end: fc.constantFrom('\r\n', '\n', '\r', ''),
  })
  .map(({ bom, header, rows, end }) => ({
    kind: 'raw' as const,
    contentType: 'text/csv',
    text: (bom ? '\uFEFF' : '') + [header, ...rows].map((cells) => cells.join(',')).join(end),
  }));
const csvEdge = fc.constantFrom<BodyCase>(
  { kind: 'raw', contentType: 'text/csv', text: 'facility_name,state\n"Open,CA\n' },
  { kind: 'raw', contentType: 'text/csv', text: '' },
  { kind: 'raw', contentType: 'text/csv', text: 'facility_name,state,facility_name\nA,CA,B\n' },
  { kind: 'raw', contentType: 'text/csv', text: ['facility_name,state\r\n', new Huge('Fuzz Row,CA\r\n', 10_001)] },
  { kind: 'raw', contentType: 'text/csv', text: ['facility_name,state,notes\r\nBig,CA,"', new Huge('x', 60_000), '"\r\n'] },
  { kind: 'raw', contentType: 'text/csv', text: ['facility_name,state\r\n', new Huge(',', 60_000)] },
  { kind: 'raw', contentType: 'text/csv', text: 'facility_name;state\nA;CA\n' },
  { kind: 'raw', contentType: 'text/csv', text: 'facility_name,state\n\u0000,CA\n' },
);
const invalidUtf8 = fc
  .uint8Array({ minLength: 1, maxLength: 40 })
  .map((tail) => ({ kind: 'bytes' as const, contentType: 'text/csv', bytes: new Uint8Array([...new TextEncoder().encode('facility_name,state\n'), 0xff, 0xfe, ...tail]) }));

const dims = fc.tuple(fc.constantFrom(0, 1, 2, 65_535, 100_000, 2 ** 31), fc.constantFrom(0, 1, 630, 65_535, 2 ** 31));
const fileContent: fc.Arbitrary<FileContent> = fc.oneof(
  fc.constantFrom<FileContent>('png', 'webp', 'jpeg', 'text', 'empty'),
  dims.map((png) => ({ png })),
  dims.map((jpeg) => ({ jpeg })),
  dims.map((webp) => ({ webp })),
  dims.map((avif) => ({ avif })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes })),
);
const multipart: fc.Arbitrary<BodyCase> = fc.record({
  kind: fc.constant('multipart' as const),
  field: fc.oneof({ weight: 5, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: fc.constantFrom('image', '', 'file[]', 'FILE') }),
  content: fileContent,
  type: fc.constantFrom('image/png', 'image/webp', 'image/svg+xml', 'text/html', '', 'application/octet-stream'),
  name: fc.oneof(fc.constantFrom('upload.png', '../../etc/passwd', 'a.svg', '', 'x'.repeat(300)), nastyString(false).map(String)),
  asText: fc.boolean(),
  extra: fc.array(fc.tuple(fc.constantFrom('file', 'alt', '__proto__'), fc.constantFrom('x', '')), { maxLength: 2 }),
});
const malformedMultipart = fc
  .constantFrom('', '--XYZ\r\n', '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', 'garbage', '--XYZ--\r\n', '--XYZ\r\nContent-Disposition: form-data\r\n\r\n\r\n--XYZ--')
  .map((text) => ({ kind: 'raw' as const, contentType: 'multipart/form-data; boundary=XYZ', text }));

const example = fc.constant({ kind: 'example' as const });

/** Per kind of body, what is sent to it besides what every route gets; weights say how often. */
const BODIES_OF: Record<BodyKind, fc.WeightedArbitrary<BodyCase>[]> = {
  json: [
    { weight: 4, arbitrary: example },
    { weight: 10, arbitrary: fc.array(op, { minLength: 1, maxLength: 3 }).map((ops) => ({ kind: 'mutated' as const, ops })) },
    { weight: 3, arbitrary: malformedJson },
  ],
  csv: [
    { weight: 3, arbitrary: example },
    { weight: 6, arbitrary: csvText },
    { weight: 3, arbitrary: csvEdge },
    { weight: 1, arbitrary: invalidUtf8 },
  ],
  multipart: [
    { weight: 3, arbitrary: example },
    { weight: 8, arbitrary: multipart },
    { weight: 2, arbitrary: malformedMultipart },
  ],
  none: [
    { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 1, arbitrary: malformedJson },
  ],
};

/** Every route: a hostile JSON value, its own body with another media type, an oversized body, none. */
const ANY_ROUTE: fc.WeightedArbitrary<BodyCase>[] = [
  { weight: 1, arbitrary: nastyValue.map((value) => ({ kind: 'replaced' as const, value })) },
  { weight: 1, arbitrary: retyped },
  { weight: 1, arbitrary: oversized },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
];

const bodyFor = (kind: BodyKind): fc.Arbitrary<BodyCase> => fc.oneof(...BODIES_OF[kind], ...ANY_ROUTE);

/** Mostly the route's own method; now and then another, for 404 and 405. */
function methodFor(route: FuzzRoute): fc.Arbitrary<string> {
  return fc.oneof({ weight: 19, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) });
}

/**
 * Mostly the role the path belongs to, so requests get past the guard into the handler; the others
 * (and a forged cookie) now and then. The authorization matrix proves the refusals in full.
 */
function callerFor(route: FuzzRoute): fc.Arbitrary<Caller> {
  const owner: Caller = route.path.startsWith('/api/admin/') ? 'admin' : route.path.startsWith('/api/facility/me') ? 'facility' : 'anonymous';
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(owner) },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('anonymous', 'admin', 'facility', 'forged') },
  );
}

/** One request to `route`, with everything around it generated. */
export function fuzzCase(routes: FuzzRoute[]): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      method: methodFor(route),
      as: callerFor(route),
      forgedCookie: headerText(),
      origin: fc.oneof(
        { weight: 12, arbitrary: fc.constant<Origin>('ours') },
        { weight: 1, arbitrary: fc.constantFrom<Origin>('none', 'other', 'null', 'fetch-same-origin', 'fetch-cross-site') },
      ),
      client: fc.oneof(
        { weight: 12, arbitrary: fc.constant('fresh') },
        { weight: 1, arbitrary: fc.constant('none') },
        { weight: 1, arbitrary: fc.oneof(fc.constantFrom('::1', '999.999.1.1', '1.1.1.1, 2.2.2.2', ''), headerText(40)) },
      ),
      params: route.path.includes('*')
        ? wildcard.map(([prefix, rest]) => [{ text: prefix, raw: true }, ...rest])
        : fc.tuple(...route.params.map(() => paramValue)),
      query: queryCase,
      body: bodyFor(route.kind),
      idempotencyKey: fc.oneof(
        { weight: 6, arbitrary: fc.constant(null) },
        { weight: 2, arbitrary: fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002', 'fuzz-key-0003') },
        { weight: 1, arbitrary: headerText(200) },
      ),
      userAgent: fc.constantFrom(
        null,
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        'Googlebot/2.1 (+http://www.google.com/bot.html)',
        '',
      ),
    }),
  );
}

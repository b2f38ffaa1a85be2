import fc from 'fast-check';
import { PAYLOADS } from '../xss-payloads';

// The hostile values the fuzzer puts into fields, path segments and query strings: wrong types,
// huge and odd unicode strings, FTS5 and SQL syntax, extreme numbers and number-like text.

/** FTS5 query syntax: phrases, prefixes, NEAR, column filters, initial-token ^, boolean operators. */
export const FTS5 = [
  'NEAR(alcohol detox, 2)',
  'NEAR(a b',
  'NEAR()',
  '"unterminated',
  '"quoted phrase"',
  '""',
  'detox*',
  '*',
  '^start',
  '^',
  'name:foo',
  'city : "x"',
  '{name city}: x',
  '- name : x',
  'a AND OR NOT b',
  'NOT',
  'AND',
  'x OR',
  '(',
  ')',
  '()',
  'a + b',
  'col:*',
  ':',
  '{',
  '}',
];

export const SQL = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; SELECT * FROM users',
  '" OR ""="',
  "%' --",
  '\\',
  '%',
  '_',
  "1' UNION SELECT password_hash FROM users --",
  "') OR ('1'='1",
  '?1',
  '$1',
  ':name',
  "X'00'",
  '/*',
  '--',
];

export const UNICODE = [
  '\u202Eevil\u202C',
  'עברית العربية',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uDC00\uD800',
  '\uFEFF',
  '\u200B\u200C\u200D',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'Ｓｅａｒｃｈ',
  '١٢٣',
  'İı',
  'ß',
  '\r\n',
  '\t',
  '\u2028\u2029',
  '\u0085',
  '\uFFFF',
  '\u{10FFFF}',
  'Z̴̡̛͎̈́a̷l̶g̵o̴',
];

/** Text a number parser might take, or choke on. */
export const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x1F',
  '0b1',
  '1_000',
  ' 1 ',
  '00012',
  '9'.repeat(400),
  '2147483648',
  '9007199254740993',
  '1e3',
  '+1',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

export const NUMBERS = [0, -0, -1, 1, 1.5, -1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE, 1e-7];

/** Values near the right shape: dates, emails, slugs, codes, ids. */
export const ALMOST = [
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '2026-01-01T00:00:00Z',
  '2026-13-01',
  'a@b',
  '"quoted"@example.org',
  'user@xn--bcher-kva.example',
  'ünïcödé@exämple.org',
  'a@b.c'.repeat(60),
  'CA',
  'ca',
  'ZZ',
  'detox',
  'family-support',
  '-leading-hyphen',
  'https://example.org',
  'javascript:alert(1)',
  '../../etc/passwd',
  '/images/../secret',
];

/**
 * A long string, expanded only when the request is built, so a counterexample prints as
 * `huge("é" x 30000)` rather than as the string itself.
 */
export class Huge {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  toString(): string {
    return this.unit.repeat(this.times);
  }
  [fc.toStringMethod](): string {
    return `huge(${JSON.stringify(this.unit)} x ${this.times})`;
  }
}

/** A long list, expanded like Huge. */
export class HugeList {
  constructor(
    readonly item: unknown,
    readonly times: number,
  ) {}
  toArray(): unknown[] {
    return Array.from({ length: this.times }, () => this.item);
  }
  [fc.toStringMethod](): string {
    return `hugeList(${JSON.stringify(this.item)} x ${this.times})`;
  }
}

const huge = fc.constantFrom(
  new Huge('a', 10_000),
  new Huge('a', 70_000),
  new Huge('é', 30_000),
  new Huge('😀', 9_000),
  new Huge('\u0000', 5_000),
  new Huge('"', 20_000),
  new Huge('\uD800', 1_000),
  new Huge('NEAR(', 2_000),
);

const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));

/** Text that can go into an HTTP header (printable ASCII). */
export const headerText = (maxLength = 60) => fc.string({ unit: printable, maxLength });

const named = fc.constantFrom(...FTS5, ...SQL, ...UNICODE, ...NUMBER_LIKE, ...ALMOST, ...PAYLOADS);

/** Any hostile string (Huge ones only where `withHuge`). */
export function nastyString(withHuge = true): fc.Arbitrary<string | Huge> {
  const arbs: fc.Arbitrary<string | Huge>[] = [
    named,
    named,
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.tuple(named, named).map(([a, b]) => `${a} ${b}`),
  ];
  if (withHuge) arbs.push(huge);
  return fc.oneof(...arbs);
}

/** Field names a client should not get to set, and odd ones. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'id',
  'role',
  'status',
  'facilityId',
  'userId',
  'user_id',
  'isAdmin',
  'admin',
  'password_hash',
  'created_at',
  '',
  ' ',
  '\u0000',
  'ünï',
];

/** A hostile JSON value for a field: any type, any size. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString() },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [null], { '': null }) },
  { weight: 1, arbitrary: fc.array(nastyString(false), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...EXTRA_KEYS, 'a', 'b'), nastyString(false), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(new HugeList(1, 3_000), new HugeList('x', 1_001), new HugeList(-1, 50_000)) },
);

/** Turns a value the generators built into plain JSON data (expanding Huge strings). */
export function expand(value: unknown): unknown {
  if (value instanceof Huge) return String(value);
  if (value instanceof HugeList) return value.toArray();
  if (Array.isArray(value)) return value.map(expand);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) setOwn(out, key, expand(inner));
    return out;
  }
  return value;
}

/** Sets a key as own data, even `__proto__`, so JSON.stringify sends it. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

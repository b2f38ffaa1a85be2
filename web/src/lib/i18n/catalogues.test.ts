import { describe, expect, it } from 'vitest';
import { plural } from './format';
import { prefixed, unprefixed, localeOfPath } from './locales';
import { en } from './messages/en';
import { es } from './messages/es';
import { createTranslator, type Catalogue, type MessageId } from './translator';

// Every message of the visitor's pages in Spanish: none missing, none left empty, none left in
// English (the type says so at compile time; this says so for what the type cannot see).

/** Values for any message: each name asked for gets 2 (a number that reads as text too). */
const anyValues = new Proxy({}, { get: () => 2 });
const render = (message: unknown) => (typeof message === 'function' ? (message as (v: unknown) => string)(anyValues) : message);

/** Messages that are the same in both languages on purpose. */
const SAME_IN_BOTH = new Set<MessageId>(['site.title']);

describe('the Spanish catalogue', () => {
  const ids = Object.keys(en) as MessageId[];

  it('has every English message, and no other', () => {
    expect(Object.keys(es).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('translates %s', (id) => {
    const english = render(en[id]);
    const spanish = render((es as Catalogue)[id]);
    expect(typeof spanish).toBe('string');
    expect(typeof (es as Catalogue)[id]).toBe(typeof en[id]);
    expect((spanish as string).trim()).not.toBe('');
    if (!SAME_IN_BOTH.has(id)) expect(spanish, `${id} is still in English`).not.toBe(english);
  });
});

describe('formats by locale', () => {
  it('applies each language its own plural rules and number format', () => {
    const forms = { one: '# opinión', other: '# opiniones', many: '# de opiniones' };
    expect(plural('es', 1, forms)).toBe('1 opinión');
    expect(plural('es', 1234, forms)).toBe('1,234 opiniones');
    expect(plural('es', 1_000_000, forms)).toBe('1,000,000 de opiniones');
    expect(plural('en', 0, { one: '# review', other: '# reviews' })).toBe('0 reviews');
  });

  it('writes dates as each language does', () => {
    const t = createTranslator('es', es);
    expect(t.date('2026-03-05T12:00:00Z')).toBe('5 de marzo de 2026');
    expect(createTranslator('en', en).date('2026-03-05T12:00:00Z')).toBe('March 5, 2026');
    expect(t.t('card.reviews', { count: 2 })).toBe('2 opiniones');
  });
});

describe('addresses by language', () => {
  it('puts Spanish under /es and takes it off again', () => {
    expect(prefixed('es', '/')).toBe('/es');
    expect(prefixed('es', '/search?q=detox')).toBe('/es/search?q=detox');
    expect(prefixed('en', '/search')).toBe('/search');
    expect(unprefixed('/es')).toBe('/');
    expect(unprefixed('/es/facility/3')).toBe('/facility/3');
    expect(localeOfPath('/es/search')).toBe('es');
    expect(localeOfPath('/estados')).toBe('en');
  });
});

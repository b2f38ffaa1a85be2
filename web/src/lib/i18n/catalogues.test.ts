import { describe, expect, it } from 'vitest';
import { plural, type PluralForms } from './format';
import { prefixed, unprefixed, localeOfPath } from './locales';
import { es } from './messages/es';
import { about } from './messages/es-about';
import { labels } from './messages/es-labels';
import { services } from './messages/es-services';
import { search } from './messages/es-search';
import { facility } from './messages/es-facility';
import { states } from './messages/es-states';
import { statesIndex } from './messages/es-states-index';
import { treatmentTypes } from './messages/es-treatment-types';
import { insurance } from './messages/es-insurance';
import { info } from './messages/es-info';
import { sitemap } from './messages/es-sitemap';
import { terms } from './messages/es-terms';
import { privacy } from './messages/es-privacy';
import { forms } from './messages/es-forms';
import { getHelp } from './messages/es-get-help';
import { contact } from './messages/es-contact';
import { homeSections } from './messages/es-home-sections';
import { notFound } from './messages/es-not-found';
import { SERVICE_CATEGORIES, SERVICES } from '../../../../worker/reference/services';
import { STATES } from '../../../../worker/reference/places';
import { INSURANCE_PROVIDERS, SPECIALIZATIONS, TREATMENT_TYPES } from '../../../../worker/reference/taxonomy';
import { createTranslator } from './translator';

// Every message of the visitor's pages in Spanish. The English text is the id: a text a component
// asks for that the catalogue lacks does not compile; this says the rest, which the type cannot see.

/** Texts that are the same in both languages on purpose. */
const SAME_IN_BOTH = new Set<string>(['Medicare', 'Medicaid', 'Normal']);

const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const edges = (text: string) => [/^\s*/.exec(text)![0], /\s*$/.exec(text)![0]];
/** The shell's catalogue, then each screen's. */
const CATALOGUES = { es, about, search, facility, states, statesIndex, treatmentTypes, insurance, info, sitemap, terms, privacy, forms, getHelp, contact, homeSections, notFound };
const entries = Object.values(CATALOGUES).flatMap((c) => Object.entries(c)) as Array<[string, string | PluralForms]>;
const texts = entries.filter((e): e is [string, string] => typeof e[1] === 'string');
const plurals = entries.filter((e): e is [string, PluralForms] => typeof e[1] !== 'string');

describe('the Spanish catalogues', () => {
  it('give each English text one translation: a screen never repeats the shell’s or another screen’s', () => {
    const seen = new Map<string, string>();
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      for (const english of Object.keys(catalogue)) {
        expect(seen.get(english), `${JSON.stringify(english)} in ${name}`).toBeUndefined();
        seen.set(english, name);
      }
    }
  });

  it.each(texts)('translates %j', (english, spanish) => {
    expect(spanish.trim()).not.toBe('');
    if (!SAME_IN_BOTH.has(english)) expect(spanish, 'still in English').not.toBe(english);
    expect(names(spanish), 'the same {values}').toEqual(names(english));
    expect(edges(spanish), 'the same spaces around it').toEqual(edges(english));
  });

  it.each(plurals)('gives each form of the plural %j', (english, forms) => {
    expect(english).toContain('#');
    for (const form of [forms.one, forms.other, forms.many ?? '# de']) expect(form).toContain('#');
    expect(forms.other).not.toBe(english);
  });
});

/**
 * The reference data's names a Spanish page shows, from the Worker's own lists: every state and
 * territory, the three taxonomy lists, the service groups, and the services the search filters by.
 */
const filtered = new Set(SERVICE_CATEGORIES.filter((c) => c.filterGroup).map((c) => c.code));
const REFERENCE_NAMES = [
  ...STATES.map((s) => s.name),
  ...[...TREATMENT_TYPES, ...SPECIALIZATIONS, ...INSURANCE_PROVIDERS].map((e) => e.name),
  ...SERVICE_CATEGORIES.map((c) => c.name),
  ...SERVICES.filter((s) => filtered.has(s.category)).map((s) => s.label),
];
/** Names written the same in Spanish: brands, and states whose Spanish name is the English one. */
const SAME_NAME = /^(Aetna|Anthem|Blue Cross Blue Shield|Cigna|Humana|United Healthcare|Medicare|Medicaid|Kaiser Permanente|Magellan Health|Tricare|Trauma|Hmong|Disulfiram \(Antabuse®\)|The Joint Commission)$/;

describe('the reference data’s names in Spanish', () => {
  it.each(REFERENCE_NAMES)('translates %j', (english) => {
    const spanish = labels[english];
    expect(spanish, 'missing from es-labels.ts').toBeDefined();
    expect(spanish!.trim()).not.toBe('');
    if (spanish === english) expect(STATES.some((s) => s.name === english) || SAME_NAME.test(english), 'still in English').toBe(true);
  });

  // The listing's page shows every service a center offers: those the search filters by (above), and
  // the rest from es-services.ts, which only the listing loads.
  it.each(SERVICES.filter((s) => !filtered.has(s.category)).map((s) => s.label))('translates the service %j', (english) => {
    const spanish = labels[english] ?? services[english];
    expect(spanish, 'missing from es-labels.ts and es-services.ts').toBeDefined();
    if (spanish === english) expect(SAME_NAME.test(english), 'still in English').toBe(true);
  });

  it('keeps a service in one of the two lists', () => {
    expect(Object.keys(services).filter((name) => name in labels)).toEqual([]);
  });

  it('shows a name it lacks as written, marked as English; English pages show every name as it is', () => {
    const spanish = createTranslator('es', es, labels);
    expect(spanish.term('New Mexico')).toEqual({ text: 'Nuevo México' });
    expect(spanish.term('Detoxification')).toEqual({ text: 'Desintoxicación' });
    expect(spanish.term('Austin, TX')).toEqual({ text: 'Austin, TX', lang: 'en' });
    expect(createTranslator('en', null).term('New Mexico')).toEqual({ text: 'New Mexico' });
  });
});

describe('translators', () => {
  it('shows English as written, with its values, and Spanish from the catalogue', () => {
    const english = createTranslator('en', null);
    const spanish = createTranslator('es', es);
    expect(english.t('Answered by {who}.', { who: 'Ana' })).toBe('Answered by Ana.');
    expect(spanish.t('Answered by {who}.', { who: 'Ana' })).toBe('Atendida por Ana.');
    expect(english.plural(1, { one: '# review', other: '# reviews' })).toBe('1 review');
    expect(spanish.plural(1_000_000, { one: '# review', other: '# reviews' })).toBe('1,000,000 de opiniones');
  });

  it('takes only texts the Spanish catalogue translates, with the values they name (typecheck)', () => {
    const english = createTranslator('en', null);
    // @ts-expect-error: a text the Spanish catalogue lacks does not compile
    expect(english.t('A text nobody translated')).toBe('A text nobody translated');
    // @ts-expect-error: nor does a message without the values it names
    expect(english.t('Answered by {who}.')).toBe('Answered by {who}.');
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
    expect(createTranslator('en', null).date('2026-03-05T12:00:00Z')).toBe('March 5, 2026');
    expect(t.plural(2, { one: '# review', other: '# reviews' })).toBe('2 opiniones');
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

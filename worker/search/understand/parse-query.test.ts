import { describe, expect, it } from 'vitest';
import { STATES } from '../../reference/places';
import { SERVICE_CATEGORIES, SERVICES } from '../../reference/services';
import { INSURANCE_PROVIDERS, SPECIALIZATIONS, TREATMENT_TYPES } from '../../reference/taxonomy';
import { Gazetteer, type City } from './gazetteer';
import { isAnotherForm, parseQuery, type ParseContext } from './parse-query';
import { VOCABULARY } from './vocabulary';

const city = (name: string, state: string, zips: number, latitude = 0, longitude = 0): City => ({ name, state, zips, latitude, longitude });

const groupOf = new Map(SERVICE_CATEGORIES.map((c) => [c.code, c.filterGroup]));
/** The filterable services, as the index holds them. */
const FILTERABLE = SERVICES.flatMap((s) => {
  const group = groupOf.get(s.category);
  return group ? [{ slug: s.slug, label: s.label, group }] : [];
});

const ctx: ParseContext = {
  states: STATES,
  taxonomy: { treatment_types: TREATMENT_TYPES, specializations: SPECIALIZATIONS, insurance: INSURANCE_PROVIDERS },
  services: FILTERABLE,
  gazetteer: new Gazetteer([
    city('Denver', 'CO', 43, 39.74, -104.99),
    city('Denver', 'IN', 1),
    city('Denver', 'IA', 1),
    city('Springfield', 'MA', 11),
    city('Springfield', 'IL', 8),
    city('San Diego', 'CA', 41),
    city('Philadelphia', 'PA', 50),
    city('Atlanta', 'GA', 40),
    city('New York', 'NY', 69),
    city('Florida', 'NY', 1),
    city('Austin', 'TX', 44),
    city('Las Vegas', 'NV', 30),
    city('Beverly Hills', 'CA', 2),
    city('Chico', 'CA', 6),
    city('Chicago', 'IL', 60),
    city('Grambling', 'LA', 1),
    city('Young', 'AZ', 1),
    city('Houston', 'TX', 90),
  ]),
  terms: ['harbor', 'heron', 'house', 'pine', 'recovery', 'ridge', 'serenity'],
  termDocs: [3, 1, 40, 2, 90, 5, 4],
};

const parse = (text: string) => parseQuery(text, ctx);
const labels = (text: string) => parse(text).understood.map((u) => u.label);

describe('the vocabulary', () => {
  it('names only taxonomy entries that exist, and gives each phrase one meaning', () => {
    const ids = { treatment_types: TREATMENT_TYPES, specializations: SPECIALIZATIONS, insurance: INSURANCE_PROVIDERS };
    const seen = new Map<string, string>();
    for (const entry of VOCABULARY) {
      if (entry.meaning.kind === 'term') {
        for (const id of entry.meaning.ids) expect(ids[entry.meaning.list].map((e) => e.id)).toContain(id);
      }
      if (entry.meaning.kind === 'service') {
        // Every slug is a filterable service, and one phrase's slugs share a group (they are ORed).
        const groups = entry.meaning.slugs.map((slug) => FILTERABLE.find((s) => s.slug === slug)?.group);
        for (const [k, group] of groups.entries()) expect(group, `${entry.meaning.slugs[k]} is not a filterable service`).toBeDefined();
        expect(new Set(groups).size, `${entry.phrases[0]} spans service groups`).toBe(1);
      }
      for (const phrase of entry.phrases) {
        // As the search normalises text: "desintoxicación" and "desintoxicacion" are one phrase.
        const normal = phrase.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
        expect(seen.get(normal), `"${phrase}" has two meanings`).toBeUndefined();
        seen.set(normal, JSON.stringify(entry.meaning));
      }
    }
  });
});

describe('parseQuery', () => {
  it('treats generic words as narrowing nothing', () => {
    expect(parse('rehab')).toMatchObject({
      text: [],
      understood: [],
      filters: { treatment_types: [], specializations: [], insurance: [], services: [] },
    });
    expect(parse('treatment center').text).toEqual([]);
  });

  it('turns a state name or code into the place, and treatment words into filters', () => {
    const q = parse('alcohol rehab texas');
    expect(q.place).toEqual({ kind: 'state', code: 'TX', name: 'Texas' });
    expect(q.filters.specializations).toEqual(['alcohol-addiction']);
    expect(q.understood.map((u) => [u.label, u.without])).toEqual([
      ['Alcohol Addiction', 'rehab texas'],
      ['Texas', 'alcohol rehab'],
    ]);
    expect(parse('rehab in NY').place).toMatchObject({ code: 'NY' });
    expect(parse('detox in new jersey').place).toMatchObject({ code: 'NJ' });
    expect(parse('detox in florida').place).toMatchObject({ kind: 'state', code: 'FL' });
  });

  it('reads an everyday word that is also a state code as a state only in capitals or after a city', () => {
    expect(parse('rehab in me').place).toBeUndefined();
    expect(parse('rehab IN').place).toMatchObject({ code: 'IN' });
    expect(parse('denver co').place).toMatchObject({ kind: 'city', city: { name: 'Denver', state: 'CO' } });
    expect(parse('denver indiana').place).toMatchObject({ kind: 'city', city: { name: 'Denver', state: 'IN' } });
    expect(parse('denver').place).toMatchObject({ kind: 'city', city: { state: 'CO' } });
  });

  it('understands cities, their other names and ZIP codes', () => {
    expect(parse('san diego detox')).toMatchObject({ place: { kind: 'city', city: { name: 'San Diego' } }, filters: { treatment_types: ['detox'] } });
    expect(labels('philly outpatient')).toEqual(['Philadelphia, PA', 'Outpatient Treatment']);
    expect(parse('treatment centers near 30301').place).toEqual({ kind: 'zip', zip: '30301' });
    expect(parse('treatment near 90210').corrected).toBeUndefined();
  });

  it('understands synonyms, insurers and the ways people ask', () => {
    expect(parse('rehab that takes medicaid')).toMatchObject({ text: [], filters: { insurance: ['medicaid'] } });
    expect(parse('bcbs outpatient')).toMatchObject({ filters: { insurance: ['blue-cross-blue-shield'], treatment_types: ['outpatient'] } });
    expect(parse('womens rehab').filters.specializations).toEqual(['women-only']);
    expect(parse("women's sober house").filters).toMatchObject({ specializations: ['women-only'], treatment_types: ['sober-living'] });
    // Drug Addiction, and the substances a listing can name on its own (decision 016).
    expect(parse('heroin addiction').filters.specializations).toEqual(['drug-addiction', 'heroin-addiction', 'opioid-addiction']);
    expect(parse('dual diagnosis').filters.specializations).toEqual(['dual-diagnosis', 'co-occurring-disorders']);
    expect(parse('i need help with my drinking')).toMatchObject({ text: [], filters: { specializations: ['alcohol-addiction'] } });
  });

  it('turns the everyday words for services into service filters, the chip naming the service', () => {
    const q = parse('suboxone');
    expect(q.filters.services[0]).toBe('phr-buprenorphine-with-naloxone-suboxone');
    expect(q.filters.services).toContain('om-buprenorphine');
    expect(q.understood).toEqual([
      { kind: 'term', label: FILTERABLE.find((s) => s.slug === q.filters.services[0])!.label, filter: 'services:medications', words: 'suboxone', without: '' },
    ]);
    expect(q.understood[0]!.label).toMatch(/Suboxone/);
    expect(parse('methadone clinic')).toMatchObject({ text: [], filters: { services: expect.arrayContaining(['om-methadone', 'phr-methadone']) } });
    expect(parse('free rehab')).toMatchObject({ text: [], filters: { services: ['pay-free-services-no-payment-needed'] } });
    expect(labels('sliding scale outpatient texas')).toEqual([
      'Sliding fee scale, based on income and other factors',
      'Outpatient Treatment',
      'Texas',
    ]);
    expect(parse('rehab for veterans').understood[0]).toMatchObject({ label: 'Veterans', filter: 'services:populations' });
    expect(parse('spanish speaking rehab').filters.services).toEqual(['ol-spanish']);
    expect(parse('rehab en español').filters.services).toEqual(['ol-spanish']);
    expect(parse('deaf').understood[0]).toMatchObject({ filter: 'services:languages' });
    expect(labels('mat program')).toEqual(['Medication for opioid use disorder']);
  });

  it('reads "teen" as the age group a facility accepts, and "young adults" as the specialty', () => {
    expect(parse('teen rehab')).toMatchObject({ filters: { services: ['age-children-adolescents'], specializations: [] } });
    expect(labels('teen rehab')).toEqual(['Children/adolescents']);
    expect(parse('young adult rehab').filters).toMatchObject({ specializations: ['young-adults'], services: [] });
  });

  it('reads "va" as veterans, and "VA" in capitals or after a city as Virginia', () => {
    expect(parse('rehab va')).toMatchObject({ filters: { services: ['sg-veterans', 'excl-veterans-only'] } });
    expect(parse('rehab va').place).toBeUndefined();
    expect(parse('rehab VA').place).toMatchObject({ code: 'VA' });
  });

  it('skips a service the index does not filter by, searching its words as text', () => {
    const q = parseQuery('vivitrol', { ...ctx, services: [] });
    expect(q).toMatchObject({ text: ['vivitrol'], understood: [], filters: { services: [] } });
  });

  it('notices "near me"', () => {
    expect(parse('detox near me')).toMatchObject({ nearMe: true, text: [], filters: { treatment_types: ['detox'] } });
  });

  it('corrects misspelt words to the site’s vocabulary first, never to an unlikely word', () => {
    expect(parse('alcohl rehab')).toMatchObject({ corrected: 'alcohol rehab', filters: { specializations: ['alcohol-addiction'] } });
    expect(parse('residental program arizona')).toMatchObject({ corrected: 'residential program arizona', place: { code: 'AZ' } });
    expect(parse('philidelphia').place).toMatchObject({ city: { name: 'Philadelphia' } });
    expect(parse('alchohol').filters.specializations).toEqual(['alcohol-addiction']);
    // A word the facilities' text holds is a name word, kept as typed.
    expect(parse('heron ridge')).toMatchObject({ text: ['heron', 'ridge'], understood: [] });
    expect(parse('serenty house')).toMatchObject({ corrected: 'serenity house', text: ['serenity', 'house'] });
  });

  it('corrects a misspelt place to the more populous of places at equal distance', () => {
    // "chicgo" is one letter from Chico and from Chicago.
    expect(parse('chicgo').place).toMatchObject({ kind: 'city', city: { name: 'Chicago', state: 'IL' } });
    expect(parse('chicgo rehab').corrected).toBe('chicago rehab');
  });

  it('reads another form of a known word as it, without calling it a correction; a correction keeps every other word as typed', () => {
    expect(parse('clínica que acepte medicaid')).toMatchObject({ filters: { insurance: ['medicaid'] } });
    expect(parse('clínica que acepte medicaid').corrected).toBeUndefined();
    expect(isAnotherForm('acepte', 'acepta')).toBe(true);
    expect(isAnotherForm('teenage', 'teenager')).toBe(true);
    expect(isAnotherForm('houstn', 'houston')).toBe(false);
    expect(parse('alcohl rehab en Los Ángeles, Medi-Cal').corrected).toBe('alcohol rehab en Los Ángeles, Medi-Cal');
  });

  it('corrects to the nearest word before weighing which kind it is', () => {
    // "house" is a vocabulary word two edits away; Houston is one.
    expect(parse('houstn detox')).toMatchObject({ corrected: 'houston detox', place: { city: { name: 'Houston' } } });
  });

  it('never turns a word of the field into a place', () => {
    // Gambling is one letter from Grambling, LA; "young" is Young, AZ.
    expect(parse('gambling')).toMatchObject({ text: ['gambling'], understood: [] });
    expect(parse('gambling').corrected).toBeUndefined();
    expect(parse('gambling addiction').place).toBeUndefined();
    expect(parse('young adults')).toMatchObject({ filters: { specializations: ['young-adults'] } });
    expect(parse('young adults').place).toBeUndefined();
    // A word of a taxonomy name alone is never a town either.
    expect(parse('young').place).toBeUndefined();
    expect(parse('young az').place).toMatchObject({ city: { name: 'Young', state: 'AZ' } });
  });

  it('keeps the first place and searches a second one as text', () => {
    const q = parse('denver co texas');
    expect(q.place).toMatchObject({ kind: 'city' });
    expect(q.text).toEqual(['texas']);
  });
});

describe('a search typed in Spanish (issue 29)', () => {
  it('reads the treatment words, with or without accents', () => {
    expect(parse('desintoxicación')).toMatchObject({ text: [], filters: { treatment_types: ['detox'] } });
    expect(parse('desintoxicacion')).toMatchObject({ text: [], filters: { treatment_types: ['detox'] } });
    expect(parse('internación').filters.treatment_types).toEqual(['inpatient']);
    expect(parse('tratamiento ambulatorio').filters.treatment_types).toEqual(['outpatient']);
    expect(parse('centro de rehabilitación')).toMatchObject({ text: [], understood: [] });
    expect(parse('alcoholismo').filters.specializations).toEqual(['alcohol-addiction']);
    expect(parse('drogas').filters.specializations).toContain('drug-addiction');
    expect(parse('metadona').filters.services).toEqual(expect.arrayContaining(['om-methadone', 'phr-methadone']));
    expect(parse('suboxona').filters.services).toContain('phr-buprenorphine-with-naloxone-suboxone');
    expect(parse('adolescentes').filters.services).toEqual(['age-children-adolescents']);
    expect(parse('mujeres').filters.specializations).toEqual(['women-only']);
    expect(parse('veteranos').filters.services).toEqual(['sg-veterans', 'excl-veterans-only']);
    // Pregnant women are the population, not a women-only program besides.
    expect(parse('mujeres embarazadas')).toMatchObject({ filters: { services: ['sg-pregnant-postpartum-women'], specializations: [] } });
  });

  it('reads places and "cerca de mí", and drops the Spanish stop words', () => {
    expect(parse('centro de rehabilitación cerca de mí')).toMatchObject({ nearMe: true, text: [] });
    expect(parse('centro de rehabilitacion cerca de mi')).toMatchObject({ nearMe: true, text: [] });
    expect(parse('rehabilitación en Texas').place).toMatchObject({ kind: 'state', code: 'TX' });
    expect(parse('desintoxicación en Nueva York').place).toMatchObject({ kind: 'state', code: 'NY' });
    expect(parse('clínicas de metadona en carolina del norte').place).toMatchObject({ kind: 'state', code: 'NC' });
    expect(parse('tratamiento para el alcoholismo que acepta Medicaid')).toMatchObject({
      text: [],
      filters: { specializations: ['alcohol-addiction'], insurance: ['medicaid'] },
    });
    // "mi" is "my" in Spanish: Michigan only in capitals, as "in" is Indiana.
    expect(parse('ayuda para mi hijo')).toMatchObject({ text: [], understood: [] });
    expect(parse('rehab MI').place).toMatchObject({ kind: 'state', code: 'MI' });
  });
});

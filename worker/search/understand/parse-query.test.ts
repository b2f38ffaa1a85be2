import { describe, expect, it } from 'vitest';
import { INSURANCE_PROVIDERS, SPECIALIZATIONS, STATES, TREATMENT_TYPES } from '../../../seed/reference';
import { Gazetteer, type City } from './gazetteer';
import { parseQuery, type ParseContext } from './parse-query';
import { VOCABULARY } from './vocabulary';

const city = (name: string, state: string, zips: number, latitude = 0, longitude = 0): City => ({ name, state, zips, latitude, longitude });

const ctx: ParseContext = {
  states: STATES,
  taxonomy: { treatment_types: TREATMENT_TYPES, specializations: SPECIALIZATIONS, insurance: INSURANCE_PROVIDERS },
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
      for (const phrase of entry.phrases) {
        const normal = phrase.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
        expect(seen.get(normal), `"${phrase}" has two meanings`).toBeUndefined();
        seen.set(normal, JSON.stringify(entry.meaning));
      }
    }
  });
});

describe('parseQuery', () => {
  it('treats generic words as narrowing nothing', () => {
    expect(parse('rehab')).toMatchObject({ text: [], understood: [], filters: { treatment_types: [], specializations: [], insurance: [] } });
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
    expect(parse('heroin addiction').filters.specializations).toEqual(['drug-addiction']);
    expect(parse('dual diagnosis').filters.specializations).toEqual(['dual-diagnosis', 'co-occurring-disorders']);
    expect(parse('i need help with my drinking')).toMatchObject({ text: [], filters: { specializations: ['alcohol-addiction'] } });
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

  it('keeps the first place and searches a second one as text', () => {
    const q = parse('denver co texas');
    expect(q.place).toMatchObject({ kind: 'city' });
    expect(q.text).toEqual(['texas']);
  });
});

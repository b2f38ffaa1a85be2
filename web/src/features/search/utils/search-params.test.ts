import { describe, expect, it } from 'vitest';
import { countFilters, EMPTY_SEARCH, paramsExcept, readSearch, searchHref, toApiQuery, writeSearch, type SearchState } from './search-params';

const read = (query: string) => readSearch(new URLSearchParams(query));

const FULL: SearchState = {
  q: 'opioid detox',
  state: 'TX',
  treatmentTypes: ['detox', 'inpatient'],
  specializations: ['veterans'],
  insurance: ['medicaid', 'aetna'],
  services: ['mat'],
  zip: '78701',
  radius: 25,
  near: false,
  sort: 'distance',
  page: 3,
  asTyped: true,
};

describe('readSearch', () => {
  it('reads an empty address as the empty search', () => {
    expect(read('')).toEqual(EMPTY_SEARCH);
  });

  it('reads every parameter', () => {
    expect(
      read('q=opioid+detox&state=tx&treatment_types=detox,inpatient&specializations=veterans&insurance=medicaid,aetna&services=mat&zip=78701&radius=25&sort=distance&page=3&as_typed=1'),
    ).toEqual(FULL);
  });

  it("reads the spec's `treatment` parameter with treatment_types, repeated values and commas alike, once each", () => {
    expect(read('treatment=detox&treatment_types=detox,%20outpatient&treatment_types=inpatient,,').treatmentTypes).toEqual(['detox', 'outpatient', 'inpatient']);
  });

  it('falls back to the defaults for values it cannot act on', () => {
    const search = read('radius=0&page=-2&sort=cheapest&as_typed=yes');
    expect(search.radius).toBe(EMPTY_SEARCH.radius);
    expect(search.page).toBe(1);
    expect(search.sort).toBe('relevance');
    expect(search.asTyped).toBe(false);
    expect(read('radius=501').radius).toBe(EMPTY_SEARCH.radius);
    expect(read('radius=2.5').radius).toBe(EMPTY_SEARCH.radius);
    expect(read('page=10001').page).toBe(1);
    expect(read('page=1e3').page).toBe(1);
  });

  it('sorts by distance only with a ZIP', () => {
    expect(read('sort=distance').sort).toBe('relevance');
    expect(read('sort=distance&zip=%20').sort).toBe('relevance');
    expect(read('sort=distance&zip=10001').sort).toBe('distance');
  });
});

describe('writeSearch', () => {
  it('writes nothing for the empty search', () => {
    expect(writeSearch(EMPTY_SEARCH).toString()).toBe('');
    expect(searchHref(EMPTY_SEARCH)).toBe('/search');
  });

  it('leaves out defaults, blank words and a radius without a ZIP', () => {
    const params = writeSearch({ ...EMPTY_SEARCH, q: '   ', radius: 100, page: 1, asTyped: true });
    expect(params.toString()).toBe('');
  });

  it('drops a distance sort without a ZIP', () => {
    expect(writeSearch({ ...EMPTY_SEARCH, sort: 'distance' }).has('sort')).toBe(false);
  });
});

describe('read ↔ write', () => {
  it('round-trips a full search', () => {
    expect(readSearch(writeSearch(FULL))).toEqual(FULL);
  });

  it('round-trips each field on its own', () => {
    const variants: Partial<SearchState>[] = [
      { q: 'alcohol' },
      { q: 'café & co', asTyped: true },
      { state: 'PR' },
      { treatmentTypes: ['outpatient'] },
      { insurance: ['blue-cross', 'tricare'] },
      { services: ['naloxone'] },
      { zip: '00901', radius: 500 },
      { sort: 'name' },
      { sort: 'rating', page: 10_000 },
    ];
    for (const variant of variants) {
      const search = { ...EMPTY_SEARCH, ...variant };
      expect(readSearch(writeSearch(search))).toEqual(search);
    }
  });

  it('writes back to the same address once read: the canonical form is stable', () => {
    const messy = 'state=ny&treatment=detox&treatment_types=detox&q=%20heroin%20&page=1&radius=40&sort=distance';
    const once = writeSearch(read(messy)).toString();
    // Issue 25: a radius with words stays (Within measures from a city the words may name).
    expect(once).toBe('q=heroin&state=NY&treatment_types=detox&radius=40');
    expect(writeSearch(read(once)).toString()).toBe(once);
  });
});

describe('nearness and Within (issue 25)', () => {
  it('asks for the visitor’s location only when the address says near=me', () => {
    expect(read('').near).toBe(false);
    expect(read('near=me')).toEqual({ ...EMPTY_SEARCH, near: true });
    expect(toApiQuery(read('near=me&radius=100'))).toEqual({ near: 'me', radius: '100' });
    expect(writeSearch(read('near=me&radius=100&sort=distance')).toString()).toBe('near=me&radius=100&sort=distance');
  });

  it('keeps a chosen radius with words or near=me, the ZIP’s default with a ZIP, and none with nothing to measure from', () => {
    expect(toApiQuery({ ...EMPTY_SEARCH, q: 'denver', radius: 10 })).toEqual({ q: 'denver', radius: '10' });
    expect(toApiQuery({ ...EMPTY_SEARCH, zip: '78701' })).toEqual({ zip: '78701', radius: '50' });
    expect(toApiQuery({ ...EMPTY_SEARCH, radius: 10 })).toEqual({});
    expect(toApiQuery({ ...EMPTY_SEARCH, q: 'denver' })).toEqual({ q: 'denver' });
  });
});

describe('paramsExcept', () => {
  it('keeps the rest of the search as name/value pairs', () => {
    expect(paramsExcept(FULL, ['sort', 'page', 'q', 'as_typed'])).toEqual([
      ['state', 'TX'],
      ['treatment_types', 'detox,inpatient'],
      ['specializations', 'veterans'],
      ['insurance', 'medicaid,aetna'],
      ['services', 'mat'],
      ['zip', '78701'],
      ['radius', '25'],
    ]);
  });
});

describe('toApiQuery', () => {
  it("names the API's parameters and leaves out defaults", () => {
    expect(toApiQuery(EMPTY_SEARCH)).toEqual({});
    expect(toApiQuery(FULL)).toEqual({
      q: 'opioid detox',
      state: 'TX',
      treatment_types: 'detox,inpatient',
      specializations: 'veterans',
      insurance: 'medicaid,aetna',
      services: 'mat',
      zip: '78701',
      radius: '25',
      sort: 'distance',
      page: '3',
      as_typed: '1',
    });
  });

  it('asks for words as typed only with words', () => {
    expect(toApiQuery({ ...EMPTY_SEARCH, asTyped: true })).toEqual({});
  });
});

describe('countFilters', () => {
  it('counts the state once and each ticked box', () => {
    expect(countFilters(EMPTY_SEARCH)).toBe(0);
    expect(countFilters(FULL)).toBe(1 + 2 + 1 + 2 + 1);
    expect(countFilters({ ...EMPTY_SEARCH, zip: '78701', q: 'x' })).toBe(0);
  });
});

describe('the accepting new patients filter', () => {
  it('reads, writes and asks the API for accepting=1, and counts as one filter', () => {
    const search = read('state=OR&accepting=1');
    expect(search).toEqual({ ...EMPTY_SEARCH, state: 'OR', accepting: true });
    expect(writeSearch(search).toString()).toBe('state=OR&accepting=1');
    expect(toApiQuery(search)).toEqual({ state: 'OR', accepting: '1' });
    expect(countFilters(search)).toBe(2);
    expect(read('accepting=0')).toEqual(EMPTY_SEARCH);
    expect(writeSearch({ ...search, accepting: false }).toString()).toBe('state=OR');
  });
});

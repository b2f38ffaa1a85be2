import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../api/search-facilities';
import { askedFirst, askedNames } from './asked';
import { readSearch } from './search-params';

describe('what the visitor asked for, first on each card', () => {
  it('takes the words’ terms and the sidebar’s ticks by the names the cards carry', () => {
    const result = {
      understood: [
        { kind: 'term', label: 'Medicaid' },
        { kind: 'place', label: 'Columbus, OH' },
      ],
      facets: {
        treatment_types: [{ value: 'detox', name: 'Detoxification', count: 3 }, { value: 'inpatient', name: 'Inpatient Treatment', count: 1 }],
        specializations: [],
        insurance: [{ value: 'aetna', name: 'Aetna', count: 2 }],
      },
    } as unknown as SearchAnswer;
    const search = readSearch(new URLSearchParams('treatment_types=detox'));
    expect([...askedNames(result, search)].sort()).toEqual(['Detoxification', 'Medicaid']);
  });

  it('puts the asked ones first, each group in its own order', () => {
    const insurance = ['Aetna', 'Cigna', 'Humana', 'Kaiser Permanente', 'Medicaid'];
    expect(askedFirst(insurance, new Set(['Medicaid']))).toEqual(['Medicaid', 'Aetna', 'Cigna', 'Humana', 'Kaiser Permanente']);
    expect(askedFirst(insurance, new Set())).toEqual(insurance);
  });
});

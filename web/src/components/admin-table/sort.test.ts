import { describe, expect, it } from 'vitest';
import { ariaSortOf, NEWEST_FIRST, sortedByOf, sortSearch } from './sort';

describe('ariaSortOf', () => {
  it("is the column's direction when the rows are in its order", () => {
    expect(ariaSortOf({ key: 'revenue', direction: 'descending' }, 'revenue')).toBe('descending');
    expect(ariaSortOf(NEWEST_FIRST, NEWEST_FIRST.key)).toBe('descending');
  });

  it('is none for another column, an unsortable column, or the default order', () => {
    expect(ariaSortOf({ key: 'name', direction: 'ascending' }, 'state')).toBeUndefined();
    expect(ariaSortOf(undefined, 'name')).toBeUndefined();
    expect(ariaSortOf({ key: 'name', direction: 'ascending' }, null)).toBeUndefined();
    expect(ariaSortOf({ key: 'name', direction: 'ascending' }, '')).toBeUndefined();
  });
});

describe('sortedByOf', () => {
  it("reads the list's sort parameter, an empty one as the default order", () => {
    expect(sortedByOf('?status=new&sort=followup', 'sort')).toBe('followup');
    expect(sortedByOf('?sort=', 'sort')).toBeNull();
    expect(sortedByOf('', 'sort')).toBeNull();
    expect(sortedByOf('?order=name', 'sort')).toBeNull();
  });
});

describe('sortSearch', () => {
  it('sorts by the column, keeping the filters and going back to page 1', () => {
    expect(sortSearch('?status=new&page=3', 'sort', 'name')).toBe('?status=new&sort=name');
  });

  it('replaces another sort', () => {
    expect(sortSearch('?sort=state&q=ridge', 'sort', 'revenue')).toBe('?sort=revenue&q=ridge');
  });

  it("goes back to the list's default order when pressed on the column already sorted", () => {
    expect(sortSearch('?sort=name&tag=vip&page=2', 'sort', 'name')).toBe('?tag=vip');
    expect(sortSearch('?sort=name', 'sort', 'name')).toBe('');
  });

  it('round-trips: pressing the same column twice gives back the filters as they were, from page 1', () => {
    const start = '?q=juniper&state=TX';
    const once = sortSearch(start, 'sort', 'followup');
    expect(sortedByOf(once, 'sort')).toBe('followup');
    expect(sortSearch(once, 'sort', 'followup')).toBe(start);
  });

  it('keeps values that need encoding', () => {
    const next = sortSearch('?q=st.+mary%27s+%26+co', 'sort', 'name');
    expect(new URLSearchParams(next).get('q')).toBe("st. mary's & co");
  });
});

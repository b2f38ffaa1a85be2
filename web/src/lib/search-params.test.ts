import { describe, expect, it } from 'vitest';
import { withParam } from './search-params';

describe('withParam', () => {
  it('sets a parameter, replacing its value and keeping the others', () => {
    expect(withParam('?status=new', 'open', '12')).toBe('?status=new&open=12');
    expect(withParam('?open=3&status=new', 'open', '12')).toBe('?open=12&status=new');
    expect(withParam('', 'open', '12')).toBe('?open=12');
  });

  it('removes every value of a parameter, and the ? with the last one', () => {
    expect(withParam('?tag=a&tag=b&q=x', 'tag', null)).toBe('?q=x');
    expect(withParam('?token=abc', 'token', null)).toBe('');
    expect(withParam('', 'token', null)).toBe('');
  });

  it('reads a query with or without its ?, and encodes what it writes', () => {
    expect(withParam('q=x', 'page', '2')).toBe('?q=x&page=2');
    const written = withParam('?q=a', 'q', "st. mary's & co #1");
    expect(new URLSearchParams(written).get('q')).toBe("st. mary's & co #1");
  });
});

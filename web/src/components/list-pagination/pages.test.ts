import { describe, expect, it } from 'vitest';
import { neighbourPages, pageCount, pageHref, pageStatus } from './pages';

describe('pageCount', () => {
  it('is at least one, and rounds a part page up', () => {
    expect(pageCount({ limit: 20, total: 0 })).toBe(1);
    expect(pageCount({ limit: 20, total: 20 })).toBe(1);
    expect(pageCount({ limit: 20, total: 21 })).toBe(2);
    expect(pageCount({ limit: 20, total: 25 })).toBe(2);
  });

  it('survives a nonsensical limit or total', () => {
    expect(pageCount({ limit: 0, total: 5 })).toBe(5);
    expect(pageCount({ limit: 20, total: -3 })).toBe(1);
  });
});

describe('pageStatus', () => {
  it('says the range, the total and the page (as the browser tests read it)', () => {
    expect(pageStatus({ page: 1, limit: 20, total: 25 }, 'prospects')).toBe('1–20 of 25 prospects · page 1 of 2');
    expect(pageStatus({ page: 2, limit: 20, total: 25 }, 'prospects')).toBe('21–25 of 25 prospects · page 2 of 2');
  });

  it('leaves the page out when there is only one', () => {
    expect(pageStatus({ page: 1, limit: 20, total: 1 }, 'leads')).toBe('1–1 of 1 leads');
  });

  it('says an empty list in words', () => {
    expect(pageStatus({ page: 1, limit: 20, total: 0 }, 'emails')).toBe('No emails');
  });

  it('groups thousands', () => {
    expect(pageStatus({ page: 51, limit: 20, total: 12_345 }, 'entries')).toBe('1,001–1,020 of 12,345 entries · page 51 of 618');
  });

  it('never shows a backwards range for a page past the end', () => {
    expect(pageStatus({ page: 3, limit: 20, total: 25 }, 'posts')).toBe('None on this page of 25 posts · page 3 of 2');
    expect(pageStatus({ page: 2, limit: 20, total: 5 }, 'posts')).toBe('None on this page of 5 posts · page 2 of 1');
  });
});

describe('neighbourPages', () => {
  it('has no previous on the first page and no next on the last', () => {
    expect(neighbourPages({ page: 1, limit: 20, total: 25 })).toEqual({ previous: null, next: 2 });
    expect(neighbourPages({ page: 2, limit: 20, total: 25 })).toEqual({ previous: 1, next: null });
    expect(neighbourPages({ page: 1, limit: 20, total: 0 })).toEqual({ previous: null, next: null });
  });

  it('has both in the middle', () => {
    expect(neighbourPages({ page: 3, limit: 10, total: 100 })).toEqual({ previous: 2, next: 4 });
  });

  it('leads back to the last page from past the end', () => {
    expect(neighbourPages({ page: 9, limit: 20, total: 25 })).toEqual({ previous: 2, next: null });
  });
});

describe('pageHref', () => {
  it('keeps the filters and sets the page', () => {
    expect(pageHref('/admin/leads', '?status=new&urgency=immediate', 2)).toBe('/admin/leads?status=new&urgency=immediate&page=2');
    expect(pageHref('/admin/leads', '?page=2&status=new', 3)).toBe('/admin/leads?page=3&status=new');
  });

  it('drops the parameter for page 1, and the ? when nothing is left', () => {
    expect(pageHref('/admin/leads', '?status=new&page=2', 1)).toBe('/admin/leads?status=new');
    expect(pageHref('/admin/leads', '?page=2', 1)).toBe('/admin/leads');
    expect(pageHref('/admin/leads', '', 1)).toBe('/admin/leads');
  });

  it('round-trips: the page it asks for is the one the address says', () => {
    for (const target of [2, 7, 618]) {
      const href = pageHref('/admin/audit-log', '?q=staff&action=staff.invite', target);
      const url = new URL(href, 'https://example.org');
      expect(Number(url.searchParams.get('page'))).toBe(target);
      expect(url.searchParams.get('action')).toBe('staff.invite');
    }
  });
});

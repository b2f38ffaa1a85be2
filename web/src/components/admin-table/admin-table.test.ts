import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminTable, type AdminTableProps, type Column } from './admin-table';
import { NEWEST_FIRST } from './sort';

// The table's markup, rendered on the server as React renders it (no DOM needed): what screen
// readers and the browser tests rely on.

interface Row {
  id: number;
  name: string;
  at: string;
  revenue: number;
}

const ROWS: Row[] = [
  { id: 1, name: 'Juniper Ridge', at: '2026-03-04', revenue: 1200 },
  { id: 2, name: 'Cedar House', at: '2026-03-03', revenue: 800 },
];

const COLUMNS: Column<Row>[] = [
  { header: 'When', cell: (row) => row.at, sort: NEWEST_FIRST },
  { header: 'Name', rowHeader: true, cell: (row) => row.name, sort: { key: 'name', direction: 'ascending' } },
  { header: 'Revenue', numeric: true, cell: (row) => row.revenue, sort: { key: 'revenue', direction: 'descending' } },
  { header: 'Actions', headerHidden: true, cell: () => 'Edit' },
];

function render(props: Partial<AdminTableProps<Row>>, url = '/admin/list'): string {
  const table = createElement(AdminTable<Row>, {
    caption: 'Things, newest first',
    rows: ROWS,
    columns: COLUMNS,
    rowKey: (row: Row) => row.id,
    empty: 'No things found',
    ...props,
  });
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, table));
}

describe('AdminTable', () => {
  it('is a real table with a caption, column headers and row headers', () => {
    const html = render({});
    expect(html).toContain('<table class="admin-table"><caption class="sr-only">Things, newest first</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html).toContain('<th scope="row">Juniper Ridge</th>');
    expect(html).toContain('<th scope="col"><span class="sr-only">Actions</span></th>');
    expect(html.match(/<tr/g)).toHaveLength(3);
  });

  it('says the fixed order on its column, with no sort buttons', () => {
    const html = render({ sort: { by: NEWEST_FIRST.key } });
    expect(html).toContain('<th scope="col" aria-sort="descending">When</th>');
    expect(html.match(/aria-sort/g)).toHaveLength(1);
    expect(html).not.toContain('<button');
  });

  it('gives each sortable heading a button when the list sorts from its URL, and marks the sort in force', () => {
    const html = render({ sort: { param: 'sort' } }, '/admin/crm?sort=revenue&page=2');
    expect(html.match(/<button type="button" class="admin-table__sort">/g)).toHaveLength(3);
    expect(html).toMatch(/<th scope="col" aria-sort="descending" class="admin-table__num"><button[^>]*>Revenue<span[^>]*aria-hidden="true"[^>]*>▼<\/span><\/button><\/th>/);
    expect(html.match(/aria-sort/g)).toHaveLength(1);
  });

  it('marks no column in the default order', () => {
    expect(render({ sort: { param: 'sort' } }, '/admin/crm')).not.toContain('aria-sort');
  });

  it('shows the empty state in words instead of an empty table, with the pages beneath', () => {
    const html = render({ rows: [], pagination: { page: 1, limit: 20, total: 0, noun: 'things' } });
    expect(html).not.toContain('<table');
    expect(html).toContain('<p class="admin-table__empty">No things found</p>');
    expect(html).toContain('aria-label="Pages of things"');
    expect(html).toContain('No things</p>');
  });

  it('marks the open row, the urgent rows and the open detail', () => {
    const html = render({
      isCurrent: (row) => row.id === 2,
      isUrgent: (row) => row.id === 1,
      detail: (row) => (row.id === 1 ? 'The detail' : null),
    });
    expect(html).toContain('<tr class="admin-table__urgent">');
    expect(html).toContain('<tr aria-current="true">');
    // The detail row spans every column, right beneath its row.
    expect(html).toMatch(/Juniper Ridge<\/th>(<td[^>]*>[^<]*<\/td>)+<\/tr><tr><td colspan="4">The detail<\/td><\/tr>/i);
  });

  it('adds a box per row and one for the page when rows can be selected', () => {
    const html = render({
      selection: {
        isSelected: (row) => row.id === 1,
        onToggle: () => {},
        onTogglePage: () => {},
        rowLabel: (row) => `Select ${row.name}`,
      },
    });
    expect(html).toContain('aria-label="Select all 2 on this page"');
    expect(html).toMatch(/<tr class="admin-table__selected"><td class="admin-table__check"><input type="checkbox" aria-label="Select Juniper Ridge" checked=""/);
    expect(html).toContain('aria-label="Select Cedar House"');
  });
});

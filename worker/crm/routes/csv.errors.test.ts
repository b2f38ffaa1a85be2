import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { countRows, csvOf, exportCsv, importCsv } from '../../test/crm-csv';
import { loadReferenceData } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

beforeAll(loadReferenceData);

/** Imports `body` and expects a 400 that writes nothing; the error body. */
async function refused(body: BodyInit, query = '') {
  const me = await signedInAdmin();
  const prospects = await countRows('crm_prospects');
  const res = await importCsv(me.cookie, body, query);
  expect(res.status).toBe(400);
  const error = await errorOf(res);
  expect(error.error.code).toBe('invalid_request');
  expect(await countRows('crm_prospects')).toBe(prospects);
  return error.error;
}

describe('POST /api/admin/crm/prospects/import: a file that cannot be imported is a 400 naming why', () => {
  it('missing and unknown columns, named in the message and the fields', async () => {
    const error = await refused(csvOf(['facility_name', 'foo', 'Status', 'bar baz'], ['Hope House', 'x', 'new', 'y']));
    expect(error.message).toBe('Missing columns: state. Unknown columns: foo, bar baz.');
    expect(error.fields).toEqual({
      state: 'This column is required.',
      foo: expect.stringContaining('Not a column we know. The columns are: facility_name, state,'),
      'bar baz': expect.stringContaining('Not a column we know.'),
    });
  });

  it('the header check comes first: even the dry run refuses wrong columns', async () => {
    const error = await refused(csvOf(['state', 'name'], ['CA', 'Hope House']), '?dry_run=1');
    expect(error.message).toBe('Missing columns: facility_name. Unknown columns: name.');
  });

  it('a repeated column, and a header cell with no name', async () => {
    expect((await refused(csvOf(['facility_name', 'state', 'State'], ['A', 'CA', 'CA']))).message).toBe('Repeated columns: state.');
    expect((await refused(csvOf(['facility_name', 'state', ''], ['A', 'CA', '']))).message).toBe('Unknown columns: column 3 (no name).');
  });

  it('broken quoting, naming the line', async () => {
    const unclosed = 'facility_name,state\r\nHope House,CA\r\n"Open Door,CA\r\nLast,CA\r\n';
    expect((await refused(unclosed)).message).toBe('The file is not valid CSV: on line 3, a quoted cell is never closed.');
    const stray = 'facility_name,state\r\n"Hope" House,CA\r\n';
    expect((await refused(stray)).message).toBe('The file is not valid CSV: on line 2, a quote is out of place.');
  });

  it('an empty file, and one that is not UTF-8', async () => {
    expect((await refused('')).message).toBe('The file is empty: it needs a header row.');
    // "Café" in Windows-1252, as an old spreadsheet saves it.
    const latin1 = new Uint8Array([...new TextEncoder().encode('facility_name,state\r\nCaf'), 0xe9, ...new TextEncoder().encode(',CA\r\n')]);
    expect((await refused(latin1)).message).toBe('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  });

  it('more rows than one request takes', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => [`R${i}`, 'CA']);
    expect((await refused(csvOf(['facility_name', 'state'], ...rows))).message).toBe(
      'This file has more than 10,000 rows; import at most 10,000 at a time.',
    );
  });

  it('bad query values', async () => {
    const file = csvOf(['facility_name', 'state'], ['A', 'CA']);
    expect((await refused(file, '?dry_run=maybe')).fields).toEqual({ dry_run: 'dry_run must be 1 or 0.' });
    expect((await refused(file, '?first_line=1')).fields).toEqual({ first_line: 'first_line must be at least 2.' });
  });

  it('a body over 8 MB is a 413, read no further', async () => {
    const me = await signedInAdmin();
    const res = await importCsv(me.cookie, 'facility_name,state\r\n' + 'x'.repeat(8 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).error.message).toBe('This file is larger than 8 MB. Please split it into smaller files and import each.');
  });
});

describe('GET /api/admin/crm/prospects.csv: bad filters', () => {
  it.each([
    ['status', 'maybe', 'Status must be new, contacted, interested, qualified, proposal_sent, negotiating, closed_won, closed_lost or on_hold.'],
    ['state', 'California', 'State must be a two-letter state code.'],
    ['sort', 'random', 'Sort must be updated, name, state, status, priority, revenue or followup.'],
  ])('%s=%s → 400', async (name, value, message) => {
    const me = await signedInAdmin();
    const res = await exportCsv(me.cookie, { [name]: value });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ [name]: message });
  });
});

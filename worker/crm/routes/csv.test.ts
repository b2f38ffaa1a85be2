import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv';
import { PROSPECT_CSV_COLUMNS } from '../schemas/csv';
import {
  countRows,
  csvAuditLines,
  csvOf,
  exportCsv,
  importCsv,
  importedEntries,
  insertProspects,
  storedProspect,
  storedProspects,
  type DryRun,
  type ImportResult,
} from '../../test/crm-csv';
import { addFacility, loadReferenceData } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

beforeAll(loadReferenceData);

const HEADER = PROSPECT_CSV_COLUMNS.join(',');

/** The export's rows as objects keyed by column. */
function exportedRows(text: string): Record<string, string>[] {
  const parsed = parseCsv(text, { columns: PROSPECT_CSV_COLUMNS.length, records: Number.MAX_SAFE_INTEGER });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.records.map((r) => Object.fromEntries(parsed.header.map((column, i) => [column, r.cells[i]!])));
}

describe('GET /api/admin/crm/prospects.csv', () => {
  it('downloads every column of every matching prospect, with a dated file name, and is audited', async () => {
    const me = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Harbor Light Recovery' });
    await insertProspects([
      {
        facility_name: 'Export Harbor Light',
        state: 'OR',
        facility_type: 'outpatient',
        status: 'proposal_sent',
        priority: 'urgent',
        estimated_annual_revenue: 24_000,
        contact_count: 3,
        last_contact_date: '2026-04-02',
        next_followup_date: '2026-05-10',
        estimated_lifetime_value: 96_000,
        tags: ['west', 'q2 push'],
        contact_name: 'Dana Ortiz',
        contact_email: 'dana@harbor.example.org',
        contact_phone: '(555) 555-0101',
        website: 'https://harbor.example.org',
        notes: 'Wants a call, "after 3pm", on Tuesdays.\nBoard meets monthly.',
        facility_id: facilityId,
      },
      { facility_name: 'Export Other State', state: 'NV', status: 'proposal_sent' },
      { facility_name: 'Export Other Status', state: 'OR', status: 'new' },
    ]);

    const res = await exportCsv(me.cookie, { status: 'proposal_sent', state: 'OR' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="prospects-${today}.csv"`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');

    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte order mark, for Excel
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(HEADER);
    expect(exportedRows(text)).toEqual([
      {
        facility_name: 'Export Harbor Light',
        state: 'OR',
        facility_type: 'outpatient',
        status: 'proposal_sent',
        priority: 'urgent',
        estimated_annual_revenue: '24000',
        contact_count: '3',
        last_contact_date: '2026-04-02',
        next_followup_date: '2026-05-10',
        estimated_lifetime_value: '96000',
        tags: 'west;q2 push',
        contact_name: 'Dana Ortiz',
        contact_email: 'dana@harbor.example.org',
        contact_phone: '(555) 555-0101',
        website: 'https://harbor.example.org',
        notes: 'Wants a call, "after 3pm", on Tuesdays.\nBoard meets monthly.',
        facility_id: String(facilityId),
      },
    ]);

    const audit = await csvAuditLines('crm.prospect.export');
    expect(audit.at(-1)).toEqual({ actor_id: me.id, target: null, detail: { count: 1, filters: { status: 'proposal_sent', state: 'OR' } } });
  });

  it('applies the search and the sort; without filters, every prospect (no page)', async () => {
    const me = await signedInAdmin();
    await insertProspects(
      Array.from({ length: 30 }, (_, i) => ({ facility_name: `Sorted Export ${String(i).padStart(2, '0')}`, state: 'WA' })),
    );
    const sorted = exportedRows(await (await exportCsv(me.cookie, { q: 'sorted export', sort: 'name', page: '2', limit: '5' })).text());
    expect(sorted.map((r) => r.facility_name)).toEqual(Array.from({ length: 30 }, (_, i) => `Sorted Export ${String(i).padStart(2, '0')}`));
    const all = exportedRows(await (await exportCsv(me.cookie)).text());
    expect(all.length).toBe(await countRows('crm_prospects'));
  });

  it('an empty result is the header row alone', async () => {
    const me = await signedInAdmin();
    const text = await (await exportCsv(me.cookie, { q: 'no prospect is called this' })).text();
    expect(text).toBe(`${HEADER}\r\n`);
  });
});

describe('the CSV round trip', () => {
  it('exporting and importing the same file changes nothing: 0 added, every row updated, unchanged', async () => {
    const me = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Round Trip Listing' });
    await insertProspects([
      { facility_name: 'Trip Alpha', state: 'TX', tags: ['a', 'b c'], notes: 'Commas, "quotes"\r\nand lines', facility_id: facilityId },
      { facility_name: 'Trip Beta', state: 'TX', status: 'closed_won', last_contact_date: '2026-02-28', estimated_annual_revenue: 5_000 },
      { facility_name: 'Trip Gamma', state: 'TX', contact_phone: '+1 555 555 0100', notes: '=HYPERLINK("http://evil.example","x")' },
      { facility_name: 'Trip Delta', state: 'TX', contact_name: '@admin', facility_type: "'=quoted already" },
    ]);
    const before = await storedProspects();
    const activitiesBefore = await countRows('crm_activities');

    const file = await (await exportCsv(me.cookie, { state: 'TX' })).text();
    const res = await importCsv(me.cookie, file);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ added: 0, updated: 4, unchanged: 4, skipped: 0, errors: [] });

    expect(await storedProspects()).toEqual(before);
    expect(await countRows('crm_activities')).toBe(activitiesBefore);
    const audit = await csvAuditLines('crm.prospect.import');
    expect(audit.at(-1)).toEqual({ actor_id: me.id, target: null, detail: { added: 0, updated: 4, unchanged: 4, skipped: 0, rows: 4 } });
  });

  it('a formula is exported escaped, so a spreadsheet shows it as text, and comes back intact', async () => {
    const me = await signedInAdmin();
    const formula = '=HYPERLINK("http://evil.example","Click")';
    await insertProspects([{ facility_name: 'Formula Clinic', state: 'AZ', notes: formula, contact_phone: '+1 555 0100', contact_name: '-2+3', facility_type: 'Outpatient;=1+1' }]);
    const file = await (await exportCsv(me.cookie, { q: 'Formula Clinic' })).text();
    const [row] = exportedRows(file);
    expect(row!.notes).toBe(`'${formula}`);
    expect(row!.contact_phone).toBe("'+1 555 0100");
    expect(row!.contact_name).toBe("'-2+3");
    // A formula after a semicolon, where Excel in much of Europe splits the cell, is escaped too.
    expect(row!.facility_type).toBe("Outpatient;'=1+1");
    expect(file).not.toMatch(/(^|[,;\t\n])[=+\-@]/);

    // Edited elsewhere in the file and imported: the escaped cells come back as they were.
    const edited = file.replace(',new,', ',contacted,');
    expect(await (await importCsv(me.cookie, edited)).json()).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const stored = await storedProspect('Formula Clinic', 'AZ');
    expect(stored).toMatchObject({ status: 'contacted', notes: formula, contact_phone: '+1 555 0100', contact_name: '-2+3', facility_type: 'Outpatient;=1+1' });
  });
});

describe('POST /api/admin/crm/prospects/import', () => {
  it('adds new prospects with defaults, updates matches (name case-insensitively) keeping absent cells, and logs each on its timeline', async () => {
    const me = await signedInAdmin();
    const [existingId] = await insertProspects([
      { facility_name: 'Import Cedar House', state: 'CO', status: 'contacted', notes: 'Keep me.', tags: ['old'], estimated_annual_revenue: 900 },
    ]);
    const file = csvOf(
      ['state', 'Facility Name', 'Status', 'estimated_annual_revenue', 'notes', 'tags', 'next_followup_date'],
      ['CO', 'IMPORT CEDAR HOUSE', 'Closed Won', '"$12,500"', '', 'new; warm', '6/1/2026'],
      ['co', 'Import Brand New', '', '', 'First contact at expo', '', ''],
    );
    const res = await importCsv(me.cookie, file);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ added: 1, updated: 1, unchanged: 0, skipped: 0, errors: [] });

    const updated = await storedProspect('IMPORT CEDAR HOUSE', 'CO');
    expect(updated).toMatchObject({
      id: existingId,
      status: 'closed_won',
      estimated_annual_revenue: 12_500,
      notes: 'Keep me.',
      tags: '["new","warm"]',
      next_followup_date: '2026-06-01',
      priority: 'medium',
    });
    expect(updated!.closed_at).not.toBeNull();
    expect(updated!.updated_at).not.toBe('2026-01-01T00:00:00.000Z');
    expect(await importedEntries(existingId!)).toEqual([
      {
        body: 'Updated by a CSV import: facility_name, status, estimated_annual_revenue, tags, next_followup_date.',
        detail: {
          action: 'update',
          line: 2,
          fields: ['facility_name', 'status', 'estimated_annual_revenue', 'tags', 'next_followup_date'],
          from: 'contacted',
          to: 'closed_won',
        },
        actor_id: me.id,
      },
    ]);

    const added = await storedProspect('Import Brand New', 'CO');
    expect(added).toMatchObject({ status: 'new', priority: 'medium', estimated_annual_revenue: 0, tags: '[]', notes: 'First contact at expo', closed_at: null });
    expect(await importedEntries(added!.id)).toEqual([{ body: 'Added by a CSV import.', detail: { action: 'add', line: 3 }, actor_id: me.id }]);
  });

  it('an unchanged row writes nothing: its updated_at stays', async () => {
    const me = await signedInAdmin();
    const [id] = await insertProspects([{ facility_name: 'Import Still Waters', state: 'CO', status: 'qualified' }]);
    const file = csvOf(['facility_name', 'state', 'status'], ['import still waters', 'CO', 'qualified']);
    // The name differs in letter case only: a match, and a change of its spelling.
    expect(await (await importCsv(me.cookie, file)).json()).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const after = await storedProspect('import still waters', 'CO');
    expect(after!.id).toBe(id);
    const entries = (await importedEntries(id!)).length;

    expect(await (await importCsv(me.cookie, file)).json()).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    expect(await storedProspect('import still waters', 'CO')).toEqual(after);
    expect((await importedEntries(id!)).length).toBe(entries);
  });

  it('?dry_run=1 answers each row’s action and errors, and writes nothing', async () => {
    const me = await signedInAdmin();
    await insertProspects([{ facility_name: 'Dry Existing', state: 'NM', status: 'new' }, { facility_name: 'Dry Same', state: 'NM' }]);
    const file = csvOf(
      ['facility_name', 'state', 'status', 'last_contact_date', 'estimated_annual_revenue', 'facility_id'],
      ['Dry New', 'NM', 'new', '2026-03-01', '100', ''],
      ['dry existing', 'NM', 'interested', '', '', ''],
      ['Dry Same', 'NM', '', '', '', ''],
      ['Dry Bad Status', 'NM', 'maybe', '', '', ''],
      ['Dry Bad Date', 'NM', '', '2026-02-30', '', ''],
      ['', 'NM', 'new', '', '', ''],
      ['Dry Unknown State', 'ZZ', '', '', '', ''],
      ['Dry Bad Number', 'NM', '', '', 'lots', ''],
      ['Dry New', 'nm', 'contacted', '', '', ''],
      ['Dry No Listing', 'NM', '', '', '', '987654'],
      ['Dry Short Row', 'NM'],
    );
    const counts = await Promise.all([countRows('crm_prospects'), countRows('crm_activities'), countRows('audit_log')]);
    const res = await importCsv(me.cookie, file, '?dry_run=1');
    expect(res.status).toBe(200);
    const body = (await res.json()) as DryRun;
    expect(body.counts).toEqual({ add: 1, update: 2, unchanged: 1, skip: 8 });
    const row = (line: number) => body.rows.find((r) => r.line === line)!;
    expect(row(2)).toEqual({ line: 2, facilityName: 'Dry New', state: 'NM', action: 'add', errors: {}, changes: [] });
    expect(row(3)).toMatchObject({ action: 'update', changes: ['facility_name', 'status'] });
    expect(row(4)).toMatchObject({ action: 'update', changes: [] });
    expect(row(5)).toMatchObject({ action: 'skip', errors: { status: 'Choose one of the nine statuses.' } });
    expect(row(6)).toMatchObject({ action: 'skip', errors: { last_contact_date: 'Last contact date must be a real date.' } });
    expect(row(7)).toMatchObject({ action: 'skip', facilityName: '', errors: { facility_name: 'Facility name is required.' } });
    expect(row(8)).toMatchObject({ action: 'skip', errors: { state: 'ZZ is not a US state code.' } });
    expect(row(9)).toMatchObject({ action: 'skip', errors: { estimated_annual_revenue: 'Estimated annual revenue must be a whole number of dollars.' } });
    expect(row(10)).toMatchObject({ action: 'skip', errors: { facility_name: 'Line 2 has the same facility name and state; this row is left out.' } });
    expect(row(11)).toMatchObject({ action: 'skip', errors: { facility_id: 'There is no facility with this id.' } });
    expect(row(12)).toMatchObject({ action: 'skip', errors: { _: 'This row has 2 cells; the header has 6.' } });

    expect(await Promise.all([countRows('crm_prospects'), countRows('crm_activities'), countRows('audit_log')])).toEqual(counts);

    // Without dry_run the same file imports the valid rows and lists the others.
    const imported = (await (await importCsv(me.cookie, file)).json()) as ImportResult;
    expect(imported).toMatchObject({ added: 1, updated: 2, unchanged: 1, skipped: 8 });
    expect(imported.errors.map((e) => e.line)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(imported.errors[0]).toEqual({ line: 5, errors: { status: 'Choose one of the nine statuses.' } });
  });

  it('a file sent in parts (each with the header and its first_line) gives what one request gives', async () => {
    const me = await signedInAdmin();
    const header = ['facility_name', 'state', 'priority'];
    const rows = Array.from({ length: 9 }, (_, i) => [`Parts Clinic ${i}`, 'UT', i % 2 ? 'high' : 'low']);
    rows[7] = ['Parts Clinic 2', 'UT', 'nonsense'];
    const whole = (await (await importCsv(me.cookie, csvOf(header, ...rows), '?dry_run=1')).json()) as DryRun;

    const first = (await (await importCsv(me.cookie, csvOf(header, ...rows.slice(0, 5)))).json()) as ImportResult;
    const second = (await (await importCsv(me.cookie, csvOf(header, ...rows.slice(5)), '?first_line=7')).json()) as ImportResult;
    expect(first.added + second.added).toBe(whole.counts.add);
    expect(first.skipped + second.skipped).toBe(whole.counts.skip);
    expect(second.errors).toEqual([{ line: 9, errors: { priority: 'Priority must be urgent, high, medium or low.' } }]);

    // Sending a part again (a retry after a lost answer) adds nothing and changes nothing.
    const retry = (await (await importCsv(me.cookie, csvOf(header, ...rows.slice(5)), '?first_line=7')).json()) as ImportResult;
    expect(retry).toMatchObject({ added: 0, updated: 3, unchanged: 3 });
    expect((await storedProspects()).filter((p) => String(p.facility_name).startsWith('Parts Clinic')).length).toBe(8);
  });

  it('imports a 5,000-row file completely', async () => {
    const me = await signedInAdmin();
    const header = ['facility_name', 'state', 'status', 'priority', 'estimated_annual_revenue', 'tags', 'contact_email', 'notes'];
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `Bulk Recovery Center ${i}`,
      ['CA', 'TX', 'NY', 'FL', 'WA'][i % 5]!,
      'new',
      'medium',
      String(1000 + i),
      'bulk;2026',
      `intake${i}@bulk.example.org`,
      `"Notes for ${i}, with a comma"`,
    ]);
    const before = await countRows('crm_prospects');
    const res = await importCsv(me.cookie, csvOf(header, ...rows));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ added: 5000, updated: 0, unchanged: 0, skipped: 0, errors: [] });
    expect(await countRows('crm_prospects')).toBe(before + 5000);
    expect(await storedProspect('Bulk Recovery Center 4999', 'WA')).toMatchObject({ notes: 'Notes for 4999, with a comma', tags: '["bulk","2026"]' });
  });
});

describe('an import sent again with its Idempotency-Key', () => {
  it('is answered as the first time and writes nothing more: one audit line, one timeline entry each', async () => {
    const me = await signedInAdmin();
    const file = csvOf(['facility_name', 'state'], ['Retry Import One', 'NV'], ['Retry Import Two', 'NV'], ['', 'NV']);
    const key = { 'Idempotency-Key': 'crm-import-retry-0001' };
    const audits = (await csvAuditLines('crm.prospect.import')).length;
    const first = await importCsv(me.cookie, file, '', key);
    const again = await importCsv(me.cookie, file, '', key);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as ImportResult;
    expect(answer).toMatchObject({ added: 2, skipped: 1 });
    expect(await again.json()).toEqual(answer);
    expect(await csvAuditLines('crm.prospect.import')).toHaveLength(audits + 1);
    expect(await importedEntries((await storedProspect('Retry Import One', 'NV'))!.id)).toHaveLength(1);
  });

  it('is refused (409) with another file, importing nothing of it; a dry run with the key stores no answer', async () => {
    const me = await signedInAdmin();
    const key = { 'Idempotency-Key': 'crm-import-retry-0002' };
    const file = csvOf(['facility_name', 'state'], ['Keyed Import', 'UT']);
    expect((await importCsv(me.cookie, file, '?dry_run=1', key)).status).toBe(200);
    expect(await importCsv(me.cookie, file, '', key).then((r) => r.json())).toMatchObject({ added: 1 });
    const other = await importCsv(me.cookie, csvOf(['facility_name', 'state'], ['Other Keyed Import', 'UT']), '', key);
    expect(other.status).toBe(409);
    expect(await storedProspect('Other Keyed Import', 'UT')).toBeNull();
  });
});

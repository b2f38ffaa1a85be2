/// <reference types="node" />
// The locator import: every real row maps, and the import into the real schema (node:sqlite) adds
// them, changes nothing the second time, writes nothing on a dry run, reports bad rows by line,
// field and reason while importing the good ones, and keeps a facility account's own edits.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapLocatorFile, mapLocatorRow, rowLines, ServiceCatalogue, facilityName } from './locator-mapping.ts';
import { importLocatorFile, type SqlDriver } from './locator-run.ts';
import { STATES } from '../worker/reference/places.ts';
import { SERVICES } from '../worker/reference/services.ts';
import { referenceSqlFile } from './reference-sql.ts';
import type * as NodeSqlite from 'node:sqlite';

const SAMPLE_TEXT = readFileSync(new URL('./fixtures/locator/samhsa-locator-sample.json', import.meta.url), 'utf8');
const SAMPLE = JSON.parse(SAMPLE_TEXT) as { rows: Array<Record<string, unknown>> };
const context = { states: new Set(STATES.map((s) => s.code)) };
const catalogue = new ServiceCatalogue(SERVICES.map((s, i) => ({ id: i + 1, category: s.category, value: s.value, mapsTo: s.mapsTo })));

describe('locator rows in our terms', () => {
  it('maps every real row with zero errors, every service found in the catalogue', () => {
    const mapped = mapLocatorFile(SAMPLE_TEXT, context);
    expect(mapped.errors).toEqual([]);
    expect(mapped.total).toBe(30);
    expect(mapped.facilities).toHaveLength(30);
    for (const f of mapped.facilities) {
      expect(f.locatorId).toMatch(/^[0-9a-f]{64}$/);
      expect(f.state).toBe('VA');
      expect(f.zip).toMatch(/^\d{5}$/);
      expect(typeof f.latitude).toBe('number');
      expect(typeof f.longitude).toBe('number');
      expect(f.phone, f.name).not.toBe('');
      expect(f.services.length, f.name).toBeGreaterThan(5);
      expect(catalogue.missing(f.services), f.name).toEqual([]);
    }
  });

  it('reads name, address, phone, coordinates, services and the spec lists they mean', () => {
    const first = mapLocatorRow(SAMPLE.rows[0], 1, 5, context);
    if (!first.ok) throw new Error('row 1 failed');
    expect(first.facility).toMatchObject({
      name: 'Region Ten Community Services Board - Mohr Center',
      address: '1014 East Market Street',
      city: 'Charlottesville',
      state: 'VA',
      zip: '22902',
      phone: '434-979-8871',
      website: 'http://www.regionten.org',
      latitude: 38.0282239,
      longitude: -78.4725231,
    });
    expect(first.facility.services).toContainEqual({ category: 'SET', categoryName: 'Service Settings', value: 'Short-term residential' });
    const lists = catalogue.listsOf(catalogue.idsOf(first.facility.services));
    expect(lists.treatmentTypes).toContain('residential');
    expect(lists.insurance).toEqual(expect.arrayContaining(['medicaid', 'private-pay']));
    expect(lists.specializations).toContain('men-only');

    const suite = mapLocatorRow(SAMPLE.rows[4], 5, null, context);
    if (!suite.ok) throw new Error('row 5 failed');
    expect(suite.facility.address).toMatch(/, Suite 201$/);
    // No phone: the intake line is the number to call.
    const noPhone = mapLocatorRow({ ...SAMPLE.rows[0], phone: '' }, 1, null, context);
    expect(noPhone.ok && noPhone.facility.phone).toBe('434-972-1800');
  });

  it('names a program after its organisation, but not a repeat or a suite', () => {
    expect(facilityName('Augusta Health', '')).toBe('Augusta Health');
    expect(facilityName('Augusta Health', 'Crossroads Mental Health Unit')).toBe('Augusta Health - Crossroads Mental Health Unit');
    expect(facilityName('Augusta Health', 'augusta health')).toBe('Augusta Health');
    expect(facilityName('Augusta Health', 'Suite 4')).toBe('Augusta Health');
  });

  it('reports each bad field with its row, line and reason', () => {
    const good = SAMPLE.rows[0]!;
    const rows = [
      { ...good, frid: 'a1', name1: '' },
      { ...good, frid: 'a2', state: 'XX' },
      { ...good, frid: 'a3', latitude: 'north', longitude: '-78.4' },
      { ...good, frid: 'a4', zip: '2290' },
      { ...good, frid: '' },
      'not a row',
      { ...good, frid: 'a1b' },
      { ...good, frid: 'a1b' },
    ];
    const text = JSON.stringify({ page: 1, rows }, null, 1);
    const mapped = mapLocatorFile(text, context);
    expect(mapped.facilities.map((f) => f.locatorId)).toEqual(['a1b']);
    const lines = rowLines(text);
    expect(mapped.errors.map(({ row, line, field, reason }) => ({ row, line, field, reason }))).toEqual([
      { row: 1, line: lines[0], field: 'name1', reason: 'missing name' },
      { row: 2, line: lines[1], field: 'state', reason: 'unknown state code "XX"' },
      { row: 3, line: lines[2], field: 'latitude', reason: 'bad coordinates: latitude "north"' },
      { row: 4, line: lines[3], field: 'zip', reason: 'bad ZIP code "2290"' },
      { row: 5, line: lines[4], field: 'frid', reason: 'missing locator id (frid)' },
      { row: 6, line: lines[5], field: 'row', reason: 'not an object' },
      { row: 8, line: lines[7], field: 'frid', reason: 'same locator id as row 7' },
    ]);
    // Lines point at the row's opening brace.
    expect(text.split('\n')[lines[1]! - 1]!.trim()).toBe('{');
  });

  it('finds each row\'s line in the page object and in a bare array', () => {
    const lines = rowLines(SAMPLE_TEXT);
    expect(lines).toHaveLength(30);
    const textLines = SAMPLE_TEXT.split('\n');
    for (const line of lines) expect(textLines[line]!).toMatch(/"_irow"/);
    expect(rowLines('[{"a":{"b":[{}]}},\n{"rows":[{}]}]')).toEqual([1, 2]);
  });
});

const sqlite = process.getBuiltinModule?.('node:sqlite') as typeof NodeSqlite | undefined;

function freshDatabase() {
  const db = new (sqlite as typeof NodeSqlite).DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  const migrations = new URL('../migrations/', import.meta.url);
  for (const name of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) db.exec(readFileSync(new URL(name, migrations), 'utf8'));
  db.exec(referenceSqlFile().statements.join('\n'));
  const driver: SqlDriver = {
    query: async (sqls) => sqls.map((sql) => db.prepare(sql).all() as Array<Record<string, unknown>>),
    execute: async (statements) => {
      db.exec('BEGIN');
      try {
        db.exec(statements.join('\n'));
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  };
  const all = (sql: string, ...params: NodeSqlite.SQLInputValue[]) => db.prepare(sql).all(...params) as Array<Record<string, unknown>>;
  const one = (sql: string, ...params: NodeSqlite.SQLInputValue[]) => Object.values(db.prepare(sql).get(...params) ?? {})[0];
  /** Everything an import may write, apart from its own log. */
  const listings = () =>
    JSON.stringify([
      all('SELECT * FROM facilities ORDER BY id'),
      all('SELECT * FROM facility_treatment_types ORDER BY 1, 2'),
      all('SELECT * FROM facility_specializations ORDER BY 1, 2'),
      all('SELECT * FROM facility_insurance ORDER BY 1, 2'),
      all('SELECT * FROM services ORDER BY id'),
      all('SELECT * FROM service_categories ORDER BY code'),
      all('SELECT * FROM locator_review_values ORDER BY id'),
    ]);
  return { db, driver, all, one, listings };
}

const run = (driver: SqlDriver, fileText: string, dryRun = false, now = new Date('2026-03-02T10:00:00Z')) =>
  importLocatorFile(driver, { fileName: 'sample.json', fileText, dryRun, now, batchRows: 7 });

describe.runIf(sqlite)('importing locator rows into the real schema', () => {
  it('adds every real row approved, from the locator, verified today, with services and lists; the second time changes nothing', async () => {
    const { driver, one, all, listings } = freshDatabase();
    const first = await run(driver, SAMPLE_TEXT);
    expect(first.errors).toEqual([]);
    expect(first.counts).toEqual({ total: 30, added: 30, updated: 0, unchanged: 0, failed: 0 });
    expect(first.newServices).toEqual([]);
    expect(one("SELECT count(*) FROM facilities WHERE source = 'locator' AND status = 'approved' AND last_verified_at = '2026-03-02'")).toBe(30);
    const mohr = all("SELECT * FROM facilities WHERE name LIKE '%Mohr Center'")[0]!;
    expect(mohr).toMatchObject({ city: 'Charlottesville', state: 'VA', zip: '22902', latitude: 38.0282239, locator_id: SAMPLE.rows[0]!.frid });
    expect((JSON.parse(String(mohr.services)) as number[]).length).toBeGreaterThan(40);
    expect(all('SELECT insurance_id FROM facility_insurance WHERE facility_id = ? ORDER BY 1', Number(mohr.id)).map((r) => r.insurance_id)).toEqual(['medicaid', 'private-pay']);
    expect(one('SELECT count(*) FROM facility_treatment_types WHERE facility_id = ?', Number(mohr.id))).toBeGreaterThan(0);
    expect(all('SELECT file_name, dry_run, run_by, added, failed, finished_at IS NOT NULL AS finished FROM locator_import_runs')).toEqual([
      { file_name: 'sample.json', dry_run: 0, run_by: 'cli', added: 30, failed: 0, finished: 1 },
    ]);

    const before = listings();
    const second = await run(driver, SAMPLE_TEXT, false, new Date('2026-03-09T10:00:00Z'));
    expect(second.counts).toEqual({ total: 30, added: 0, updated: 0, unchanged: 30, failed: 0 });
    expect(listings()).toBe(before);
    // Only the run's own log line was written.
    expect(second.batches.flatMap((b) => b.statements).every((s) => /locator_import_(runs|errors)|locator_review_values/.test(s))).toBe(true);
  });

  it('a dry run reports what would change and writes nothing but its log line', async () => {
    const { driver, one, listings } = freshDatabase();
    const before = listings();
    const unknown = structuredClone(SAMPLE.rows.slice(0, 3));
    (unknown[0]!.services as Array<Record<string, string>>).push({ f1: 'Payment', f2: 'PAY', f3: 'A brand new state fund' });
    const plan = await run(driver, JSON.stringify(unknown), true);
    expect(plan.counts).toEqual({ total: 3, added: 3, updated: 0, unchanged: 0, failed: 0 });
    expect(plan.changes.map((c) => c.kind)).toEqual(['added', 'added', 'added']);
    expect(plan.newServices).toEqual(['PAY|A brand new state fund']);
    expect(listings()).toBe(before);
    expect(one('SELECT count(*) FROM locator_import_runs WHERE dry_run = 1 AND added = 3')).toBe(1);
  });

  it('reports bad rows by row, line, field and reason while the good rows import', async () => {
    const { driver, one, all } = freshDatabase();
    const rows = structuredClone(SAMPLE.rows.slice(0, 4));
    rows[1]!.name1 = '';
    rows[2]!.state = 'ZZ';
    const text = JSON.stringify(rows, null, 2);
    const result = await run(driver, text);
    expect(result.counts).toMatchObject({ total: 4, added: 2, failed: 2 });
    const lines = rowLines(text);
    expect(all('SELECT row_index, line, field, reason FROM locator_import_errors ORDER BY row_index')).toEqual([
      { row_index: 2, line: lines[1], field: 'name1', reason: 'missing name' },
      { row_index: 3, line: lines[2], field: 'state', reason: 'unknown state code "ZZ"' },
    ]);
    expect(one("SELECT count(*) FROM facilities WHERE source = 'locator'")).toBe(2);
  });

  it('adds a value the catalogue lacks (and an unknown category) and reports it, never dropping it', async () => {
    const { driver, all } = freshDatabase();
    const rows = structuredClone(SAMPLE.rows.slice(0, 1));
    const services = rows[0]!.services as Array<Record<string, string>>;
    services.push({ f1: 'Payment', f2: 'PAY', f3: 'A brand new state fund' }, { f1: 'Brand New Things (e.g., this)', f2: 'NEWCAT', f3: 'First; Second' });
    const result = await run(driver, JSON.stringify(rows));
    expect(result.newServices).toEqual(['PAY|A brand new state fund', 'NEWCAT|First', 'NEWCAT|Second']);
    expect(all("SELECT code, name, filter_group FROM service_categories WHERE code = 'NEWCAT'")).toEqual([{ code: 'NEWCAT', name: 'Brand New Things', filter_group: null }]);
    const added = all("SELECT id, slug, label FROM services WHERE value IN ('A brand new state fund', 'First', 'Second') ORDER BY id");
    expect(added.map((s) => s.slug)).toEqual(['pay-a-brand-new-state-fund', 'newcat-first', 'newcat-second']);
    const offered = JSON.parse(String(all('SELECT services FROM facilities')[0]!.services)) as number[];
    for (const s of added) expect(offered).toContain(s.id);
    expect(all('SELECT new_services FROM locator_import_runs')[0]!.new_services).toBe(JSON.stringify(result.newServices));
  });

  it('updates only the fields that changed; a facility account\'s own edits stay and the locator value goes to review', async () => {
    const { db, driver, one, all } = freshDatabase();
    await run(driver, SAMPLE_TEXT);
    const frid = String(SAMPLE.rows[0]!.frid);
    const id = Number(one('SELECT id FROM facilities WHERE locator_id = ?', frid));
    // The facility's account changed its phone and insurance, approved by an admin.
    db.exec(`INSERT INTO users (id, email, name, role, status, password_hash, facility_id) VALUES (900, 'owner@test.example.org', 'Owner', 'facility', 'active', 'x', ${id})`);
    db.exec(`INSERT INTO facility_submissions (facility_id, user_id, contact_person, kind, status, changes)
             VALUES (${id}, 900, 'Owner', 'update', 'approved', '{"phone":"434-000-0000","insurance":["aetna"]}')`);
    db.exec(`UPDATE facilities SET phone = '434-000-0000' WHERE id = ${id}`);
    db.exec(`DELETE FROM facility_insurance WHERE facility_id = ${id}; INSERT INTO facility_insurance VALUES (${id}, 'aetna')`);
    const updatedAtOther = one('SELECT updated_at FROM facilities WHERE locator_id = ?', String(SAMPLE.rows[1]!.frid));

    const rows = structuredClone(SAMPLE.rows);
    Object.assign(rows[0]!, { phone: '434-111-1111', website: 'https://regionten.org/mohr', street2: 'Building B' });
    const result = await run(driver, JSON.stringify(rows), false, new Date('2026-04-01T00:00:00Z'));
    expect(result.counts).toEqual({ total: 30, added: 0, updated: 1, unchanged: 29, failed: 0 });
    expect(result.changes[0]).toMatchObject({ kind: 'updated', kept: ['phone', 'insurance'] });
    expect(result.changes[0]!.changes.map((c) => c.field)).toEqual(['address', 'website']);
    expect(all('SELECT phone, website, address, last_verified_at FROM facilities WHERE id = ?', id)).toEqual([
      { phone: '434-000-0000', website: 'https://regionten.org/mohr', address: '1014 East Market Street, Building B', last_verified_at: '2026-04-01' },
    ]);
    expect(all('SELECT insurance_id FROM facility_insurance WHERE facility_id = ?', id)).toEqual([{ insurance_id: 'aetna' }]);
    expect(all('SELECT facility_id, field, locator_value, listing_value, status FROM locator_review_values ORDER BY field')).toEqual([
      { facility_id: id, field: 'insurance', locator_value: '["medicaid","private-pay"]', listing_value: '["aetna"]', status: 'pending' },
      { facility_id: id, field: 'phone', locator_value: '"434-111-1111"', listing_value: '"434-000-0000"', status: 'pending' },
    ]);
    expect(one('SELECT updated_at FROM facilities WHERE locator_id = ?', String(SAMPLE.rows[1]!.frid))).toBe(updatedAtOther);

    // The same file again: nothing changes and the review values are not filed twice.
    const again = await run(driver, JSON.stringify(rows));
    expect(again.counts).toMatchObject({ added: 0, updated: 0, unchanged: 30 });
    expect(one('SELECT count(*) FROM locator_review_values')).toBe(2);
  });
});

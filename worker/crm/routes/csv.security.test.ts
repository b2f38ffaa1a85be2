import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { countRows, csvOf, exportCsv, importCsv, insertProspects } from '../../test/crm-csv';
import { addUser, loadReferenceData, send, signInAs } from '../../test/fixtures';
import { ADMIN_PASSWORD, signedInAdmin } from '../../test/staff';

beforeAll(loadReferenceData);

const FILE = csvOf(['facility_name', 'state'], ['Intruder Clinic', 'CA']);

async function facilityCookie() {
  const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
  return signInAs('facility', facility.email, ADMIN_PASSWORD);
}

describe('the CRM CSV endpoints need an admin session', () => {
  it('401 with no session, a made-up one, or a facility session; nothing exported or imported', async () => {
    await insertProspects([{ facility_name: 'Secret Prospect', state: 'CA' }]);
    const prospects = await countRows('crm_prospects');
    for (const cookie of [undefined, `rd_admin=${'ab'.repeat(16)}`, await facilityCookie()]) {
      const exported = await exportCsv(cookie);
      expect(exported.status).toBe(401);
      expect(JSON.stringify(await errorOf(exported))).not.toContain('Secret Prospect');
      for (const query of ['', '?dry_run=1']) {
        const imported = await importCsv(cookie, FILE, query);
        expect(imported.status).toBe(401);
        expect((await errorOf(imported)).error.code).toBe('unauthorized');
      }
    }
    expect(await countRows('crm_prospects')).toBe(prospects);
  });

  it('the export is private, no-store, and a download (never rendered inline)', async () => {
    const me = await signedInAdmin();
    const res = await exportCsv(me.cookie);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('the import takes CSV from our own pages only', () => {
  it('403 for a cross-origin POST, or one without Origin or Sec-Fetch-Site', async () => {
    const me = await signedInAdmin();
    const prospects = await countRows('crm_prospects');
    const foreign = await importCsv(me.cookie, FILE, '', { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await errorOf(foreign)).error.code).toBe('forbidden');
    const crossSite = await importCsv(me.cookie, FILE, '?dry_run=1', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await countRows('crm_prospects')).toBe(prospects);
  });

  it('415 for a body that is not text/csv: JSON, a form, plain text, none', async () => {
    const me = await signedInAdmin();
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', '']) {
      const res = await importCsv(me.cookie, FILE, '', { 'Content-Type': type });
      expect(res.status).toBe(415);
      expect((await errorOf(res)).error.message).toBe('Please send the file as CSV (Content-Type: text/csv).');
    }
    const charset = await importCsv(me.cookie, FILE, '?dry_run=1', { 'Content-Type': 'text/csv; charset=utf-8' });
    expect(charset.status).toBe(200);
  });

  it('the larger body limit is the import’s alone: other admin endpoints still refuse over 64 KB', async () => {
    const me = await signedInAdmin();
    const res = await send('POST', '/api/admin/staff', { email: 'big@test.example.org', name: 'x'.repeat(70 * 1024) }, { Cookie: me.cookie });
    expect(res.status).toBe(413);
  });

  it('a cell never reaches SQL as SQL: a name with quotes and a statement imports as text', async () => {
    const me = await signedInAdmin();
    const name = `Robert'); DROP TABLE crm_prospects;--`;
    const res = await importCsv(me.cookie, csvOf(['facility_name', 'state', 'notes'], [`"${name}"`, 'CA', `"', '$.op') = 'add' --"`]));
    expect(await res.json()).toMatchObject({ added: 1, skipped: 0 });
    expect(await countRows('crm_prospects')).toBeGreaterThan(0);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, errorOf, ORIGIN } from '../../test/client';
import { rowStatement, updateStatement } from '../../test/factories';
import { addUser, api, freshSearch, loadReferenceData, signInAs, withCookie } from '../../test/fixtures';
import { importRows, SAMPLE_ROWS, SAMPLE_TEXT } from '../../test/locator-import';
import { ADMIN_PASSWORD, signedInAdmin } from '../../test/staff';

describe('imports', () => {
  // The locator import's results as the Worker serves them: the real rows are found by search and
  // their pages answer with their services; the back office lists the runs with their errors and
  // the values kept for review.

  beforeAll(async () => {
    await loadReferenceData();
  });

  describe('after importing the real locator rows', () => {
    it('finds them by name in search, and their pages answer with their services', async () => {
      const result = await importRows(SAMPLE_TEXT);
      expect(result.errors).toEqual([]);
      expect(result.counts).toMatchObject({ added: 30, failed: 0 });
      await freshSearch();

      const res = await client.facility.public.search.$get({ query: { q: 'Orchard Mountain Recovery' } });
      expect(res.status).toBe(200);
      const body = await res.json();
      const orchard = body.facilities.find((f) => f.name === 'Orchard Mountain Recovery');
      expect(orchard).toMatchObject({ city: 'Charlottesville', state: 'VA' });

      const region = await (await client.facility.public.search.$get({ query: { q: 'Mohr Center' } })).json();
      expect(region.facilities.map((f) => f.name)).toContain('Region Ten Community Services Board - Mohr Center');

      const page = await client.facility.public[':id'].$get({ param: { id: String(orchard!.id) } });
      expect(page.status).toBe(200);
      const { facility, services } = await page.json();
      expect(facility.name).toBe('Orchard Mountain Recovery');
      const labels = JSON.stringify(services);
      const orchardRow = SAMPLE_ROWS.find((r) => r.name1 === 'Orchard Mountain Recovery')!;
      const payments = orchardRow.services.find((s) => s.f2 === 'PAY')!.f3.split('; ');
      for (const value of payments.slice(0, 3)) expect(labels).toContain(value.split(' (')[0]);
    });

    it('finds them by their medications, payment and languages, as many as the rows say', async () => {
      const offering = (code: string, value: string) =>
        SAMPLE_ROWS.filter((r) => r.services.some((s) => s.f2 === code && s.f3.split('; ').includes(value))).length;
      const total = async (query: Record<string, string>) => (await (await client.facility.public.search.$get({ query })).json()).total;

      expect(await total({ services: 'ol-spanish' })).toBe(offering('OL', 'Spanish'));
      expect(await total({ q: 'sliding scale' })).toBe(offering('PYAS', 'Sliding fee scale (fee is based on income and other factors)'));
      expect(await total({ q: 'suboxone' })).toBeGreaterThanOrEqual(offering('PHR', 'Buprenorphine with naloxone  (Suboxone®)'));
      expect(await total({ q: 'suboxone' })).toBeGreaterThan(0);
    });
  });

  describe('GET /api/admin/imports', () => {
    it('lists the runs newest first with their counts and who ran them; one run shows its row errors and review values', async () => {
      const me = await signedInAdmin();
      const rows = structuredClone(SAMPLE_ROWS.slice(0, 3)) as Array<Record<string, unknown>>;
      rows[1]!.state = 'ZZ';
      rows[2]!.name1 = '';
      const dry = await importRows(JSON.stringify(rows, null, 2), { fileName: 'bad-rows.json', dryRun: true });
      const real = await importRows(JSON.stringify(rows, null, 2), { fileName: 'bad-rows.json', runBy: { kind: 'staff', userId: me.id } });
      expect(real.counts).toMatchObject({ failed: 2 });

      // An account-edited facility: its phone stays, the locator's goes to review.
      const frid = String(SAMPLE_ROWS[3]!.frid);
      const facility = await env.DB.prepare('SELECT id FROM facilities WHERE locator_id = ?1').bind(frid).first<{ id: number }>();
      await env.DB.batch([
        rowStatement('facility_submissions', {
          facility_id: facility!.id,
          user_id: me.id,
          contact_person: 'Owner',
          kind: 'update',
          status: 'approved',
          changes: '{"phone":"434-000-0000"}',
        }),
        updateStatement('facilities', { id: facility!.id }, { phone: '434-000-0000' }),
      ]);
      const changed = structuredClone(SAMPLE_ROWS.slice(3, 4)) as Array<Record<string, unknown>>;
      changed[0]!.phone = '434-999-9999';
      await importRows(JSON.stringify(changed), { fileName: 'phone.json' });

      const res = await client.admin.imports.$get({ query: {} }, withCookie(me.cookie));
      expect(res.status).toBe(200);
      const list = await res.json();
      expect(list.items.slice(0, 3).map((r) => [r.fileName, r.dryRun, r.added, r.updated, r.unchanged, r.failed, r.pendingReviews])).toEqual([
        ['phone.json', false, 0, 0, 1, 0, 1],
        ['bad-rows.json', false, 0, 0, 1, 2, 0],
        ['bad-rows.json', true, 0, 0, 1, 2, 0],
      ]);
      expect(list.items[1]!.by).toEqual({ kind: 'staff', id: me.id, email: me.email, name: 'Test User' });
      expect(list.items[2]!.by).toEqual({ kind: 'cli' });
      expect(list.total).toBeGreaterThanOrEqual(4);
      expect(dry.counts.failed).toBe(2);

      const detail = await client.admin.imports[':id'].$get({ param: { id: String(list.items[1]!.id) } }, withCookie(me.cookie));
      expect(detail.status).toBe(200);
      const { errors } = await detail.json();
      expect(errors.map((e) => [e.row, e.field, e.reason])).toEqual([
        [2, 'state', 'unknown state code "ZZ"'],
        [3, 'name1', 'missing name'],
      ]);
      expect(errors[0]!.line).toBeGreaterThan(1);

      const phone = await (await client.admin.imports[':id'].$get({ param: { id: String(list.items[0]!.id) } }, withCookie(me.cookie))).json();
      expect(phone.reviews).toEqual([
        { id: expect.any(Number), facility: { id: facility!.id, name: expect.any(String) }, field: 'phone', locatorValue: '434-999-9999', listingValue: '434-000-0000', status: 'pending' },
      ]);
    });

    it('404 for a run that does not exist, 400 for an id that is no number', async () => {
      const me = await signedInAdmin();
      expect((await client.admin.imports[':id'].$get({ param: { id: '999999' } }, withCookie(me.cookie))).status).toBe(404);
      expect((await client.admin.imports[':id'].$get({ param: { id: 'abc' } }, withCookie(me.cookie))).status).toBe(400);
    });
  });
});

describe('imports.security', () => {
  describe('the import log needs an admin session', () => {
    it('401 with no session, a made-up one, or a facility session', async () => {
      const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
      const facilityCookie = await signInAs('facility', facility.email, ADMIN_PASSWORD);
      for (const cookie of [undefined, `rd_admin=${'ef'.repeat(16)}`, facilityCookie]) {
        for (const res of [
          await client.admin.imports.$get({ query: {} }, withCookie(cookie)),
          await client.admin.imports[':id'].$get({ param: { id: '1' } }, withCookie(cookie)),
        ]) {
          expect(res.status).toBe(401);
          expect((await errorOf(res)).error.code).toBe('unauthorized');
        }
      }
    });

    it('answers are private, no-store, and cannot be written through the API (405)', async () => {
      const me = await signedInAdmin();
      const res = await client.admin.imports.$get({ query: {} }, withCookie(me.cookie));
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      for (const method of ['POST', 'DELETE', 'PATCH']) {
        expect((await api('/api/admin/imports', { method, headers: { Cookie: me.cookie, Origin: ORIGIN } })).status).toBe(405);
      }
    });
  });
});

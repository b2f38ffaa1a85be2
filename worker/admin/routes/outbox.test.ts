import { describe, expect, it } from 'vitest';
import { client, errorOf, ORIGIN } from '../../test/client';
import { addUser, api, signInAs, withCookie } from '../../test/fixtures';
import { addOutboxEmail, expectQueryRefused } from '../../test/records';
import { ADMIN_PASSWORD, signedInAdmin } from '../../test/staff';

describe('outbox', () => {
  const tagged = () => `t${crypto.randomUUID().slice(0, 8)}`;

  type Query = Parameters<typeof client.admin.outbox.$get>[0]['query'];

  async function list(cookie: string, query: Query) {
    const res = await client.admin.outbox.$get({ query }, withCookie(cookie));
    expect(res.status).toBe(200);
    return res.json();
  }

  describe('GET /api/admin/outbox', () => {
    it('lists emails newest first, with what the table shows and no body', async () => {
      const me = await signedInAdmin();
      const tag = tagged();
      const older = await addOutboxEmail({ to: `${tag}-a@test.example.org`, subject: 'Older', createdAt: '2026-03-01T10:00:00.000Z' });
      const newer = await addOutboxEmail({ to: `${tag}-b@test.example.org`, subject: 'Newer', status: 'sent', template: 'registration_received' });
      const body = await list(me.cookie, { q: tag });
      expect(body).toMatchObject({ total: 2, page: 1, limit: 20 });
      expect(body.items.map((i) => i.id)).toEqual([newer, older]);
      expect(body.items[0]).toEqual({
        id: newer,
        createdAt: expect.any(String),
        to: `${tag}-b@test.example.org`,
        template: 'registration_received',
        subject: 'Newer',
        status: 'sent',
        sentAt: expect.any(String),
        attempts: 0,
        lastError: null,
        providerMessageId: null,
      });
      expect(body.templates).toEqual(expect.arrayContaining(['registration_received', 'test_template']));
    });

    it('searches recipient and subject, ignoring case, and takes % and _ literally', async () => {
      const me = await signedInAdmin();
      const tag = tagged();
      const bySubject = await addOutboxEmail({ to: 'someone@test.example.org', subject: `Welcome ${tag.toUpperCase()} 100%_done` });
      const byRecipient = await addOutboxEmail({ to: `${tag}@test.example.org`, subject: 'Plain' });
      await addOutboxEmail({ to: 'other@test.example.org', subject: `Welcome ${tag} 100 percent` });
      expect((await list(me.cookie, { q: tag })).total).toBe(3);
      expect((await list(me.cookie, { q: `${tag}@TEST` })).items.map((i) => i.id)).toEqual([byRecipient]);
      expect((await list(me.cookie, { q: `${tag} 100%_` })).items.map((i) => i.id)).toEqual([bySubject]);
      expect((await list(me.cookie, { q: `${tag} 1_0` })).total).toBe(0);
    });

    it('filters by template, status and day range (both days included), and pages', async () => {
      const me = await signedInAdmin();
      const tag = tagged();
      const to = `${tag}@test.example.org`;
      const a = await addOutboxEmail({ to, subject: 'A', template: 'password_reset', status: 'failed', createdAt: '2026-05-01T00:00:00.000Z' });
      const b = await addOutboxEmail({ to, subject: 'B', template: 'password_reset', createdAt: '2026-05-02T23:59:59.000Z' });
      const c = await addOutboxEmail({ to, subject: 'C', template: 'new_inquiry', createdAt: '2026-05-03T00:00:00.000Z' });
      const ids = async (query: Query) => (await list(me.cookie, { q: tag, ...query })).items.map((i) => i.id);
      expect(await ids({ template: 'password_reset' })).toEqual([b, a]);
      expect(await ids({ status: 'failed' })).toEqual([a]);
      expect(await ids({ from: '2026-05-02' })).toEqual([c, b]);
      expect(await ids({ to: '2026-05-02' })).toEqual([b, a]);
      expect(await ids({ from: '2026-05-02', to: '2026-05-02' })).toEqual([b]);
      // A GET form sends blank filters: they mean none.
      expect(await ids({ template: '', status: '', from: '', to: '' })).toEqual([c, b, a]);

      const second = await list(me.cookie, { q: tag, limit: '2', page: '2' });
      expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(second.items.map((i) => i.id)).toEqual([a]);
    });
  });

  describe('GET /api/admin/outbox/:id', () => {
    it('shows one email with its text', async () => {
      const me = await signedInAdmin();
      const id = await addOutboxEmail({ to: 'reader@test.example.org', subject: 'Read me', body: 'Line one\nLine two' });
      const res = await client.admin.outbox[':id'].$get({ param: { id: String(id) } }, withCookie(me.cookie));
      expect(res.status).toBe(200);
      expect((await res.json()).email).toMatchObject({ id, to: 'reader@test.example.org', subject: 'Read me', body: 'Line one\nLine two' });
    });
  });
});

describe('outbox.errors', () => {
  describe('GET /api/admin/outbox: bad filters', () => {
    it.each([
      ['status=bounced', 'status', 'Status must be queued, sent or failed.'],
      ['from=2026-13-01', 'from', 'From must be a real date.'],
      ['to=yesterday', 'to', 'To must be a date (YYYY-MM-DD).'],
      ['from=2026-05-02&to=2026-05-01', 'to', 'To must be the same day as From or later.'],
      ['limit=0', 'limit', 'Limit must be at least 1.'],
      ['limit=101', 'limit', 'Limit must be at most 100.'],
      ['page=two', 'page', 'Page must be a whole number.'],
      [`q=${'x'.repeat(201)}`, 'q', 'Search text must be at most 200 characters.'],
      [`template=${'x'.repeat(101)}`, 'template', 'Template must be at most 100 characters.'],
    ])('?%s → 400 on %s', async (query, field, message) => {
      const me = await signedInAdmin();
      await expectQueryRefused(me.cookie, '/api/admin/outbox', query, field, message);
    });
  });

  describe('GET /api/admin/outbox/:id: bad ids', () => {
    it('400 for a malformed id, 404 for an unknown one', async () => {
      const me = await signedInAdmin();
      const malformed = await api('/api/admin/outbox/12abc', { headers: { Cookie: me.cookie } });
      expect(malformed.status).toBe(400);
      expect((await errorOf(malformed)).error.fields?.id).toBe('The id must be a whole number.');
      const unknown = await client.admin.outbox[':id'].$get({ param: { id: '987654' } }, { headers: { Cookie: me.cookie } });
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).error.code).toBe('not_found');
    });
  });
});

describe('outbox.security', () => {
  describe('the outbox needs an admin session', () => {
    it('401 with no session, a made-up one, or a facility session, for the list and one email', async () => {
      const id = await addOutboxEmail({ to: 'private@test.example.org', subject: 'Private' });
      const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
      const facilityCookie = await signInAs('facility', facility.email, ADMIN_PASSWORD);
      for (const cookie of [undefined, `rd_admin=${'cd'.repeat(16)}`, facilityCookie]) {
        for (const res of [
          await client.admin.outbox.$get({ query: {} }, withCookie(cookie)),
          await client.admin.outbox[':id'].$get({ param: { id: String(id) } }, withCookie(cookie)),
        ]) {
          expect(res.status).toBe(401);
          const text = JSON.stringify(await errorOf(res));
          expect(text).not.toContain('private@test.example.org');
        }
      }
    });

    it('answers are private, no-store', async () => {
      const me = await signedInAdmin();
      const id = await addOutboxEmail({ to: 'private@test.example.org', subject: 'Private' });
      for (const res of [
        await client.admin.outbox.$get({ query: {} }, withCookie(me.cookie)),
        await client.admin.outbox[':id'].$get({ param: { id: String(id) } }, withCookie(me.cookie)),
      ]) {
        expect(res.status).toBe(200);
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      }
    });

    it('takes no writes: the outbox is read-only (405)', async () => {
      const me = await signedInAdmin();
      for (const method of ['POST', 'DELETE']) {
        const res = await api('/api/admin/outbox', { method, headers: { Cookie: me.cookie, Origin: ORIGIN } });
        expect(res.status).toBe(405);
        expect((await errorOf(res)).error.code).toBe('method_not_allowed');
      }
    });
  });
});

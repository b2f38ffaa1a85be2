import { describe, expect, it } from 'vitest';
import { client, errorOf, ORIGIN } from '../../test/client';
import { addUser, api, signInAs, withCookie } from '../../test/fixtures';
import { addAuditLine, expectQueryRefused } from '../../test/records';
import { ADMIN_PASSWORD, invite, newStaffEmail, signedInAdmin } from '../../test/staff';

describe('audit-log', () => {
  type Query = Parameters<typeof client.admin['audit-log']['$get']>[0]['query'];

  async function list(cookie: string, query: Query) {
    const res = await client.admin['audit-log'].$get({ query }, withCookie(cookie));
    expect(res.status).toBe(200);
    return res.json();
  }

  const tagged = () => `t${crypto.randomUUID().slice(0, 8)}`;

  describe('GET /api/admin/audit-log', () => {
    it('lists lines newest first: who (email then, name now), what, to what, and the detail as JSON', async () => {
      const me = await signedInAdmin();
      const email = newStaffEmail();
      const { member } = await (await invite(me.cookie, email)).json();
      const tag = tagged();
      const failed = await addAuditLine({ action: `test.${tag}`, actorEmail: 'typed@test.example.org', at: '2026-01-01T00:00:00.000Z' });
      const system = await addAuditLine({ action: `test.${tag}`, target: 'lead:12', detail: '{"status":"closed","leadId":12}' });

      const staffLines = await list(me.cookie, { target: `user:${member.id}` });
      expect(staffLines.items).toEqual([
        {
          id: expect.any(Number),
          at: expect.any(String),
          actor: { id: me.id, email: me.email, name: 'Test User' },
          action: 'staff.invite',
          target: `user:${member.id}`,
          detail: null,
        },
      ]);

      const body = await list(me.cookie, { action: `test.${tag}` });
      expect(body.items.map((i) => i.id)).toEqual([system, failed]);
      expect(body.items[0]).toMatchObject({ actor: { id: null, email: null, name: null }, detail: { status: 'closed', leadId: 12 } });
      expect(body.items[1]).toMatchObject({ actor: { id: null, email: 'typed@test.example.org', name: null }, target: null });
      expect(body.actions).toEqual(expect.arrayContaining(['admin.sign_in', 'staff.invite', `test.${tag}`]));
    });

    it('searches actor email, action and target; filters by action, target, actor and day; pages', async () => {
      const me = await signedInAdmin();
      const other = await signedInAdmin();
      const tag = tagged();
      const a = await addAuditLine({ action: `lead.${tag}_view`, target: 'lead:401', actorId: me.id, actorEmail: me.email, at: '2026-04-01T08:00:00.000Z' });
      const b = await addAuditLine({ action: `lead.${tag}_update`, target: 'lead:402', actorId: other.id, actorEmail: other.email, at: '2026-04-02T08:00:00.000Z' });
      const c = await addAuditLine({ action: `lead.${tag}_update`, target: 'lead:401', actorId: me.id, actorEmail: me.email, at: '2026-04-03T08:00:00.000Z' });
      const ids = async (query: Query) => (await list(me.cookie, { q: tag, ...query })).items.map((i) => i.id);

      expect(await ids({})).toEqual([c, b, a]);
      expect(await ids({ q: `${tag.toUpperCase()}_VIEW` })).toEqual([a]);
      expect(await ids({ q: `${tag}_`, action: `lead.${tag}_update` })).toEqual([c, b]);
      expect(await ids({ target: 'lead:401' })).toEqual([c, a]);
      expect(await ids({ actorId: String(other.id) })).toEqual([b]);
      expect(await ids({ from: '2026-04-02', to: '2026-04-02' })).toEqual([b]);
      expect((await list(me.cookie, { q: other.email.toUpperCase(), action: `lead.${tag}_update` })).items.map((i) => i.id)).toEqual([b]);
      // _ is a character, not a wildcard: "lead.<tag>X" matches nothing.
      expect(await ids({ q: `lead.${tag}_viewX` })).toEqual([]);

      const second = await list(me.cookie, { q: tag, limit: '1', page: '3' });
      expect(second).toMatchObject({ total: 3, page: 3, limit: 1 });
      expect(second.items.map((i) => i.id)).toEqual([a]);
    });
  });
});

describe('audit-log.errors', () => {
  describe('GET /api/admin/audit-log: bad filters', () => {
    it.each([
      ['actorId=me', 'actorId', 'Actor must be an account id.'],
      ['actorId=0', 'actorId', 'Actor must be an account id.'],
      ['from=2026-02-30', 'from', 'From must be a real date.'],
      ['to=2026/05/01', 'to', 'To must be a date (YYYY-MM-DD).'],
      ['from=2026-05-02&to=2026-05-01', 'to', 'To must be the same day as From or later.'],
      ['limit=500', 'limit', 'Limit must be at most 100.'],
      ['page=0', 'page', 'Page must be at least 1.'],
      [`action=${'a'.repeat(101)}`, 'action', 'Action must be at most 100 characters.'],
      [`target=${'t'.repeat(101)}`, 'target', 'Target must be at most 100 characters.'],
    ])('?%s → 400 on %s', async (query, field, message) => {
      const me = await signedInAdmin();
      await expectQueryRefused(me.cookie, '/api/admin/audit-log', query, field, message);
    });
  });
});

describe('audit-log.security', () => {
  describe('the audit log needs an admin session', () => {
    it('401 with no session, a made-up one, or a facility session', async () => {
      const facility = await addUser({ role: 'facility', password: ADMIN_PASSWORD });
      const facilityCookie = await signInAs('facility', facility.email, ADMIN_PASSWORD);
      for (const cookie of [undefined, `rd_admin=${'ef'.repeat(16)}`, facilityCookie]) {
        const res = await client.admin['audit-log'].$get({ query: {} }, withCookie(cookie));
        expect(res.status).toBe(401);
        expect((await errorOf(res)).error.code).toBe('unauthorized');
      }
    });

    it('answers are private, no-store', async () => {
      const me = await signedInAdmin();
      const res = await client.admin['audit-log'].$get({ query: {} }, withCookie(me.cookie));
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    });

    it('cannot be written or erased through the API (405)', async () => {
      const me = await signedInAdmin();
      for (const method of ['POST', 'DELETE', 'PATCH']) {
        const res = await api('/api/admin/audit-log', { method, headers: { Cookie: me.cookie, Origin: ORIGIN } });
        expect(res.status).toBe(405);
      }
    });
  });
});

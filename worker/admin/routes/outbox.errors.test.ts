import { describe, expect, it } from 'vitest';
import { client, errorOf } from '../../test/client';
import { api } from '../../test/fixtures';
import { expectQueryRefused } from '../../test/records';
import { signedInAdmin } from '../../test/staff';

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

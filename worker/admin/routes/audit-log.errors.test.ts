import { describe, it } from 'vitest';
import { expectQueryRefused } from '../../test/records';
import { signedInAdmin } from '../../test/staff';

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

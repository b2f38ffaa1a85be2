import { beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf, bulk, createProspect, listProspects, storedProspect, timelineOf } from '../../test/crm';
import { loadReferenceData } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

// Bulk actions on chosen prospects and on every prospect matching the list's filters.

beforeAll(async () => {
  await loadReferenceData();
});

/** Prospects of a stem of their own (so a search finds exactly them), with the given fields. */
async function book(cookie: string, rows: Parameters<typeof createProspect>[1][]) {
  const stem = `Bulk ${crypto.randomUUID().slice(0, 8)}`;
  const prospects = [];
  for (const [i, row] of rows.entries()) prospects.push(await createProspect(cookie, { facilityName: `${stem} ${i}`, ...row }));
  return { stem, prospects };
}

const lastBulkAudit = async () => (await auditLinesOf('crm.prospect.bulk')).at(-1);

describe('POST /api/admin/crm/prospects/bulk with ids', () => {
  it('changes the status of the chosen prospects, each with its timeline entry and closing time, and says how many', async () => {
    const me = await signedInAdmin();
    const { prospects } = await book(me.cookie, [{ status: 'new' }, { status: 'negotiating' }, { status: 'closed_won' }, { status: 'new' }]);
    const [a, b, already, untouched] = prospects;
    const res = await bulk(me.cookie, { ids: [a!.id, b!.id, already!.id], action: 'status', status: 'closed_won' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2, message: '2 prospects updated' });

    for (const [p, from] of [
      [a!, 'new'],
      [b!, 'negotiating'],
    ] as const) {
      expect(await storedProspect(p.id)).toMatchObject({ status: 'closed_won', closed_at: expect.any(String) });
      expect((await timelineOf(p.id)).at(-1)).toEqual({ kind: 'status_change', body: '', detail: { from, to: 'closed_won' }, actor_id: me.id });
    }
    // Already there: no entry, its closing time kept.
    expect(await timelineOf(already!.id)).toHaveLength(1);
    expect((await storedProspect(already!.id))!.closed_at).toBe(already!.closedAt);
    expect(await storedProspect(untouched!.id)).toMatchObject({ status: 'new' });
    expect(await timelineOf(untouched!.id)).toHaveLength(1);

    expect(await lastBulkAudit()).toEqual({
      actor_id: me.id,
      action: 'crm.prospect.bulk',
      target: null,
      detail: { action: 'status', status: 'closed_won', ids: `${a!.id},${b!.id},${already!.id}`, count: 2 },
    });
  });

  it('reopening in bulk clears the closing time', async () => {
    const me = await signedInAdmin();
    const { prospects } = await book(me.cookie, [{ status: 'closed_lost' }]);
    expect(await (await bulk(me.cookie, { ids: [prospects[0]!.id], action: 'status', status: 'contacted' })).json()).toEqual({
      updated: 1,
      message: '1 prospect updated',
    });
    expect(await storedProspect(prospects[0]!.id)).toMatchObject({ status: 'contacted', closed_at: null });
  });

  it('takes hundreds of ids in one request (one JSON parameter, not one per id)', async () => {
    const me = await signedInAdmin();
    const { prospects } = await book(me.cookie, [{ priority: 'low' }, { priority: 'low' }]);
    const ids = [...prospects.map((p) => p.id), ...Array.from({ length: 500 }, (_, i) => 900_000 + i)];
    expect(await (await bulk(me.cookie, { ids, action: 'priority', priority: 'urgent' })).json()).toEqual({ updated: 2, message: '2 prospects updated' });
    for (const p of prospects) expect((await storedProspect(p.id))!.priority).toBe('urgent');
  });

  it('adds a tag to those without it (any case) and removes one, each an "updated" entry', async () => {
    const me = await signedInAdmin();
    const { prospects } = await book(me.cookie, [{ tags: ['west'] }, { tags: ['Hot', 'west'] }, { tags: [] }]);
    const ids = prospects.map((p) => p.id);
    expect(await (await bulk(me.cookie, { ids, action: 'add_tag', tag: 'hot' })).json()).toEqual({ updated: 2, message: '2 prospects updated' });
    expect(await Promise.all(ids.map(async (id) => JSON.parse((await storedProspect(id))!.tags) as unknown))).toEqual([
      ['west', 'hot'],
      ['Hot', 'west'],
      ['hot'],
    ]);
    expect((await timelineOf(ids[0]!)).at(-1)).toMatchObject({ kind: 'updated', detail: { fields: ['tags'] } });

    expect(await (await bulk(me.cookie, { ids, action: 'remove_tag', tag: 'WEST' })).json()).toEqual({ updated: 2, message: '2 prospects updated' });
    expect(await Promise.all(ids.map(async (id) => JSON.parse((await storedProspect(id))!.tags) as unknown))).toEqual([['hot'], ['Hot'], ['hot']]);
    expect(await lastBulkAudit()).toMatchObject({ detail: { action: 'remove_tag', ids: ids.join(','), count: 2 } });
  });

  it('deletes the chosen prospects when confirmed', async () => {
    const me = await signedInAdmin();
    const { prospects } = await book(me.cookie, [{}, {}]);
    const res = await bulk(me.cookie, { ids: [prospects[0]!.id], action: 'delete', confirm: true });
    expect(await res.json()).toEqual({ updated: 1, message: '1 prospect deleted' });
    expect(await storedProspect(prospects[0]!.id)).toBeNull();
    expect(await storedProspect(prospects[1]!.id)).not.toBeNull();
    expect(await lastBulkAudit()).toMatchObject({ detail: { action: 'delete', ids: String(prospects[0]!.id), count: 1 } });
  });
});

describe('POST /api/admin/crm/prospects/bulk on all matching', () => {
  it('acts on exactly what the list shows for the filter, and leaves the others alone', async () => {
    const me = await signedInAdmin();
    const { stem, prospects } = await book(me.cookie, [
      { state: 'TX', status: 'new' },
      { state: 'TX', status: 'new' },
      { state: 'TX', status: 'contacted' },
      { state: 'OK', status: 'new' },
    ]);
    const filter = { q: stem.toLowerCase(), state: 'TX', status: 'new' as const };
    const listed = (await (await listProspects(me.cookie, filter)).json()).items.map((p) => p.id);
    expect(listed.sort()).toEqual([prospects[0]!.id, prospects[1]!.id].sort());

    const res = await bulk(me.cookie, { all: true, filter, action: 'status', status: 'qualified' });
    expect(await res.json()).toEqual({ updated: 2, message: '2 prospects updated' });
    expect((await storedProspect(prospects[0]!.id))!.status).toBe('qualified');
    expect((await storedProspect(prospects[1]!.id))!.status).toBe('qualified');
    expect((await timelineOf(prospects[1]!.id)).at(-1)).toMatchObject({ kind: 'status_change', detail: { from: 'new', to: 'qualified' } });
    for (const other of [prospects[2]!, prospects[3]!]) {
      expect((await storedProspect(other.id))!.status).toBe(other.status);
      expect(await timelineOf(other.id)).toHaveLength(1);
    }
    expect(await lastBulkAudit()).toMatchObject({ detail: { action: 'status', status: 'qualified', all: true, count: 2 } });
  });

  it('deletes all matching when confirmed; a filter matching nothing changes nothing and writes no audit line', async () => {
    const me = await signedInAdmin();
    const { stem, prospects } = await book(me.cookie, [{ priority: 'low' }, { priority: 'low' }, { priority: 'high' }]);
    const res = await bulk(me.cookie, { all: true, filter: { q: stem, priority: 'low' }, action: 'delete', confirm: true });
    expect(await res.json()).toEqual({ updated: 2, message: '2 prospects deleted' });
    expect(await storedProspect(prospects[0]!.id)).toBeNull();
    expect(await storedProspect(prospects[2]!.id)).not.toBeNull();

    const audits = (await auditLinesOf('crm.prospect.bulk')).length;
    const none = await bulk(me.cookie, { all: true, filter: { q: `${stem} nothing` }, action: 'add_tag', tag: 'x' });
    expect(await none.json()).toEqual({ updated: 0, message: '0 prospects updated' });
    expect((await auditLinesOf('crm.prospect.bulk')).length).toBe(audits);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { auditLinesOf, bulk, createProspect, deleteProspect, expectFields, listProspects, logActivity, patchProspect, patchTask, postProspect, postTask, prospectBody, prospectDetail, prospectName, storedProspect, timelineOf } from '../../test/crm';
import { addFacility, loadReferenceData, send } from '../../test/fixtures';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

describe('crm-prospects', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  const today = () => new Date().toISOString().slice(0, 10);

  describe('POST /api/admin/crm/prospects', () => {
    it('stores every field, writes a "created" entry and an audit line', async () => {
      const me = await signedInAdmin();
      const facilityId = await addFacility({ name: 'Harbor Light Recovery', state: 'CA', status: 'approved' });
      const body = prospectBody({ facilityId, tags: ['west', 'referral'] });
      const res = await postProspect(me.cookie, body);
      expect(res.status).toBe(201);
      const { prospect } = await res.json();
      const { facilityId: _linked, ...fields } = body;
      expect(prospect).toMatchObject({ ...fields, facility: { id: facilityId, name: 'Harbor Light Recovery', status: 'approved' }, closedAt: null });
      expect(prospect.id).toBeGreaterThan(0);

      expect(await timelineOf(prospect.id)).toEqual([{ kind: 'created', body: '', detail: null, actor_id: me.id }]);
      expect(await auditLinesFor(`crm_prospect:${prospect.id}`)).toEqual([
        {
          actor_id: me.id,
          actor_email: me.email,
          action: 'crm.prospect.create',
          target: `crm_prospect:${prospect.id}`,
          detail: JSON.stringify({ status: 'new', state: 'CA' }),
        },
      ]);
    });

    it('needs only a name and a state; the rest defaults to empty', async () => {
      const me = await signedInAdmin();
      const res = await postProspect(me.cookie, { facilityName: '  Quiet Pines  ', state: 'OR' });
      expect(res.status).toBe(201);
      expect((await res.json()).prospect).toMatchObject({
        facilityName: 'Quiet Pines',
        state: 'OR',
        status: 'new',
        priority: 'medium',
        estimatedAnnualRevenue: 0,
        tags: [],
        facility: null,
        lastContactDate: null,
      });
    });

    it('a prospect created closed has its closing time', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie, { status: 'closed_won' });
      expect(prospect.closedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });
  });

  describe('GET /api/admin/crm/prospects', () => {
    it('pages, searches name or state case-insensitively, and filters by status, state, priority and tag', async () => {
      const me = await signedInAdmin();
      const stem = `Listcheck ${crypto.randomUUID().slice(0, 6)}`;
      const a = await createProspect(me.cookie, { facilityName: `${stem} Alpha`, state: 'TX', status: 'contacted', priority: 'urgent', tags: ['hot'] });
      const b = await createProspect(me.cookie, { facilityName: `${stem} Beta`, state: 'TX', status: 'new', priority: 'low' });
      const c = await createProspect(me.cookie, { facilityName: `${stem} Gamma`, state: 'NM', status: 'contacted' });

      const ids = async (query: Record<string, string>) => {
        const res = await listProspects(me.cookie, { q: stem.toUpperCase(), limit: '100', ...query });
        expect(res.status).toBe(200);
        return (await res.json()).items.map((p) => p.id);
      };
      expect((await ids({ sort: 'name' })).sort()).toEqual([a.id, b.id, c.id].sort());
      expect(await ids({ sort: 'name' })).toEqual([a.id, b.id, c.id]);
      expect(await ids({ status: 'contacted', sort: 'name' })).toEqual([a.id, c.id]);
      expect(await ids({ state: 'TX', sort: 'name' })).toEqual([a.id, b.id]);
      expect(await ids({ priority: 'urgent' })).toEqual([a.id]);
      expect(await ids({ tag: 'HOT' })).toEqual([a.id]);
      expect(await ids({ status: '', state: '' })).toHaveLength(3);

      const page = await (await listProspects(me.cookie, { q: stem, sort: 'name', limit: '2', page: '2' })).json();
      expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(page.items.map((p) => p.id)).toEqual([c.id]);
    });
  });

  describe('GET /api/admin/crm/prospects/:id', () => {
    it('answers the prospect, its timeline newest first with who did what, and its tasks', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie);
      await logActivity(me.cookie, prospect.id, { kind: 'note', body: 'Asked for pricing.' });
      await patchProspect(me.cookie, prospect.id, { status: 'interested' });
      const res = await prospectDetail(me.cookie, prospect.id);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.prospect).toMatchObject({ id: prospect.id, status: 'interested' });
      expect(body.activities.map((a) => a.kind)).toEqual(['status_change', 'note', 'created']);
      expect(body.activities[0]).toMatchObject({ detail: { from: 'new', to: 'interested' }, body: '', actor: { name: 'Test User', email: me.email } });
      expect(body.activities[1]).toMatchObject({ body: 'Asked for pricing.', detail: null });
      expect(body.tasks).toEqual([]);
    });
  });

  describe('PATCH /api/admin/crm/prospects/:id', () => {
    it('changes only the fields sent; other edits are one "updated" entry naming the fields', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie, { notes: 'Old notes.', priority: 'high' });
      const res = await patchProspect(me.cookie, prospect.id, { notes: 'New notes.', priority: 'urgent', contactName: prospect.contactName });
      expect(res.status).toBe(200);
      const { prospect: after } = await res.json();
      expect(after).toEqual({ ...prospect, notes: 'New notes.', priority: 'urgent', updatedAt: expect.any(String) });
      expect((await timelineOf(prospect.id)).at(-1)).toEqual({ kind: 'updated', body: '', detail: { fields: ['priority', 'notes'] }, actor_id: me.id });
      const audit = await auditLinesFor(`crm_prospect:${prospect.id}`);
      expect(audit.at(-1)).toMatchObject({ action: 'crm.prospect.update', detail: JSON.stringify({ fields: 'priority,notes' }) });
    });

    it('a status change is a from/to entry; closing sets closed_at, reopening clears it', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie, { status: 'negotiating' });
      const won = await (await patchProspect(me.cookie, prospect.id, { status: 'closed_won' })).json();
      expect(won.prospect.closedAt).not.toBeNull();
      expect((await storedProspect(prospect.id))!.closed_at).toBe(won.prospect.closedAt);
      const reopened = await (await patchProspect(me.cookie, prospect.id, { status: 'on_hold', tags: ['later'] })).json();
      expect(reopened.prospect).toMatchObject({ status: 'on_hold', closedAt: null, tags: ['later'] });

      expect((await timelineOf(prospect.id)).map((e) => [e.kind, e.detail])).toEqual([
        ['created', null],
        ['status_change', { from: 'negotiating', to: 'closed_won' }],
        ['status_change', { from: 'closed_won', to: 'on_hold' }],
        ['updated', { fields: ['tags'] }],
      ]);
      const audit = (await auditLinesFor(`crm_prospect:${prospect.id}`)).map((l) => JSON.parse(l.detail!) as unknown);
      expect(audit.slice(1)).toEqual([
        { fields: 'status', from: 'negotiating', to: 'closed_won' },
        { fields: 'status,tags', from: 'closed_won', to: 'on_hold' },
      ]);
    });

    it('sending what is already there writes nothing', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie);
      const res = await patchProspect(me.cookie, prospect.id, { status: prospect.status, tags: prospect.tags, facilityId: null });
      expect(res.status).toBe(200);
      expect((await res.json()).prospect).toEqual(prospect);
      expect(await timelineOf(prospect.id)).toHaveLength(1);
      expect(await auditLinesFor(`crm_prospect:${prospect.id}`)).toHaveLength(1);
    });

    it('links and unlinks a listing', async () => {
      const me = await signedInAdmin();
      const facilityId = await addFacility({ name: 'Cedar Ridge', state: 'CA' });
      const prospect = await createProspect(me.cookie);
      const linked = await (await patchProspect(me.cookie, prospect.id, { facilityId })).json();
      expect(linked.prospect.facility).toEqual({ id: facilityId, name: 'Cedar Ridge', status: 'approved' });
      const unlinked = await (await patchProspect(me.cookie, prospect.id, { facilityId: null })).json();
      expect(unlinked.prospect.facility).toBeNull();
    });
  });

  describe('DELETE /api/admin/crm/prospects/:id', () => {
    it('deletes the prospect with its timeline and tasks, audited', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie, { facilityName: 'Gone Tomorrow Recovery', state: 'NV', status: 'closed_lost' });
      const { task } = await (await postTask(me.cookie, { title: 'Follow up', prospectId: prospect.id })).json();
      const res = await deleteProspect(me.cookie, prospect.id);
      expect(res.status).toBe(204);
      expect(await storedProspect(prospect.id)).toBeNull();
      expect(await timelineOf(prospect.id)).toEqual([]);
      expect((await patchTask(me.cookie, task.id, { completed: true })).status).toBe(404);
      expect((await prospectDetail(me.cookie, prospect.id)).status).toBe(404);
      expect((await auditLinesFor(`crm_prospect:${prospect.id}`)).at(-1)).toMatchObject({
        actor_id: me.id,
        action: 'crm.prospect.delete',
        detail: JSON.stringify({ name: 'Gone Tomorrow Recovery', state: 'NV', status: 'closed_lost' }),
      });
    });
  });

  describe('POST /api/admin/crm/prospects/:id/activities', () => {
    it('logs a note without counting a contact', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie);
      const res = await logActivity(me.cookie, prospect.id, { kind: 'note', body: '  Prefers email.  ' });
      expect(res.status).toBe(201);
      const { activity } = await res.json();
      expect(activity).toEqual({ id: expect.any(Number), kind: 'note', body: 'Prefers email.', detail: null, at: expect.any(String), actor: { name: 'Test User', email: me.email } });
      expect(await storedProspect(prospect.id)).toMatchObject({ contact_count: 0, last_contact_date: null });
    });

    it('a call or an email counts as a contact made today, audited with the entry id', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie, { contactCount: 3, lastContactDate: '2024-02-01' });
      await logActivity(me.cookie, prospect.id, { kind: 'call', body: 'Left a voicemail.' });
      const { activity } = await (await logActivity(me.cookie, prospect.id, { kind: 'email', body: 'Sent the brochure.' })).json();
      expect(await storedProspect(prospect.id)).toMatchObject({ contact_count: 5, last_contact_date: today() });
      const lines = (await auditLinesOf('crm.activity.create')).filter((l) => l.target === `crm_prospect:${prospect.id}`);
      expect(lines.map((l) => l.detail)).toEqual([{ kind: 'call', activity: activity.id - 1 }, { kind: 'email', activity: activity.id }]);
    });
  });
});

describe('crm-prospects.errors', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  const prospectCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM crm_prospects').first<{ n: number }>())!.n;

  describe('POST /api/admin/crm/prospects: bad input', () => {
    it('names each missing or invalid field, and creates nothing', async () => {
      const me = await signedInAdmin();
      const before = await prospectCount();
      const post = (body: unknown) => send('POST', '/api/admin/crm/prospects', body, { Cookie: me.cookie });
      await expectFields(await post({}), 400, { facilityName: 'Facility name is required.', state: 'State is required.' });
      await expectFields(await post({ facilityName: '  ', state: 'ca' }), 400, {
        facilityName: 'Facility name is required.',
        state: 'Choose a state (two-letter code).',
      });
      await expectFields(
        await post({ ...prospectBody(), status: 'won', priority: 'asap', contactEmail: 'nope', website: 'example', nextFollowupDate: '2030-02-30' }),
        400,
        {
          status: 'Choose one of the nine statuses.',
          priority: 'Priority must be urgent, high, medium or low.',
          contactEmail: 'Please enter a valid email address.',
          website: 'Please enter a full web address (https://…).',
          nextFollowupDate: 'Next follow-up date must be a real date.',
        },
      );
      await expectFields(await post({ ...prospectBody(), estimatedAnnualRevenue: -5, tags: [''] }), 400, {
        estimatedAnnualRevenue: 'Estimated annual revenue cannot be negative.',
        'tags.0': 'A tag cannot be empty.',
      });
      expect(await prospectCount()).toBe(before);
    });

    it('400 on state for a code that is no state, and on facilityId for an id that is no facility', async () => {
      const me = await signedInAdmin();
      const before = await prospectCount();
      await expectFields(await postProspect(me.cookie, prospectBody({ state: 'ZZ' })), 400, { state: 'ZZ is not a US state code.' });
      await expectFields(await postProspect(me.cookie, prospectBody({ facilityId: 987_654 })), 400, { facilityId: 'There is no facility with this id.' });
      expect(await prospectCount()).toBe(before);
    });

    it('409 for a facility name already used in that state, in any case; the same name in another state is fine', async () => {
      const me = await signedInAdmin();
      const name = prospectName('Sunrise House');
      await createProspect(me.cookie, { facilityName: name, state: 'FL' });
      const res = await postProspect(me.cookie, prospectBody({ facilityName: name.toUpperCase(), state: 'FL' }));
      const message = `A prospect named ${name.toUpperCase()} already exists in FL.`;
      await expectFields(res, 409, { facilityName: message });
      expect((await postProspect(me.cookie, prospectBody({ facilityName: name, state: 'GA' }))).status).toBe(201);
    });

    it('415 for a body that is not JSON', async () => {
      const me = await signedInAdmin();
      const res = await send('POST', '/api/admin/crm/prospects', undefined, { Cookie: me.cookie, 'Content-Type': 'text/plain' });
      expect(res.status).toBe(415);
    });
  });

  describe('GET /api/admin/crm/prospects: bad input', () => {
    it('400 naming the filter', async () => {
      const me = await signedInAdmin();
      await expectFields(await listProspects(me.cookie, { status: 'won' }), 400, {
        status: 'Status must be new, contacted, interested, qualified, proposal_sent, negotiating, closed_won, closed_lost or on_hold.',
      });
      await expectFields(await listProspects(me.cookie, { state: 'Texas' }), 400, { state: 'State must be a two-letter state code.' });
      await expectFields(await listProspects(me.cookie, { limit: '500' }), 400, { limit: 'Limit must be at most 100.' });
    });
  });

  describe('one prospect: not found, bad ids, conflicts', () => {
    it('404 in our JSON shape for an id that is no prospect, everywhere', async () => {
      const me = await signedInAdmin();
      for (const res of [
        await prospectDetail(me.cookie, 987_654),
        await patchProspect(me.cookie, 987_654, { notes: 'x' }),
        await deleteProspect(me.cookie, 987_654),
        await logActivity(me.cookie, 987_654, { kind: 'note', body: 'x' }),
      ]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).error).toMatchObject({ code: 'not_found', message: 'There is no prospect with this id.' });
      }
      expect(await auditLinesFor('crm_prospect:987654')).toEqual([]);
    });

    it('400 for an id that is not a number', async () => {
      const me = await signedInAdmin();
      await expectFields(await send('GET', '/api/admin/crm/prospects/abc', undefined, { Cookie: me.cookie }), 400, { id: 'The id must be a whole number.' });
    });

    it('PATCH: 400 naming the field, 409 for a rename onto another prospect; nothing changes', async () => {
      const me = await signedInAdmin();
      const taken = await createProspect(me.cookie, { state: 'WA' });
      const prospect = await createProspect(me.cookie, { state: 'OR', status: 'contacted' });
      await expectFields(await patchProspect(me.cookie, prospect.id, { status: 'done' as never }), 400, { status: 'Choose one of the nine statuses.' });
      await expectFields(await patchProspect(me.cookie, prospect.id, { state: 'QQ' }), 400, { state: 'QQ is not a US state code.' });
      const res = await patchProspect(me.cookie, prospect.id, { facilityName: taken.facilityName, state: 'WA', status: 'qualified' });
      await expectFields(res, 409, { facilityName: `A prospect named ${taken.facilityName} already exists in WA.` });
      const after = await (await prospectDetail(me.cookie, prospect.id)).json();
      expect(after.prospect).toEqual(prospect);
      expect(await timelineOf(prospect.id)).toHaveLength(1);
    });

    it('an activity must be a note, call or email with some text', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie);
      await expectFields(await logActivity(me.cookie, prospect.id, { kind: 'meeting' as never, body: ' ' }), 400, {
        kind: 'Choose note, call or email.',
        body: 'Write what happened.',
      });
    });
  });

  describe('POST /api/admin/crm/prospects/bulk: bad input', () => {
    it('names what is missing; a delete needs confirm: true', async () => {
      const me = await signedInAdmin();
      const prospect = await createProspect(me.cookie);
      const post = (body: unknown) => send('POST', '/api/admin/crm/prospects/bulk', body, { Cookie: me.cookie });
      await expectFields(await post({ action: 'status', status: 'new' }), 400, { _: 'Choose the prospects: a list of ids, or all that match the filters.' });
      await expectFields(await post({ ids: [], action: 'status', status: 'new' }), 400, { ids: 'Choose at least one prospect.' });
      await expectFields(await post({ ids: [prospect.id], action: 'archive' }), 400, { action: 'Action must be status, priority, add_tag, remove_tag or delete.' });
      await expectFields(await post({ ids: [prospect.id], action: 'status', status: 'won' }), 400, { status: 'Choose one of the nine statuses.' });
      await expectFields(await post({ all: true, filter: { state: 'ca' }, action: 'priority', priority: 'low' }), 400, {
        'filter.state': 'State must be a two-letter state code.',
      });
      await expectFields(await bulk(me.cookie, { ids: [prospect.id], action: 'delete' } as never), 400, { confirm: 'Confirm the deletion.' });
      expect((await prospectDetail(me.cookie, prospect.id)).status).toBe(200);
    });
  });
});

describe('crm-bulk', () => {
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
});

import { beforeAll, describe, expect, it } from 'vitest';
import { addFacility, loadReferenceData } from '../../test/fixtures';
import {
  auditLinesOf,
  createProspect,
  deleteProspect,
  listProspects,
  logActivity,
  patchProspect,
  patchTask,
  postProspect,
  postTask,
  prospectBody,
  prospectDetail,
  storedProspect,
  timelineOf,
} from '../../test/crm';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

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

import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { addFacility, loadReferenceData, withCookie } from '../../test/fixtures';
import { leadDetail, patchLead, sendLead } from '../../test/inbox';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

const listLeads = (cookie: string, query: Record<string, string> = {}) => client.admin.leads.$get({ query }, withCookie(cookie));

describe('the leads inbox', () => {
  it('lists leads newest first with only what triage needs, filtered by urgency, state, facility and status', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Inbox Harbor Recovery' });
    const general = await sendLead({ name: 'Robin Ortiz', state: 'WA', urgency: 'week' });
    const forFacility = await sendLead({ name: 'Dana Fox', state: 'WA', urgency: 'immediate', facilityId });

    const res = await listLeads(admin.cookie, { state: 'WA' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(body.items.map((l) => l.id)).toEqual([forFacility, general]);
    expect(body.items[0]).toEqual({
      id: forFacility,
      createdAt: expect.any(String),
      status: 'new',
      urgency: 'immediate',
      state: 'WA',
      name: 'Dana Fox',
      facility: { id: facilityId, name: 'Inbox Harbor Recovery' },
    });
    expect(body.items[1]!.facility).toBeNull();
    expect(body.states).toContain('WA');
    // No health data, phone, email or message in the list.
    expect(JSON.stringify(body)).not.toMatch(/opioid|medicaid|555-0147|sam@example/i);

    const immediate = await (await listLeads(admin.cookie, { state: 'WA', urgency: 'immediate' })).json();
    expect(immediate.items.map((l) => l.id)).toEqual([forFacility]);
    const byFacility = await (await listLeads(admin.cookie, { facilityId: String(facilityId) })).json();
    expect(byFacility.items.map((l) => l.id)).toEqual([forFacility]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await (await listLeads(admin.cookie, { state: 'WA', from: today, to: today })).json()).total).toBe(2);
    expect((await (await listLeads(admin.cookie, { state: 'WA', to: '2020-01-01' })).json()).total).toBe(0);
    // Blank filters from the GET form mean no filter.
    expect((await (await listLeads(admin.cookie, { state: 'WA', urgency: '', status: '', facilityId: '' })).json()).total).toBe(2);

    await patchLead(admin.cookie, general, { status: 'contacted' });
    const contacted = await (await listLeads(admin.cookie, { state: 'WA', status: 'contacted' })).json();
    expect(contacted.items.map((l) => l.id)).toEqual([general]);
  });

  it('lists unanswered "Immediate - Need help today" requests first, then the rest newest first (issue 41)', async () => {
    const admin = await signedInAdmin();
    const urgentEarlier = await sendLead({ state: 'NH', urgency: 'immediate' });
    const answeredUrgent = await sendLead({ state: 'NH', urgency: 'immediate' });
    const week = await sendLead({ state: 'NH', urgency: 'week' });
    const none = await sendLead({ state: 'NH', urgency: undefined });
    const urgentLater = await sendLead({ state: 'NH', urgency: 'immediate' });
    const newest = await sendLead({ state: 'NH', urgency: 'exploring' });
    await patchLead(admin.cookie, answeredUrgent, { status: 'contacted' });
    const body = await (await listLeads(admin.cookie, { state: 'NH' })).json();
    expect(body.items.map((l) => l.id)).toEqual([urgentLater, urgentEarlier, newest, none, week, answeredUrgent]);
  });

  it('pages through the list', async () => {
    const admin = await signedInAdmin();
    const ids = [await sendLead({ state: 'VT' }), await sendLead({ state: 'VT' }), await sendLead({ state: 'VT' })];
    const second = await (await listLeads(admin.cookie, { state: 'VT', page: '2', limit: '2' })).json();
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((l) => l.id)).toEqual([ids[0]]);
  });

  it('shows one lead in full and audits that the admin opened it, without health data in the audit', async () => {
    const admin = await signedInAdmin();
    const id = await sendLead({ name: 'Morgan Hale', state: 'OR', addiction: 'opioids', insurance: 'medicaid', helpFor: 'loved_one' });
    const res = await leadDetail(admin.cookie, id);
    expect(res.status).toBe(200);
    const { lead } = await res.json();
    expect(lead).toMatchObject({
      id,
      name: 'Morgan Hale',
      phone: '(555) 555-0147',
      email: 'sam@example.org',
      state: 'OR',
      stateName: 'Oregon',
      addictionType: { id: 'opioids', label: expect.stringMatching(/opioid/i) },
      urgency: 'immediate',
      insurance: 'medicaid',
      helpFor: 'loved_one',
      message: 'My brother needs help with opioid use.',
      consentAt: expect.any(String),
      facility: null,
      status: 'new',
      notes: '',
      updatedAt: null,
    });
    const lines = await auditLinesFor(`lead:${id}`);
    expect(lines).toEqual([{ actor_id: admin.id, actor_email: admin.email, action: 'lead.view', target: `lead:${id}`, detail: null }]);
    await leadDetail(admin.cookie, id);
    expect(await auditLinesFor(`lead:${id}`)).toHaveLength(2);
  });

  it('changes status and notes, audits the status only, and answers the updated lead', async () => {
    const admin = await signedInAdmin();
    const id = await sendLead();
    const res = await patchLead(admin.cookie, id, { status: 'contacted', notes: 'Called back; left a voicemail about detox.' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Lead updated.');
    expect(body.lead).toMatchObject({ id, status: 'contacted', notes: 'Called back; left a voicemail about detox.', updatedAt: expect.any(String) });

    const notesOnly = await (await patchLead(admin.cookie, id, { notes: 'Reached them.' })).json();
    expect(notesOnly.lead).toMatchObject({ status: 'contacted', notes: 'Reached them.' });
    const closed = await (await patchLead(admin.cookie, id, { status: 'closed' })).json();
    expect(closed.lead).toMatchObject({ status: 'closed', notes: 'Reached them.' });

    const lines = await auditLinesFor(`lead:${id}`);
    expect(lines.map((l) => [l.action, l.actor_id, JSON.parse(l.detail!)])).toEqual([
      ['lead.update', admin.id, { status: 'contacted' }],
      ['lead.update', admin.id, { status: 'contacted' }],
      ['lead.update', admin.id, { status: 'closed' }],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/voicemail|detox|Reached/);
  });
});

describe('a lead update sent again', () => {
  it('changes nothing more: the same answer, one audit line', async () => {
    const admin = await signedInAdmin();
    const id = await sendLead();
    const first = await patchLead(admin.cookie, id, { status: 'contacted', notes: 'Called back.' });
    const again = await patchLead(admin.cookie, id, { status: 'contacted', notes: 'Called back.' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await auditLinesFor(`lead:${id}`)).map((l) => l.action)).toEqual(['lead.update']);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { loadReferenceData, send } from '../../test/fixtures';
import {
  bulk,
  createProspect,
  expectFields,
  deleteProspect,
  listProspects,
  logActivity,
  patchProspect,
  postProspect,
  prospectBody,
  prospectDetail,
  prospectName,
  timelineOf,
} from '../../test/crm';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

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

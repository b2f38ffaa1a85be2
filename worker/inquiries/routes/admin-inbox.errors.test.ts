import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addFacility, api, loadReferenceData, send } from '../../test/fixtures';
import { leadDetail, patchLead, reportListing, resolveReport, sendLead } from '../../test/inbox';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

// Bad input to the leads, contact messages and listing reports endpoints: 400 with the field and its message.

beforeAll(async () => {
  await loadReferenceData();
});

const get = (path: string, cookie: string) => api(path, { headers: { Cookie: cookie } });

describe('the inboxes refuse bad filters', () => {
  it.each([
    ['/api/admin/leads?urgency=soon', { urgency: 'Urgency must be immediate, week, month or exploring.' }],
    ['/api/admin/leads?state=Oregon', { state: 'State must be a two-letter state code.' }],
    ['/api/admin/leads?facilityId=abc', { facilityId: 'Facility must be a facility id.' }],
    ['/api/admin/leads?status=open', { status: 'Status must be new, contacted or closed.' }],
    ['/api/admin/leads?from=2026-02-30', { from: 'From must be a real date.' }],
    ['/api/admin/leads?from=2026-03-02&to=2026-03-01', { to: 'To must be the same day as From or later.' }],
    ['/api/admin/leads?limit=500', { limit: 'Limit must be at most 100.' }],
    ['/api/admin/contact-messages?urgency=immediate', { urgency: 'Urgency must be low, normal, high or urgent.' }],
    ['/api/admin/contact-messages?status=contacted', { status: 'Status must be new, answered or closed.' }],
    ['/api/admin/listing-reports?status=closed', { status: 'Status must be open or resolved.' }],
    ['/api/admin/listing-reports?facilityId=0', { facilityId: 'Facility must be a facility id.' }],
  ])('%s', async (path, fields) => {
    const admin = await signedInAdmin();
    const res = await get(path, admin.cookie);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toMatchObject({ code: 'invalid_request', fields });
  });
});

describe('the inboxes refuse bad changes', () => {
  it('needs a status or notes, a known status, and notes of a bounded length; nothing changes or is audited', async () => {
    const admin = await signedInAdmin();
    const id = await sendLead();
    const empty = await send('PATCH', `/api/admin/leads/${id}`, {}, { Cookie: admin.cookie });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).error.fields).toEqual({ status: 'Change the status or the notes.' });
    const unknown = await send('PATCH', `/api/admin/leads/${id}`, { status: 'answered' }, { Cookie: admin.cookie });
    expect((await errorOf(unknown)).error.fields).toEqual({ status: 'Status must be new, contacted or closed.' });
    const long = await patchLead(admin.cookie, id, { notes: 'x'.repeat(5001) });
    expect((await errorOf(long)).error.fields).toEqual({ notes: 'Notes must be at most 5,000 characters.' });
    const message = await send('PATCH', `/api/admin/contact-messages/${id}`, { status: 'contacted' }, { Cookie: admin.cookie });
    expect((await errorOf(message)).error.fields).toEqual({ status: 'Status must be new, answered or closed.' });
    expect(await auditLinesFor(`lead:${id}`)).toEqual([]);
    expect((await (await leadDetail(admin.cookie, id)).json()).lead.status).toBe('new');
  });

  it('answers 404 in our shape for records that do not exist, and audits nothing', async () => {
    const admin = await signedInAdmin();
    for (const path of ['/api/admin/leads/987654', '/api/admin/contact-messages/987654']) {
      const res = await get(path, admin.cookie);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error.code).toBe('not_found');
      expect((await send('PATCH', path, { status: 'closed' }, { Cookie: admin.cookie })).status).toBe(404);
    }
    expect(await auditLinesFor('lead:987654')).toEqual([]);
    const report = await resolveReport(admin.cookie, 987654, { resolution: 'no_change', version: 1 });
    expect(report.status).toBe(404);
    const bad = await get('/api/admin/leads/abc', admin.cookie);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error.fields).toHaveProperty('id');
  });

  it('needs a known resolution, and the corrected listing for an edit, with the registration form’s messages', async () => {
    const admin = await signedInAdmin();
    const facilityId = await addFacility({ name: 'Errors Recovery' });
    const id = await reportListing(facilityId);
    const path = `/api/admin/listing-reports/${id}`;
    const none = await send('PATCH', path, { resolution: 'deleted', version: 1 }, { Cookie: admin.cookie });
    expect((await errorOf(none)).error.fields).toEqual({ resolution: 'Choose how the report was resolved.' });
    // A resolution names the version of the listing the screen showed.
    const noVersion = await send('PATCH', path, { resolution: 'no_change' }, { Cookie: admin.cookie });
    expect((await errorOf(noVersion)).error.fields).toEqual({ version: 'Reload the report and resolve it again.' });
    const noListing = await send('PATCH', path, { resolution: 'edited', version: 1 }, { Cookie: admin.cookie });
    expect((await errorOf(noListing)).error.fields).toEqual({ listing: 'Give the corrected listing.' });
    const badListing = await send(
      'PATCH',
      path,
      { resolution: 'edited', version: 1, listing: { name: '', address: 'a', city: 'b', state: 'Wisconsin', zip: '1', phone: '1', description: 'd', email: 'nope' } },
      { Cookie: admin.cookie },
    );
    expect((await errorOf(badListing)).error.fields).toEqual({
      'listing.name': 'Facility name is required',
      'listing.state': 'State is required',
      'listing.email': 'Please enter a valid email address',
    });
    const form = await api(path, { method: 'PATCH', headers: { Cookie: admin.cookie, Origin: 'http://localhost' }, body: 'resolution=no_change' });
    expect(form.status).toBe(415);
    // Still open: nothing was resolved by the refused requests.
    expect((await resolveReport(admin.cookie, id, { resolution: 'no_change' })).status).toBe(200);
  });
});

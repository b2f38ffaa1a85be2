import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addFacility, addUser, api, consoleDuring, loadReferenceData, send, signInAs } from '../../test/fixtures';
import { leadDetail, messageDetail, patchLead, patchMessage, reportListing, resolveReport, sendContactMessage, sendLead } from '../../test/inbox';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

describe('inbox.errors', () => {
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
});

describe('inbox.security', () => {
  // Leads, contact messages and listing reports: admins only, never cached, never from another site.

  beforeAll(async () => {
    await loadReferenceData();
  });

  async function facilityCookie() {
    const user = await addUser({ role: 'facility', password: 'facility secret 12' });
    return signInAs('facility', user.email, 'facility secret 12');
  }

  const paths = ['/api/admin/leads', '/api/admin/contact-messages', '/api/admin/listing-reports'];

  describe('the inboxes are for admins only', () => {
    it.each(paths)('GET %s: 401 without a session, with a facility session and with a made-up cookie', async (path) => {
      for (const cookie of [undefined, await facilityCookie(), `rd_admin=${'ab'.repeat(16)}`]) {
        const res = await api(path, { headers: cookie ? { Cookie: cookie } : {} });
        expect(res.status).toBe(401);
        expect((await errorOf(res)).error.code).toBe('unauthorized');
      }
    });

    it('reads and changes nothing for someone who is not an admin, and audits nothing', async () => {
      const lead = await sendLead();
      const message = await sendContactMessage();
      const report = await reportListing(await addFacility({ name: 'Guarded Recovery' }));
      for (const cookie of [undefined, await facilityCookie()]) {
        expect((await leadDetail(cookie, lead)).status).toBe(401);
        expect((await patchLead(cookie, lead, { status: 'closed' })).status).toBe(401);
        expect((await messageDetail(cookie, message)).status).toBe(401);
        expect((await patchMessage(cookie, message, { status: 'closed' })).status).toBe(401);
        expect((await resolveReport(cookie, report, { resolution: 'unpublished' })).status).toBe(401);
      }
      expect(await auditLinesFor(`lead:${lead}`)).toEqual([]);
      const admin = await signedInAdmin();
      expect((await (await leadDetail(admin.cookie, lead)).json()).lead.status).toBe('new');
      expect((await resolveReport(admin.cookie, report, { resolution: 'no_change' })).status).toBe(200);
    });

    it('is never stored by a browser or a shared cache', async () => {
      const admin = await signedInAdmin();
      const lead = await sendLead();
      expect((await leadDetail(admin.cookie, lead)).headers.get('Cache-Control')).toBe('private, no-store');
      for (const path of paths) {
        expect((await api(path, { headers: { Cookie: admin.cookie } })).headers.get('Cache-Control')).toBe('private, no-store');
      }
    });

    it('refuses changes from another site (CSRF)', async () => {
      const admin = await signedInAdmin();
      const lead = await sendLead();
      const res = await api(`/api/admin/leads/${lead}`, {
        method: 'PATCH',
        headers: { Cookie: admin.cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'closed' }),
      });
      expect(res.status).toBe(403);
      expect(await auditLinesFor(`lead:${lead}`)).toEqual([]);
    });

    it('never logs a lead’s health details or notes when an admin opens or changes it', async () => {
      const admin = await signedInAdmin();
      const lead = await sendLead({ message: 'Relapsed on fentanyl last week.' });
      const logged = await consoleDuring(async () => {
        await leadDetail(admin.cookie, lead);
        await patchLead(admin.cookie, lead, { status: 'contacted', notes: 'Discussed methadone options.' });
      });
      expect(logged).not.toMatch(/fentanyl|methadone|medicaid|opioid/i);
    });
  });
});

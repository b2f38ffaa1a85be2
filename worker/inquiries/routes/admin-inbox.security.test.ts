import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addFacility, addUser, api, consoleDuring, loadReferenceData, signInAs } from '../../test/fixtures';
import { leadDetail, messageDetail, patchLead, patchMessage, reportListing, resolveReport, sendContactMessage, sendLead } from '../../test/inbox';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

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

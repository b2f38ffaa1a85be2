import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { loadReferenceData, withCookie } from '../../test/fixtures';
import { addDailyStats, analytics } from '../../test/facility-analytics';
import { inquiryDetail, leadStatuses, listInquiries, patchInquiry } from '../../test/facility-inquiries';
import {
  changePassword,
  contactBody,
  passwordChange,
  readContact,
  saveContact,
  signInStatus,
  signOutEverywhere,
  storedContact,
} from '../../test/facility-settings';
import { sendLead } from '../../test/inbox';
import { listingEdit, listingPreview, publishedFacility, saveListing } from '../../test/listing-edit';
import { correction, resubmit } from '../../test/resubmission';
import { FACILITY_PASSWORD } from '../../test/review';

// The access rule, as one walk through every /api/facility/me endpoint: with another
// facility's session and with an admin's, nothing of the first facility comes back or changes.

beforeAll(async () => {
  await loadReferenceData();
});

/** Marks no other row holds: any answer that contains one has leaked the first facility's data. */
const MARK = {
  update: 'First-facility evening program, words of its own.',
  visitor: 'Quinlan Firstvisitor',
  contact: 'Marisol Firstcontact',
};

async function firstFacility() {
  const f = await publishedFacility();
  expect((await saveListing(f.cookie, listingEdit(f, { description: MARK.update }))).status).toBe(200);
  const inquiry = await sendLead({ facilityId: f.facilityId, name: MARK.visitor, message: 'About detox for my brother.' });
  expect((await saveContact(f.cookie, contactBody({ name: MARK.contact }))).status).toBe(200);
  await addDailyStats(f.facilityId, new Date().toISOString().slice(0, 10), { views: 97_531 });
  return { ...f, inquiry };
}

/** Every facility endpoint that reads or changes data, called with `cookie` (`own` names the caller's own listing). */
function everyEndpoint(cookie: string, own: { facilityName: string; email: string }, inquiry: number) {
  return {
    'GET /me': () => client.facility.me.$get(undefined, withCookie(cookie)),
    'GET /me/activity': () => client.facility.me.activity.$get(undefined, withCookie(cookie)),
    'GET /me/preview': () => listingPreview(cookie),
    'PUT /me/listing': () => saveListing(cookie, listingEdit(own, { description: 'Someone else’s words.' })),
    'POST /me/resubmission': () => resubmit(cookie, correction({ facilityName: own.facilityName })),
    'GET /me/inquiries': () => listInquiries(cookie),
    'GET /me/inquiries/:id': () => inquiryDetail(cookie, inquiry),
    'PATCH /me/inquiries/:id': () => patchInquiry(cookie, inquiry, 'closed'),
    'GET /me/analytics': () => analytics(cookie, '90'),
    'GET /me/contact': () => readContact(cookie),
    'PUT /me/contact': () => saveContact(cookie, contactBody({ name: 'Someone Else' })),
    // Last: these two end or renew the caller's session.
    'PUT /me/password': () => changePassword(cookie, passwordChange()),
    'DELETE /me/sessions': () => signOutEverywhere(cookie),
  };
}

async function expectFirstUntouched(first: Awaited<ReturnType<typeof firstFacility>>) {
  const preview = await (await listingPreview(first.cookie)).json();
  expect(preview.facility.description).toBe(MARK.update);
  expect(await leadStatuses(first.inquiry)).toMatchObject({ facility_status: 'new' });
  expect(await storedContact(first.facilityId)).toMatchObject({ contact_name: MARK.contact });
  expect(await signInStatus(first.email, FACILITY_PASSWORD)).toBe(200);
  const audited = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE target = ?1 AND action LIKE 'inquiry.%'`)
    .bind(`lead:${first.inquiry}`)
    .first<{ n: number }>();
  expect(audited?.n).toBe(0);
}

describe('every facility endpoint keeps one facility’s data from everyone else', () => {
  it('another facility’s session gets only its own data, or 404/409, and changes nothing of the first', async () => {
    const first = await firstFacility();
    const other = await publishedFacility();
    for (const [name, call] of Object.entries(everyEndpoint(other.cookie, other, first.inquiry))) {
      const res = await call();
      const text = await res.text();
      for (const mark of [...Object.values(MARK), first.facilityName, first.email, '97531']) {
        expect(text, `${name} leaked "${mark}"`).not.toContain(mark);
      }
      expect(res.status, name).toBeLessThan(500);
    }
    await expectFirstUntouched(first);
  });

  it('an admin’s session gets 401 from every one of them, with none of the facility’s data', async () => {
    const first = await firstFacility();
    for (const [name, call] of Object.entries(everyEndpoint(first.admin.cookie, first, first.inquiry))) {
      const res = await call();
      expect(res.status, name).toBe(401);
      const text = await res.text();
      for (const mark of [...Object.values(MARK), first.facilityName, first.email]) {
        expect(text, `${name} leaked "${mark}"`).not.toContain(mark);
      }
    }
    await expectFirstUntouched(first);
  });
});

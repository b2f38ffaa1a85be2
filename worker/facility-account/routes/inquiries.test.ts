import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { lead } from '../../test/bodies';
import { client, errorOf } from '../../test/client';
import { facilityWithInquiries, inquiryDetail, inquiryEmailCount, leadStatuses, listInquiries, patchInquiry } from '../../test/facility-inquiries';
import { addUser, api, consoleDuring, loadReferenceData, newClient, send, signInAs } from '../../test/fixtures';
import { leadDetail, sendLead } from '../../test/inbox';
import { lastEmail } from '../../test/review';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

describe('facility-inquiries', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  describe('GET /api/facility/me/inquiries', () => {
    it('lists the facility’s inquiries newest first, with who, when, how soon and its status only', async () => {
      const f = await facilityWithInquiries(0);
      const first = await sendLead({ facilityId: f.facilityId, name: 'Robin Ortiz', urgency: 'week' });
      const second = await sendLead({ facilityId: f.facilityId, name: 'Dana Fox', urgency: 'immediate' });
      await sendLead({ name: 'Not For Them' });

      const res = await listInquiries(f.cookie);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({
        items: [
          { id: second, createdAt: expect.any(String), name: 'Dana Fox', urgency: 'immediate', status: 'new', updatedAt: null },
          { id: first, createdAt: expect.any(String), name: 'Robin Ortiz', urgency: 'week', status: 'new', updatedAt: null },
        ],
        total: 2,
        page: 1,
        limit: 20,
      });
      // What it is about, insurance, the message and how to reach them are in the inquiry only.
      expect(JSON.stringify(body)).not.toMatch(/opioid|medicaid|555-0147|sam@example|brother/i);
    });

    it('pages through the list and filters it by the facility’s status', async () => {
      const f = await facilityWithInquiries(3);
      const [oldest, middle, newest] = f.inquiries as [number, number, number];

      const second = await (await listInquiries(f.cookie, { page: '2', limit: '2' })).json();
      expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(second.items.map((i) => i.id)).toEqual([oldest]);

      expect((await patchInquiry(f.cookie, middle, 'contacted')).status).toBe(200);
      expect((await patchInquiry(f.cookie, oldest, 'closed')).status).toBe(200);
      const ids = async (status: string) => (await (await listInquiries(f.cookie, { status })).json()).items.map((i) => i.id);
      expect(await ids('new')).toEqual([newest]);
      expect(await ids('contacted')).toEqual([middle]);
      expect(await ids('closed')).toEqual([oldest]);
      // A blank filter from the GET form means no filter.
      expect(await ids('')).toEqual([newest, middle, oldest]);
    });

    it('answers an empty page for a facility that has no inquiries yet', async () => {
      const f = await facilityWithInquiries(0);
      expect(await (await listInquiries(f.cookie)).json()).toEqual({ items: [], total: 0, page: 1, limit: 20 });
    });
  });

  describe('GET /api/facility/me/inquiries/{id}', () => {
    it('shows everything the visitor sent and audits that the facility opened it, with ids only', async () => {
      const sent = { name: 'Morgan Hale', state: 'OR', addiction: 'opioids', insurance: 'medicaid', helpFor: 'self' } as const;
      const f = await facilityWithInquiries(1, sent);
      const id = f.inquiries[0]!;
      const res = await inquiryDetail(f.cookie, id);
      expect(res.status).toBe(200);
      const { inquiry } = await res.json();
      // Consent is stored as the time it was given.
      const { addiction, consent, ...fields } = lead(sent);
      expect(inquiry).toEqual({
        ...fields,
        id,
        createdAt: expect.any(String),
        stateName: 'Oregon',
        addictionType: { id: addiction, label: expect.stringMatching(/opioid/i) },
        consentAt: expect.any(String),
        // The page it was sent from was in English (issue 29).
        locale: 'en',
        status: 'new',
        updatedAt: null,
      });

      const lines = await auditLinesFor(`lead:${id}`);
      expect(lines).toEqual([
        {
          actor_id: f.userId,
          actor_email: f.email,
          action: 'inquiry.view',
          target: `lead:${id}`,
          detail: JSON.stringify({ facilityId: f.facilityId }),
        },
      ]);
      await inquiryDetail(f.cookie, id);
      expect(await auditLinesFor(`lead:${id}`)).toHaveLength(2);
    });
  });

  describe('PATCH /api/facility/me/inquiries/{id}', () => {
    it('sets the facility’s status, not the admins’, audits from and to, and answers the inquiry as listed', async () => {
      const f = await facilityWithInquiries(1);
      const id = f.inquiries[0]!;
      const res = await patchInquiry(f.cookie, id, 'contacted');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        inquiry: { id, createdAt: expect.any(String), name: 'Sam Rivera', urgency: 'immediate', status: 'contacted', updatedAt: expect.any(String) },
        message: 'Status saved.',
      });
      expect(await leadStatuses(id)).toEqual({ status: 'new', facility_status: 'contacted', facility_updated_at: expect.any(String) });
      // The admins' inbox still shows its own triage.
      expect((await (await leadDetail(f.admin.cookie, id)).json()).lead.status).toBe('new');

      expect((await patchInquiry(f.cookie, id, 'closed')).status).toBe(200);
      const lines = (await auditLinesFor(`lead:${id}`)).filter((line) => line.action === 'inquiry.status');
      expect(lines.map((line) => [line.actor_id, JSON.parse(line.detail!)])).toEqual([
        [f.userId, { from: 'new', to: 'contacted' }],
        [f.userId, { from: 'contacted', to: 'closed' }],
      ]);
    });
  });

  describe('the new-inquiry email', () => {
    const sendWithKey = (key: string, overrides: Parameters<typeof lead>[0]) =>
      client.leads.$post({ json: lead(overrides) }, { headers: { ...newClient(), 'Idempotency-Key': key } });

    it('tells the account that an inquiry waits, with a link to Inquiries and nothing the visitor wrote', async () => {
      const f = await facilityWithInquiries(1, { name: 'Taylor Quinn', message: 'Relapsed on fentanyl.' });
      expect(await inquiryEmailCount(f.email)).toBe(1);
      const mail = await lastEmail(f.email, 'new_inquiry');
      expect(mail!.subject).toBe(`New inquiry for ${f.facilityName}`);
      expect(mail!.body_text).toContain('http://localhost:8787/facility-dashboard/inquiries');
      // This listing's inquiries, for an account with several locations (issue 24).
      expect(mail!.body_text).toContain(`http://localhost:8787/facility-dashboard/inquiries?location=${f.facilityId}`);
      expect(`${mail!.subject}\n${mail!.body_text}`).not.toMatch(/Taylor|Quinn|fentanyl|opioid|medicaid|immediate|555-0147|sam@example/i);
    });

    it('goes to the facility’s private contact email when it has one', async () => {
      const f = await facilityWithInquiries(0);
      await updateRows('facilities', { id: f.facilityId }, { contact_email: 'intake-team@test.example.org' });
      await sendLead({ facilityId: f.facilityId });
      expect(await inquiryEmailCount('intake-team@test.example.org')).toBe(1);
      expect(await inquiryEmailCount(f.email)).toBe(0);
    });

    it('is queued once for a retried request, and not at all for a lead to no facility', async () => {
      const f = await facilityWithInquiries(0);
      const first = await sendWithKey('inquiry-retry-0001', { facilityId: f.facilityId });
      const retry = await sendWithKey('inquiry-retry-0001', { facilityId: f.facilityId });
      expect(retry.status).toBe(201);
      expect((await retry.json()).id).toBe((await first.json()).id);
      expect(await inquiryEmailCount(f.email)).toBe(1);
      // The same key with another body is refused, and queues nothing either.
      expect((await sendWithKey('inquiry-retry-0001', { facilityId: f.facilityId, name: 'Someone Else' })).status).toBe(409);
      expect(await inquiryEmailCount(f.email)).toBe(1);

      const before = await inquiryEmailCount();
      await sendLead({ name: 'General Request' });
      expect(await inquiryEmailCount()).toBe(before);
    });
  });
});

describe('facility-inquiries.errors', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  const get = (cookie: string, path: string) => api(`/api/facility/me/inquiries${path}`, { headers: { Cookie: cookie } });
  const patch = (cookie: string, path: string, body: unknown) => send('PATCH', `/api/facility/me/inquiries${path}`, body, { Cookie: cookie });

  /** A 400 naming `field` with `message`. */
  async function expectFieldError(res: Response, field: string, message: string) {
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields?.[field]).toBe(message);
  }

  describe('GET /api/facility/me/inquiries with bad input', () => {
    it.each([
      ['status', '?status=archived', 'Status must be new, contacted or closed.'],
      ['page', '?page=0', 'Page must be at least 1.'],
      ['page', '?page=first', 'Page must be a whole number.'],
      ['limit', '?limit=500', 'Limit must be at most 100.'],
    ])('400 naming %s for %s', async (field, query, message) => {
      const f = await facilityWithInquiries(0);
      await expectFieldError(await get(f.cookie, query), field, message);
    });
  });

  describe('GET and PATCH /api/facility/me/inquiries/{id} with bad input', () => {
    it.each([
      ['abc', 'The id must be a whole number.'],
      ['0', 'The id must be at least 1.'],
      ['1.5', 'The id must be a whole number.'],
    ])('400 naming the id for %j', async (id, message) => {
      const f = await facilityWithInquiries(0);
      await expectFieldError(await get(f.cookie, `/${id}`), 'id', message);
      await expectFieldError(await patch(f.cookie, `/${id}`, { status: 'closed' }), 'id', message);
    });

    it.each([
      [{ status: 'archived' }, 'Status must be new, contacted or closed.'],
      [{}, 'Status must be new, contacted or closed.'],
      [{ status: 2 }, 'Status must be new, contacted or closed.'],
    ])('400 naming the status for %j, and nothing changes', async (body, message) => {
      const f = await facilityWithInquiries(1);
      const id = f.inquiries[0]!;
      await expectFieldError(await patch(f.cookie, `/${id}`, body), 'status', message);
      expect((await leadStatuses(id))?.facility_status).toBe('new');
      expect(await auditLinesFor(`lead:${id}`)).toEqual([]);
    });

    it('415 for a body that is not JSON', async () => {
      const f = await facilityWithInquiries(1);
      const res = await api(`/api/facility/me/inquiries/${f.inquiries[0]}`, {
        method: 'PATCH',
        headers: { Cookie: f.cookie, Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'status=closed',
      });
      expect(res.status).toBe(415);
      expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
    });

    it('404 for an inquiry that does not exist', async () => {
      const f = await facilityWithInquiries(0);
      for (const res of [await get(f.cookie, '/999999'), await patch(f.cookie, '/999999', { status: 'closed' })]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).error.message).toBe('There is no inquiry with this id.');
      }
      expect(await auditLinesFor('lead:999999')).toEqual([]);
    });

    it('404 for every endpoint when the account is not linked to a listing', async () => {
      const user = await addUser({ role: 'facility', password: 'facility secret 12' });
      const cookie = await signInAs('facility', user.email, 'facility secret 12');
      for (const res of [await get(cookie, ''), await get(cookie, '/1'), await patch(cookie, '/1', { status: 'closed' })]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).error.message).toBe('Your account is not linked to a listing.');
      }
    });
  });
});

describe('facility-inquiries.security', () => {
  // Inquiries hold health information: only the facility they were sent to reads or changes them.

  beforeAll(async () => {
    await loadReferenceData();
  });

  const PRIVATE = { name: 'Quinlan Marsh', message: 'Private words about methadone.', insurance: 'medicare' as const };

  /** Every inquiry endpoint, called with `cookie` about inquiry `id`. */
  const calls = (cookie: string | undefined, id: number) => ({
    list: () => listInquiries(cookie),
    detail: () => inquiryDetail(cookie, id),
    patch: () => patchInquiry(cookie, id, 'closed'),
  });

  /** The first facility's inquiry is as it was: not changed, not opened. */
  async function untouched(id: number) {
    expect((await leadStatuses(id))?.facility_status).toBe('new');
    expect(await auditLinesFor(`lead:${id}`)).toEqual([]);
  }

  describe('a facility’s inquiries are its own', () => {
    it('401 with no session and with an admin’s, and nothing of the inquiry in the answer', async () => {
      const f = await facilityWithInquiries(1, PRIVATE);
      const id = f.inquiries[0]!;
      const admin = await signedInAdmin();
      for (const cookie of [undefined, admin.cookie, `rd_facility=${'ab'.repeat(16)}`]) {
        for (const [name, call] of Object.entries(calls(cookie, id))) {
          const res = await call();
          expect(res.status, name).toBe(401);
          const body = JSON.stringify(await errorOf(res));
          expect(body, name).not.toMatch(/Quinlan|methadone|medicare|555-0147/);
        }
      }
      await untouched(id);
    });

    it('another facility’s session lists none of them, and cannot open or change one (404)', async () => {
      const first = await facilityWithInquiries(2, PRIVATE);
      const other = await facilityWithInquiries(1, { name: 'Other Person' });
      const id = first.inquiries[0]!;

      const list = await (await listInquiries(other.cookie)).json();
      expect(list.items.map((i) => i.id)).toEqual(other.inquiries);
      expect(list.total).toBe(1);
      for (const status of ['new', 'contacted', 'closed']) {
        const filtered = await (await listInquiries(other.cookie, { status, limit: '100' })).json();
        expect(filtered.items.some((i) => first.inquiries.includes(i.id))).toBe(false);
      }

      for (const res of [await inquiryDetail(other.cookie, id), await patchInquiry(other.cookie, id, 'closed')]) {
        expect(res.status).toBe(404);
        const body = await errorOf(res);
        expect(body.error.message).toBe('There is no inquiry with this id.');
        expect(JSON.stringify(body)).not.toMatch(/Quinlan|methadone|medicare/);
      }
      await untouched(id);
      // The first facility still sees its own, unchanged.
      const own = await (await listInquiries(first.cookie)).json();
      expect(own.items.map((i) => [i.id, i.status])).toEqual([...first.inquiries].reverse().map((i) => [i, 'new']));
    });

    it('403 for a status change from another site, and nothing changes', async () => {
      const f = await facilityWithInquiries(1);
      const id = f.inquiries[0]!;
      const res = await api(`/api/facility/me/inquiries/${id}`, {
        method: 'PATCH',
        headers: { Cookie: f.cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'closed' }),
      });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error.code).toBe('forbidden');
      await untouched(id);
    });

    it('is never stored by a browser or a shared cache', async () => {
      const f = await facilityWithInquiries(1);
      const id = f.inquiries[0]!;
      for (const call of Object.values(calls(f.cookie, id))) {
        expect((await call()).headers.get('Cache-Control')).toBe('private, no-store');
      }
    });

    it('never logs what the visitor wrote, when the lead is sent, opened or changed', async () => {
      const logged = await consoleDuring(async () => {
        const f = await facilityWithInquiries(1, PRIVATE);
        await inquiryDetail(f.cookie, f.inquiries[0]!);
        await patchInquiry(f.cookie, f.inquiries[0]!, 'contacted');
      });
      expect(logged).not.toMatch(/Quinlan|methadone|medicare|opioid/i);
    });
  });
});

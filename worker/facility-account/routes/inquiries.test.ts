import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { lead } from '../../test/bodies';
import { client } from '../../test/client';
import {
  facilityWithInquiries,
  inquiryDetail,
  inquiryEmailCount,
  leadStatuses,
  listInquiries,
  patchInquiry,
} from '../../test/facility-inquiries';
import { loadReferenceData, newClient } from '../../test/fixtures';
import { leadDetail, sendLead } from '../../test/inbox';
import { lastEmail } from '../../test/review';
import { auditLinesFor } from '../../test/staff';

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
    const sent = { name: 'Morgan Hale', state: 'OR', addiction: 'opioids', insurance: 'medicaid' } as const;
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
    expect(`${mail!.subject}\n${mail!.body_text}`).not.toMatch(/Taylor|Quinn|fentanyl|opioid|medicaid|immediate|555-0147|sam@example/i);
  });

  it('goes to the facility’s private contact email when it has one', async () => {
    const f = await facilityWithInquiries(0);
    await env.DB.prepare('UPDATE facilities SET contact_email = ?2 WHERE id = ?1').bind(f.facilityId, 'intake-team@test.example.org').run();
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

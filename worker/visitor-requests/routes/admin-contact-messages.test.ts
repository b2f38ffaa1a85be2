import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { loadReferenceData, withCookie } from '../../test/fixtures';
import { messageDetail, patchMessage, sendContactMessage } from '../../test/inbox';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

const listMessages = (cookie: string, query: Record<string, string> = {}) =>
  client.admin['contact-messages'].$get({ query }, withCookie(cookie));

describe('the contact messages inbox', () => {
  it('lists messages newest first without their text, filtered by urgency and status', async () => {
    const admin = await signedInAdmin();
    const low = await sendContactMessage({ urgency: 'low', subject: 'Partnership' });
    const urgent = await sendContactMessage({ urgency: 'urgent', subject: 'Wrong number listed', message: 'Private words here.' });

    const body = await (await listMessages(admin.cookie)).json();
    expect(body.items.map((m) => m.id)).toEqual([urgent, low]);
    expect(body.items[0]).toEqual({
      id: urgent,
      createdAt: expect.any(String),
      status: 'new',
      urgency: 'urgent',
      name: 'Alex Kim',
      subject: 'Wrong number listed',
    });
    expect(JSON.stringify(body)).not.toContain('Private words');

    expect((await (await listMessages(admin.cookie, { urgency: 'urgent' })).json()).items.map((m) => m.id)).toEqual([urgent]);
    await patchMessage(admin.cookie, low, { status: 'answered' });
    expect((await (await listMessages(admin.cookie, { status: 'answered' })).json()).items.map((m) => m.id)).toEqual([low]);
    expect((await (await listMessages(admin.cookie, { status: 'new', urgency: '' })).json()).items.map((m) => m.id)).toEqual([urgent]);
  });

  it('shows one message in full, audited; a change of status and notes is audited with the status only', async () => {
    const admin = await signedInAdmin();
    const id = await sendContactMessage({ phone: '(555) 555-0190', message: 'Please call me about my listing.' });
    const { contactMessage } = await (await messageDetail(admin.cookie, id)).json();
    expect(contactMessage).toMatchObject({
      id,
      name: 'Alex Kim',
      email: 'alex@example.org',
      phone: '(555) 555-0190',
      message: 'Please call me about my listing.',
      status: 'new',
      notes: '',
    });
    const res = await patchMessage(admin.cookie, id, { status: 'answered', notes: 'Replied by email.' });
    expect(res.status).toBe(200);
    expect((await res.json()).contactMessage).toMatchObject({ status: 'answered', notes: 'Replied by email.' });
    const lines = await auditLinesFor(`contact_message:${id}`);
    expect(lines.map((l) => [l.action, l.actor_id, l.detail])).toEqual([
      ['contact_message.view', admin.id, null],
      ['contact_message.update', admin.id, JSON.stringify({ status: 'answered' })],
    ]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { facilityWithInquiries, inquiryDetail, leadStatuses, listInquiries, patchInquiry } from '../../test/facility-inquiries';
import { api, consoleDuring, loadReferenceData } from '../../test/fixtures';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

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

import { beforeAll, describe, expect, it } from 'vitest';
import { addDailyStats, analytics, analyticsWithQuery, dayAgo } from '../../test/facility-analytics';
import { errorOf } from '../../test/client';
import { loadReferenceData } from '../../test/fixtures';
import { sendLead } from '../../test/inbox';
import { publishedFacility } from '../../test/listing-edit';

beforeAll(async () => {
  await loadReferenceData();
});

describe('a facility reads only its own analytics', () => {
  it('401 with no session and with an admin’s, with or without a valid window, and no numbers in the answer', async () => {
    const f = await publishedFacility();
    await addDailyStats(f.facilityId, dayAgo(1), { views: 4321 });
    for (const cookie of [undefined, f.admin.cookie]) {
      for (const res of [await analytics(cookie), await analyticsWithQuery(cookie, 'days=7')]) {
        expect(res.status).toBe(401);
        const body = JSON.stringify(await errorOf(res));
        expect(body).not.toContain('series');
        expect(body).not.toContain('4321');
      }
    }
  });

  it('another facility’s session sees its own zeros, whatever facility the query names', async () => {
    const first = await publishedFacility();
    await sendLead({ facilityId: first.facilityId });
    await addDailyStats(first.facilityId, dayAgo(0), { views: 60 });
    await addDailyStats(first.facilityId, dayAgo(10), { views: 25, inquiries: 3 });
    const other = await publishedFacility();

    for (const res of [
      await analytics(other.cookie, '90'),
      await analyticsWithQuery(other.cookie, `days=90&facilityId=${first.facilityId}&facility_id=${first.facilityId}`),
    ]) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as { series: { views: number; inquiries: number }[]; totals: unknown };
      expect(body.series).toHaveLength(90);
      expect(body.series.every((d) => d.views === 0 && d.inquiries === 0)).toBe(true);
      expect(body.totals).toEqual({ views: 0, inquiries: 0, inquiryRate: null });
    }
    // The first facility's own numbers are all there for it.
    const own = await (await analytics(first.cookie, '90')).json();
    expect(own.totals).toEqual({ views: 85, inquiries: 4, inquiryRate: 4 / 85 });
  });
});

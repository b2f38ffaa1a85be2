import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addDailyStats, analytics, analyticsWithQuery, dayAgo } from '../../test/facility-analytics';
import { addUser, loadReferenceData, send, signInAs, withCookie } from '../../test/fixtures';
import { sendLead } from '../../test/inbox';
import { publishedFacility } from '../../test/listing-edit';
import { FACILITY_PASSWORD } from '../../test/review';
import { DAILY_STATS_SQL } from '../queries/analytics';

describe('facility-analytics', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  describe('GET /api/facility/me/analytics', () => {
    it('the last 30 days by default: every day, oldest first, ending today (UTC), zeros where nothing happened', async () => {
      const f = await publishedFacility();
      const res = await analytics(f.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      const body = await res.json();
      expect(body.days).toBe(30);
      expect(body.from).toBe(dayAgo(29));
      expect(body.to).toBe(dayAgo(0));
      expect(body.series.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => dayAgo(29 - i)));
      expect(body.series.every((d) => d.views === 0 && d.inquiries === 0)).toBe(true);
      expect(body.totals).toEqual({ views: 0, inquiries: 0, inquiryRate: null });
    });

    it('counts inquiries sent through the lead form and the views written for the listing; totals and rate', async () => {
      const f = await publishedFacility();
      await sendLead({ facilityId: f.facilityId });
      await sendLead({ facilityId: f.facilityId });
      await sendLead(); // a lead for no listing counts for none
      await addDailyStats(f.facilityId, dayAgo(0), { views: 40 });
      await addDailyStats(f.facilityId, dayAgo(29), { views: 10, inquiries: 1 }); // the window's first day
      await addDailyStats(f.facilityId, dayAgo(30), { views: 1000, inquiries: 5 }); // the day before it

      const body = await (await analytics(f.cookie, '30')).json();
      expect(body.series).toHaveLength(30);
      expect(body.series[0]).toEqual({ day: dayAgo(29), views: 10, inquiries: 1 });
      expect(body.series[29]).toEqual({ day: dayAgo(0), views: 40, inquiries: 2 });
      expect(body.series.slice(1, 29).every((d) => d.views === 0 && d.inquiries === 0)).toBe(true);
      expect(body.totals).toEqual({ views: 50, inquiries: 3, inquiryRate: 0.06 });
    });

    it('the last 90 days with days=90; rows before the window or after today are left out', async () => {
      const f = await publishedFacility();
      await sendLead({ facilityId: f.facilityId });
      await addDailyStats(f.facilityId, dayAgo(0), { views: 20 });
      await addDailyStats(f.facilityId, dayAgo(30), { views: 30, inquiries: 2 });
      await addDailyStats(f.facilityId, dayAgo(89), { views: 50, inquiries: 1 }); // the window's first day
      await addDailyStats(f.facilityId, dayAgo(90), { views: 5000, inquiries: 50 }); // the day before it
      await addDailyStats(f.facilityId, dayAgo(-1), { views: 7000, inquiries: 70 }); // tomorrow

      const res = await analytics(f.cookie, '90');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ days: 90, from: dayAgo(89), to: dayAgo(0) });
      expect(body.series).toHaveLength(90);
      expect(body.series[0]).toEqual({ day: dayAgo(89), views: 50, inquiries: 1 });
      expect(body.series[59]).toEqual({ day: dayAgo(30), views: 30, inquiries: 2 });
      expect(body.series[89]).toEqual({ day: dayAgo(0), views: 20, inquiries: 1 });
      expect(body.totals).toEqual({ views: 100, inquiries: 4, inquiryRate: 0.04 });
    });

    it('no inquiry rate without views, even with inquiries', async () => {
      const f = await publishedFacility();
      await sendLead({ facilityId: f.facilityId });
      const body = await (await analytics(f.cookie)).json();
      expect(body.totals).toEqual({ views: 0, inquiries: 1, inquiryRate: null });
    });

    it('reads the window as one range of the primary key, never a scan', async () => {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${DAILY_STATS_SQL}`).bind(1, dayAgo(29), dayAgo(0)).all<{ detail: string }>();
      const plan = results.map((row) => row.detail).join('\n');
      expect(plan).toMatch(/SEARCH facility_daily_stats USING PRIMARY KEY \(facility_id=\? AND day>\? AND day<\?\)/);
      expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
    });
  });
});

describe('facility-analytics.errors', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  describe('GET /api/facility/me/analytics refuses what it cannot answer', () => {
    it('400 naming days for any window but 30 or 90', async () => {
      const f = await publishedFacility();
      for (const query of ['days=7', 'days=365', 'days=30.0', 'days=-30', 'days=abc', 'days=']) {
        const res = await analyticsWithQuery(f.cookie, query);
        expect(res.status, query).toBe(400);
        const { error } = await errorOf(res);
        expect(error.code, query).toBe('invalid_request');
        expect(error.fields, query).toEqual({ days: 'Days must be 30 or 90.' });
      }
    });

    it('404 saying so for a facility account not linked to a listing', async () => {
      const user = await addUser({ role: 'facility', password: FACILITY_PASSWORD, facilityId: null });
      const cookie = await signInAs('facility', user.email, FACILITY_PASSWORD);
      const res = await analyticsWithQuery(cookie, 'days=30');
      expect(res.status).toBe(404);
      const { error } = await errorOf(res);
      expect(error).toMatchObject({ code: 'not_found', message: 'Your account is not linked to a listing.' });
    });

    it('405 with Allow: GET for another method', async () => {
      const f = await publishedFacility();
      const res = await send('POST', '/api/facility/me/analytics', { days: 30 }, withCookie(f.cookie).headers);
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toContain('GET');
      expect((await errorOf(res)).error.code).toBe('method_not_allowed');
    });
  });
});

describe('facility-analytics.security', () => {
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
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_PASSWORD,
  availabilityAccount,
  availabilityConfirmed,
  confirmAvailability,
  daysAgo,
  readAvailability,
  saveAvailability,
} from '../test/availability';
import { updateRows } from '../test/factories';
import { client, errorOf, ORIGIN } from '../test/client';
import { addFacility, addUser, api, loadReferenceData, send, signInAs } from '../test/fixtures';
import { auditLinesFor } from '../test/staff';

const today = () => daysAgo(0);

const storedRow = (facilityId: number) => env.DB.prepare('SELECT * FROM facility_availability WHERE facility_id = ?1').bind(facilityId).first();

async function publicAvailability(facilityId: number) {
  const res = await client.facility.public[':id'].$get({ param: { id: String(facilityId) } });
  expect(res.status).toBe(200);
  return (await res.json()).facility.availability;
}

beforeAll(async () => {
  await loadReferenceData();
});

describe('availability', () => {
  describe('PUT /api/facility/me/availability', () => {
    it('stores each stated field confirmed today, publishes it without review and audits it', async () => {
      const f = await availabilityAccount('Harbor Availability');
      const res = await saveAvailability(f.cookie, { accepting: 'yes', openBeds: '4', waitDays: 2 });
      expect(res.status).toBe(200);
      const day = today();
      const stated = (value: unknown) => ({ value, confirmedOn: day, daysAgo: 0, current: true });
      expect((await res.json()).availability).toEqual({ accepting: stated('yes'), openBeds: stated(4), waitDays: stated(2) });

      // The public listing shows it at once: no submission, the listing stays approved.
      expect(await publicAvailability(f.facilityId)).toEqual({ accepting: stated('yes'), openBeds: stated(4), waitDays: stated(2) });
      const submissions = await env.DB.prepare('SELECT count(*) AS n FROM facility_submissions WHERE facility_id = ?1').bind(f.facilityId).first<{ n: number }>();
      expect(submissions?.n).toBe(0);

      const lines = await auditLinesFor(`facility:${f.facilityId}`);
      expect(lines.map((l) => l.action)).toEqual(['availability.update']);
      expect(JSON.parse(String(lines[0]!.detail))).toEqual({ accepting: 'yes', openBeds: 4, waitDays: 2 });
    });

    it('leaves an empty field unstated, and a later save replaces what was said', async () => {
      const f = await availabilityAccount('Ridge Availability');
      await saveAvailability(f.cookie, { accepting: 'yes', openBeds: 3, waitDays: 7 });
      const res = await saveAvailability(f.cookie, { accepting: 'waitlist', openBeds: '', waitDays: null });
      expect(res.status).toBe(200);
      expect((await res.json()).availability).toEqual({
        accepting: { value: 'waitlist', confirmedOn: today(), daysAgo: 0, current: true },
        openBeds: null,
        waitDays: null,
      });
      expect(await storedRow(f.facilityId)).toMatchObject({ accepting: 'waitlist', open_beds: null, open_beds_confirmed_on: null, wait_days: null });
      // Nothing stated at all: the listing shows nothing.
      await saveAvailability(f.cookie, { accepting: '', openBeds: '', waitDays: '' });
      expect(await publicAvailability(f.facilityId)).toBeNull();
    });

    // Issue 40: a field left out was a 400 ("expected …, received undefined") though the docs say omitted
    // means not stated; a client that states one thing should not have to send the other two as null.
    it.each([
      ['only accepting', { accepting: 'waitlist' }, { accepting: 'waitlist', open_beds: null, wait_days: null }],
      ['only open beds', { openBeds: 3 }, { accepting: null, open_beds: 3, wait_days: null }],
      ['only the wait', { waitDays: '10' }, { accepting: null, open_beds: null, wait_days: 10 }],
      ['nothing', {}, null],
    ])('takes a field left out as not stated: %s', async (_label, body, stored) => {
      const f = await availabilityAccount(`Partial Availability ${crypto.randomUUID().slice(0, 6)}`);
      // The same in a save after one that stated everything: what is left out is no longer stated.
      expect((await saveAvailability(f.cookie, { accepting: 'yes', openBeds: 1, waitDays: 1 })).status).toBe(200);
      const res = await send('PUT', '/api/facility/me/availability', body, { Cookie: f.cookie });
      expect(res.status).toBe(200);
      const row = await storedRow(f.facilityId);
      if (stored === null) expect(row === null || (row.accepting === null && row.open_beds === null && row.wait_days === null)).toBe(true);
      else expect(row).toMatchObject(stored);
    });

    it('is documented so: the OpenAPI document requires none of the three and says what leaving one out means', async () => {
      const doc = await (await api('/api/openapi.json')).json<{ paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { required?: string[]; properties: Record<string, { description?: string }> } }> } }>> }>();
      const body = doc.paths['/api/facility/me/availability']!.put!.requestBody.content['application/json']!.schema;
      expect(body.required ?? []).toEqual([]);
      for (const field of ['accepting', 'openBeds', 'waitDays']) expect(body.properties[field]?.description, field).toMatch(/Left out, null or "": not stated\./);
    });

    it('takes 0 open beds as "none open"', async () => {
      const f = await availabilityAccount('Zero Beds Availability');
      const res = await saveAvailability(f.cookie, { accepting: 'no', openBeds: 0, waitDays: '' });
      expect((await res.json()).availability?.openBeds).toMatchObject({ value: 0 });
    });
  });

  describe('POST /api/facility/me/availability/confirmation ("Still accurate")', () => {
    it('confirms every stated field today without changing it, and audits it', async () => {
      const f = await availabilityAccount('Confirm Availability');
      await availabilityConfirmed(f.facilityId, 20, { accepting: 'yes', openBeds: 2, waitDays: null });
      const before = await readAvailability(f.cookie);
      expect((await before.json()).availability).toMatchObject({ accepting: { daysAgo: 20, confirmedOn: daysAgo(20) }, openBeds: { daysAgo: 20 }, waitDays: null });

      const res = await confirmAvailability(f.cookie);
      expect(res.status).toBe(200);
      expect((await res.json()).availability).toEqual({
        accepting: { value: 'yes', confirmedOn: today(), daysAgo: 0, current: true },
        openBeds: { value: 2, confirmedOn: today(), daysAgo: 0, current: true },
        waitDays: null,
      });
      expect(await storedRow(f.facilityId)).toMatchObject({ wait_days: null, wait_days_confirmed_on: null });
      expect((await auditLinesFor(`facility:${f.facilityId}`)).map((l) => l.action)).toEqual(['availability.confirm']);
    });
  });

  describe('GET /api/facility/me/availability', () => {
    it('is null before anything is stated', async () => {
      const f = await availabilityAccount('Silent Availability');
      const res = await readAvailability(f.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await res.json()).toEqual({ availability: null });
    });
  });

  describe('how old a statement is, on the public listing', () => {
    it.each([
      [0, true],
      [14, true],
      [15, true],
      [30, true],
      [31, false],
    ])('confirmed %i days ago: current %s', async (days, current) => {
      const facilityId = await addFacility({ name: `Aged ${days} Availability`, status: 'approved' });
      await availabilityConfirmed(facilityId, days);
      const availability = await publicAvailability(facilityId);
      expect(availability?.accepting).toEqual({ value: 'yes', confirmedOn: daysAgo(days), daysAgo: days, current });
      expect(availability?.openBeds).toMatchObject({ value: 3, daysAgo: days, current });
    });
  });
});

describe('availability.errors', { timeout: 20_000 }, () => {
  it('400 with each field and its message for values out of range; nothing stored', async () => {
    const f = await availabilityAccount('Wrong Availability');
    const res = await send('PUT', '/api/facility/me/availability', { accepting: 'maybe', openBeds: '-2', waitDays: 400 }, { Cookie: f.cookie });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields).toEqual({
      accepting: 'Choose yes, waitlist or no (or leave it unstated).',
      openBeds: 'Open beds must be a whole number (0 or more), or left empty.',
      waitDays: 'Typical wait must be at most 365.',
    });
    expect(await storedRow(f.facilityId)).toBeNull();
  });

  it('400 for a fraction, 415 for a body that is not JSON', async () => {
    const f = await availabilityAccount('Fraction Availability');
    const fraction = await send('PUT', '/api/facility/me/availability', { accepting: 'yes', openBeds: 1.5, waitDays: null }, { Cookie: f.cookie });
    expect(fraction.status).toBe(400);
    expect((await errorOf(fraction)).error.fields).toEqual({ openBeds: 'Open beds must be a whole number (0 or more), or left empty.' });
    const text = await api('/api/facility/me/availability', {
      method: 'PUT',
      headers: { Origin: ORIGIN, Cookie: f.cookie, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ accepting: 'yes', openBeds: null, waitDays: null }),
    });
    expect(text.status).toBe(415);
  });

  it('409 for "Still accurate" before anything is stated', async () => {
    const f = await availabilityAccount('Unstated Availability');
    const res = await confirmAvailability(f.cookie);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/states no availability yet/) });
    expect(await auditLinesFor(`facility:${f.facilityId}`)).toEqual([]);
  });

  it('429 with Retry-After past 60 changes an hour for one account; another account is not held back', async () => {
    const f = await availabilityAccount('Busy Availability');
    const other = await availabilityAccount('Calm Availability');
    await saveAvailability(f.cookie, { accepting: 'yes', openBeds: null, waitDays: null });
    // The rest of the hour's 60, counted as the limiter counts them.
    await updateRows('rate_limit_counters', { key: `availability:account:${f.userId}` }, { count: 60 });
    const refused = await confirmAvailability(f.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many availability changes/) });
    expect((await saveAvailability(f.cookie, { accepting: 'no', openBeds: null, waitDays: null })).status).toBe(429);
    expect(await storedRow(f.facilityId)).toMatchObject({ accepting: 'yes' });
    expect((await saveAvailability(other.cookie, { accepting: 'no', openBeds: null, waitDays: null })).status).toBe(200);
  });
});

describe('availability.security', { timeout: 20_000 }, () => {
  it('401 without a facility session (none, made up, or an admin’s); nothing stored', async () => {
    const f = await availabilityAccount('Guarded Availability');
    const admin = await addUser({ role: 'admin', password: AVAILABILITY_PASSWORD });
    const adminCookie = await signInAs('admin', admin.email, AVAILABILITY_PASSWORD);
    for (const cookie of [undefined, `rd_facility=${'ab'.repeat(16)}`, adminCookie]) {
      expect((await readAvailability(cookie)).status).toBe(401);
      const saved = await saveAvailability(cookie, { accepting: 'yes', openBeds: null, waitDays: null });
      expect(saved.status).toBe(401);
      expect((await errorOf(saved)).error.code).toBe('unauthorized');
      expect((await confirmAvailability(cookie)).status).toBe(401);
    }
    expect(await storedRow(f.facilityId)).toBeNull();
  });

  it('changes only the signed-in account’s own listing, whatever the request names', async () => {
    const mine = await availabilityAccount('Mine Availability');
    const theirs = await availabilityAccount('Theirs Availability');
    await availabilityConfirmed(theirs.facilityId, 10, { accepting: 'no' });
    const res = await send(
      'PUT',
      `/api/facility/me/availability?facilityId=${theirs.facilityId}`,
      { accepting: 'yes', openBeds: 9, waitDays: 0, facilityId: theirs.facilityId },
      { Cookie: mine.cookie },
    );
    expect(res.status).toBe(200);
    expect(await storedRow(mine.facilityId)).toMatchObject({ accepting: 'yes', open_beds: 9 });
    expect(await storedRow(theirs.facilityId)).toMatchObject({ accepting: 'no', accepting_confirmed_on: daysAgo(10) });
    expect((await confirmAvailability(mine.cookie)).status).toBe(200);
    expect(await storedRow(theirs.facilityId)).toMatchObject({ accepting_confirmed_on: daysAgo(10) });
  });

  it('404 for an account not linked to a listing', async () => {
    const unlinked = await addUser({ role: 'facility', password: AVAILABILITY_PASSWORD });
    const cookie = await signInAs('facility', unlinked.email, AVAILABILITY_PASSWORD);
    expect((await saveAvailability(cookie, { accepting: 'yes', openBeds: null, waitDays: null })).status).toBe(404);
    expect((await confirmAvailability(cookie)).status).toBe(404);
  });

  it('403 for a change sent from another site (CSRF), and nothing changes', async () => {
    const f = await availabilityAccount('Forged Availability');
    const evil = { Cookie: f.cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' };
    const put = await api('/api/facility/me/availability', { method: 'PUT', headers: evil, body: JSON.stringify({ accepting: 'yes', openBeds: null, waitDays: null }) });
    expect(put.status).toBe(403);
    expect((await errorOf(put)).error.code).toBe('forbidden');
    const post = await api('/api/facility/me/availability/confirmation', { method: 'POST', headers: evil });
    expect(post.status).toBe(403);
    expect(await storedRow(f.facilityId)).toBeNull();
  });
});

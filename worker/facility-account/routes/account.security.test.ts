import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionHash } from '../../accounts/sessions';
import { client, errorOf } from '../../test/client';
import { addFacility, addUser, api, loadReferenceData, send, signInAs, withCookie } from '../../test/fixtures';
import { correction, rejectedFacility, resubmit } from '../../test/resubmission';

const PASSWORD = 'a long enough secret';

beforeAll(async () => {
  await loadReferenceData();
});

const idOf = (cookie: string) => cookie.split('=')[1]!;

async function facilityAccount(name: string) {
  const facilityId = await addFacility({ name, city: 'Springfield', state: 'IL', status: 'approved' });
  const user = await addUser({ role: 'facility', password: PASSWORD, facilityId });
  return { facilityId, email: user.email, cookie: await signInAs('facility', user.email, PASSWORD) };
}

async function expectUnauthorized(cookie?: string) {
  const res = await client.facility.me.$get(undefined, withCookie(cookie));
  expect(res.status).toBe(401);
  const body = await errorOf(res);
  expect(body.error.code).toBe('unauthorized');
  // The error says nothing about any listing.
  expect(JSON.stringify(body)).not.toMatch(/listing|facilityId/i);
}

describe('GET /api/facility/me refuses requests without a live facility session', () => {
  it('401 with no session and with a made-up session id', async () => {
    await expectUnauthorized();
    await expectUnauthorized(`rd_facility=${'ab'.repeat(16)}`);
  });

  it('401 with an admin session, under either cookie name', async () => {
    const admin = await addUser({ role: 'admin', password: PASSWORD });
    const cookie = await signInAs('admin', admin.email, PASSWORD);
    await expectUnauthorized(cookie);
    await expectUnauthorized(`rd_facility=${idOf(cookie)}`);
  });

  it('401 after sign-out, even where KV still holds the session record', async () => {
    const { cookie } = await facilityAccount('Signed Out Recovery');
    const key = `session:${await sessionHash(idOf(cookie))}`;
    const record = await env.SESSIONS.get(key);
    expect((await client.facility.me.$get(undefined, withCookie(cookie))).status).toBe(200);
    expect((await client.facility.session.$delete(undefined, withCookie(cookie))).status).toBe(204);
    await expectUnauthorized(cookie);
    // Another location may still serve the deleted record for up to a minute: put it back.
    await env.SESSIONS.put(key, record!);
    await expectUnauthorized(cookie);
  });

  it('401 once the account is disabled or its password reset', async () => {
    const disabled = await facilityAccount('Disabled Recovery');
    await env.DB.prepare(`UPDATE users SET status = 'disabled' WHERE email = ?1`).bind(disabled.email).run();
    await expectUnauthorized(disabled.cookie);

    const reset = await facilityAccount('Reset Recovery');
    await env.DB.prepare(`UPDATE users SET session_epoch = session_epoch + 1 WHERE email = ?1`).bind(reset.email).run();
    await expectUnauthorized(reset.cookie);
  });
});

describe('a facility sees only its own listing', () => {
  it('two signed-in facilities each get their own, whatever the request says', async () => {
    const north = await facilityAccount('North Star Recovery');
    const south = await facilityAccount('South Shore Recovery');

    for (const [mine, theirs] of [
      [north, south],
      [south, north],
    ] as const) {
      const own = await (await client.facility.me.$get(undefined, withCookie(mine.cookie))).json();
      expect(own.account.email).toBe(mine.email);
      expect(own.listing?.id).toBe(mine.facilityId);
      // Ids in the query are not how the listing is chosen (raw: the endpoint takes no query).
      for (const query of [`?id=${theirs.facilityId}`, `?facility_id=${theirs.facilityId}`]) {
        const res = await api(`/api/facility/me${query}`, withCookie(mine.cookie));
        expect(res.status).toBe(200);
        const body = await res.text();
        expect(body).toContain(`"listing":{"id":${mine.facilityId},`);
        expect(body).not.toContain(theirs.email);
      }
    }
    const other = await api(`/api/facility/me/${south.facilityId}`, withCookie(north.cookie));
    expect(other.status).toBe(404);
  });

  it('does not show a submission that belongs to another account', async () => {
    const mine = await facilityAccount('Own Listing Recovery');
    const someoneElse = await addUser({ role: 'facility', password: PASSWORD, facilityId: mine.facilityId, status: 'pending' });
    await env.DB.prepare(
      `INSERT INTO facility_submissions (facility_id, user_id, contact_person, status, review_notes)
       VALUES (?1, ?2, 'Someone Else', 'rejected', 'Private notes for someone else')`,
    )
      .bind(mine.facilityId, someoneElse.id)
      .run();
    const res = await client.facility.me.$get(undefined, withCookie(mine.cookie));
    const body = await res.json();
    expect(body.submission).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Private notes');
  });
});

describe('POST /api/facility/me/resubmission needs the facility’s own session', () => {
  it('401 with no session, a made-up one or an admin session; nothing is submitted', async () => {
    const { admin, facilityId } = await rejectedFacility();
    for (const cookie of [undefined, `rd_facility=${'ab'.repeat(16)}`, admin.cookie, `rd_facility=${idOf(admin.cookie)}`]) {
      const res = await resubmit(cookie);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).error.code).toBe('unauthorized');
    }
    const { results } = await env.DB.prepare('SELECT status FROM facility_submissions WHERE facility_id = ?1').bind(facilityId).all();
    expect(results).toEqual([{ status: 'rejected' }]);
  });

  it('corrects only the signed-in account’s listing, whatever the body or address names', async () => {
    const mine = await rejectedFacility();
    const theirs = await rejectedFacility();
    // Raw: the typed client would not send the extra field.
    const res = await send('POST', `/api/facility/me/resubmission?facilityId=${theirs.facilityId}`, { ...correction(), facilityId: theirs.facilityId }, {
      Cookie: mine.cookie,
    });
    expect(res.status).toBe(201);
    const statuses = await env.DB.prepare('SELECT id, status FROM facilities WHERE id IN (?1, ?2) ORDER BY id')
      .bind(mine.facilityId, theirs.facilityId)
      .all<{ id: number; status: string }>();
    expect(Object.fromEntries(statuses.results.map((r) => [r.id, r.status]))).toEqual({
      [mine.facilityId]: 'pending',
      [theirs.facilityId]: 'rejected',
    });
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { api, consoleDuring, loadReferenceData, send } from '../../test/fixtures';
import {
  changePassword,
  contactBody,
  NEW_PASSWORD,
  passwordChange,
  readContact,
  saveContact,
  sessionStatus,
  settingsFacility,
  signInStatus,
  signOutEverywhere,
  storedContact,
} from '../../test/facility-settings';
import { FACILITY_PASSWORD } from '../../test/review';
import { signedInAdmin } from '../../test/staff';

// Settings hold the account's password and sessions and the listing's private contact: only the
// signed-in facility reads or changes its own, and only from our pages.

beforeAll(async () => {
  await loadReferenceData();
});

const FIRST = contactBody({ name: 'Marisol Ventura', phone: '(555) 555-0142', email: 'marisol@first.example.org' });
const PRIVATE = /Marisol|555-0142|first\.example/;

/** Every Settings endpoint, called with `cookie`. */
const calls = (cookie: string | undefined) => ({
  readContact: () => readContact(cookie),
  saveContact: () => saveContact(cookie, contactBody({ name: 'Intruder' })),
  changePassword: () => changePassword(cookie),
  signOutEverywhere: () => signOutEverywhere(cookie),
});

/** A facility whose contact is FIRST; its first session and a second one. */
async function firstFacility() {
  const f = await settingsFacility();
  expect((await saveContact(f.cookie, FIRST)).status).toBe(200);
  return f;
}

/** The first facility is as it was: contact, password, session. */
async function untouched(f: Awaited<ReturnType<typeof firstFacility>>) {
  expect(await storedContact(f.facilityId)).toEqual({
    contact_name: FIRST.name,
    contact_title: FIRST.title,
    contact_phone: FIRST.phone,
    contact_email: FIRST.email,
  });
  expect(await sessionStatus(f.cookie)).toBe(200);
  expect(await signInStatus(f.email, FACILITY_PASSWORD)).toBe(200);
}

describe('Settings need the facility’s own session', () => {
  it('401 with no session, a made-up one or an admin’s (under either cookie name), and nothing of the facility', async () => {
    const f = await firstFacility();
    const admin = await signedInAdmin();
    const cookies = [undefined, `rd_facility=${'ab'.repeat(16)}`, admin.cookie, `rd_facility=${admin.cookie.split('=')[1]}`];
    for (const cookie of cookies) {
      for (const [name, call] of Object.entries(calls(cookie))) {
        const res = await call();
        expect(res.status, `${name} with ${cookie}`).toBe(401);
        const body = JSON.stringify(await errorOf(res));
        expect(body, name).not.toMatch(PRIVATE);
        expect(body, name).not.toContain(f.email);
      }
    }
    await untouched(f);
    // The admin's own session was not touched either.
    expect((await api('/api/admin/session', { headers: { Cookie: admin.cookie } })).status).toBe(200);
  });

  it('401 once the session has ended by a sign out everywhere', async () => {
    const f = await settingsFacility();
    expect((await signOutEverywhere(f.cookie)).status).toBe(204);
    for (const [name, call] of Object.entries(calls(f.cookie))) {
      expect((await call()).status, name).toBe(401);
    }
  });
});

describe('another facility changes only its own settings', () => {
  it('reads and saves its own contact, whatever the request names; the first facility’s is never returned or changed', async () => {
    const first = await firstFacility();
    const other = await settingsFacility();

    const own = await (await readContact(other.cookie)).json();
    expect(own.contact.email).toBe(other.email);
    for (const query of [`?facilityId=${first.facilityId}`, `?id=${first.facilityId}`]) {
      const res = await api(`/api/facility/me/contact${query}`, { headers: { Cookie: other.cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).not.toMatch(PRIVATE);
    }
    // Raw: the typed client would not send the extra fields.
    const saved = await send(
      'PUT',
      `/api/facility/me/contact?facilityId=${first.facilityId}`,
      { ...contactBody({ name: 'Other Contact' }), facilityId: first.facilityId, id: first.facilityId },
      { Cookie: other.cookie },
    );
    expect(saved.status).toBe(200);
    const body = await saved.text();
    expect(body).toContain('Other Contact');
    expect(body).not.toMatch(PRIVATE);
    expect((await storedContact(other.facilityId))?.contact_name).toBe('Other Contact');
    expect((await api(`/api/facility/me/contact/${first.facilityId}`, { headers: { Cookie: other.cookie } })).status).toBe(404);

    // Its password change and sign out everywhere end its own sessions only.
    const changed = await changePassword(other.cookie);
    expect(changed.status).toBe(204);
    expect(await signInStatus(other.email, NEW_PASSWORD)).toBe(200);
    expect((await signOutEverywhere(changed.headers.get('Set-Cookie')!.split(';')[0]!)).status).toBe(204);

    await untouched(first);
    const audit = await env.DB.prepare('SELECT count(*) AS n FROM audit_log WHERE actor_id = ?1').bind(other.userId).first<{ n: number }>();
    expect(audit?.n).toBe(3);
  });

  it('the password limit of one account is not another’s: the first can still change its password', async () => {
    const first = await settingsFacility();
    const other = await settingsFacility();
    for (let i = 0; i < 6; i++) await changePassword(other.cookie, passwordChange({ currentPassword: `guess ${i}` }));
    expect((await changePassword(other.cookie)).status).toBe(429);
    expect((await changePassword(first.cookie)).status).toBe(204);
  });
});

describe('Settings accept changes from our own pages only', () => {
  it('403 for each change sent from another site, and nothing changes', async () => {
    const f = await firstFacility();
    const evil = { Cookie: f.cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' };
    const requests: [string, string, unknown][] = [
      ['PUT', '/api/facility/me/password', passwordChange()],
      ['PUT', '/api/facility/me/contact', contactBody({ name: 'Forged' })],
      ['DELETE', '/api/facility/me/sessions', undefined],
    ];
    for (const [method, path, body] of requests) {
      const res = await api(path, { method, headers: evil, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(res.status, path).toBe(403);
      expect((await errorOf(res)).error.code).toBe('forbidden');
    }
    await untouched(f);
  });

  it('is never stored by a browser or a shared cache', async () => {
    const f = await settingsFacility();
    for (const res of [await readContact(f.cookie), await saveContact(f.cookie)]) {
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('never logs a password or the contact details', async () => {
    const logged = await consoleDuring(async () => {
      const f = await settingsFacility();
      await changePassword(f.cookie, passwordChange({ currentPassword: 'a wrong secret guess' }));
      await saveContact(f.cookie, FIRST);
    });
    expect(logged).not.toMatch(/Serene Valley|Quiet Harbor|wrong secret|Marisol|555-0142/);
  });
});

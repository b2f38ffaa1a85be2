import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, loadReferenceData } from '../../test/fixtures';
import {
  anotherSession,
  changePassword,
  contactBody,
  NEW_PASSWORD,
  readContact,
  saveContact,
  sessionStatus,
  settingsFacility,
  signInStatus,
  signOutEverywhere,
} from '../../test/facility-settings';
import { publicListing } from '../../test/listing-edit';
import { correction, rejectedFacility, resubmit } from '../../test/resubmission';
import { FACILITY_PASSWORD, lastEmail } from '../../test/review';
import { auditLinesFor } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

describe('PUT /api/facility/me/password', () => {
  it('sets the new password, ends every other session and keeps this browser signed in with a fresh session', async () => {
    const f = await settingsFacility();
    const other = await anotherSession(f.email);
    expect(await sessionStatus(other)).toBe(200);

    const res = await changePassword(f.cookie);
    expect(res.status).toBe(204);
    const fresh = cookieFrom(res);
    expect(fresh).toMatch(/^rd_facility=[0-9a-f]{32}$/);
    expect(fresh).not.toBe(f.cookie);
    // A browser session, as the one it replaces.
    expect(res.headers.get('Set-Cookie')).not.toMatch(/Max-Age/i);

    expect(await sessionStatus(fresh)).toBe(200);
    expect(await sessionStatus(other)).toBe(401);
    // The old id is gone too: the browser holds the new one.
    expect(await sessionStatus(f.cookie)).toBe(401);

    expect(await signInStatus(f.email, FACILITY_PASSWORD)).toBe(401);
    expect(await signInStatus(f.email, NEW_PASSWORD)).toBe(200);
  });

  it('audits the change and emails the account a notice without any password in it', async () => {
    const f = await settingsFacility();
    expect((await changePassword(f.cookie)).status).toBe(204);
    const lines = await auditLinesFor(`user:${f.userId}`);
    expect(lines).toEqual([expect.objectContaining({ action: 'account.password_change', actor_id: f.userId, actor_email: f.email, detail: null })]);
    const email = await lastEmail(f.email, 'password_changed');
    expect(email?.subject).toBe('Your facility account password was changed');
    expect(email?.body_text).toMatch(/facility-forgot-password/);
    expect(email?.body_text).not.toContain(NEW_PASSWORD);
    expect(email?.body_text).not.toContain(FACILITY_PASSWORD);
  });

  it('keeps a remembered session remembered', async () => {
    const f = await settingsFacility();
    const remembered = await anotherSession(f.email, FACILITY_PASSWORD, true);
    const res = await changePassword(remembered);
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toMatch(/Max-Age=2592000/);
    expect(await sessionStatus(cookieFrom(res))).toBe(200);
    // The session the facility signed in with first is another session of the account: ended.
    expect(await sessionStatus(f.cookie)).toBe(401);
  });
});

describe('DELETE /api/facility/me/sessions (sign out everywhere)', () => {
  it('ends every session of the account, this one included, and clears its cookie', async () => {
    const f = await settingsFacility();
    const other = await anotherSession(f.email);
    const res = await signOutEverywhere(f.cookie);
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toMatch(/^rd_facility=;/);
    expect(await sessionStatus(f.cookie)).toBe(401);
    expect(await sessionStatus(other)).toBe(401);
    expect((await auditLinesFor(`user:${f.userId}`)).map((line) => line.action)).toEqual(['account.sign_out_everywhere']);
    // The password is unchanged: signing in again works.
    expect(await sessionStatus(await anotherSession(f.email))).toBe(200);
  });
});

describe('GET and PUT /api/facility/me/contact', () => {
  it('starts from what registration stored: the contact person, title, phone and the account email', async () => {
    const f = await settingsFacility();
    const res = await readContact(f.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ contact: { name: 'Jordan Lee', title: 'Director', phone: '(555) 555-0123', email: f.email } });
  });

  it('stores new details and answers with them; the audit line names the fields, not the values', async () => {
    const f = await settingsFacility();
    const res = await saveContact(f.cookie, contactBody({ title: '', email: '  Avery.Quinn@Intake.example.org ' }));
    expect(res.status).toBe(200);
    const stored = { name: 'Avery Quinn', title: '', phone: '(555) 555-0177', email: 'avery.quinn@intake.example.org' };
    expect(await res.json()).toEqual({ contact: stored });
    expect(await (await readContact(f.cookie)).json()).toEqual({ contact: stored });

    const lines = await auditLinesFor(`facility:${f.facilityId}`);
    const line = lines.find((l) => l.action === 'facility.contact_update');
    expect(line).toMatchObject({ actor_id: f.userId, actor_email: f.email });
    expect(JSON.parse(line!.detail!)).toEqual({ fields: ['name', 'title', 'phone', 'email'] });
    expect(JSON.stringify(lines)).not.toMatch(/Avery|555-0177|intake\.example/);
  });

  it('saving the same details again writes nothing', async () => {
    const f = await settingsFacility();
    expect((await saveContact(f.cookie)).status).toBe(200);
    expect((await saveContact(f.cookie)).status).toBe(200);
    const updates = (await auditLinesFor(`facility:${f.facilityId}`)).filter((l) => l.action === 'facility.contact_update');
    expect(updates).toHaveLength(1);
  });

  it('is never part of the public listing', async () => {
    const f = await settingsFacility();
    expect((await saveContact(f.cookie)).status).toBe(200);
    const res = await publicListing(f.facilityId);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/Avery|555-0177|intake\.example/);
  });

  it('a corrected registration stores the contact it sends, keeping a contact email set in Settings', async () => {
    const { cookie, facilityId } = await rejectedFacility();
    expect((await saveContact(cookie, contactBody({ email: 'front-desk@intake.example.org' }))).status).toBe(200);
    expect((await resubmit(cookie, correction())).status).toBe(201);
    expect(await (await readContact(cookie)).json()).toEqual({
      contact: { name: 'Jordan Lee-Park', title: 'Clinical Director', phone: '(555) 555-0199', email: 'front-desk@intake.example.org' },
    });
    // The listing's public email is not the contact's: none was chosen, and none is taken from Settings.
    const row = await env.DB.prepare('SELECT email FROM facilities WHERE id = ?1').bind(facilityId).first<{ email: string }>();
    expect(row?.email).toBe('');
  });
});

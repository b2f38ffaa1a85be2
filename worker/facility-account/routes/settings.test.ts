import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { errorOf, ORIGIN } from '../../test/client';
import {
  anotherSession,
  changePassword,
  confirmContactEmail,
  confirmedContact,
  contactBody,
  contactTokenFor,
  NEW_PASSWORD,
  newContactEmail,
  passwordChange,
  readContact,
  saveContact,
  sessionStatus,
  settingsFacility,
  signInStatus,
  signOutEverywhere,
  storedContact,
  templatesTo,
} from '../../test/facility-settings';
import { inquiryEmailCount } from '../../test/facility-inquiries';
import { sendLead } from '../../test/inbox';
import { deliverableText } from '../../test/mail';
import { purgeExpired } from '../../housekeeping';
import { Database } from '../../lib/db';
import { CONTACT_LINK_INVALID } from '../schemas/settings';
import { addUser, api, consoleDuring, cookieFrom, loadReferenceData, send, signInAs } from '../../test/fixtures';
import { publicListing } from '../../test/listing-edit';
import { correction, rejectedFacility, resubmit } from '../../test/resubmission';
import { FACILITY_PASSWORD, lastEmail } from '../../test/review';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

describe('facility-settings', () => {
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
      expect(await res.json()).toEqual({ contact: { name: 'Jordan Lee', title: 'Director', phone: '(555) 555-0123', email: f.email }, pendingEmail: null });
    });

    it('stores new details and answers with them, a new email as asked for; the audit lines name the fields, not the values', async () => {
      const f = await settingsFacility();
      const res = await saveContact(f.cookie, contactBody({ title: '', email: '  Avery.Quinn@Intake.example.org ' }));
      expect(res.status).toBe(200);
      const stored = {
        contact: { name: 'Avery Quinn', title: '', phone: '(555) 555-0177', email: f.email },
        pendingEmail: { email: 'avery.quinn@intake.example.org', expiresAt: expect.any(String) },
      };
      expect(await res.json()).toEqual(stored);
      expect(await (await readContact(f.cookie)).json()).toEqual(stored);

      const lines = await auditLinesFor(`facility:${f.facilityId}`);
      expect(lines.map((l) => l.action)).toEqual(['facility.contact_update', 'facility.contact_email_requested']);
      for (const line of lines) expect(line).toMatchObject({ actor_id: f.userId, actor_email: f.email });
      expect(JSON.parse(lines[0]!.detail!)).toEqual({ fields: ['name', 'title', 'phone'] });
      expect(JSON.stringify(lines)).not.toMatch(/Avery|555-0177|intake\.example/);
    });

    it('saving the same details again writes and sends nothing', async () => {
      const f = await settingsFacility();
      const wanted = newContactEmail();
      expect((await saveContact(f.cookie, contactBody({ email: wanted }))).status).toBe(200);
      expect((await saveContact(f.cookie, contactBody({ email: wanted }))).status).toBe(200);
      const lines = (await auditLinesFor(`facility:${f.facilityId}`)).map((l) => l.action);
      expect(lines).toEqual(['facility.contact_update', 'facility.contact_email_requested']);
      expect(await templatesTo(wanted)).toEqual(['contact_email_confirmation']);
    });

    it('the account’s own sign-in email needs no link, and saving it drops an address asked for', async () => {
      const f = await settingsFacility();
      const wanted = newContactEmail();
      await confirmedContact(f.cookie, contactBody({ email: wanted }));
      const other = newContactEmail();
      expect((await saveContact(f.cookie, contactBody({ email: other }))).status).toBe(200);
      const token = (await contactTokenFor(other))!;
      const back = await saveContact(f.cookie, contactBody({ email: f.email.toUpperCase() }));
      expect(await back.json()).toEqual({ contact: contactBody({ email: f.email }), pendingEmail: null });
      expect(await templatesTo(f.email)).not.toContain('contact_email_confirmation');
      // The link to the address dropped confirms nothing now.
      expect((await confirmContactEmail(token)).status).toBe(400);
      expect((await storedContact(f.facilityId))?.contact_email).toBe(f.email);
      expect((await auditLinesFor(`facility:${f.facilityId}`)).map((l) => l.action)).toEqual([
        'facility.contact_update',
        'facility.contact_email_requested',
        'facility.contact_email_confirmed',
        'facility.contact_email_requested',
        'facility.contact_update',
        'facility.contact_email_cancelled',
      ]);
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
      await confirmedContact(cookie, contactBody({ email: 'front-desk@intake.example.org' }));
      expect((await resubmit(cookie, correction())).status).toBe(201);
      expect(await (await readContact(cookie)).json()).toEqual({
        contact: { name: 'Jordan Lee-Park', title: 'Clinical Director', phone: '(555) 555-0199', email: 'front-desk@intake.example.org' },
        pendingEmail: null,
      });
      // The listing's public email is not the contact's: none was chosen, and none is taken from Settings.
      const row = await env.DB.prepare('SELECT email FROM facilities WHERE id = ?1').bind(facilityId).first<{ email: string }>();
      expect(row?.email).toBe('');
    });
  });
});

describe('facility-settings.errors', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  const WRONG = 'Your current password is not correct. Please try again.';

  describe('PUT /api/facility/me/password refuses what it cannot accept, and changes nothing', () => {
    it('400 on the current password when it is wrong; the password and every session stay', async () => {
      const f = await settingsFacility();
      const res = await changePassword(f.cookie, passwordChange({ currentPassword: 'not the password at all' }));
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error).toMatchObject({ code: 'invalid_request', message: WRONG, fields: { currentPassword: WRONG } });
      expect(res.headers.get('Set-Cookie')).toBeNull();
      expect(await sessionStatus(f.cookie)).toBe(200);
      expect(await signInStatus(f.email, FACILITY_PASSWORD)).toBe(200);
    });

    it('400 with the password rules’ own messages for the new password', async () => {
      const f = await settingsFacility();
      const cases: [Parameters<typeof passwordChange>[0], Record<string, string>][] = [
        [{ newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'Password must be at least 8 characters' }],
        [{ newPassword: 'password123', confirmPassword: 'password123' }, { newPassword: 'This password is too common. Please choose another.' }],
        [{ newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, { newPassword: 'Password must be at most 128 characters' }],
        [{ confirmPassword: 'Quiet Harbor 2028' }, { confirmPassword: 'Passwords do not match' }],
        [{ newPassword: FACILITY_PASSWORD, confirmPassword: FACILITY_PASSWORD }, { newPassword: 'Please choose a password different from your current one' }],
        [{ currentPassword: '' }, { currentPassword: 'Current password is required' }],
      ];
      for (const [overrides, fields] of cases) {
        const res = await changePassword(f.cookie, passwordChange(overrides));
        expect(res.status, JSON.stringify(overrides)).toBe(400);
        expect((await errorOf(res)).error.fields).toEqual(fields);
      }
      // Refused before the password is compared: none of these counts against the limit below.
      expect((await changePassword(f.cookie)).status).toBe(204);
      expect(await signInStatus(f.email, NEW_PASSWORD)).toBe(200);
    });

    it('429 with Retry-After after five attempts in 15 minutes, even with the right password', async () => {
      const f = await settingsFacility();
      for (let i = 0; i < 5; i++) {
        expect((await changePassword(f.cookie, passwordChange({ currentPassword: `wrong guess ${i}` }))).status).toBe(400);
      }
      const refused = await changePassword(f.cookie);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await errorOf(refused)).error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many password change attempts\. Please wait \d+ minutes?/) });
      expect(await signInStatus(f.email, FACILITY_PASSWORD)).toBe(200);
      expect(await sessionStatus(f.cookie)).toBe(200);

      // The limit is the account's: another account is not held back by it.
      const other = await settingsFacility();
      expect((await changePassword(other.cookie)).status).toBe(204);
    });

    it('415 for a body that is not JSON', async () => {
      const f = await settingsFacility();
      const res = await api('/api/facility/me/password', {
        method: 'PUT',
        headers: { Origin: ORIGIN, Cookie: f.cookie, 'Content-Type': 'text/plain' },
        body: JSON.stringify(passwordChange()),
      });
      expect(res.status).toBe(415);
      expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
    });
  });

  describe('PUT /api/facility/me/contact refuses bad input with the field and its message', () => {
    it('says what is wrong with each field, in the registration form’s words, and changes nothing', async () => {
      const f = await settingsFacility();
      const before = await storedContact(f.facilityId);
      const res = await saveContact(f.cookie, contactBody({ name: ' ', phone: '', email: 'not-an-email', title: 't'.repeat(121) }));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual({
        name: 'Contact person is required',
        phone: 'Phone number is required',
        email: 'Please enter a valid email address',
        title: 'Please keep this under 120 characters',
      });
      const empty = await saveContact(f.cookie, contactBody({ email: '' }));
      expect((await errorOf(empty)).error.fields).toEqual({ email: 'Email is required' });
      expect(await storedContact(f.facilityId)).toEqual(before);
    });

    it('404 for an account not linked to a listing', async () => {
      const user = await addUser({ role: 'facility', password: FACILITY_PASSWORD });
      const cookie = await signInAs('facility', user.email, FACILITY_PASSWORD);
      for (const res of [await readContact(cookie), await saveContact(cookie)]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).error.message).toBe('Your account is not linked to a listing.');
      }
    });

    it('405 for a method the contact does not take', async () => {
      const f = await settingsFacility();
      const res = await api('/api/facility/me/contact', { method: 'DELETE', headers: { Origin: ORIGIN, Cookie: f.cookie } });
      expect(res.status).toBe(405);
    });
  });
});

describe('facility-settings.security', () => {
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
    await confirmedContact(f.cookie, FIRST);
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

  describe('a new contact email is confirmed before anything is sent to it', () => {
    it('keeps a new email pending: inquiry notices go on to the confirmed address, and the new one gets only its link', async () => {
      const f = await settingsFacility();
      const wanted = newContactEmail();
      const res = await saveContact(f.cookie, contactBody({ name: 'Marisol Ventura', email: wanted }));
      expect(res.status).toBe(200);
      const body = await res.json();
      // The other details are saved at once; the email waits for its link.
      expect(body.contact).toEqual({ ...contactBody({ name: 'Marisol Ventura' }), email: f.email });
      expect(body.pendingEmail).toEqual({ email: wanted, expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      expect(await (await readContact(f.cookie)).json()).toEqual(body);

      // A visitor's inquiry through the public API: its notice goes to the confirmed address only.
      await sendLead({ facilityId: f.facilityId });
      expect(await inquiryEmailCount(wanted)).toBe(0);
      expect(await inquiryEmailCount(f.email)).toBe(1);

      // The new address is sent its confirmation link and nothing else, with nothing the facility typed.
      expect(await templatesTo(wanted)).toEqual(['contact_email_confirmation']);
      const link = (await deliverableText(wanted, 'contact_email_confirmation'))!;
      expect(link).toMatch(/http:\/\/localhost:8787\/facility-contact\/confirm\?token=[0-9a-f]{64}/);
      expect(link).not.toMatch(new RegExp(`Marisol|555-0177|Intake Coordinator|${f.facilityName}`));
      // The confirmed address is told that a change was asked for, without the address typed.
      expect(await templatesTo(f.email)).toContain('contact_email_change_requested');
      const notice = (await deliverableText(f.email, 'contact_email_change_requested'))!;
      expect(notice).toContain('http://localhost:8787/facility-dashboard/settings');
      expect(notice).not.toMatch(new RegExp(`${wanted}|Marisol|555-0177`));
    });

    it('sends notices to the new address once its link is followed, and tells the old one nothing more', async () => {
      const f = await settingsFacility();
      const wanted = newContactEmail();
      expect((await saveContact(f.cookie, contactBody({ email: wanted }))).status).toBe(200);
      const res = await confirmContactEmail((await contactTokenFor(wanted))!);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'confirmed' });
      expect(await (await readContact(f.cookie)).json()).toEqual({ contact: contactBody({ email: wanted }), pendingEmail: null });

      await sendLead({ facilityId: f.facilityId });
      expect(await inquiryEmailCount(wanted)).toBe(1);
      expect(await inquiryEmailCount(f.email)).toBe(0);
      const confirmed = (await auditLinesFor(`facility:${f.facilityId}`)).find((l) => l.action === 'facility.contact_email_confirmed');
      // By whoever holds the link, not by a session; the address itself is in no audit line.
      expect(confirmed).toMatchObject({ actor_id: null, actor_email: null, detail: null });
    });

    it('keeps only the newest address asked for: an earlier link confirms nothing', async () => {
      const f = await settingsFacility();
      const [first, second] = [newContactEmail(), newContactEmail()];
      expect((await saveContact(f.cookie, contactBody({ email: first }))).status).toBe(200);
      const earlier = (await contactTokenFor(first))!;
      const res = await saveContact(f.cookie, contactBody({ email: second }));
      expect((await res.json()).pendingEmail?.email).toBe(second);
      expect((await confirmContactEmail(earlier)).status).toBe(400);
      expect((await confirmContactEmail((await contactTokenFor(second))!)).status).toBe(200);
      expect((await storedContact(f.facilityId))?.contact_email).toBe(second);
    });

    it('is single use: the same link again changes nothing', async () => {
      const f = await settingsFacility();
      const wanted = newContactEmail();
      expect((await saveContact(f.cookie, contactBody({ email: wanted }))).status).toBe(200);
      const token = (await contactTokenFor(wanted))!;
      expect((await confirmContactEmail(token)).status).toBe(200);
      // The confirmed address saved back: the link, followed again, must not take the notices away.
      expect((await saveContact(f.cookie, contactBody({ email: f.email }))).status).toBe(200);
      const again = await confirmContactEmail(token);
      expect(again.status).toBe(400);
      expect((await errorOf(again)).error.fields).toEqual({ token: CONTACT_LINK_INVALID });
      expect((await storedContact(f.facilityId))?.contact_email).toBe(f.email);
      expect((await auditLinesFor(`facility:${f.facilityId}`)).filter((l) => l.action === 'facility.contact_email_confirmed')).toHaveLength(1);
    });

    it('works for 7 days: an older link confirms nothing, and the address asked for is no longer shown', async () => {
      const f = await settingsFacility();
      const wanted = newContactEmail();
      expect((await saveContact(f.cookie, contactBody({ email: wanted }))).status).toBe(200);
      const expiresAt = (await env.DB.prepare('SELECT expires_at FROM contact_email_changes WHERE facility_id = ?1').bind(f.facilityId).first<{ expires_at: string }>())!.expires_at;
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
      await updateRows('contact_email_changes', { facility_id: f.facilityId }, { expires_at: new Date(Date.now() - 1000).toISOString() });
      const res = await confirmContactEmail((await contactTokenFor(wanted))!);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual({ token: CONTACT_LINK_INVALID });
      expect(await (await readContact(f.cookie)).json()).toMatchObject({ contact: { email: f.email }, pendingEmail: null });
      await sendLead({ facilityId: f.facilityId });
      expect(await inquiryEmailCount(wanted)).toBe(0);
      // The scheduled housekeeping drops it.
      await purgeExpired(new Database(env.DB), new Date(), 365);
      expect(await env.DB.prepare('SELECT count(*) AS n FROM contact_email_changes WHERE facility_id = ?1').bind(f.facilityId).first('n')).toBe(0);
    });

    it('is a POST from its page: opening the link (its page, or the API with GET) confirms nothing', async () => {
      const f = await settingsFacility();
      const wanted = newContactEmail();
      expect((await saveContact(f.cookie, contactBody({ email: wanted }))).status).toBe(200);
      const token = (await contactTokenFor(wanted))!;
      await api(`/facility-contact/confirm?token=${token}`);
      for (const method of ['GET', 'HEAD']) {
        expect((await api(`/api/facility/contact-confirmation?token=${token}`, { method })).status, method).toBe(405);
      }
      expect((await storedContact(f.facilityId))?.contact_email).toBe(f.email);
      expect((await confirmContactEmail(token)).status).toBe(200);
    });

    it('refuses a malformed token with the link’s message, and a link from another site', async () => {
      for (const token of ['', 'abc', 'g'.repeat(64)]) {
        const res = await confirmContactEmail(token);
        expect(res.status, token).toBe(400);
        expect((await errorOf(res)).error.fields).toEqual({ token: CONTACT_LINK_INVALID });
      }
      const f = await settingsFacility();
      const wanted = newContactEmail();
      expect((await saveContact(f.cookie, contactBody({ email: wanted }))).status).toBe(200);
      const forged = await api('/api/facility/contact-confirmation', {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: (await contactTokenFor(wanted))! }),
      });
      expect(forged.status).toBe(403);
      expect((await storedContact(f.facilityId))?.contact_email).toBe(f.email);
    });

    it('asks at most five new addresses an hour per account', async () => {
      const f = await settingsFacility();
      for (let i = 0; i < 5; i++) expect((await saveContact(f.cookie, contactBody({ email: newContactEmail() }))).status).toBe(200);
      const sixth = newContactEmail();
      const res = await saveContact(f.cookie, contactBody({ email: sixth }));
      expect(res.status).toBe(429);
      expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(await templatesTo(sixth)).toEqual([]);
      // The details and the confirmed address can still be saved.
      expect((await saveContact(f.cookie, contactBody({ name: 'Still Saved', email: f.email }))).status).toBe(200);
    });
  });

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
      // The contact's details and its new email asked for, the password, the sign out.
      expect(audit?.n).toBe(4);
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
});

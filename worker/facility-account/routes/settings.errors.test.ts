import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, ORIGIN } from '../../test/client';
import { addUser, api, loadReferenceData, signInAs } from '../../test/fixtures';
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
  storedContact,
} from '../../test/facility-settings';
import { FACILITY_PASSWORD } from '../../test/review';

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

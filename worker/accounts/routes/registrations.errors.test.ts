import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/bodies';
import { client, errorOf } from '../../test/client';
import { api, loadReferenceData, newClient, send } from '../../test/fixtures';

beforeAll(async () => {
  await loadReferenceData();
});

const PATH = '/api/facility/registrations';
const register = (json = registration()) => client.facility.registrations.$post({ json }, { headers: newClient() });
const facilityCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM facilities').first<{ n: number }>())!.n;

describe('POST /api/facility/registrations with bad input', () => {
  it('checks every step again on the server, with the spec messages for each field', async () => {
    // Raw: an incomplete body the typed client would not send.
    const res = await send('POST', PATH, { email: '', password: 'short', confirmPassword: 'different', treatmentTypes: [], agreeToTerms: false }, newClient());
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields).toMatchObject({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
      facilityName: 'Facility name is required',
      contactPerson: 'Contact person is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      description: 'Description is required',
      treatmentTypes: 'Select at least one treatment type',
      agreeToTerms: 'You must agree to terms',
      agreeToReview: 'You must agree to review process',
    });
    // The message is one of them, for a page that shows a single line.
    expect(Object.values(body.error.fields!)).toContain(body.error.message);
  });

  it.each([
    ['a common password', { password: 'password123', confirmPassword: 'password123' }, 'password', 'This password is too common. Please choose another.'],
    ['a password over 128 characters', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ['passwords that differ', { confirmPassword: 'Serene Valley 2027' }, 'confirmPassword', 'Passwords do not match'],
    ['an email that is not one', { email: 'owner@' }, 'email', 'Please enter a valid email address'],
    ['a website that is no web address', { website: 'serene valley' }, 'website', 'Please enter a web address, such as lakeshore.example.org'],
    ['a year that is not one', { established: '12' }, 'established', 'Please enter a four-digit year'],
    ['a lower-case state', { state: 'id' }, 'state', 'State is required'],
    ['a description over 5,000 characters', { description: 'x'.repeat(5001) }, 'description', 'Please keep this under 5000 characters'],
  ])('refuses %s (400, naming the field)', async (_label, overrides, field, message) => {
    const before = await facilityCount();
    const res = await register(registration(overrides));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.[field]).toBe(message);
    expect(await facilityCount()).toBe(before);
  });

  // Issue 40: an id that is none of the reference lists' was dropped on store and the answer was a 202.
  it.each([
    ['treatmentTypes', { treatmentTypes: ['outpatient', 'not-a-thing'] }, 'Please choose treatment types from the list: “not-a-thing” is not one'],
    ['specializations', { specializations: ['not-a-thing'] }, 'Please choose specializations from the list: “not-a-thing” is not one'],
    ['services', { services: ['pay-no-such-thing'] }, 'Please choose services from the list: “pay-no-such-thing” is not one'],
    ['insurance', { insurance: ['aetna', 'not-a-thing'] }, 'Please choose insurance from the list: “not-a-thing” is not one'],
    ['state', { state: 'ZZ' }, 'Please choose a state from the list: “ZZ” is not one'],
  ])('refuses an unknown id in %s (400, naming the field), and stores nothing', async (field, overrides, message) => {
    const before = await facilityCount();
    const res = await register(registration(overrides));
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.fields).toEqual({ [field]: message });
    expect(await facilityCount()).toBe(before);
  });
});

describe('POST /api/facility/registrations/confirmation with a link that is not one', () => {
  const LINK = 'This confirmation link is not valid, was used already or has expired. Please register again.';

  it.each([
    ['no token', {}],
    ['a token that is not 64 hex digits', { token: 'abc' }],
    ['an upper-case token', { token: 'A'.repeat(64) }],
    ['a token of no registration', { token: '0'.repeat(64) }],
  ])('answers %s with a 400 naming the token', async (_label, body) => {
    const res = await send('POST', `${PATH}/confirmation`, body, newClient());
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.error.code).toBe('invalid_request');
    expect(error.error.fields).toEqual({ token: LINK });
  });
});

describe('POST /api/facility/registrations with a body that is not a form', () => {
  const post = (body: BodyInit, contentType = 'application/json') =>
    api(PATH, { method: 'POST', headers: { Origin: 'http://localhost', 'Content-Type': contentType, ...newClient() }, body });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await post('{not json');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.code).toBe('invalid_request');
  });

  it('answers JSON that is not an object with a 400', async () => {
    const res = await post('["email"]');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.code).toBe('invalid_request');
  });

  it('answers a form post or plain text with 415', async () => {
    for (const [body, type] of [
      [new URLSearchParams(Object.entries({ email: 'a@b.org', password: 'Serene Valley 2026' })).toString(), 'application/x-www-form-urlencoded'],
      [JSON.stringify(registration()), 'text/plain'],
    ] as const) {
      const res = await post(body, type);
      expect(res.status).toBe(415);
      expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
    }
  });

  it('refuses a body over 64 KB unread (413)', async () => {
    const before = await facilityCount();
    const res = await post(JSON.stringify(registration({ description: 'x'.repeat(70_000) })));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).error.code).toBe('payload_too_large');
    expect(await facilityCount()).toBe(before);
  });
});

describe('other methods and paths', () => {
  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s is a 405 with Allow: POST', async (method) => {
    const res = await api(PATH, { method, headers: { Origin: 'http://localhost' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect((await errorOf(res)).error.code).toBe('method_not_allowed');
  });

  it('is a 404 below the collection', async () => {
    const res = await send('POST', `${PATH}/1`, registration());
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe('not_found');
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contact, lead } from '../../test/bodies';
import { client, errorOf } from '../../test/client';
import { addFacility, api, loadReferenceData, newClient, send } from '../../test/fixtures';

let facilityId: number;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Willow Creek Recovery', state: 'OR' });
});

const storedLeads = async () => (await env.DB.prepare('SELECT count(*) AS n FROM leads').first<{ n: number }>())!.n;
const report = (id: string, json: { reason: 'closed' | 'wrong_contact' | 'wrong_details' | 'other'; details?: string }) =>
  client.facility.public[':id'].reports.$post({ param: { id }, json }, { headers: newClient() });

describe('POST /api/leads with bad input', () => {
  it('requires name, phone and consent, with the messages the form shows', async () => {
    // Raw: a body the typed client would not send (no consent, an urgency not on the list).
    const res = await send('POST', '/api/leads', { name: '', phone: '12', urgency: 'someday' }, newClient());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({
      name: 'Please enter your name',
      phone: 'Please enter a phone number with area code',
      urgency: 'Please choose how soon you need help',
      consent: 'Please confirm that we may contact you',
    });
  });

  it.each([
    [{ phone: '555-0147' }, 'phone', 'Please enter a phone number with area code'],
    [{ email: 'sam@' }, 'email', 'Please enter a valid email address'],
    [{ state: 'or' }, 'state', 'Please choose a state from the list'],
    [{ addiction: 'gambling' }, 'addiction', 'Please choose an option from the list'],
    [{ addiction: 'no-such-thing' }, 'addiction', 'Please choose an option from the list'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Please keep your message under 2,000 characters'],
    [{ facilityId: 999_999 }, 'facilityId', 'This facility is not listed any more.'],
  ])('%j is a 400 naming %s, and nothing is stored', async (overrides, field, message) => {
    const before = await storedLeads();
    const res = await client.leads.$post({ json: lead(overrides) }, { headers: newClient() });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.[field]).toBe(message);
    expect(await storedLeads()).toBe(before);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon!'])('refuses the Idempotency-Key %j (400)', async (key) => {
    const res = await client.leads.$post({ json: lead() }, { headers: { ...newClient(), 'Idempotency-Key': key } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ 'Idempotency-Key': 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' });
  });
});

describe('POST /api/contact with bad input', () => {
  it('requires name, email, subject and message', async () => {
    const res = await send('POST', '/api/contact', { email: 'nope' }, newClient());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      subject: 'Please enter a subject',
      message: 'Please enter a message',
    });
  });

  it.each([
    [{ subject: 's'.repeat(201) }, 'subject', 'Please keep the subject under 200 characters'],
    [{ message: 'm'.repeat(5001) }, 'message', 'Please keep your message under 5,000 characters'],
    [{ phone: '5'.repeat(41) }, 'phone', 'Please enter a valid phone number'],
  ])('%j is a 400 naming %s', async (overrides, field, message) => {
    const res = await client.contact.$post({ json: contact(overrides) }, { headers: newClient() });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.[field]).toBe(message);
  });
});

describe('POST /api/facility/public/{id}/reports with bad input', () => {
  it('requires a reason from the list', async () => {
    const res = await send('POST', `/api/facility/public/${facilityId}/reports`, { reason: 'boring' }, newClient());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ reason: 'Please choose what is wrong' });
  });

  it('refuses details over 1,000 characters', async () => {
    const res = await report(String(facilityId), { reason: 'other', details: 'd'.repeat(1001) });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ details: 'Please keep the details under 1,000 characters' });
  });

  it('is a 404 for a facility that is not listed', async () => {
    const res = await report('999999', { reason: 'closed' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toMatchObject({ code: 'not_found', message: 'Facility not found.' });
  });

  it('is a 400 for an id that is not one', async () => {
    const res = await report('abc', { reason: 'closed' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ id: 'Facility id must be a number.' });
  });
});

describe('bodies that are not a form', () => {
  const paths = () => ['/api/leads', '/api/contact', `/api/facility/public/${facilityId}/reports`];
  const post = (path: string, body: BodyInit, contentType: string) =>
    api(path, { method: 'POST', headers: { Origin: 'http://localhost', 'Content-Type': contentType, ...newClient() }, body });

  it('answers malformed JSON with a 400 on every form', async () => {
    for (const path of paths()) {
      const res = await post(path, '{"name": "Sam",', 'application/json');
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).error.code).toBe('invalid_request');
    }
  });

  it('answers a form post with 415 on every form, storing nothing', async () => {
    const before = await storedLeads();
    for (const path of paths()) {
      const res = await post(path, 'name=Sam&phone=5555550147&consent=true', 'application/x-www-form-urlencoded');
      expect(res.status, path).toBe(415);
      expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
    }
    expect(await storedLeads()).toBe(before);
  });

  it('refuses a body over 64 KB unread (413) on every form', async () => {
    for (const path of paths()) {
      const res = await post(path, JSON.stringify(lead({ message: 'x'.repeat(70_000) })), 'application/json');
      expect(res.status, path).toBe(413);
      expect((await errorOf(res)).error.code).toBe('payload_too_large');
    }
  });
});

describe('other methods and paths', () => {
  it.each([
    ['GET', '/api/leads'],
    ['PUT', '/api/leads'],
    ['GET', '/api/contact'],
    ['DELETE', '/api/contact'],
    ['GET', '/api/facility/public/{id}/reports'],
  ])('%s %s is a 405 with Allow: POST', async (method, path) => {
    const res = await api(path.replace('{id}', String(facilityId)), { method, headers: { Origin: 'http://localhost' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect((await errorOf(res)).error.code).toBe('method_not_allowed');
  });

  it.each(['/api/leads/1', '/api/contact/messages'])('%s is a 404', async (path) => {
    const res = await send('POST', path, lead());
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe('not_found');
  });
});

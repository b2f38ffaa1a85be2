import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contact, lead } from '../../test/bodies';
import { client } from '../../test/client';
import { addFacility, addUser, loadReferenceData, newClient } from '../../test/fixtures';

let facilityId: number;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Willow Creek Recovery', state: 'OR' });
  await addUser({ role: 'facility', password: 'irrelevant pass', email: 'owner@willow.example.org', facilityId });
});

describe('POST /api/leads', () => {
  it('stores the request and only then answers 201 with its id', async () => {
    const res = await client.leads.$post({ json: lead() }, { headers: newClient() });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const row = await env.DB.prepare('SELECT name, addiction_type_id, urgency, insurance_status, consent_at FROM leads WHERE id = ?1')
      .bind(id)
      .first();
    expect(row).toMatchObject({ name: 'Sam Rivera', addiction_type_id: 'opioids', urgency: 'immediate', insurance_status: 'medicaid' });
  });

  it('takes only name, phone and consent', async () => {
    const res = await client.leads.$post({ json: { name: 'Jo', phone: '555 555 0199', consent: true } }, { headers: newClient() });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT email, state, addiction_type_id, urgency, message FROM leads WHERE id = ?1')
      .bind((await res.json()).id)
      .first();
    expect(row).toEqual({ email: '', state: null, addiction_type_id: null, urgency: null, message: '' });
  });

  it('sends a lead to a facility and tells its account by email', async () => {
    const res = await client.leads.$post({ json: lead({ facilityId }) }, { headers: newClient() });
    expect(res.status).toBe(201);
    const mail = await env.DB.prepare(`SELECT subject FROM email_outbox WHERE to_email = 'owner@willow.example.org'`).first();
    expect(mail).toEqual({ subject: 'New inquiry for Willow Creek Recovery' });
  });
});

describe('POST /api/contact', () => {
  it('stores the message (urgency defaults to normal) and answers 201', async () => {
    const res = await client.contact.$post({ json: contact() }, { headers: newClient() });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const row = await env.DB.prepare('SELECT urgency, subject FROM contact_messages WHERE id = ?1').bind(id).first();
    expect(row).toEqual({ urgency: 'normal', subject: 'Listing question' });
  });
});

describe('POST /api/facility/public/{id}/reports', () => {
  it('stores a problem report for the admins', async () => {
    const res = await client.facility.public[':id'].reports.$post(
      { param: { id: String(facilityId) }, json: { reason: 'wrong_contact', details: 'Phone is disconnected' } },
      { headers: newClient() },
    );
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT reason, details, status FROM listing_reports WHERE id = ?1').bind((await res.json()).id).first();
    expect(row).toEqual({ reason: 'wrong_contact', details: 'Phone is disconnected', status: 'open' });
  });
});

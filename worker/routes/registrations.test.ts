import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../test/bodies';
import { client } from '../test/client';
import { freshSearch, loadReferenceData, newClient } from '../test/fixtures';

beforeAll(async () => {
  await loadReferenceData();
});

const register = (json = registration()) => client.facility.registrations.$post({ json }, { headers: newClient() });

describe('POST /api/facility/registrations', () => {
  it('stores a pending listing, a pending account with a hashed password, the submission and a confirmation email', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.status).toBe('pending');

    const row = await env.DB.prepare(
      `SELECT f.status AS listing, f.name, f.accreditation, u.status AS account, u.password_hash, s.contact_person, s.capacity,
         (SELECT group_concat(specialization_id) FROM facility_specializations WHERE facility_id = f.id) AS specs
       FROM facility_submissions s JOIN facilities f ON f.id = s.facility_id JOIN users u ON u.id = s.user_id WHERE s.id = ?1`,
    )
      .bind(json.id)
      .first<Record<string, string>>();
    expect(row).toMatchObject({
      listing: 'pending',
      name: 'Serene Valley Recovery',
      account: 'pending',
      contact_person: 'Jordan Lee',
      capacity: '40',
      accreditation: '["CARF","State Licensed"]',
    });
    expect(row!.specs!.split(',').sort()).toEqual(['alcohol-addiction', 'drug-addiction']);
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$/);
    expect(row!.password_hash).not.toContain(body.password);

    const mail = await env.DB.prepare(`SELECT template, subject FROM email_outbox WHERE to_email = ?1`).bind(body.email).first();
    expect(mail).toEqual({ template: 'registration_received', subject: 'We received your listing for Serene Valley Recovery' });
  });

  it('stores the email in lower case, so a later sign-in or reset finds the account however it is typed', async () => {
    const body = registration();
    expect((await register({ ...body, email: `  ${body.email.toUpperCase()} ` })).status).toBe(201);
    const row = await env.DB.prepare(`SELECT email FROM users WHERE email = ?1 COLLATE BINARY`).bind(body.email).first();
    expect(row).toEqual({ email: body.email });
  });

  it('keeps the pending listing out of public search', async () => {
    expect((await register(registration({ facilityName: 'Zanzibar Unreviewed Clinic' }))).status).toBe(201);
    await freshSearch();
    const res = await client.facility.public.search.$get({ query: { q: 'zanzibar' } });
    expect((await res.json()).total).toBe(0);
  });
});

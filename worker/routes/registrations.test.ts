import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, freshSearch, loadReferenceData, send, type ErrorJson } from '../test/fixtures';

beforeAll(async () => {
  await loadReferenceData();
});

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: `owner-${crypto.randomUUID().slice(0, 8)}@test.example.org`,
    password: 'Serene Valley 2026',
    confirmPassword: 'Serene Valley 2026',
    facilityName: 'Serene Valley Recovery',
    contactPerson: 'Jordan Lee',
    title: 'Director',
    phone: '(555) 555-0123',
    website: 'https://serene.example.org',
    address: '12 Valley Road',
    city: 'Boise',
    state: 'ID',
    zipCode: '83702',
    description: 'Outpatient programs for adults.',
    established: '2012',
    treatmentTypes: ['outpatient', 'iop'],
    specializations: ['alcohol', 'opioids'],
    capacity: '40',
    accreditation: 'CARF, State Licensed',
    agreeToTerms: true,
    agreeToReview: true,
    ...overrides,
  };
}

describe('POST /api/facility/registrations', () => {
  it('stores a pending listing, a pending account with a hashed password, the submission and a confirmation email', async () => {
    const body = registration();
    const res = await send('POST', '/api/facility/registrations', body);
    expect(res.status).toBe(201);
    const json = (await res.json()) as { id: number; status: string };
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

  it('keeps the pending listing out of public search', async () => {
    await send('POST', '/api/facility/registrations', registration({ facilityName: 'Zanzibar Unreviewed Clinic' }));
    await freshSearch();
    const res = await api('/api/facility/public/search?q=zanzibar');
    expect(((await res.json()) as { total: number }).total).toBe(0);
  });

  it('refuses a second registration with the same email (409)', async () => {
    const body = registration();
    expect((await send('POST', '/api/facility/registrations', body)).status).toBe(201);
    const again = await send('POST', '/api/facility/registrations', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.message).toMatch(/already exists/);
  });

  it('checks every step again on the server, with the spec messages', async () => {
    const res = await send('POST', '/api/facility/registrations', {
      email: '',
      password: 'short',
      confirmPassword: 'different',
      treatmentTypes: [],
      agreeToTerms: false,
    });
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as ErrorJson).error.fields!;
    expect(fields).toMatchObject({
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
  });

  it('refuses the most common passwords and passwords over 128 characters', async () => {
    for (const password of ['password123', 'x'.repeat(129)]) {
      const res = await send('POST', '/api/facility/registrations', registration({ password, confirmPassword: password }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.fields?.password).toBeTruthy();
    }
  });

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    const res = await api('/api/facility/registrations', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.code).toBe('invalid_request');
  });
});

import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addFacility, addUser, loadReferenceData, send, type ErrorJson } from '../test/fixtures';

let facilityId: number;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Willow Creek Recovery', state: 'OR' });
  await addUser({ role: 'facility', password: 'irrelevant pass', email: 'owner@willow.example.org', facilityId });
});

afterEach(() => vi.restoreAllMocks());

let client = 0;
/** Each test its own client address, so the per-client rate limit of one test does not touch another. */
const fromClient = (key?: string) => ({ 'CF-Connecting-IP': `198.51.100.${++client}`, ...(key ? { 'Idempotency-Key': key } : {}) });

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Rivera',
  phone: '(555) 555-0147',
  email: 'sam@example.org',
  state: 'OR',
  addiction: 'opioids',
  urgency: 'immediate',
  insurance: 'medicaid',
  message: 'My brother needs help with opioid use.',
  consent: true,
  ...overrides,
});

describe('POST /api/leads', () => {
  it('stores the request and only then answers 201 with its id', async () => {
    const res = await send('POST', '/api/leads', lead(), undefined, fromClient('lead-key-0001'));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = await env.DB.prepare('SELECT name, addiction_type_id, urgency, insurance_status, consent_at FROM leads WHERE id = ?1')
      .bind(id)
      .first();
    expect(row).toMatchObject({ name: 'Sam Rivera', addiction_type_id: 'opioids', urgency: 'immediate', insurance_status: 'medicaid' });
  });

  it('stores a retried request once (same Idempotency-Key → same id)', async () => {
    const headers = fromClient('retry-key-0002');
    const first = (await (await send('POST', '/api/leads', lead({ name: 'Retry Person' }), undefined, headers)).json()) as { id: number };
    const second = await send('POST', '/api/leads', lead({ name: 'Retry Person' }), undefined, headers);
    expect(second.status).toBe(201);
    expect(((await second.json()) as { id: number }).id).toBe(first.id);
    const count = await env.DB.prepare(`SELECT count(*) AS n FROM leads WHERE name = 'Retry Person'`).first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it('refuses the same key with a different body (409)', async () => {
    const headers = fromClient('reused-key-0003');
    await send('POST', '/api/leads', lead(), undefined, headers);
    const res = await send('POST', '/api/leads', lead({ name: 'Someone Else' }), undefined, headers);
    expect(res.status).toBe(409);
  });

  it('requires name, phone and consent, with messages for the form', async () => {
    const res = await send('POST', '/api/leads', { name: '', phone: '12', urgency: 'someday' }, undefined, fromClient());
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.fields).toMatchObject({
      name: 'Please enter your name',
      phone: 'Please enter a phone number with area code',
      urgency: 'Please choose how soon you need help',
      consent: 'Please confirm that we may contact you',
    });
  });

  it('accepts only the first 8 addiction types', async () => {
    const res = await send('POST', '/api/leads', lead({ addiction: 'gambling' }), undefined, fromClient());
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.fields?.addiction).toBeTruthy();
  });

  it('drops a request whose honeypot is filled, answering like a success', async () => {
    const res = await send('POST', '/api/leads', lead({ name: 'Spam Bot', website: 'http://spam.example' }), undefined, fromClient());
    expect(res.status).toBe(201);
    const count = await env.DB.prepare(`SELECT count(*) AS n FROM leads WHERE name = 'Spam Bot'`).first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it('limits each client to 10 requests in 10 minutes (429 with Retry-After)', async () => {
    const headers = fromClient();
    for (let i = 0; i < 10; i++) expect((await send('POST', '/api/leads', lead(), undefined, headers)).status).toBe(201);
    const res = await send('POST', '/api/leads', lead(), undefined, headers);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await res.json()) as ErrorJson).error.message).toMatch(/Please wait/);
  });

  it('sends a lead to a facility and tells its account by email, without the health details', async () => {
    const res = await send('POST', '/api/leads', lead({ facilityId }), undefined, fromClient());
    expect(res.status).toBe(201);
    const mail = await env.DB.prepare(`SELECT subject, body_text FROM email_outbox WHERE to_email = 'owner@willow.example.org'`).first<{
      subject: string;
      body_text: string;
    }>();
    expect(mail!.subject).toBe('New inquiry for Willow Creek Recovery');
    expect(mail!.body_text).not.toMatch(/opioid|medicaid|brother|Sam/i);
  });

  it('never writes what the visitor sent to the logs, even when storing fails', async () => {
    const logged: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    await send('POST', '/api/leads', lead({ message: 'secret-health-detail' }), undefined, fromClient());
    await env.DB.prepare('ALTER TABLE leads RENAME TO leads_away').run();
    try {
      const res = await send('POST', '/api/leads', lead({ message: 'secret-health-detail' }), undefined, fromClient());
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(((await res.json()) as ErrorJson).error.message).toMatch(/try again/i);
    } finally {
      await env.DB.prepare('ALTER TABLE leads_away RENAME TO leads').run();
    }
    expect(logged.join('\n')).not.toMatch(/secret-health-detail|opioid|Sam Rivera|555-0147/);
  });
});

describe('POST /api/contact', () => {
  it('stores the message (urgency defaults to normal) and answers 201', async () => {
    const res = await send(
      'POST',
      '/api/contact',
      { name: 'Alex Kim', email: 'alex@example.org', subject: 'Listing question', message: 'How do I update my listing?' },
      undefined,
      fromClient('contact-key-01'),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = await env.DB.prepare('SELECT urgency, subject FROM contact_messages WHERE id = ?1').bind(id).first();
    expect(row).toEqual({ urgency: 'normal', subject: 'Listing question' });
  });

  it('requires full name, email, subject and message', async () => {
    const res = await send('POST', '/api/contact', { email: 'nope' }, undefined, fromClient());
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as ErrorJson).error.fields!).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
});

describe('POST /api/facility/public/{id}/reports', () => {
  it('stores a problem report for the admins', async () => {
    const res = await send('POST', `/api/facility/public/${facilityId}/reports`, { reason: 'wrong_contact', details: 'Phone is disconnected' }, undefined, fromClient());
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT reason, status FROM listing_reports WHERE facility_id = ?1').bind(facilityId).first();
    expect(row).toEqual({ reason: 'wrong_contact', status: 'open' });
  });

  it('is a 404 for a facility that is not listed', async () => {
    const res = await send('POST', '/api/facility/public/999999/reports', { reason: 'closed' }, undefined, fromClient());
    expect(res.status).toBe(404);
  });

  it('refuses a cross-origin report (403)', async () => {
    const res = await send('POST', `/api/facility/public/${facilityId}/reports`, { reason: 'closed' }, undefined, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contact, lead } from '../../test/bodies';
import { client, errorOf } from '../../test/client';
import { addFacility, addUser, api, consoleDuring, loadReferenceData, newClient } from '../../test/fixtures';

let facilityId: number;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Willow Creek Recovery', state: 'OR' });
  await addUser({ role: 'facility', password: 'irrelevant pass', email: 'owner@willow.example.org', facilityId });
});

/** Rows of `table`, or only those sent under `name` (bound, never spliced). */
const count = async (table: 'leads' | 'contact_messages' | 'listing_reports', name?: string) =>
  (
    await (name === undefined
      ? env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)
      : env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE name = ?1`).bind(name)
    ).first<{ n: number }>()
  )!.n;

const forms = {
  lead: (headers: Record<string, string>) => client.leads.$post({ json: lead() }, { headers }),
  contact: (headers: Record<string, string>) => client.contact.$post({ json: contact() }, { headers }),
  report: (headers: Record<string, string>) =>
    client.facility.public[':id'].reports.$post({ param: { id: String(facilityId) }, json: { reason: 'closed' } }, { headers }),
};

describe('a form sent from another site', () => {
  const paths = () => [
    ['/api/leads', lead()],
    ['/api/contact', contact()],
    [`/api/facility/public/${facilityId}/reports`, { reason: 'closed' }],
  ] as const;

  it.each([
    ['another Origin', { Origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin at all', {}],
  ])('is refused with %s (403) and nothing is stored', async (_label, headers) => {
    const before = [await count('leads'), await count('contact_messages'), await count('listing_reports')];
    for (const [path, body] of paths()) {
      // Raw: the typed client always sends our Origin.
      const res = await api(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...newClient(), ...headers },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(403);
      expect((await errorOf(res)).error.code).toBe('forbidden');
    }
    expect([await count('leads'), await count('contact_messages'), await count('listing_reports')]).toEqual(before);
  });
});

describe('rate limits', () => {
  it.each(Object.keys(forms) as Array<keyof typeof forms>)(
    '%s: 10 in 10 minutes from one client, then 429 with Retry-After; other clients go on',
    async (form) => {
      const from = newClient();
      for (let i = 0; i < 10; i++) expect((await forms[form](from)).status).toBe(201);
      const res = await forms[form](from);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      const body = await errorOf(res);
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(/^You have sent this form several times in a short while\. Please wait \d+ minutes? and try again, or call us\.$/);
      expect((await forms[form](newClient())).status).toBe(201);
    },
  );

  it('counts each form on its own: a client at its lead limit can still write to us', async () => {
    const from = newClient();
    for (let i = 0; i < 11; i++) await forms.lead(from);
    expect((await forms.lead(from)).status).toBe(429);
    expect((await forms.contact(from)).status).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  const sendLead = (key: string, overrides: Parameters<typeof lead>[0] = {}, from = newClient()) =>
    client.leads.$post({ json: lead(overrides) }, { headers: { ...from, 'Idempotency-Key': key } });

  it('stores a retried request once: the same key answers with the same id', async () => {
    const first = await sendLead('retry-key-0002', { name: 'Retry Person' });
    const second = await sendLead('retry-key-0002', { name: 'Retry Person' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await second.json()).id).toBe((await first.json()).id);
    expect(await count('leads', 'Retry Person')).toBe(1);
  });

  it('refuses the same key with a different body (409) and keeps the first', async () => {
    expect((await sendLead('reused-key-0003', { name: 'First Sender' })).status).toBe(201);
    const res = await sendLead('reused-key-0003', { name: 'Someone Else' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.code).toBe('conflict');
    expect(await count('leads', 'Someone Else')).toBe(0);
    expect(await count('leads', 'First Sender')).toBe(1);
  });

  it('counts a retry once against the rate limit: twelve sends of one lead are one of ten', async () => {
    const from = newClient();
    for (let i = 0; i < 12; i++) expect((await sendLead('counted-key-0005', { name: 'Counted Once' }, from)).status).toBe(201);
    expect((await sendLead('counted-key-0006', { name: 'Counted Once' }, from)).status).toBe(201);
    expect(await count('leads', 'Counted Once')).toBe(2);
  });

  it('keys each form apart: one key on a lead and a contact message stores both', async () => {
    const headers = { ...newClient(), 'Idempotency-Key': 'shared-key-0004' };
    expect((await client.leads.$post({ json: lead({ name: 'Shared Key' }) }, { headers })).status).toBe(201);
    expect((await client.contact.$post({ json: contact({ name: 'Shared Key' }) }, { headers })).status).toBe(201);
    expect(await count('leads', 'Shared Key')).toBe(1);
    expect(await count('contact_messages', 'Shared Key')).toBe(1);
  });
});

describe('the honeypot', () => {
  it('drops a request whose hidden field is filled, answering like a success', async () => {
    const mails = () => env.DB.prepare(`SELECT count(*) AS n FROM email_outbox`).first<{ n: number }>();
    const before = (await mails())!.n;
    const res = await client.leads.$post({ json: lead({ name: 'Spam Bot', facilityId, website: 'http://spam.example' }) }, { headers: newClient() });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: 0 });
    expect(await count('leads', 'Spam Bot')).toBe(0);
    expect((await mails())!.n).toBe(before);
  });
});

describe('what a visitor writes stays in the database', () => {
  const health = { name: 'Sam Rivera', phone: '(555) 555-0147', message: 'secret-health-detail about opioid use' };

  it('is not in the facility’s email, which says only that there is an inquiry', async () => {
    const res = await client.leads.$post({ json: lead({ ...health, facilityId }) }, { headers: newClient() });
    expect(res.status).toBe(201);
    const mail = await env.DB.prepare(`SELECT subject, body_text FROM email_outbox WHERE to_email = 'owner@willow.example.org'`).first<{
      subject: string;
      body_text: string;
    }>();
    expect(mail!.subject).toBe('New inquiry for Willow Creek Recovery');
    expect(`${mail!.subject}\n${mail!.body_text}`).not.toMatch(/opioid|medicaid|immediate|secret-health-detail|Sam|555-0147/i);
  });

  it('is not echoed in an error body', async () => {
    const res = await client.leads.$post(
      { json: lead({ ...health, phone: 'call 555-0147', message: `secret-health-detail ${'x'.repeat(2000)}` }) },
      { headers: newClient() },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/secret-health-detail|555-0147|Sam Rivera/);
  });

  it('never reaches the logs, even when storing fails', async () => {
    const logs = await consoleDuring(async () => {
      expect((await client.leads.$post({ json: lead(health) }, { headers: newClient() })).status).toBe(201);
      await env.DB.prepare('ALTER TABLE leads RENAME TO leads_away').run();
      try {
        const res = await client.leads.$post({ json: lead(health) }, { headers: newClient() });
        expect(res.status).toBeGreaterThanOrEqual(500);
        const text = await res.text();
        expect(text).toMatch(/try again/i);
        expect(text).not.toMatch(/secret-health-detail|opioid|Sam Rivera|555-0147/);
      } finally {
        await env.DB.prepare('ALTER TABLE leads_away RENAME TO leads').run();
      }
    });
    expect(logs).toContain('"level":"error"');
    expect(logs).not.toMatch(/secret-health-detail|opioid|medicaid|Sam Rivera|555-0147|sam@example\.org/);
  });
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contact, lead } from '../../test/bodies';
import { client } from '../../test/client';
import { rowStatement, updateRows, updateStatement } from '../../test/factories';
import { addFacility, addUser, loadReferenceData, newClient } from '../../test/fixtures';
import { deliverableText, newestEmail } from '../../test/mail';

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

  it('stores whom the help is for, when the visitor says (issue 41)', async () => {
    const helpForOf = async (body: ReturnType<typeof lead>) => {
      const res = await client.leads.$post({ json: body }, { headers: newClient() });
      expect(res.status).toBe(201);
      const row = await env.DB.prepare('SELECT help_for FROM leads WHERE id = ?1').bind((await res.json()).id).first<{ help_for: string | null }>();
      return row!.help_for;
    };
    expect(await helpForOf(lead({ helpFor: 'self' }))).toBe('self');
    expect(await helpForOf(lead({ helpFor: 'loved_one' }))).toBe('loved_one');
    expect(await helpForOf(lead())).toBeNull();
    // What a form sends for a radio group left unchecked.
    expect(await helpForOf(lead({ helpFor: null }))).toBeNull();
  });

  it.each([
    ['en', 'Please choose whom the help is for'],
    ['es', 'Elija para quién es la ayuda'],
  ] as const)('refuses a helpFor that is neither choice, in the page’s language (%s)', async (locale, message) => {
    const res = await client.leads.$post({ json: { ...lead({ locale }), helpFor: 'neighbour' as 'self' } }, { headers: newClient() });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(message);
  });

  it.each(['other', 'not-sure'])('takes the substance "%s", which the form offers after the first 8 (issue 41)', async (addiction) => {
    const res = await client.leads.$post({ json: lead({ addiction }) }, { headers: newClient() });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT addiction_type_id FROM leads WHERE id = ?1').bind((await res.json()).id).first();
    expect(row).toEqual({ addiction_type_id: addiction });
  });

  it('sends a lead to a facility and tells its account by email', async () => {
    const res = await client.leads.$post({ json: lead({ facilityId }) }, { headers: newClient() });
    expect(res.status).toBe(201);
    const mail = await env.DB.prepare(`SELECT subject FROM email_outbox WHERE to_email = 'owner@willow.example.org'`).first();
    expect(mail).toEqual({ subject: 'New inquiry for Willow Creek Recovery' });
  });
});

const noticesTo = async (to: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template = 'new_inquiry'`).bind(to).first<{ n: number }>())!.n;

describe('POST /api/leads says what will really happen to the request (issue 41)', () => {
  it('to a listing held by an account that can sign in: the facility reads it too, and its phone is there to call now', async () => {
    const res = await client.leads.$post({ json: lead({ facilityId, urgency: 'week' }) }, { headers: newClient() });
    expect(res.status).toBe(201);
    expect((await res.json()).delivery).toEqual({
      callBackWithinHours: 24,
      facility: true,
      facilityPhone: { display: '(555) 555-0100', tel: 'tel:+15555550100' },
      urgent: false,
      nearbyAccepting: [],
      helpline: { display: '1-888-555-0142', tel: 'tel:+18885550142' },
      receipt: true,
    });
  });

  it('to a listing no account holds (an imported or seeded one): only our team reads it, and no notice is emailed to the listing', async () => {
    const unheld = await addFacility({ name: 'Lark Shore Recovery', state: 'OR' });
    const before = await noticesTo('intake@test.example.org');
    const res = await client.leads.$post({ json: lead({ facilityId: unheld }) }, { headers: newClient() });
    expect(res.status).toBe(201);
    expect((await res.json()).delivery).toMatchObject({ facility: false, facilityPhone: { display: '(555) 555-0100' } });
    expect(await noticesTo('intake@test.example.org')).toBe(before);
  });

  it.each([
    ['whose address is not confirmed', { status: 'active' as const }, true],
    ['that is disabled', { status: 'disabled' as const }, false],
  ])('to a listing held only by an account %s: only our team reads it, and nothing is emailed', async (_, account, unconfirmed) => {
    const listing = await addFacility({ name: 'Unread Harbor Recovery', state: 'OR' });
    const owner = await addUser({ role: 'facility', password: 'irrelevant pass', facilityId: listing, ...account });
    if (unconfirmed) {
      await updateRows('users', { id: owner.id }, { email_confirmation_hash: 'pending-link' });
    }
    const res = await client.leads.$post({ json: lead({ facilityId: listing }) }, { headers: newClient() });
    expect(res.status).toBe(201);
    expect((await res.json()).delivery.facility).toBe(false);
    expect(await noticesTo(owner.email)).toBe(0);
  });

  it('to a listing of an organization whose account can sign in: the facility reads it (the account reaches every location)', async () => {
    const first = await addFacility({ name: 'Cedar Group North', state: 'OR' });
    const second = await addFacility({ name: 'Cedar Group South', state: 'OR' });
    const owner = await addUser({ role: 'facility', password: 'irrelevant pass', facilityId: first });
    await env.DB.batch([
      rowStatement('organizations', { id: first, name: 'Cedar Group' }),
      ...[first, second].map((id) => updateStatement('facilities', { id }, { organization_id: first })),
      updateStatement('users', { id: owner.id }, { organization_id: first }),
    ]);
    const res = await client.leads.$post({ json: lead({ facilityId: second }) }, { headers: newClient() });
    expect((await res.json()).delivery.facility).toBe(true);
    expect(await noticesTo(owner.email)).toBe(1);
  });

  it('a general request: our team, our helpline to call now, no facility', async () => {
    const res = await client.leads.$post({ json: lead({ urgency: 'month', email: '' }) }, { headers: newClient() });
    expect((await res.json()).delivery).toMatchObject({ facility: false, facilityPhone: null, urgent: false, receipt: false });
  });

  it('"Immediate - Need help today" is answered as urgent, with the numbers that help today', async () => {
    const general = await (await client.leads.$post({ json: lead({ urgency: 'immediate' }) }, { headers: newClient() })).json();
    expect(general.delivery).toMatchObject({ urgent: true, facilityPhone: null, helpline: { tel: 'tel:+18885550142' } });
    const listing = await (await client.leads.$post({ json: lead({ urgency: 'immediate', facilityId }) }, { headers: newClient() })).json();
    expect(listing.delivery).toMatchObject({ urgent: true, facilityPhone: { tel: 'tel:+15555550100' } });
  });
});

describe('the receipt emailed to a visitor who gave an address', () => {
  it('says the request arrived and who calls back by when, with no health details, once for a retried request', async () => {
    const to = 'receipt-en@example.org';
    const key = crypto.randomUUID();
    const body = lead({ email: to, facilityId, message: 'My brother needs help with opioid use.' });
    for (let i = 0; i < 2; i++) {
      expect((await client.leads.$post({ json: body }, { headers: { ...newClient(), 'Idempotency-Key': key } })).status).toBe(201);
    }
    const { n } = (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1`).bind(to).first<{ n: number }>())!;
    expect(n).toBe(1);
    const mail = await newestEmail(to, 'lead_receipt');
    expect(mail!.subject).toBe('We received your request');
    const text = (await deliverableText(to, 'lead_receipt'))!;
    expect(text).toContain('within 24 hours');
    expect(text).toContain('The facility you wrote to can also read it');
    // Nothing the visitor typed, nor what they said of their health.
    expect(text).not.toMatch(/Sam Rivera|555-0147|opioid|brother|medicaid|immediate|today|Willow Creek/i);
  });

  it('is written in Spanish for a request from a Spanish page', async () => {
    const to = 'receipt-es@example.org';
    expect((await client.leads.$post({ json: lead({ email: to, locale: 'es' }) }, { headers: newClient() })).status).toBe(201);
    const mail = await newestEmail(to, 'lead_receipt');
    expect(mail!.subject).toBe('Recibimos su solicitud');
    expect(mail!.body_html).toContain('<html lang="es">');
    const text = (await deliverableText(to, 'lead_receipt'))!;
    expect(text).toContain('en menos de 24 horas');
    expect(text).toContain('/es/contact');
    expect(text).not.toContain('centro al que escribió');
  });

  it('is not sent when no address was given', async () => {
    const before = (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE template = 'lead_receipt'`).first<{ n: number }>())!.n;
    expect((await client.leads.$post({ json: lead({ email: '' }) }, { headers: newClient() })).status).toBe(201);
    const after = (await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE template = 'lead_receipt'`).first<{ n: number }>())!.n;
    expect(after).toBe(before);
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

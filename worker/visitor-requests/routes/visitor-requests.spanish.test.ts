import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contact, lead } from '../../test/bodies';
import { client, errorOf as errorBodyOf } from '../../test/client';
import { facilityWithInquiries, inquiryDetail } from '../../test/facility-inquiries';
import { loadReferenceData, newClient, withCookie } from '../../test/fixtures';
import { leadDetail, messageDetail, sendContactMessage } from '../../test/inbox';
import { signedInAdmin } from '../../test/staff';

// Issue 29: a request, a contact message or a listing report sent from a Spanish page says so
// (`locale: 'es'`). The Worker answers its errors in Spanish and stores the language with it; the
// facility (for a request) and our staff see it as the visitor's preferred language, and the
// facility's email says it too.

beforeAll(loadReferenceData);

const errorOf = async (res: { headers: Headers; json(): Promise<unknown> }) => (await errorBodyOf(res)).error;

describe('POST /api/leads from a Spanish page', () => {
  it('answers its validation errors in Spanish, field by field, with the stable code', async () => {
    const res = await client.leads.$post({ json: { name: '', phone: '555', consent: false, locale: 'es' } as never }, { headers: newClient() });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.fields).toEqual({
      name: 'Escriba su nombre',
      phone: 'Escriba un número de teléfono con el código de área',
      consent: 'Confirme que podemos comunicarnos con usted',
    });
    expect(error.message).toBe('Escriba su nombre');
  });

  it('answers the checks of its own in Spanish too: an addiction type not on the form, a facility no longer listed', async () => {
    const addiction = await client.leads.$post({ json: lead({ addiction: 'gambling', locale: 'es' }) }, { headers: newClient() });
    expect(addiction.status).toBe(400);
    expect((await errorOf(addiction)).fields).toEqual({ addiction: 'Elija una opción de la lista' });
    const gone = await client.leads.$post({ json: lead({ facilityId: 999_999, locale: 'es' }) }, { headers: newClient() });
    expect(gone.status).toBe(400);
    expect((await errorOf(gone)).fields).toEqual({ facilityId: 'Este centro ya no aparece en el directorio.' });
  });

  it('answers in English without a locale, or with English, and refuses a language the site does not have', async () => {
    for (const locale of [undefined, 'en']) {
      const res = await client.leads.$post({ json: { name: '', phone: '5555550100', consent: true, locale } as never }, { headers: newClient() });
      expect((await errorOf(res)).fields).toEqual({ name: 'Please enter your name' });
    }
    const french = await client.leads.$post({ json: lead({ locale: 'fr' } as never) }, { headers: newClient() });
    expect(french.status).toBe(400);
    expect(Object.keys((await errorOf(french)).fields ?? {})).toEqual(['locale']);
  });

  it('stores Spanish as the preferred language, shown to the facility on its inquiry and to our staff, and said in the email', async () => {
    const f = await facilityWithInquiries(1, { locale: 'es' });
    const id = f.inquiries[0]!;
    const row = await env.DB.prepare('SELECT locale FROM leads WHERE id = ?1').bind(id).first();
    expect(row).toEqual({ locale: 'es' });

    const inquiry = await inquiryDetail(f.cookie, id);
    expect(inquiry.status).toBe(200);
    expect(await inquiry.json()).toMatchObject({ inquiry: { id, locale: 'es' } });

    const admin = await signedInAdmin();
    const detail = await leadDetail(admin.cookie, id);
    expect(await detail.json()).toMatchObject({ lead: { id, locale: 'es' } });

    const mail = await env.DB.prepare(`SELECT body_text FROM email_outbox WHERE template = 'new_inquiry' AND to_email = ?1`)
      .bind(f.email)
      .first<{ body_text: string }>();
    expect(mail!.body_text).toContain('their preferred language is Spanish');
    // Still nothing about the request itself.
    expect(mail!.body_text).not.toContain('Sam Rivera');
  });

  it('stores English for a request from an English page, and its email says nothing of language', async () => {
    const f = await facilityWithInquiries(1);
    const row = await env.DB.prepare('SELECT locale FROM leads WHERE id = ?1').bind(f.inquiries[0]).first();
    expect(row).toEqual({ locale: 'en' });
    const mail = await env.DB.prepare(`SELECT body_text FROM email_outbox WHERE template = 'new_inquiry' AND to_email = ?1`)
      .bind(f.email)
      .first<{ body_text: string }>();
    expect(mail!.body_text).not.toContain('preferred language');
  });
});

describe('POST /api/contact from a Spanish page', () => {
  it('answers its validation errors in Spanish, and in English without a locale', async () => {
    const body = { name: '', email: 'not-an-address', subject: '', message: '', urgency: 'soon' };
    const spanish = await client.contact.$post({ json: { ...body, locale: 'es' } as never }, { headers: newClient() });
    expect(spanish.status).toBe(400);
    expect((await errorOf(spanish)).fields).toEqual({
      name: 'Escriba su nombre',
      email: 'Escriba un correo electrónico válido',
      subject: 'Escriba un asunto',
      message: 'Escriba un mensaje',
      urgency: 'Elija qué tan urgente es',
    });
    const english = await client.contact.$post({ json: body as never }, { headers: newClient() });
    expect((await errorOf(english)).fields).toMatchObject({ name: 'Please enter your name', subject: 'Please enter a subject' });
  });

  it('stores the language, and our staff see it on the message; English when the page was English', async () => {
    const spanish = await sendContactMessage({ locale: 'es' });
    const english = await sendContactMessage();
    const rows = await env.DB.prepare('SELECT id, locale FROM contact_messages WHERE id IN (?1, ?2) ORDER BY id').bind(spanish, english).all();
    expect(rows.results).toEqual(
      [
        { id: spanish, locale: 'es' },
        { id: english, locale: 'en' },
      ].sort((a, b) => a.id - b.id),
    );
    const admin = await signedInAdmin();
    expect(await (await messageDetail(admin.cookie, spanish)).json()).toMatchObject({ contactMessage: { id: spanish, locale: 'es' } });
  });

  it('refuses a language the site does not have', async () => {
    const res = await client.contact.$post({ json: contact({ locale: 'fr' } as never) }, { headers: newClient() });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['locale']);
  });
});

describe('POST /api/facility/public/:id/reports from a Spanish page', () => {
  const report = (id: number | string, json: Record<string, unknown>) =>
    client.facility.public[':id'].reports.$post({ param: { id: String(id) }, json: json as never }, { headers: newClient() });

  it('answers its validation errors and a listing gone in Spanish', async () => {
    const invalid = await report(1, { reason: 'rude', details: 'x'.repeat(1001), locale: 'es' });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).fields).toEqual({
      reason: 'Elija qué está mal',
      details: 'Los detalles deben tener menos de 1,000 caracteres',
    });
    const gone = await report(999_999, { reason: 'closed', locale: 'es' });
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toMatchObject({ code: 'not_found', message: 'No encontramos el centro.' });
  });

  it('stores the language with the report, and our staff see it', async () => {
    const res = await report(1, { reason: 'wrong_contact', email: 'lucia@example.org', locale: 'es' });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await env.DB.prepare('SELECT locale FROM listing_reports WHERE id = ?1').bind(id).first()).toEqual({ locale: 'es' });
    const admin = await signedInAdmin();
    const list = await client.admin['listing-reports'].$get({ query: { facilityId: '1', limit: '100' } }, withCookie(admin.cookie));
    expect((await list.json()).items.find((item) => item.id === id)).toMatchObject({ locale: 'es', reporterEmail: 'lucia@example.org' });
  });
});

describe('the visitor forms’ rate limit, from a Spanish page', () => {
  it('answers in Spanish for a form sent in Spanish, in English otherwise, before the body is validated', async () => {
    const from = newClient();
    const send = (json: Record<string, unknown>) => client.contact.$post({ json: json as never }, { headers: from });
    for (let i = 0; i < 10; i++) expect((await send(contact({ locale: 'es' }))).status).toBe(201);
    const spanish = await send(contact({ locale: 'es' }));
    expect(spanish.status).toBe(429);
    expect(await errorOf(spanish)).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Ha enviado este formulario varias veces en poco tiempo\. Espere \d+ minutos? y vuelva a intentarlo, o llámenos\.$/),
    });
    // An invalid body is still counted and answered by the limit, in the language it names.
    expect((await errorOf(await send({ locale: 'es' }))).message).toMatch(/^Ha enviado este formulario/);
    expect((await errorOf(await send(contact()))).message).toMatch(/^You have sent this form several times/);
  });
});

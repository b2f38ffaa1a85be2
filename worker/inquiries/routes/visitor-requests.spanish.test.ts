import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { lead } from '../../test/bodies';
import { client, errorOf as errorBodyOf } from '../../test/client';
import { facilityWithInquiries, inquiryDetail } from '../../test/facility-inquiries';
import { loadReferenceData, newClient } from '../../test/fixtures';
import { leadDetail } from '../../test/inbox';
import { signedInAdmin } from '../../test/staff';

// Issue 29: a request sent from a Spanish listing page says so (`locale: 'es'`). The Worker answers
// its errors in Spanish, stores the language with the request, and the facility and our staff see
// it as the visitor's preferred language; the facility's email says it too.

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

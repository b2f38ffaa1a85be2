import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addFacility, api, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';
import { addCheck } from '../test/verification';

// Our staff's checks on a listing's page, as the Worker renders it (no script): each check in plain
// words, the Verified badge only when the rule holds and linking to the page that explains it, the
// unreachable notice, and the listing's own date as "Listing updated", in English and Spanish.

let checked: number;
let unreachable: number;
let unchecked: number;
let checkedAt: string;

const DAY = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });

beforeAll(async () => {
  await loadReferenceData();
  checked = await addFacility({ name: 'Checked Harbor Recovery', reviews: 0, columns: { last_verified_at: '2026-02-10T12:00:00.000Z' } });
  unreachable = await addFacility({ name: 'Silent Pines Recovery', reviews: 0 });
  unchecked = await addFacility({ name: 'Unchecked Meadow Recovery', reviews: 0, columns: { last_verified_at: '2026-02-10T12:00:00.000Z' } });
  checkedAt = (await addCheck(checked, 3, { method: 'phone_call', outcome: 'confirmed', confirmed: ['phone', 'address'], notes: 'Desk-only words.' })).checked_at;
  await addCheck(checked, 40, { method: 'facility_confirmed', outcome: 'confirmed', confirmed: ['services'] });
  await addCheck(unreachable, 200, { method: 'phone_call', outcome: 'confirmed', confirmed: ['phone'] });
  await addCheck(unreachable, 9, { method: 'phone_call', outcome: 'unreachable' });
  await addCheck(unreachable, 1, { method: 'phone_call', outcome: 'unreachable' });
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

const PAGES_MS = 30_000;

async function page(path: string) {
  const res = await api(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const main = /<article class="facility-main"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  return { html: main, words: main.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('a listing’s checks on its page', () => {
  it('says each check in plain words, shows Verified linking to what it means, and the listing’s own date as an update', async () => {
    const p = await page(`/facility/${checked}`);
    expect(p.words).toContain(`Phone and address checked by our team by phone on ${DAY(checkedAt, 'en-US')}`);
    expect(p.words).toMatch(/Services confirmed by the facility on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(p.html).toMatch(/<a class="verified-badge" href="\/verification"[^>]*>.*Verified.*\(what this means\)/);
    expect(p.words).toContain('Listing updated February 10, 2026');
    expect(p.words).not.toContain('Last verified');
    expect(p.words).not.toContain('Desk-only');
    expect(p.words).not.toContain('We could not reach this facility recently.');
  }, PAGES_MS);

  it('in Spanish too, the badge linking to the Spanish page', async () => {
    const p = await page(`/es/facility/${checked}`);
    expect(p.words).toContain(`Nuestro equipo comprobó el teléfono y la dirección por teléfono el ${DAY(checkedAt, 'es-US')}`);
    expect(p.words).toContain('El centro confirmó los servicios el');
    expect(p.html).toMatch(/<a class="verified-badge" href="\/es\/verification"[^>]*>.*Verificado.*\(qué significa\)/);
    expect(p.words).toContain('Ficha actualizada el 10 de febrero de 2026');
  }, PAGES_MS);

  it('says when we could not reach the facility, without the badge', async () => {
    for (const [path, notice] of [
      [`/facility/${unreachable}`, 'We could not reach this facility recently.'],
      [`/es/facility/${unreachable}`, 'No pudimos comunicarnos con este centro recientemente.'],
    ] as const) {
      const p = await page(path);
      expect(p.words).toContain(notice);
      expect(p.html).not.toContain('verified-badge');
    }
    expect((await page(`/facility/${unreachable}`)).words).toContain('Our team could not reach the facility on');
  }, PAGES_MS);

  it('says a listing was never checked, and gives it no badge, whatever its own date says', async () => {
    const p = await page(`/facility/${unchecked}`);
    expect(p.words).toContain('Our team has not checked this listing yet.');
    expect(p.words).toContain('Listing updated February 10, 2026');
    expect(p.html).not.toContain('verified-badge');
    const row = await env.DB.prepare('SELECT count(*) AS n FROM verifications WHERE facility_id = ?1').bind(unchecked).first<{ n: number }>();
    expect(row!.n).toBe(0);
  }, PAGES_MS);
});

describe('the page that says what Verified means', () => {
  it('is there in English and Spanish, saying what it is not', async () => {
    const en = await (await api('/verification')).text();
    expect(en).toContain('What “Verified” Means');
    expect(en).toContain('It is not an endorsement.');
    expect(en).toContain('It is not a quality rating.');
    const es = await (await api('/es/verification')).text();
    expect(es).toContain('Qué significa «Verificado»');
    expect(es).toContain('No es una recomendación.');
    expect(es).toContain('No es una calificación de calidad.');
  }, PAGES_MS);
});

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addFacility, addZipCode, api, freshSearch, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';
import { hasSpanishPage } from './page-renderer';

// Issue 29: the Spanish pages under /es/, rendered by the Worker like the English ones: in Spanish,
// `lang="es"`, each naming the other language's address, and both in the sitemap.

const SITE = env.SITE_URL.replace(/\/+$/, '');

let serena = 0;

beforeAll(async () => {
  await loadReferenceData();
  serena = await addFacility({
    name: 'Casa Serena',
    city: 'El Paso',
    state: 'TX',
    rating: 4.8,
    reviews: 21,
    treatmentTypes: ['detox'],
    insurance: ['medicaid', 'private-pay'],
    // Services the search filters by, and some under "More services" only.
    services: ['ol-spanish', 'tap-cognitive-behavioral-therapy', 'scr-hiv-testing', 'lca-the-joint-commission'],
  });
  // A city with a page of its own (three listings or more).
  await addZipCode('87501', 'Santa Fe', 'NM', 35.69, -105.94);
  for (const name of ['Santa Fe Uno', 'Santa Fe Dos', 'Santa Fe Tres']) {
    await addFacility({ name, city: 'Santa Fe', state: 'NM', treatmentTypes: ['outpatient'], insurance: ['aetna'] });
  }
  await freshSearch();
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

async function page(path: string) {
  const res = await api(path);
  return { status: res.status, html: await res.text() };
}

/** A Spanish page that must render: 200, `lang="es"`, its Spanish title and each of `texts`. */
async function spanishPage(path: string, title: string, texts: string[]) {
  const p = await page(path);
  expect(p.status, path).toBe(200);
  expect(p.html).toMatch(/<html lang="es"/);
  expect(p.html).toContain(`<title>${title} – Recovery Directory</title>`);
  for (const text of texts) expect(p.html, path).toContain(text);
  return p;
}

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the Spanish home page', () => {
  it('is rendered in Spanish, with lang="es", the crisis lines in Spanish and the title in Spanish', async () => {
    const p = await page('/es');
    expect(p.status).toBe(200);
    expect(p.html).toMatch(/^<!doctype html>\s*<html lang="es"/i);
    expect(p.html).toContain('<title>Recovery Directory – Encuentre centros de tratamiento de adicciones cerca de usted</title>');
    expect(p.html).toContain('Llame o envíe un mensaje de texto al 988');
    expect(p.html).toContain('Para español, marque 2.');
    expect(p.html).toContain('Línea Nacional de Ayuda de SAMHSA');
    expect(p.html).toContain('Atención en español disponible.');
    expect(p.html).toContain('<link rel="canonical" href="' + SITE + '/es">');
    expect(p.html).toContain('<meta property="og:locale" content="es_US">');
    // Its links stay in Spanish where the page has a Spanish version, and go to English where not.
    expect(p.html).toMatch(/<a class="logo" href="\/es"|<a href="\/es" class="logo"/);
    expect(p.html).toContain('href="/es/about"');
    expect(p.html).toContain('href="/es/terms"');
    expect(p.html).toContain('href="/es/contact"');
    expect(p.html).toContain('href="/open-data"');
    expect(p.html).not.toContain('Skip to content');
  });

  it('and the English home name each other as alternates (English the default)', async () => {
    const expected = [`en ${SITE}/`, `es ${SITE}/es`, `x-default ${SITE}/`];
    expect(alternates((await page('/es')).html)).toEqual(expected);
    const english = await page('/');
    expect(english.html).toMatch(/<html lang="en"/);
    expect(alternates(english.html)).toEqual(expected);
  });

  it('offers the other language on the same page and query', async () => {
    const english = await page('/?ref=x');
    expect(english.html).toContain('<a class="language-switch" href="/es?ref=x" hrefLang="es" lang="es"');
    const spanish = await page('/es?ref=x');
    expect(spanish.html).toContain('<a class="language-switch" href="/?ref=x" hrefLang="en" lang="en"');
    // A page with no Spanish version yet leads to the Spanish home.
    expect((await page('/open-data')).html).toContain('<a class="language-switch" href="/es" hrefLang="es" lang="es"');
  });

  it('links, one tap from the home page in both languages, to the search filtered to centers that speak Spanish', async () => {
    expect((await page('/')).html).toContain('href="/search?services=ol-spanish"');
    expect((await page('/es')).html).toContain('href="/es/search?services=ol-spanish"');
    // The search reads the link as the services catalogue's language filter: its chip is shown.
    const search = await page('/search?services=ol-spanish');
    expect(search.status).toBe(200);
    expect(search.html).toContain('Remove Spanish');
  });

  it('leaves pages without a Spanish version without alternates', async () => {
    const p = await page('/open-data');
    expect(p.status).toBe(200);
    expect(alternates(p.html)).toEqual([]);
  });
});

describe('the Spanish about page', () => {
  it('is in Spanish, its own words loaded with it, the live counts written as Spanish writes them', async () => {
    const p = await spanishPage('/es/about', 'Quiénes somos', ['Nuestra misión', 'No somos un proveedor de tratamiento', 'Paso 1:']);
    expect(p.html).not.toContain('Our Mission');
    expect(alternates(p.html)).toEqual([`en ${SITE}/about`, `es ${SITE}/es/about`, `x-default ${SITE}/about`]);
    // The English page is as it was: no Spanish reached it.
    const english = await page('/about');
    expect(english.html).toContain('Our Mission');
    expect(english.html).toContain('Step 1:');
    expect(english.html).not.toContain('Nuestra misión');
  });
});

describe('the Spanish treatment types page', () => {
  it('is in Spanish, its cards from its own catalogue, its links to the Spanish search', async () => {
    const p = await spanishPage('/es/treatment-types', 'Tipos de tratamiento para la adicción', ['Niveles de atención', 'Desintoxicación médica', '30 a 90 días', 'Más adecuado para:', 'Diagnóstico dual (trastornos concurrentes)', 'La gravedad de la adicción', 'con atención en español', 'Llame o envíe un mensaje de texto al 988']);
    expect(p.html).toContain('href="/es/search?treatment=detox"');
    expect(p.html).toContain('href="/es/search?specializations=dual-diagnosis"');
    expect(p.html).not.toMatch(/Levels of Care|Typical duration|Best for:|What it includes|Find detox centers|Choosing the Right|Addiction severity|government service/);
    expect(alternates(p.html)).toEqual([`en ${SITE}/treatment-types`, `es ${SITE}/es/treatment-types`, `x-default ${SITE}/treatment-types`]);
    // The English page is as it was.
    const english = await page('/treatment-types');
    expect(english.html).toContain('Levels of Care');
    expect(english.html).toContain('Find detox centers');
    expect(english.html).toContain('href="/search?treatment=detox"');
    expect(english.html).not.toContain('Niveles de atención');
    expect(alternates(english.html)).toEqual(alternates(p.html));
  });
});

describe('the Spanish insurance page', () => {
  it('is in Spanish, insurers named through the reference names, its provider search sent to itself', async () => {
    const p = await spanishPage('/es/insurance', 'El seguro médico y el tratamiento de la adicción', ['Lo que suele cubrir el seguro', 'Seguro privado', 'Medicare Original (Partes A y B)', 'Cómo verificar su cobertura en 4 pasos', 'Paso 1:', '¿No tiene seguro? Aún tiene opciones', 'Busque su aseguradora', 'Se muestran 12 aseguradoras populares.']);
    expect(p.html).toContain('action="/es/insurance"');
    expect(p.html).toContain('href="/es/search?insurance=aetna"');
    // A brand the reference names lack is shown as written, marked as English.
    expect(p.html).toContain('<li lang="en">Molina Healthcare</li>');
    expect(p.html).not.toMatch(/What Insurance Usually Covers|Typical coverage|Questions to ask|Find Your Insurance Provider|popular providers|Find centers|Request a Call Back/);
    expect(alternates(p.html)).toEqual([`en ${SITE}/insurance`, `es ${SITE}/es/insurance`, `x-default ${SITE}/insurance`]);
  });

  it('filters the providers without script, in Spanish, by the name as known or as shown', async () => {
    const p = await page('/es/insurance?provider=medic');
    expect(p.status).toBe(200);
    expect(p.html).toMatch(/aseguradoras coinciden con su búsqueda\./);
    expect(p.html).toContain('aria-label="Aseguradoras que coinciden"');
    expect(p.html).toContain('href="/es/search?insurance=medicaid"');
    const none = await page('/es/insurance?provider=zzzz');
    expect(none.html).toContain('No encontramos aseguradoras que coincidan con su búsqueda.');
    // The English page is as it was.
    const english = await page('/insurance?provider=medic');
    expect(english.html).toMatch(/providers match your search\./);
    expect(english.html).toContain('action="/insurance"');
    expect(english.html).not.toContain('aseguradoras');
  });
});

describe('the Spanish sitemap page', () => {
  it('is in Spanish, its links to the Spanish page where there is one and to the English page where not', async () => {
    const p = await spanishPage('/es/sitemap', 'Mapa del sitio', ['Páginas principales', 'Números de emergencia', 'Línea 988 de Prevención del Suicidio y Crisis', 'envíe AYUDA al ', 'Estados, DC y territorios', 'Para buscadores']);
    expect(p.html).toContain('href="sms:741741?&amp;body=AYUDA"');
    for (const path of ['/es/treatment-types', '/es/insurance', '/es/about', '/es/search', '/es/get-help', '/es/contact', '/es/states']) expect(p.html).toContain(`href="${path}"`);
    // Pages with no Spanish version yet: their English address.
    for (const path of ['/facility-signup', '/open-data']) expect(p.html).toContain(`href="${path}"`);
    // The states under the letter of their Spanish name, each to its Spanish page, counted in Spanish.
    expect(p.html).toMatch(/<a href="\/es\/states\/tx"[^>]*>Texas<\/a>/);
    expect(p.html).toMatch(/<a href="\/es\/states\/nm"[^>]*>Nuevo México<\/a> <span class="sitemap-count">\((<!-- -->)?3 centros(<!-- -->)?\)<\/span>/);
    expect(p.html).not.toMatch(/Main pages|Emergency numbers|For search engines|>New Mexico<|facilities\)/);
    expect(alternates(p.html)).toEqual([`en ${SITE}/sitemap`, `es ${SITE}/es/sitemap`, `x-default ${SITE}/sitemap`]);
    // The English page is as it was.
    const english = await page('/sitemap');
    expect(english.html).toContain('Emergency numbers');
    expect(english.html).toContain('href="sms:741741?&amp;body=HOME"');
    expect(english.html).toMatch(/<a href="\/states\/nm"[^>]*>New Mexico<\/a> <span class="sitemap-count">\((<!-- -->)?3 facilities(<!-- -->)?\)<\/span>/);
    expect(english.html).not.toContain('Nuevo México');
  });
});

describe('the Spanish terms and privacy pages', () => {
  it('are in Spanish, say once that the English version governs, and link to each other in Spanish', async () => {
    const terms = await spanishPage('/es/terms', 'Términos del servicio', ['Última actualización: enero de 2024', 'prevalece la versión en inglés', '1. Nuestro servicio', '2. No es consejo médico', 'En una emergencia, llame al 911.', '8. Cambios y contacto', 'Volver al inicio']);
    expect(terms.html).toContain('href="/es/privacy"');
    expect(terms.html).not.toMatch(/Last updated|Our service|Not medical advice|Back to Home|contact page/);
    expect(alternates(terms.html)).toEqual([`en ${SITE}/terms`, `es ${SITE}/es/terms`, `x-default ${SITE}/terms`]);

    const privacy = await spanishPage('/es/privacy', 'Política de privacidad', ['prevalece la versión en inglés', '1. Lo que guardamos de nuestros formularios', 'No vendemos su información', 'menores de 13 años', '4. Cookies e información técnica']);
    expect(privacy.html).toMatch(/Borramos las solicitudes y los mensajes después de (<!-- -->)?[\d,]+(<!-- -->)? días:/);
    expect(privacy.html).toContain('href="/es/terms"');
    expect(privacy.html).not.toMatch(/What we store|Who can read your request|Phone calls|We do not sell/);
    expect(alternates(privacy.html)).toEqual([`en ${SITE}/privacy`, `es ${SITE}/es/privacy`, `x-default ${SITE}/privacy`]);
  });

  it('leave the English pages as they were, with no note on which version governs', async () => {
    const terms = await page('/terms');
    expect(terms.html).toContain('Last updated January 2024');
    expect(terms.html).toContain('1. Our service');
    expect(terms.html).toContain('href="/privacy"');
    expect(terms.html).not.toMatch(/governs|prevalece/);
    const privacy = await page('/privacy');
    expect(privacy.html).toContain('children under 13');
    expect(privacy.html).not.toContain('Política');
  });
});

describe('the Spanish get-help and contact pages', () => {
  it('give the crisis lines, the request form and its fields in Spanish; /es/resources is the same page, its canonical /es/get-help', async () => {
    const help = await spanishPage('/es/get-help', 'Obtenga ayuda ahora', [
      'Hable con alguien ahora',
      'Línea 988 de Prevención del Suicidio y Crisis',
      'Envíe HOME al 741741',
      'Centro de Control de Envenenamientos',
      'Pida que un coordinador de tratamiento le llame',
      'Nombre completo',
      '¿Qué tan pronto necesita ayuda?',
      'Ayuda confidencial para encontrar tratamiento',
    ]);
    expect(help.html).toContain(`<link rel="canonical" href="${SITE}/es/get-help">`);
    expect(help.html).toContain('href="/es/search"');
    expect(help.html).not.toMatch(/Talk to Someone Now|Full name|Why Reach Out/);
    expect(alternates(help.html)).toEqual([`en ${SITE}/get-help`, `es ${SITE}/es/get-help`, `x-default ${SITE}/get-help`]);
    const resources = await spanishPage('/es/resources', 'Obtenga ayuda ahora', ['Hable con alguien ahora']);
    expect(resources.html).toContain(`<link rel="canonical" href="${SITE}/es/get-help">`);
  });

  it('give the contact form, its choices, the hours and the answers in Spanish', async () => {
    const p = await spanishPage('/es/contact', 'Contáctenos', [
      'Envíenos un mensaje',
      'Urgente: necesito ayuda ahora',
      'Horario de atención',
      'Lunes a viernes',
      'Preguntas frecuentes',
      '¿Su servicio es gratuito?',
      'Gratis y confidencial, 24/7. Las llamadas las atiende',
    ]);
    expect(p.html).toContain('href="/es/privacy"');
    // The registration has no Spanish version: its English page.
    expect(p.html).toContain('href="/facility-signup"');
    expect(p.html).not.toMatch(/Send Us a Message|Contact Hours|Frequently Asked Questions/);
    expect(alternates(p.html)).toEqual([`en ${SITE}/contact`, `es ${SITE}/es/contact`, `x-default ${SITE}/contact`]);
  });

  it('leave the English pages in English', async () => {
    const help = await page('/get-help');
    expect(help.html).toContain('Talk to Someone Now');
    expect(help.html).toContain('Call 988');
    expect(help.html).not.toMatch(/Hable con alguien|Nombre completo/);
    const contact = await page('/contact');
    expect(contact.html).toContain('Send Us a Message');
    expect(contact.html).toContain('Urgent - I need help now');
    expect(contact.html).not.toContain('Envíenos');
  });
});

describe('the Spanish search page', () => {
  it('says everything of ours in Spanish: filters, sort, counts with plurals, cards, chips and the no-script buttons', async () => {
    const p = await spanishPage('/es/search?q=desintoxicaci%C3%B3n%20que%20acepta%20Medicaid%20en%20Texas', 'Buscar centros de tratamiento', ['1 centro encontrado']);
    // The search read the Spanish words as the English would be: its chips, named in Spanish.
    for (const chip of ['Desintoxicación', 'Medicaid', 'Texas']) expect(p.html).toContain(`aria-label="Quitar ${chip}"`);
    // The filters, with the reference data's names in Spanish, and the buttons for browsers without script.
    expect(p.html).toContain('Tipos de tratamiento');
    expect(p.html).toContain('Aplicar los filtros');
    expect(p.html).toContain('>Ordenar</button>');
    expect(p.html).toContain('<option value="rating">Mejor calificados</option>');
    expect(p.html).toMatch(/<option value="TX"[^>]*>Texas \(1\)<\/option>/);
    // A result card: ours in Spanish, the facility's own name marked as English.
    expect(p.html).toContain('(21 opiniones)');
    expect(p.html).toMatch(/<a lang="en" href="\/es\/facility\/\d+"[^>]*>Casa Serena<\/a>/);
    expect(p.html).toContain('Pago privado');
    // Every control sends to the Spanish page.
    expect(p.html).toContain('action="/es/search"');
    expect(p.html).not.toContain('action="/search"');
    expect(p.html).not.toMatch(/facilit(y|ies) found|Apply filters|Clear all/);
    expect(alternates(p.html)).toEqual([`en ${SITE}/search`, `es ${SITE}/es/search`, `x-default ${SITE}/search`]);
  });

  it('is offered, in Spanish, on the English page when the search was typed in Spanish, and works without script', async () => {
    const typed = await page('/search?q=desintoxicaci%C3%B3n%20en%20Texas');
    expect(typed.status).toBe(200);
    expect(typed.html).toMatch(/<p class="spanish-offer" lang="es">¿Busca en español\?(<!-- -->)?\s*<a [^>]*href="\/es\/search\?q=desintoxicaci%C3%B3n\+en\+Texas"[^>]*>Vea esta búsqueda en español<\/a>/);
    const english = await page('/search?q=detox%20in%20Texas');
    expect(english.html).not.toContain('spanish-offer');
    const spanish = await page('/es/search?q=desintoxicaci%C3%B3n%20en%20Texas');
    expect(spanish.html).not.toContain('spanish-offer');
  });

  it('writes the empty state and the counts as Spanish does', async () => {
    const p = await page('/es/search?q=zzzzqqq');
    expect(p.status).toBe(200);
    expect(p.html).toContain('0 centros encontrados');
    expect(p.html).toContain('No se encontraron centros');
    expect(p.html).toContain('Quitar los filtros y ver todos');
  });

  it('says what is wrong with a ZIP code in Spanish', async () => {
    const p = await page('/es/search?zip=00000');
    expect(p.status).toBe(200);
    expect(p.html).toContain('No encontramos el código postal 00000.');
    expect(p.html).toContain('Corrija el código postal para ver los resultados.');
  });

  it('leaves the English search page in English', async () => {
    const p = await page('/search?q=detox');
    expect(p.html).toContain('1 facility found');
    expect(p.html).toContain('action="/search"');
    expect(p.html).not.toContain('Filtros');
  });
});

describe('the Spanish listing page', () => {
  it('says our words in Spanish and what the facility wrote as written, marked as English', async () => {
    const p = await page(`/es/facility/${serena}`);
    expect(p.status).toBe(200);
    expect(p.html).toMatch(/<html lang="es"/);
    expect(p.html).toContain('<h1 id="facility-name" lang="en">Casa Serena</h1>');
    expect(p.html).toContain('<p class="facility-main__description" lang="en">A test facility.</p>');
    for (const text of ['Pedir información', 'Seguros que acepta', 'Tipos de tratamiento', 'Desintoxicación', 'Pago privado', 'Ruta de navegación', '(21 opiniones)']) {
      expect(p.html).toContain(text);
    }
    expect(p.html).not.toMatch(/Request information|Insurance Accepted|Treatment Types/);
    // Every service in Spanish, those under "More services" too; a name that is a brand stays as written.
    for (const text of ['Más servicios, modalidades y enfoques', 'Español', 'Enfoques de tratamiento', 'Terapia cognitivo-conductual', 'Prueba del VIH', 'The Joint Commission']) {
      expect(p.html).toContain(text);
    }
    // (The English names are in the page's data for the SPA, never in its text.)
    expect(p.html).not.toMatch(/>(Cognitive behavioral therapy|HIV testing)</);
    expect(alternates(p.html)).toEqual([`en ${SITE}/facility/${serena}`, `es ${SITE}/es/facility/${serena}`, `x-default ${SITE}/facility/${serena}`]);
  });

  it('states its language in the structured data, with Spanish addresses', async () => {
    const p = await page(`/es/facility/${serena}`);
    const jsonLd = jsonLdOf(p.html);
    const business = jsonLd.find((d) => d['@type'] === 'MedicalBusiness')!;
    expect(business).toMatchObject({ name: 'Casa Serena', inLanguage: 'es-US', url: `${SITE}/es/facility/${serena}` });
    const crumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Inicio', 'Buscar', 'Texas', 'Casa Serena']);
    expect(crumbs.itemListElement[1]!.item).toBe(`${SITE}/es/search`);
    // The English listing is as it was.
    const english = await page(`/facility/${serena}`);
    expect(english.html).toContain('<h1 id="facility-name">Casa Serena</h1>');
    expect(english.html).toContain('Request information');
    // The page states no language (each review in its JSON-LD states its own).
    expect(jsonLdOf(english.html).find((d) => d['@type'] === 'MedicalBusiness')).not.toHaveProperty('inLanguage');
  });
});

/** The page's JSON-LD documents. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const crumbsOf = (html: string) =>
  (jsonLdOf(html).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> }).itemListElement;

describe('the Spanish state and city pages', () => {
  it('show the states index in Spanish: the states by their Spanish names, each linked to its Spanish page, and the map', async () => {
    const p = await spanishPage('/es/states', 'Centros de tratamiento de adicciones por estado', [
      'Busque centros de tratamiento por estado',
      'Centros de tratamiento en todo el país',
      'Filtrar los estados por nombre',
      'Nueva York',
      'Cómo elegir dónde recibir tratamiento',
    ]);
    expect(p.html).toContain('href="/es/states/tx"');
    expect(p.html).toContain('aria-label="Mapa de Estados Unidos: elija un estado"');
    expect(p.html).not.toMatch(/Find Treatment Centers by State|Treatment centers across the country/);
    expect(alternates(p.html)).toEqual([`en ${SITE}/states`, `es ${SITE}/es/states`, `x-default ${SITE}/states`]);
    const english = await page('/states');
    expect(english.html).toContain('Find Treatment Centers by State');
    expect(english.html).toContain('href="/states/tx"');
    expect(english.html).not.toContain('Nueva York');
    expect(alternates(english.html)).toEqual([`en ${SITE}/states`, `es ${SITE}/es/states`, `x-default ${SITE}/states`]);
  });

  it('shows a state in Spanish: its centers, the crisis lines in Spanish, Spanish addresses in its structured data', async () => {
    const p = await spanishPage('/es/states/tx', 'Centros de tratamiento de adicciones en Texas', [
      'Centros mejor calificados en Texas',
      'Texas en resumen',
      'Población',
      'Recursos y apoyo',
      'llame o envíe un mensaje de texto al 988',
      'atención en español disponible',
      'envíe AYUDA al ',
      'Alcohólicos Anónimos (AA)',
      '¿No sabe qué centro es el adecuado?',
      '21 opiniones',
    ]);
    expect(p.html).toContain('href="/es/search?state=TX"');
    expect(p.html).toContain('href="/es/states"');
    expect(p.html).toMatch(/<a lang="en" href="\/es\/facility\/\d+"[^>]*>Casa Serena<\/a>/);
    expect(p.html).not.toMatch(/Top-rated centers|Resources and support|Support groups|Browse other states|at a glance|Population/);
    expect(alternates(p.html)).toEqual([`en ${SITE}/states/tx`, `es ${SITE}/es/states/tx`, `x-default ${SITE}/states/tx`]);
    expect(crumbsOf(p.html)).toEqual([
      expect.objectContaining({ name: 'Inicio', item: `${SITE}/es` }),
      expect.objectContaining({ name: 'Estados', item: `${SITE}/es/states` }),
      expect.objectContaining({ name: 'Texas', item: `${SITE}/es/states/tx` }),
    ]);
    expect(jsonLdOf(p.html).find((d) => d['@type'] === 'ItemList')).toMatchObject({ inLanguage: 'es-US', name: 'Centros de tratamiento de adicciones en Texas' });
    // An unknown state is the Spanish 404.
    const missing = await page('/es/states/zz');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Estado no encontrado');
  });

  it('shows a city in Spanish, the city as written and marked as English', async () => {
    const p = await spanishPage('/es/states/nm/santa-fe', 'Centros de tratamiento de adicciones en Santa Fe, NM', [
      '3 centros de tratamiento en Santa Fe, Nuevo México',
      '<li aria-current="page" lang="en">Santa Fe</li>',
      'Por tipo de tratamiento',
      'Por seguro aceptado',
      'Ciudades cercanas',
      'Tratamiento ambulatorio',
      'Ruta de navegación',
    ]);
    expect(p.html).toContain('href="/es/states/nm"');
    expect(p.html).not.toMatch(/By treatment type|Nearby cities|Top-rated centers|All treatment centers in/);
    expect(alternates(p.html)).toEqual([`en ${SITE}/states/nm/santa-fe`, `es ${SITE}/es/states/nm/santa-fe`, `x-default ${SITE}/states/nm/santa-fe`]);
    expect(crumbsOf(p.html).map((c) => c.item)).toEqual([`${SITE}/es`, `${SITE}/es/states`, `${SITE}/es/states/nm`, `${SITE}/es/states/nm/santa-fe`]);
    // The English city page is as it was.
    const english = await page('/states/nm/santa-fe');
    expect(english.html).toContain('By treatment type');
    expect(english.html).not.toContain('Nuevo México');
  });
});

describe('a missing Spanish page', () => {
  it('is a 404 in Spanish, not indexed, with no alternates', async () => {
    const p = await page('/es/no-existe');
    expect(p.status).toBe(404);
    expect(p.html).toMatch(/<html lang="es"/);
    expect(p.html).toContain('Página no encontrada');
    expect(p.html).toContain('<meta name="robots" content="noindex">');
    expect(alternates(p.html)).toEqual([]);
  });
});

describe('which pages have a Spanish version', () => {
  it('matches SPANISH_PAGES by segment, a query, a fragment or a trailing slash aside', () => {
    for (const path of ['/', '/about', '/about/', '/search?q=detox', '/facility/42', '/states', '/states/ca#cities', '/states/ca/los-angeles', '/contact']) {
      expect(hasSpanishPage(path), path).toBe(true);
    }
    for (const path of ['/open-data', '/facility', '/facility/42/extra', '/states/ca/los-angeles/more', '/blog/a-post']) {
      expect(hasSpanishPage(path), path).toBe(false);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists both languages of a translated page, each naming the other as an xhtml:link alternate', async () => {
    const res = await api('/sitemap.xml');
    const xml = await res.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const links =
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/"/><xhtml:link rel="alternate" hreflang="es" href="${SITE}/es"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/"/>`;
    expect(xml).toMatch(new RegExp(`<url><loc>${SITE}/</loc>.*${links.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</url>`));
    expect(xml).toContain(`<url><loc>${SITE}/es</loc>`);
    // A page in English only has one <url> and no alternates.
    expect(xml).toMatch(new RegExp(`<url><loc>${SITE}/open-data</loc><changefreq>[a-z]+</changefreq><priority>[0-9.]+</priority></url>`));
    expect(xml).toContain(`<url><loc>${SITE}/es/about</loc>`);
    for (const path of ['/treatment-types', '/insurance', '/sitemap', '/terms', '/privacy', '/get-help', '/contact']) {
      const pair = `<xhtml:link rel="alternate" hreflang="en" href="${SITE}${path}"/><xhtml:link rel="alternate" hreflang="es" href="${SITE}/es${path}"/>`;
      expect(xml).toContain(`<url><loc>${SITE}${path}</loc>`);
      expect(xml).toContain(`<url><loc>${SITE}/es${path}</loc>`);
      expect(xml.split(pair).length - 1, path).toBe(2);
    }
    // The states index, a state's page and a city's, in both languages.
    for (const path of ['/states', '/states/tx', '/states/nm/santa-fe']) {
      expect(xml).toContain(`<url><loc>${SITE}${path}</loc>`);
      expect(xml).toContain(`<url><loc>${SITE}/es${path}</loc>`);
    }
  });
});

import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './support';
import { validateXML } from 'xmllint-wasm';

// The sitemap the Worker renders from the seeded database, checked against the sitemaps.org schema
// (sitemap.xsd as the `sitemap` package ships it) with libxml2's validator.

// The package's exports leave the schema folder out, so it is read from the installed package.
const SITEMAP_XSD = readFileSync(new URL('../node_modules/sitemap/schema/sitemap.xsd', import.meta.url), 'utf8');
// A page in two languages names both addresses (<xhtml:link hreflang>, issue 29); the schema's slot
// for other namespaces is strict, so that element's schema comes along, with a main schema for both.
const ALTERNATES_XSD = readFileSync(new URL('./sitemap-alternates.xsd', import.meta.url), 'utf8');
const BOTH_XSD =
  '<?xml version="1.0" encoding="UTF-8"?><xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
  '<xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>' +
  '<xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="sitemap-alternates.xsd"/></xsd:schema>';

test('sitemap.xml validates against the sitemaps.org schema and lists every published listing', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await res.text();

  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'both.xsd', contents: BOTH_XSD }],
    preload: [
      { fileName: 'sitemap.xsd', contents: SITEMAP_XSD },
      { fileName: 'sitemap-alternates.xsd', contents: ALTERNATES_XSD },
    ],
    maxMemoryPages: 4096,
  });
  expect(xml).toContain('hreflang="es"');
  expect(result.errors.map((e) => e.message)).toEqual([]);
  expect(result.valid).toBe(true);

  const published = ((await (await request.get('/api/facility/public/search?limit=1')).json()) as { total: number }).total;
  // Each listing in English and in Spanish (decision 022).
  expect(xml.match(/<loc>[^<]*\/facility\/\d+<\/loc>/g)?.filter((loc) => !loc.includes('/es/'))).toHaveLength(published);
  expect(xml.match(/<loc>[^<]*\/es\/facility\/\d+<\/loc>/g)).toHaveLength(published);
  expect(xml.match(/<loc>[^<]*\/states\/[a-z]{2}<\/loc>/g)?.length).toBeGreaterThanOrEqual(50);
});

test('a sitemap that breaks the schema is refused by the same check (the check can fail)', async () => {
  const broken = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><priority>2.0</priority></url></urlset>\n';
  const result = await validateXML({ xml: [{ fileName: 'broken.xml', contents: broken }], schema: [SITEMAP_XSD] });
  expect(result.valid).toBe(false);
});

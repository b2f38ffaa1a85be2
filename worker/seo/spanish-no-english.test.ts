import { beforeAll, describe, expect, it } from 'vitest';
import { addFacility, addZipCode, api, freshSearch, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';
import { SPANISH_PAGES } from './spanish-pages';

// Issue 42: no English on a Spanish page. Every Spanish page is rendered and read as a visitor sees
// it (its text, its form controls' words, what a <noscript> holds), leaving out only what is marked
// lang="en" (what a facility wrote, names as written); any English word left is a failure.

/**
 * Words English uses and Spanish does not, as written in a sentence or a label: one of them in a
 * Spanish page's text is English left behind. (Case matters: "IN" and "OR" are states' codes.)
 */
const ENGLISH =
  /\b(the|and|of|with|for|that|this|your|you|our|by|may|are|is|be|from|to|in|or|at|not|who|what|near|call|search|find|treatment|centers?|facility|facilities|listing|home|states?|page|more|view|help|paid|providers?|Islands|Leave|Call|Search|Find|Home|View|More|Treatment|Center|Recovery(?! Directory))\b/;

/** Names that are the same in both languages (brands, programmes): not English left behind. */
const PROPER_NAMES = [/Recovery Directory/g, /Crisis Text Line/g, /The Joint Commission/g, /SMART Recovery/g, /\S+@\S+/g, /https?:\/\/\S+/g];

let facilityId = 0;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({
    name: 'Casa Serena',
    city: 'El Paso',
    state: 'TX',
    treatmentTypes: ['detox', 'outpatient'],
    insurance: ['medicaid', 'private-pay'],
    services: ['ol-spanish', 'tap-cognitive-behavioral-therapy', 'lca-the-joint-commission'],
  });
  await addZipCode('87501', 'Santa Fe', 'NM', 35.69, -105.94);
  for (const name of ['Santa Fe Uno', 'Santa Fe Dos', 'Santa Fe Tres']) await addFacility({ name, city: 'Santa Fe', state: 'NM', treatmentTypes: ['outpatient'] });
  await freshSearch();
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

/** The text of a page a Spanish reader is shown, outside lang="en" and outside scripts. */
async function shownText(html: string): Promise<string[]> {
  const chunks: string[] = [];
  let english = 0;
  let hidden = 0;
  const rewriter = new HTMLRewriter()
    .on('[lang="en"]', {
      element(element) {
        english++;
        element.onEndTag(() => void english--);
      },
    })
    .on('script, style, title', {
      element(element) {
        hidden++;
        element.onEndTag(() => void hidden--);
      },
    })
    .on('*', {
      element(element) {
        if (english || hidden) return;
        for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
          const value = element.getAttribute(name);
          if (value) chunks.push(value);
        }
      },
      text(text) {
        if (!english && !hidden && text.text.trim()) chunks.push(text.text);
      },
    });
  // What a <noscript> holds is shown to a browser without script: read as the rest of the page.
  await rewriter.transform(new Response(html.replace(/<(\/?)noscript>/g, '<$1div>'))).text();
  return chunks;
}

const paths = () =>
  SPANISH_PAGES.map((pattern) =>
    `/es${pattern === '/' ? '' : pattern}`
      .replace(':id', String(facilityId))
      .replace(':stateCode/:city', 'nm/santa-fe')
      .replace(':stateCode', 'tx'),
  );

describe('a Spanish page', () => {
  it('shows no English outside what is marked as English', async () => {
    const found: string[] = [];
    for (const path of paths()) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      for (const chunk of await shownText(await res.text())) {
        const words = PROPER_NAMES.reduce((text, name) => text.replace(name, ''), chunk);
        if (ENGLISH.test(words)) found.push(`${path}: ${chunk.trim().slice(0, 120)}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  }, 60_000);
});

describe('every page, in either language', () => {
  // A message that none of the catalogues the page loaded holds shows its id (translator.ts): the
  // screen's words went into a catalogue its route does not load (lingui.config.ts, screen-messages.ts).
  it('says every word from a catalogue its route loaded', async () => {
    const missing: string[] = [];
    for (const path of [...paths(), ...paths().map((path) => path.replace(/^\/es/, '') || '/'), '/facility-login', '/admin/login', '/no-such-page']) {
      const html = await (await api(path)).text();
      for (const [marker] of html.matchAll(/⟦missing [^⟧]*⟧/g)) missing.push(`${path}: ${marker}`);
    }
    expect(missing).toEqual([]);
  }, 60_000);
});

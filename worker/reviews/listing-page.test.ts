import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowStatement } from '../test/factories';
import { addFacility, api, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';

// The reviews section of a listing's page, as the Worker sends it: readable, paged and sorted with
// links alone (no script), in English and Spanish, each review in its own language.

let id: number;
let empty: number;

beforeAll(async () => {
  await loadReferenceData();
  id = await addFacility({ name: 'Paged Reviews Lodge', city: 'Boise', state: 'ID', rating: null });
  empty = await addFacility({ name: 'Quiet New Listing', city: 'Boise', state: 'ID', rating: null });
  const at = (day: number) => `2026-05-${String(day).padStart(2, '0')}T09:00:00.000Z`;
  await env.DB.batch([
    // 23 published (22 here and one in Spanish): review k + 1 has rating 1 + k % 5, the later the newer.
    ...Array.from({ length: 22 }, (_, k) =>
      rowStatement('reviews', { facility_id: id, rating: 1 + (k % 5), status: 'published', created_at: at(k + 1), published_at: at(k + 1), body: `Body of review ${k + 1}.`, display_name: `Reviewer ${k + 1}` }),
    ),
    rowStatement('reviews', {
      facility_id: id, rating: 4, status: 'published', created_at: at(28), published_at: at(28), title: 'Nos ayudaron mucho', body: 'El personal fue muy amable con nuestra familia.',
      lang: 'es', relationship: 'family', display_name: 'Lupe R.', stayed_in: '2026-01', invited_by: 'facility',
      response_body: 'Thank you for your words.', response_status: 'published', response_created_at: at(29), response_published_at: at(29),
    }),
    rowStatement('reviews', { facility_id: id, rating: 1, status: 'pending', body: 'A review still in moderation.' }),
  ]);
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

async function section(path: string): Promise<{ status: number; html: string; words: string }> {
  const res = await api(path);
  const html = await res.text();
  const reviews = /<section id="reviews"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return { status: res.status, html: reviews, words: reviews.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** A few rendered pages a test: more than the default 5 s on a loaded 2-core machine. */
const PAGES_MS = 30_000;

const bodies = (html: string) => [...html.matchAll(/class="review__body" lang="\w+">([^<]*)</g)].map((m) => m[1]);

describe('the reviews on a listing’s page', () => {
  it('shows the figures and spread, then the 10 newest, each with who, when, rating and the facility’s answer', async () => {
    const p = await section(`/facility/${id}`);
    expect(p.status).toBe(200);
    expect(p.words).toContain('2.9 out of 5, from 23 published reviews');
    expect(p.words).toMatch(/5 stars 4 4 stars 5 3 stars 4 2 stars 5 1 star 5/);
    expect(bodies(p.html)).toEqual(['El personal fue muy amable con nuestra familia.', ...Array.from({ length: 9 }, (_, k) => `Body of review ${22 - k}.`)]);
    // The first: title and text in Spanish, who wrote it and when, verified, and the answer under it.
    expect(p.html).toContain('<h3 class="review__title" lang="es">Nos ayudaron mucho</h3>');
    expect(p.words).toContain('Lupe R. Family member Stayed in January 2026 May 28, 2026 Verified');
    expect(p.words).toContain('Response from Paged Reviews Lodge , May 29, 2026');
    expect(p.words).toContain('Rated 4 out of 5');
    expect(p.words).toContain('Reviewer 22 Former client May 22, 2026');
    expect(p.words).not.toContain('Reviewer 22 Former client May 22, 2026 Verified');
    expect(p.html).not.toContain('in moderation');
    // Plain links: the next page and the orders, no script needed.
    expect(p.words).toContain('Page 1 of 3');
    expect(p.html).toContain(`href="/facility/${id}?page=2#reviews"`);
    expect(p.html).not.toContain('Previous reviews');
    expect(p.html).toMatch(new RegExp(`<a aria-current="true" href="/facility/${id}#reviews"[^>]*>Newest</a>`));
    expect(p.html).toContain(`href="/facility/${id}?sort=lowest#reviews"`);
  }, PAGES_MS);

  it('pages on, and sorts highest and lowest first', async () => {
    const last = await section(`/facility/${id}?page=3`);
    expect(bodies(last.html)).toEqual(['Body of review 3.', 'Body of review 2.', 'Body of review 1.']);
    expect(last.words).toContain('Page 3 of 3');
    expect(last.html).toContain(`href="/facility/${id}?page=2#reviews"`);
    expect(last.html).not.toContain('More reviews');

    const lowest = await section(`/facility/${id}?sort=lowest`);
    expect(bodies(lowest.html).slice(0, 3)).toEqual(['Body of review 21.', 'Body of review 16.', 'Body of review 11.']);
    expect(lowest.html).toMatch(new RegExp(`<a aria-current="true" href="/facility/${id}\\?sort=lowest#reviews"[^>]*>Lowest rated</a>`));
    expect(lowest.html).toContain(`href="/facility/${id}?page=2&amp;sort=lowest#reviews"`);

    const highest = await section(`/facility/${id}?sort=highest&page=2`);
    expect(highest.words).toContain('Page 2 of 3');
    expect(highest.words).toContain('Rated 3 out of 5');
    expect(highest.words).not.toContain('Rated 5 out of 5');
  }, PAGES_MS);

  it('reads an address it does not know as the first page, newest first, and says when a page is empty', async () => {
    const odd = await section(`/facility/${id}?sort=random&page=-4`);
    expect(odd.status).toBe(200);
    expect(bodies(odd.html)[0]).toBe('El personal fue muy amable con nuestra familia.');
    const beyond = await section(`/facility/${id}?page=40`);
    expect(beyond.words).toContain('There are no reviews on this page. See the first page.');
  }, PAGES_MS);

  it('says "No reviews yet" on a listing without published reviews', async () => {
    const p = await section(`/facility/${empty}`);
    expect(p.words).toContain('Reviews No reviews yet');
    expect(p.html).not.toContain('★');
  }, PAGES_MS);

  it('is in Spanish on /es/, each review in the language it was written in', async () => {
    const p = await section(`/es/facility/${id}`);
    expect(p.status).toBe(200);
    expect(p.words).toContain('Opiniones');
    expect(p.words).toContain('2.9 de 5, según 23 opiniones publicadas');
    expect(p.words).toContain('Lupe R. Familiar Estancia: enero de 2026');
    expect(p.words).toContain('Verificada');
    expect(p.words).toContain('Reviewer 22 Expaciente');
    expect(p.html).toContain('<p class="review__body" lang="es">El personal fue muy amable con nuestra familia.</p>');
    expect(p.html).toContain('<p class="review__body" lang="en">Body of review 22.</p>');
    // The facility's name and its answer as written.
    expect(p.html).toContain('Respuesta de <span lang="en">Paged Reviews Lodge</span>');
    expect(p.html).toMatch(new RegExp(`href="/es/facility/${id}#reviews"[^>]*>Más recientes</a>`));
    const none = await section(`/es/facility/${empty}`);
    expect(none.words).toContain('Todavía no hay opiniones');
  }, PAGES_MS);
});

import type { APIRequestContext } from '@playwright/test';

// The public pages the validators read (vnu in html-validity.spec.ts, pa11y in pa11y.spec.ts): every
// visitor screen in English, each Spanish page (issue 29) and both 404s.

export const ENGLISH_PAGES = [
  '/',
  '/search',
  '/search?q=detox%20in%20austin',
  // Typed in Spanish: the page offers the Spanish one.
  '/search?q=desintoxicaci%C3%B3n%20en%20Texas',
  '/facility/1',
  '/facility/1/review',
  '/reviews/manage',
  '/states',
  '/states/ca',
  '/treatment-types',
  '/insurance',
  '/get-help',
  '/contact',
  '/about',
  '/verification',
  '/terms',
  '/privacy',
  '/open-data',
  '/sitemap',
  '/blog',
  '/nowhere',
  '/facility-signup',
];

export const SPANISH_PAGES = [
  '/es',
  '/es/about',
  '/es/verification',
  '/es/search?q=desintoxicaci%C3%B3n',
  '/es/facility/1',
  '/es/facility/1/review',
  '/es/states',
  '/es/states/ca',
  '/es/treatment-types',
  '/es/insurance',
  '/es/sitemap',
  '/es/terms',
  '/es/privacy',
  '/es/get-help',
  '/es/contact',
  '/es/no-existe',
];

/** The pages whose address comes from the data: the newest blog post, and a California city in both languages. */
export async function dataPages(request: APIRequestContext): Promise<{ post: string; city: string; spanishCity: string }> {
  const posts = (await (await request.get('/api/blog/posts?limit=1')).json()) as { posts: Array<{ slug: string }> };
  const state = (await (await request.get('/api/facility/public/states/ca/facilities?limit=1')).json()) as { cities: Array<{ slug: string }> };
  const city = `/states/ca/${state.cities[0]!.slug}`;
  return { post: `/blog/${posts.posts[0]!.slug}`, city, spanishCity: `/es${city}` };
}

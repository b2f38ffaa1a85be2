import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { loadScreenMessages } from '../../../lib/i18n/translator';
import { SiteConfigContext, type SiteConfig } from '../../../lib/reference-data';
import type { searchLoader, SearchAnswer, SearchFacility } from '../api/search-facilities';
import { readSearch } from '../utils/search-params';
import { Component } from './search-page';

// The page's words: the shell's catalogue and the search screen's, as its route loads them.
beforeAll(() => loadScreenMessages('search', 'en'));

type LoaderResult = Awaited<ReturnType<typeof searchLoader>>;

const SITE_CONFIG: SiteConfig = {
  siteUrl: 'https://directory.example',
  helpline: { display: '1-800-555-0100', tel: 'tel:+18005550100' },
  crisisHelpline: { display: '988', tel: 'tel:+988' },
  helplineAnsweredBy: 'Example Helpline Co.',
  helplineAnsweredByEs: 'Línea de ayuda de ejemplo',
  contactEmail: 'hello@directory.example',
  demoMode: false,
  retentionDays: 365,
};

function card(id: number, name: string): SearchFacility {
  return {
    id,
    name,
    city: 'Columbus',
    state: 'OH',
    rating: 4.5,
    reviews: 12,
    availability: null,
    treatmentTypes: ['Detox'],
    specializations: [],
    features: [],
    insurance: ['Medicaid'],
    phone: '(614) 555-0100',
    lastVerified: null,
  };
}

/** What the search box read "detox" as: the Detox treatment type, whose words removing it takes out. */
const DETOX = { kind: 'term', label: 'Detox', filter: 'treatment_types', words: 'detox', without: '' } as const;

function answer(patch: Partial<SearchAnswer>): SearchAnswer {
  return {
    facilities: [],
    total: 0,
    page: 1,
    limit: 20,
    facets: {
      state: [{ value: 'OH', name: 'Ohio', count: 2 }],
      treatment_types: [{ value: '12', name: 'Detox', count: 2 }],
      specializations: [],
      insurance: [{ value: '7', name: 'Medicaid', count: 2 }],
      services: { medications: [], payment: [], populations: [], ages: [], languages: [] },
      accepting: [{ value: '1', name: 'Accepting new patients (confirmed in the last 14 days)', count: 0 }],
    },
    understood: [DETOX],
    ...patch,
  };
}

/**
 * The search route module's component on a memory router at `url`, its loader answering `result`
 * whatever the address (so a navigation shows the same answer and only the address changes).
 */
function renderSearch(url: string, result: SearchAnswer) {
  const loader = ({ request }: { request: Request }): LoaderResult => ({
    search: readSearch(new URL(request.url).searchParams),
    outcome: { kind: 'done', result },
  });
  // Nothing to show before the loader answers (the router warns without it).
  const router = createMemoryRouter([{ path: '/search', Component, loader, HydrateFallback: () => null }], { initialEntries: [url] });
  render(
    <I18nProvider pathname="/search">
      <SiteConfigContext value={SITE_CONFIG}>
        <RouterProvider router={router} />
      </SiteConfigContext>
    </I18nProvider>,
  );
  return router;
}

const address = (router: ReturnType<typeof renderSearch>) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(cleanup);

describe('search page', () => {
  it('shows how many were found and each card by name', async () => {
    renderSearch('/search?q=detox', answer({ total: 2, facilities: [card(1, 'Harbor Light Recovery'), card(2, 'New Dawn Detox Center')] }));

    expect(await screen.findByRole('heading', { level: 2, name: '2 facilities found' })).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Search results' });
    const names = within(results)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Harbor Light Recovery', 'New Dawn Detox Center']);
    expect(within(results).getByRole('link', { name: 'Harbor Light Recovery' }).getAttribute('href')).toBe('/facility/1');
  });

  it('with no results, offers each filter whose removal finds some as a link without exactly that filter, and the helpline', async () => {
    renderSearch(
      '/search?q=detox&state=OH&insurance=7',
      answer({
        total: 0,
        relax: [
          { filter: 'state', total: 3 },
          { filter: 'treatment_types', total: 1 },
          { filter: 'insurance', total: 5 },
        ],
      }),
    );

    expect(await screen.findByRole('heading', { name: 'No facilities found' })).toBeTruthy();
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Remove the state filter (3 centers)')).toBe('/search?q=detox&insurance=7');
    // Detox was read from the words: removing it takes them out of the text.
    expect(hrefOf('Remove the treatment type filter (1 center)')).toBe('/search?state=OH&insurance=7');
    expect(hrefOf('Remove the insurance filter (5 centers)')).toBe('/search?q=detox&state=OH');
    expect(hrefOf('1-800-555-0100')).toBe('tel:+18005550100');
  });

  describe('changing the search from the page', () => {
    const found = answer({ total: 2, facilities: [card(1, 'Harbor Light Recovery'), card(2, 'New Dawn Detox Center')] });

    it('removing a ticked filter\'s chip drops only that filter', async () => {
      const router = renderSearch('/search?q=detox&insurance=7', found);
      await userEvent.click(await screen.findByRole('link', { name: 'Remove Medicaid' }));
      expect(address(router)).toBe('/search?q=detox');
    });

    it('removing an understood filter\'s chip takes its words out of the text', async () => {
      const router = renderSearch('/search?q=detox&insurance=7', found);
      await userEvent.click(await screen.findByRole('link', { name: 'Remove Detox' }));
      expect(address(router)).toBe('/search?insurance=7');
    });

    it('unticking the box the words ticked takes the words out of the text', async () => {
      const router = renderSearch('/search?q=detox&insurance=7', found);
      const box = await screen.findByRole('checkbox', { name: /^Detox/ });
      expect((box as HTMLInputElement).checked).toBe(true);
      await userEvent.click(box);
      expect(address(router)).toBe('/search?insurance=7');
    });

    it('"Clear all" goes to the search with nothing in it', async () => {
      const router = renderSearch('/search?q=detox&insurance=7', found);
      await userEvent.click(await screen.findByRole('link', { name: 'Clear all' }));
      expect(address(router)).toBe('/search');
    });
  });
});

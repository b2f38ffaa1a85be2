import { expect } from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer from 'puppeteer';
import { dataPages, ENGLISH_PAGES, SPANISH_PAGES } from './public-pages';
import { test } from './support';

// pa11y (HTML_CodeSniffer, WCAG 2 AA) on the public pages in both languages (issue 29), beside the
// axe check every browser test runs: a second reading of the same rules, by another engine. It drives
// its own Chromium, the system's (package.json's "puppeteer" setting keeps npm from downloading one).

const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] };

/**
 * Pages read at once, each in a page of its own: pa11y waits for the network to be idle for half a
 * second after each load, time that one page after another spent doing nothing.
 */
const AT_ONCE = 3;

/** Each page's errors, as "path: rule (where)", in the order of `paths`. */
async function pa11yErrors(baseURL: string, paths: string[]): Promise<string[]> {
  const browser = await puppeteer.launch(CHROMIUM);
  try {
    const errors: string[][] = [];
    const queue = paths.map((path, index) => ({ path, index }));
    const reader = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { path, index } = next;
        const result = await pa11y(new URL(path, baseURL).href, { browser, standard: 'WCAG2AA', runners: ['htmlcs'] });
        errors[index] = result.issues.map((issue) => `${path}: ${issue.code} (${issue.selector}) ${issue.message}`);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, reader));
    return errors.flat();
  } finally {
    await browser.close();
  }
}

test('pa11y finds no error on the Spanish pages', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { spanishCity } = await dataPages(page.request);
  expect(await pa11yErrors(baseURL!, [...SPANISH_PAGES, spanishCity])).toEqual([]);
});

test('pa11y finds no error on the English pages', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { post, city } = await dataPages(page.request);
  expect(await pa11yErrors(baseURL!, [...ENGLISH_PAGES, post, city])).toEqual([]);
});

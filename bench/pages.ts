/// <reference types="node" />
// npm run bench:pages — what each public route costs a visitor: the gzip size of the JavaScript it
// loads (ours vs. libraries), and a Lighthouse run (mobile, default throttling, Debian Chromium)
// for /, /search, /facility/1 and /states/ca with the four category scores (`-- --bundles-only` skips it).
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { buildSite, seedDatabase, startServer } from './lib/server.ts';
import { fmt, median } from './lib/stats.ts';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const ROUTES = ['/', '/search', '/search?q=detox', '/facility/1', '/states', '/states/ca', '/treatment-types', '/insurance', '/get-help', '/contact', '/about', '/sitemap', '/facility-signup', '/admin/login'];
const LIGHTHOUSE_ROUTES = ['/', '/search', '/facility/1', '/states/ca'];
const LIGHTHOUSE_RUNS = 3;

/** Library chunks are named vendor-* by vite.config.ts; everything else is our code. */
const isLibrary = (url: string) => /\/assets\/vendor[-.]/.test(url);

async function measureBundles(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  console.log('\n## JavaScript each route loads (gzip, KB)');
  console.log('route'.padEnd(20), 'total'.padStart(8), 'ours'.padStart(8), 'libraries'.padStart(10), 'files'.padStart(6));
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const sizes: Array<{ url: string; gzip: number }> = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      try {
        sizes.push({ url: res.url(), gzip: gzipSync(await res.body(), { level: 9 }).length });
      } catch {
        // a response without a body (redirect): nothing to count
      }
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.close();
    const total = sizes.reduce((s, x) => s + x.gzip, 0) / 1024;
    const libs = sizes.filter((x) => isLibrary(x.url)).reduce((s, x) => s + x.gzip, 0) / 1024;
    console.log(route.padEnd(20), fmt(total).padStart(8), fmt(total - libs).padStart(8), fmt(libs).padStart(10), String(sizes.length).padStart(6));
  }
  await browser.close();
}

async function runLighthouse(base: string): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  console.log(`\n## Lighthouse (mobile, default throttling), median of ${LIGHTHOUSE_RUNS} runs`);
  console.log('route'.padEnd(14), 'perf'.padStart(5), 'a11y'.padStart(5), 'best'.padStart(5), 'seo'.padStart(5), 'LCP ms'.padStart(8), 'TBT ms'.padStart(7), 'CLS'.padStart(6));
  for (const route of LIGHTHOUSE_ROUTES) {
    const runs: Array<Record<string, number>> = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
      try {
        const lhr = (await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error' }))!.lhr;
        if (lhr.runtimeError) {
          console.log(`${route}: run ${run + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          perf: score('performance'),
          a11y: score('accessibility'),
          best: score('best-practices'),
          seo: score('seo'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      } finally {
        await chrome.kill();
      }
    }
    const m = (key: string) => median(runs.map((r) => r[key]!));
    console.log(
      route.padEnd(14),
      String(m('perf')).padStart(5),
      String(m('a11y')).padStart(5),
      String(m('best')).padStart(5),
      String(m('seo')).padStart(5),
      fmt(m('lcp'), 0).padStart(8),
      fmt(m('tbt'), 0).padStart(7),
      fmt(m('cls'), 3).padStart(6),
      `  perf per run: ${runs.map((r) => r.perf).join(', ')}`,
    );
  }
}

buildSite();
const dir = resolve(import.meta.dirname, 'out', 'state-pages');
seedDatabase(dir, 5200);
const server = await startServer(dir, 8890);
try {
  await measureBundles(server.url);
  // `npm run bench:pages -- --bundles-only`: the sizes alone, in seconds instead of minutes.
  if (!process.argv.includes('--bundles-only')) await runLighthouse(server.url);
} finally {
  await server.stop();
}

// The table's rows from each bench's results, with the targets the issues and docs/BENCHMARKS.md set:
// issue 2 (search's D1 budget, the edge cache), issue 3 and 14 (JavaScript per route), issue 10 (the
// CSV import), issue 11 (the sitemap), issue 12 (search under load, relevance), issue 14 (render time,
// Lighthouse). A row without a target says so with an empty cell.
import { RELEVANCE_TARGETS, type RelevanceSummary } from './relevance-queries.ts';
import type { CrmImportResult } from '../crm-import.ts';
import { BUNDLE_TARGET, LIGHTHOUSE_TARGET, RENDER_TARGET, renderMet, type BundleRow, type LighthouseRow, type RenderRow } from '../pages.ts';
import { LOAD_RATIO_TARGET, type SearchCold, type SearchRepeats } from '../search.ts';
import { SITEMAP_LIMITS, type SitemapResult } from '../sitemap.ts';
import type { TableRow } from './report.ts';
import { fmt, median, percentile } from './stats.ts';

export interface Results {
  search5k?: { cold: SearchCold; repeats: SearchRepeats };
  search50k?: { cold: SearchCold; repeats: SearchRepeats };
  relevance?: RelevanceSummary;
  render?: RenderRow[];
  sitemap?: SitemapResult;
  crm?: CrmImportResult;
  weights?: BundleRow[];
  lighthouse?: LighthouseRow[];
}

/** Times measured here carry a decimal; the Worker's clock (Server-Timing) ticks in whole ms: digits 0. */
const ms = (n: number, digits = 1) => `${fmt(n, digits)} ms`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} KB`;
/** KB below a megabyte, MB from there. */
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${fmt(bytes / 1024, 1)} KB` : `${fmt(bytes / 1024 / 1024, 2)} MB`);
/** Worker CPU limit per request on the paid plan (the default; configurable up to 5 minutes). */
const CPU_LIMIT_MS = 30_000;

function searchRows(part: string, { cold, repeats }: { cold: SearchCold; repeats: SearchRepeats }): TableRow[] {
  const q = cold.queries;
  const worst = q.reduce((a, b) => (b.workerP95 > a.workerP95 ? b : a));
  const mostRead = q.reduce((a, b) => (b.rowsRead > a.rowsRead ? b : a));
  const over = q.filter((r) => r.rowsRead > r.budget);
  const { health, search, ratio, ratios } = cold.load;
  const errors = health.errors + search.errors;
  return [
    {
      part,
      what: `Worker time over ${q.length} queries: the median of their medians, of their p95s; the slowest p95`,
      value: `median ${ms(median(q.map((r) => r.workerMedian)), 0)}, p95 ${ms(median(q.map((r) => r.workerP95)), 0)}; ` +
        `slowest p95 ${ms(worst.workerP95, 0)} (${worst.label})`,
      target: '',
      ok: null,
    },
    {
      part,
      what: 'D1 rows read per query, first run',
      value: `median ${int(median(q.map((r) => r.rowsRead)))}, max ${int(mostRead.rowsRead)} (${mostRead.label}); ` +
        `${q.length - over.length}/${q.length} within budget${over.length ? ` (over: ${over.map((r) => r.label).join('; ')})` : ''}`,
      target: '≤ 2 × matched + 1,000 each',
      ok: over.length === 0,
    },
    {
      part,
      what: 'first search after start (loads or builds the index)',
      value: `${ms(cold.first.ms, 0)}, ${int(cold.first.rowsRead)} rows read`,
      target: '',
      ok: null,
    },
    {
      part,
      what: 'the same search again within a minute (edge cache on)',
      value: `${repeats.hits}/${repeats.queries} from cache, ${int(repeats.rowsRead)} rows read`,
      target: 'all from cache, 0 rows',
      ok: repeats.hits === repeats.queries && repeats.rowsRead === 0,
    },
    {
      part,
      what: `under load (${int(search.requests)} searches as the page asks for them, ${int(health.requests)} health checks, ${ratios.length} alternating rounds): search p95 / health p95`,
      value: `${fmt(ratio, 2)}×, the median round (${ms(search.p95)} / ${ms(health.p95)}; ${fmt(search.rps, 0)} vs ${fmt(health.rps, 0)} req/s; rounds ${ratios.map((x) => `${fmt(x, 2)}×`).join(', ')}); ${errors} errors`,
      target: `≤ ${LOAD_RATIO_TARGET}×, 0 errors`,
      ok: ratio <= LOAD_RATIO_TARGET && errors === 0,
    },
  ];
}

function relevanceRows(s: RelevanceSummary): TableRow[] {
  return [{
    part: 'relevance 5,200',
    what: `${s.queries} realistic queries judged from the answer`,
    value: `${s.passed}/${s.queries} pass (${fmt(s.passRate * 100)}%), ${s.zeroResults} with no results` +
      (s.failed.length ? `; failing: ${s.failed.map((o) => `"${o.q}"`).join(', ')}` : ''),
    target: `≥ ${RELEVANCE_TARGETS.passRate * 100}% pass, ${RELEVANCE_TARGETS.zeroResults} empty`,
    ok: s.passRate >= RELEVANCE_TARGETS.passRate && s.zeroResults <= RELEVANCE_TARGETS.zeroResults,
  }];
}

function renderRows(rows: RenderRow[]): TableRow[] {
  return rows.map((r) => ({
    part: 'render 50k',
    what: `${r.route} (${r.status})`,
    value: `median ${ms(median(r.render), 0)}, p95 ${ms(percentile(r.render, 95), 0)}; ${int(median(r.rowsRead))} rows read, ` +
      `${int(median(r.queries))} queries; HTML ${kb(r.bytes)} (${kb(r.gzip)} gzip)` + (r.cacheHits ? `; ${r.cacheHits} cache hits` : ''),
    target: `median ≤ ${RENDER_TARGET.median} ms, p95 ≤ ${RENDER_TARGET.p95} ms; ≤ ${int(RENDER_TARGET.rowsRead)} rows read`,
    ok: renderMet(r) && median(r.rowsRead) <= RENDER_TARGET.rowsRead && r.cacheHits === 0,
  }));
}

function sitemapRows(s: SitemapResult): TableRow[] {
  return s.documents.map((d) => ({
    part: 'sitemap 50k',
    what: d.path,
    value: `Worker ${ms(d.workerMs, 0)} (round trip ${ms(d.wallMs, 0)}); ${int(d.urls)} URLs, ${size(d.bytes)}; ${int(d.rowsRead)} rows read`,
    target: `≤ ${int(SITEMAP_LIMITS.urls)} URLs, ≤ ${SITEMAP_LIMITS.bytes / 1024 / 1024} MB; < ${CPU_LIMIT_MS / 1000} s; ≤ URLs + 1,000 rows read`,
    ok: d.urls <= SITEMAP_LIMITS.urls && d.bytes <= SITEMAP_LIMITS.bytes && d.workerMs < CPU_LIMIT_MS && d.rowsRead <= d.urls + 1_000,
  }));
}

function crmRows(c: CrmImportResult): TableRow[] {
  const part = `CRM import ${int(c.rows)} rows`;
  const step = (s: CrmImportResult['dryRun']) =>
    `${ms(s.ms, 0)}, ${int(s.rowsPerSecond)} rows/s; D1 rows read ${int(s.rowsRead)}, written ${int(s.rowsWritten)}`;
  const counts = (o: Record<string, unknown>) => Object.entries(o).map(([k, v]) => `${k} ${typeof v === 'number' ? int(v) : String(v)}`).join(', ');
  return [
    { part, what: `dry run, one request (${size(c.fileBytes)})`, value: step(c.dryRun), target: '', ok: null },
    {
      part,
      what: 'import, one request (all adds)',
      value: `${step(c.firstImport)}; ${counts(c.firstImport.counts)}; stored ${int(c.stored.a)}`,
      target: `all ${int(c.rows)} stored, < ${CPU_LIMIT_MS / 1000} s`,
      ok: c.stored.a === c.rows && c.firstImport.ms < CPU_LIMIT_MS,
    },
    {
      part,
      what: 'the same file again',
      value: `${step(c.sameAgain)}; ${counts(c.sameAgain.counts)}`,
      target: '0 added',
      ok: c.sameAgain.counts.added === 0,
    },
    {
      part,
      what: `a second file in ${c.inParts.requests} parts, as the import screen sends it`,
      value: `${ms(c.inParts.ms, 0)} in all (median ${ms(c.inParts.medianMs, 0)} a part); written ${int(c.inParts.rowsWritten)}; stored ${int(c.stored.b)}`,
      target: `all ${int(c.rows)} stored`,
      ok: c.stored.b === c.rows,
    },
    {
      part,
      what: 'export of both files',
      value: `${ms(c.exported.ms, 0)}, ${int(c.exported.rows)} rows, ${size(c.exported.bytes)}`,
      target: `${int(2 * c.rows)} rows`,
      ok: c.exported.rows === 2 * c.rows,
    },
  ];
}

function bundleRows(rows: BundleRow[]): TableRow[] {
  return rows.map((r) => {
    // The home page's budget holds in both languages (issue 29).
    const target = r.route === '/' || r.route === '/es' ? BUNDLE_TARGET.home : BUNDLE_TARGET.route;
    return {
      part: 'JavaScript (gzip)',
      what: r.route,
      value: `${fmt(r.total)} KB (ours ${fmt(r.ours)}, libraries ${fmt(r.libraries)}; ${r.files} files)`,
      target: `≤ ${target.total} KB, ours ≤ ${target.ours} KB`,
      ok: r.total <= target.total && r.ours <= target.ours,
    };
  });
}

function lighthouseRows(rows: LighthouseRow[]): TableRow[] {
  const t = LIGHTHOUSE_TARGET;
  return rows.map(({ route, median: m, runs, load }) => ({
    part: 'Lighthouse (mobile, cache off)',
    what: `${route} (median of ${runs.length})`,
    value: runs.length === 0
      ? 'every run failed'
      : `perf ${m.perf}, LCP ${fmt(m.lcp, 2)} s, TBT ${fmt(m.tbt, 0)} ms, CLS ${fmt(m.cls, 3)} (FCP ${fmt(m.fcp, 2)} s); load average ${fmt(load, 2)}`,
    target: `perf ≥ ${t.perf}, LCP ≤ ${t.lcp} s, TBT ≤ ${t.tbt} ms, CLS ${t.cls}`,
    ok: runs.length > 0 && m.perf >= t.perf && m.lcp <= t.lcp && m.tbt <= t.tbt && m.cls <= t.cls,
  }));
}

/** The table, in the order issue 15 lists it. */
export function tableRows(r: Results): TableRow[] {
  return [
    ...(r.search5k ? searchRows('search 5k', r.search5k) : []),
    ...(r.search50k ? searchRows('search 50k', r.search50k) : []),
    ...(r.relevance ? relevanceRows(r.relevance) : []),
    ...(r.render ? renderRows(r.render) : []),
    ...(r.sitemap ? sitemapRows(r.sitemap) : []),
    ...(r.crm ? crmRows(r.crm) : []),
    ...(r.weights ? bundleRows(r.weights) : []),
    ...(r.lighthouse ? lighthouseRows(r.lighthouse) : []),
  ];
}

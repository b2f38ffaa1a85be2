import { DEMO_SERVER_TIMING_KEY, SERVER_TIMING_KEY_HEADER } from '../../worker/lib/server-timing-key.ts';
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: number[]) => percentile(values, 50);

export const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '-';

/**
 * The header that shows a request its D1 figures in Server-Timing: the demo's published key (the
 * benchmarks run the demo; a production answer carries the figures only for the deployment's key).
 */
export const DB_TIMING = { [SERVER_TIMING_KEY_HEADER]: DEMO_SERVER_TIMING_KEY };

/** Parses `Server-Timing: total;dur=1.2, db;dur=0.8;desc="rows_read=12 queries=2"`. */
export function parseServerTiming(header: string | null): { total: number; db: number; rowsRead: number; cacheHit: boolean } {
  const h = header ?? '';
  const num = (re: RegExp) => Number(re.exec(h)?.[1] ?? Number.NaN);
  return {
    total: num(/total;dur=([\d.]+)/),
    db: num(/db;dur=([\d.]+)/) || 0,
    rowsRead: num(/rows_read=(\d+)/) || 0,
    cacheHit: /cache;desc="hit"/.test(h),
  };
}

/**
 * Parses a rendered page's `Server-Timing: render;dur=3.2, api;dur=5.1;desc="rows_read=41 queries=3",
 * total;dur=8.4` (worker/seo/routes/pages.ts), or a cached page's `cache;desc="hit"`.
 */
export function parsePageTiming(header: string | null): { render: number; api: number; total: number; rowsRead: number; queries: number; cacheHit: boolean } {
  const h = header ?? '';
  const num = (re: RegExp) => Number(re.exec(h)?.[1] ?? Number.NaN);
  return {
    render: num(/render;dur=([\d.]+)/),
    api: num(/api;dur=([\d.]+)/),
    total: num(/total;dur=([\d.]+)/),
    rowsRead: num(/api;[^,]*rows_read=(\d+)/),
    queries: num(/api;[^,]*queries=(\d+)/),
    cacheHit: /cache;desc="hit"/.test(h),
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: number[]) => percentile(values, 50);

export const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '-';

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

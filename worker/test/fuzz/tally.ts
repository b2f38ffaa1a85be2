// Counts of answers per endpoint and status, printed as one table at the end of a run.

export class Tally {
  private counts = new Map<string, Map<number, number>>();
  total = 0;

  add(endpoint: string, status: number): void {
    const row = this.counts.get(endpoint) ?? new Map<number, number>();
    row.set(status, (row.get(status) ?? 0) + 1);
    this.counts.set(endpoint, row);
    this.total++;
  }

  has(endpoint: string): boolean {
    return this.counts.has(endpoint);
  }

  /** Endpoints down the side, statuses across, a total per row and per column. */
  table(): string {
    const statuses = [...new Set([...this.counts.values()].flatMap((row) => [...row.keys()]))].sort((a, b) => a - b);
    const endpoints = [...this.counts.keys()].sort((a, b) => a.replace(/^\S+ /, '').localeCompare(b.replace(/^\S+ /, '')) || a.localeCompare(b));
    const header = ['endpoint', ...statuses.map(String), 'total'];
    const rows = endpoints.map((endpoint) => {
      const row = this.counts.get(endpoint)!;
      const cells = statuses.map((status) => String(row.get(status) ?? ''));
      return [endpoint, ...cells, String([...row.values()].reduce((a, b) => a + b, 0))];
    });
    const columnTotals = statuses.map((status) => String(endpoints.reduce((sum, e) => sum + (this.counts.get(e)!.get(status) ?? 0), 0)));
    rows.push(['all endpoints', ...columnTotals, String(this.total)]);
    const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
    return [line(header), ...rows.map(line)].join('\n');
  }
}

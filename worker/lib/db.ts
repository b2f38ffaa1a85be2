// The only door to D1. Every query adds its duration and rows read to the request's meter, which
// the Server-Timing header reports (and the benchmarks read).

interface DbMeter {
  queries: number;
  durationMs: number;
  rowsRead: number;
  rowsWritten: number;
  /** Queries a read replica answered (D1 says so in production; locally there is only the primary). */
  fromReplica: number;
}

export class Database {
  readonly meter: DbMeter = { queries: 0, durationMs: 0, rowsRead: 0, rowsWritten: 0, fromReplica: 0 };

  /** A D1 session (lib/db-session.ts) for requests; the binding itself for scheduled work and seeding. */
  constructor(readonly d1: D1Database | D1DatabaseSession) {}

  /** Where this session's reads and writes have reached, to carry into a later request. */
  bookmark(): string | null {
    return 'getBookmark' in this.d1 ? this.d1.getBookmark() : null;
  }

  /** A bound statement, for batch(). Values are always bound, never spliced into SQL. */
  statement(sql: string, ...params: unknown[]): D1PreparedStatement {
    return this.d1.prepare(sql).bind(...params);
  }

  async all<T>(sql: string, ...params: unknown[]): Promise<T[]> {
    const [result] = await this.batchResults<T>([this.statement(sql, ...params)]);
    return result?.results ?? [];
  }

  async first<T>(sql: string, ...params: unknown[]): Promise<T | null> {
    const rows = await this.all<T>(sql, ...params);
    return rows[0] ?? null;
  }

  async run(sql: string, ...params: unknown[]): Promise<D1Meta> {
    const [result] = await this.batchResults([this.statement(sql, ...params)]);
    return result!.meta;
  }

  /** One round trip and one transaction: all succeed or none do. */
  async batch<T = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<T[][]> {
    const results = await this.batchResults<T>(statements);
    return results.map((r) => r.results ?? []);
  }

  private async batchResults<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const started = performance.now();
    // A single statement goes through all() so D1 does not wrap it in a transaction it needn't.
    const results =
      statements.length === 1 ? [await statements[0]!.all<T>()] : await this.d1.batch<T>(statements);
    this.meter.durationMs += performance.now() - started;
    for (const r of results) {
      this.meter.queries += 1;
      this.meter.rowsRead += r.meta?.rows_read ?? 0;
      this.meter.rowsWritten += r.meta?.rows_written ?? 0;
      if (r.meta?.served_by_primary === false) this.meter.fromReplica += 1;
    }
    return results;
  }
}

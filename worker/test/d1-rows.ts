import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../index';
import { ORIGIN } from './client';

// What one request read from D1, counted by the binding itself: the test's D1 is wrapped so that
// every result's meta.rows_read is added up, whatever the answer's Server-Timing says (and to
// whom: public answers carry no D1 figures). Counts the request's waitUntil work too.

interface Meter {
  rowsRead: number;
  queries: number;
}

/** A statement of the double: the real one underneath, counted when run. */
class CountedStatement {
  constructor(
    private readonly meter: Meter,
    readonly real: D1PreparedStatement,
  ) {}

  private count<T>(result: D1Result<T>): D1Result<T> {
    this.meter.queries += 1;
    this.meter.rowsRead += result.meta?.rows_read ?? 0;
    return result;
  }

  bind(...values: unknown[]): D1PreparedStatement {
    return new CountedStatement(this.meter, this.real.bind(...values)) as unknown as D1PreparedStatement;
  }

  async all<T>(): Promise<D1Result<T>> {
    return this.count(await this.real.all<T>());
  }

  async run<T>(): Promise<D1Result<T>> {
    return this.count(await this.real.run<T>());
  }

  async first<T>(column?: string): Promise<T | null> {
    const { results } = await this.all<Record<string, unknown>>();
    const row = results[0];
    if (!row) return null;
    return (column === undefined ? row : row[column]) as T;
  }

  async raw<T>(): Promise<T[]> {
    // Counted through all(): raw() has no meta.
    const { results } = await this.all<Record<string, unknown>>();
    return results.map((row) => Object.values(row)) as T[];
  }
}

const unwrap = (statement: D1PreparedStatement) => (statement instanceof CountedStatement ? statement.real : statement);

function counted(meter: Meter, real: Pick<D1Database, 'prepare' | 'batch'>) {
  return {
    prepare: (sql: string) => new CountedStatement(meter, real.prepare(sql)) as unknown as D1PreparedStatement,
    batch: async <T>(statements: D1PreparedStatement[]) => {
      const results = await real.batch<T>(statements.map(unwrap));
      for (const r of results) {
        meter.queries += 1;
        meter.rowsRead += r.meta?.rows_read ?? 0;
      }
      return results;
    },
  };
}

function countingD1(meter: Meter): D1Database {
  const real = env.DB;
  return {
    ...counted(meter, real),
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
    withSession: (constraint?: D1SessionConstraint | D1SessionBookmark) => {
      const session = real.withSession(constraint);
      return { ...counted(meter, session), getBookmark: () => session.getBookmark() } as unknown as D1DatabaseSession;
    },
  } as unknown as D1Database;
}

/** A GET through the Worker's fetch handler, and the D1 rows it read (its background work included). */
export async function d1RowsRead(path: string, init?: RequestInit): Promise<{ res: Response; rowsRead: number; queries: number }> {
  const meter: Meter = { rowsRead: 0, queries: 0 };
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const res = await worker.fetch(request, { ...env, DB: countingD1(meter) }, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { res: new Response(body, res), ...meter };
}

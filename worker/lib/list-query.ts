import type { Database } from './db';

// The admin lists' SQL: filters add fixed fragments; what the admin typed is always a bound value.

/**
 * SQL true when `column` holds the bound text anywhere, ignoring ASCII case (as LIKE would). Not
 * LIKE: D1 refuses a LIKE pattern over 50 bytes as "too complex", so a longer search text would be
 * a storage error; instr() takes any length, and the text needs no escaping.
 */
export const containsSql = (column: string, param = '?') => `instr(lower(${column}), lower(${param})) > 0`;

const DAY_MS = 24 * 3600 * 1000;

export class Where {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): void {
    this.parts.push(sql);
    this.params.push(...params);
  }

  /** `text` in any of `columns` (ignoring ASCII case). */
  contains(columns: string[], text: string | undefined): void {
    if (!text) return;
    this.add(`(${columns.map((column) => containsSql(column)).join(' OR ')})`, ...columns.map(() => text));
  }

  equals(column: string, value: string | number | undefined): void {
    if (value !== undefined) this.add(`${column} = ?`, value);
  }

  /** Times are stored as ISO strings in UTC; `to` includes its whole day. */
  days(column: string, range: { from?: string; to?: string }): void {
    if (range.from) this.add(`${column} >= ?`, `${range.from}T00:00:00.000Z`);
    if (range.to) this.add(`${column} < ?`, new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS).toISOString());
  }

  toString(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

export interface Page {
  limit: number;
  offset: number;
}

interface ListSql {
  columns: string;
  /** FROM and any joins. */
  from: string;
  order: string;
  /** The distinct values of one column (as `value`), for a filter's choices. */
  distinct?: string;
  /** FROM for the count, where the page's joins cannot change how many rows match (each joins at most one row). */
  countFrom?: string;
  /** Values of the plain `?` in `columns`, in `from` (and `countFrom`), and in `order`: bound in the order the SQL reads them. */
  columnParams?: unknown[];
  fromParams?: unknown[];
  orderParams?: unknown[];
}

/** One page of rows, the total, and a filter's choices: one round trip. */
export async function pageOf<Row>(db: Database, sql: ListSql, where: Where, page: Page) {
  const [rows, total, values] = await db.batch<unknown>([
    db.statement(
      `SELECT ${sql.columns} ${sql.from} ${where} ${sql.order} LIMIT ? OFFSET ?`,
      ...(sql.columnParams ?? []),
      ...(sql.fromParams ?? []),
      ...where.params,
      ...(sql.orderParams ?? []),
      page.limit,
      page.offset,
    ),
    db.statement(`SELECT count(*) AS n ${sql.countFrom ?? sql.from} ${where}`, ...(sql.fromParams ?? []), ...where.params),
    ...(sql.distinct ? [db.statement(sql.distinct)] : []),
  ]);
  return {
    rows: rows as Row[],
    total: (total![0] as { n: number }).n,
    values: ((values ?? []) as { value: string }[]).map((v) => v.value),
  };
}

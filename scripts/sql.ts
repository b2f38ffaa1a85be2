// SQL text for wrangler files (the seed, the reference data, the tools). `wrangler d1 execute --file`
// takes SQL text, not bound parameters, so values are rendered as literals here and nowhere else.

const utf8 = new TextEncoder();
/** UTF-8 length in bytes, as Buffer.byteLength gives it, without Node. */
const byteLength = (text: string) => utf8.encode(text).length;

export type SqlValue = string | number | boolean | null;

/** D1 refuses statements over 100 KB (SQLITE_TOOBIG); stay well below it. */
export const MAX_STATEMENT_BYTES = 90_000;

export function sqlLiteral(value: SqlValue | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    // String() would give "NaN" or "1e+21", neither of which SQLite reads as the number meant.
    if (!Number.isFinite(value) || Math.abs(value) >= 1e21) throw new Error(`Not a SQL number: ${value}`);
    return String(value);
  }
  // SQLite strings end at NUL when read back through the C API.
  if (value.includes('\u0000')) throw new Error('NUL character in SQL string');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Multi-row INSERTs, each under `maxBytes` of UTF-8: one statement per row took minutes at 50,000
 * facilities, while multi-row statements load in seconds.
 */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly SqlValue[]>,
  maxBytes = MAX_STATEMENT_BYTES,
): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const headBytes = byteLength(head);
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = headBytes;
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: expected ${columns.length} values, got ${row.length}`);
    const tuple = `(${row.map(sqlLiteral).join(', ')})`;
    const tupleBytes = byteLength(tuple) + 2; // ",\n" or ";\n"
    if (headBytes + tupleBytes > maxBytes) throw new Error(`${table}: one row is larger than ${maxBytes} bytes`);
    if (bytes + tupleBytes > maxBytes) {
      statements.push(head + tuples.join(',\n') + ';');
      tuples = [];
      bytes = headBytes;
    }
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  if (tuples.length > 0) statements.push(head + tuples.join(',\n') + ';');
  return statements;
}

/** A file for `wrangler d1 execute --file`: its statements and what the loader says about it. */
export interface SqlFile {
  /** File name in the out dir; names sort in load order. */
  name: string;
  /** What the loader prints while the file loads. */
  label: string;
  rows: number;
  statements: string[];
}

export function renderSqlFile(file: SqlFile): string {
  return file.statements.join('\n') + '\n';
}

/** Renders `?N` placeholders as literals: the reference rows are written for bound parameters. */
export function bindLiterals(sql: string, params: readonly SqlValue[]): string {
  return (
    sql.replace(/\?(\d+)/g, (_, n: string) => {
      const index = Number(n) - 1;
      if (index < 0 || index >= params.length) throw new Error(`No parameter ?${n} for: ${sql}`);
      return sqlLiteral(params[index] as SqlValue);
    }) + ';'
  );
}

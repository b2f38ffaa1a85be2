/// <reference types="node" />
// The database as the migrations leave it, in two generated files (issue 42): docs/schema.sql, every
// table with its indexes and triggers as SQLite stores them, and worker/lib/schema-types.ts, a row type
// per table. Not in migrations/: wrangler would apply a .sql file there as a migration.
//   node scripts/schema-snapshot.ts   (npm run schema; scripts/schema-snapshot.test.ts fails when stale)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = join(ROOT, 'migrations');
export const SCHEMA_SQL_PATH = join(ROOT, 'docs/schema.sql');
export const SCHEMA_TYPES_PATH = join(ROOT, 'worker/lib/schema-types.ts');

export interface Migration {
  name: string;
  sql: string;
}

const leadingNumber = (name: string) => {
  const digits = /^\d+/.exec(name)?.[0];
  return digits === undefined ? Infinity : Number(digits);
};

/**
 * migrations/*.sql in the order wrangler applies them (compareMigrationPaths in wrangler 4: by the
 * name's leading number, then by name): with our zero-padded names, that is name order.
 */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => leadingNumber(a) - leadingNumber(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * A fresh in-memory database with `migrations` applied. node:sqlite bundles a newer SQLite (3.50)
 * than D1's 3.4x, with FTS5 and fts5vocab; every migration so far runs on both. A migration that does
 * not run here fails loudly, naming its file, rather than leaving it out of the snapshot.
 */
export function migratedDatabase(migrations: readonly Migration[]): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  for (const migration of migrations) {
    try {
      db.exec(migration.sql);
    } catch (error) {
      db.close();
      throw new Error(`${migration.name} does not run on node:sqlite (SQLite ${sqliteVersion()}): ${(error as Error).message}`, { cause: error });
    }
  }
  return db;
}

function sqliteVersion(): string {
  const db = new DatabaseSync(':memory:');
  try {
    return (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  } finally {
    db.close();
  }
}

interface MasterRow {
  type: 'table' | 'index' | 'view' | 'trigger';
  name: string;
  tbl_name: string;
  sql: string;
}

interface TableListRow {
  name: string;
  /** 'table', 'view', 'virtual' or 'shadow' (a virtual table's storage, such as FTS5's *_data). */
  type: string;
  /** 1 for a WITHOUT ROWID table. */
  wr: number;
}

function tableList(db: DatabaseSync): TableListRow[] {
  return db.prepare(`SELECT name, type, wr FROM pragma_table_list WHERE schema = 'main' ORDER BY name`).all() as unknown as TableListRow[];
}

/**
 * Where the next top-level character of `sql` is, from `from`: string literals, quoted names and
 * comments are stepped over whole, so a comma or parenthesis inside them is never taken for syntax.
 */
function skipQuoted(sql: string, i: number): number {
  const c = sql[i];
  const close = c === "'" || c === '"' || c === '`' ? c : c === '[' ? ']' : null;
  if (close) {
    let j = i + 1;
    // A quote is escaped by doubling it.
    for (;;) {
      j = sql.indexOf(close, j);
      if (j === -1) return sql.length;
      if (close !== ']' && sql[j + 1] === close) j += 2;
      else return j + 1;
    }
  }
  if (sql.startsWith('--', i)) {
    const end = sql.indexOf('\n', i);
    return end === -1 ? sql.length : end;
  }
  if (sql.startsWith('/*', i)) {
    const end = sql.indexOf('*/', i + 2);
    return end === -1 ? sql.length : end + 2;
  }
  return i;
}

/**
 * A multi-line CREATE TABLE with each column (and table constraint) starting a line of its own.
 * ALTER TABLE ADD COLUMN splices `, <column>` in after the last column, on that column's line (or the
 * closing parenthesis's): after a few, a table's newest columns sit on one long line. Only blanks next
 * to the list's commas change, so the statement means what SQLite stored (the test compares both
 * databases column by column).
 */
export function columnsOnTheirOwnLines(sql: string): string {
  if (!/^CREATE TABLE/i.test(sql)) return sql;
  let open = -1;
  for (let i = 0; i < sql.length; i++) {
    const next = skipQuoted(sql, i);
    if (next !== i) i = next - 1;
    else if (sql[i] === '(') {
      open = i;
      break;
    }
  }
  if (open === -1) return sql;
  const items: string[] = [];
  let depth = 0;
  let start = open + 1;
  let close = -1;
  for (let i = open + 1; i < sql.length && close === -1; i++) {
    const next = skipQuoted(sql, i);
    if (next !== i) {
      i = next - 1;
      continue;
    }
    const c = sql[i];
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (c === ')') close = i;
    else if (c === ',' && depth === 0) {
      items.push(sql.slice(start, i));
      start = i + 1;
    }
  }
  if (close === -1) return sql;
  items.push(sql.slice(start, close));
  if (!items.some((item) => item.includes('\n'))) return sql;
  const lastLine = (text: string) => text.slice(text.lastIndexOf('\n') + 1);
  const out = items.map((item, index) => {
    let text = item;
    // A comma at the start of a line goes up to the end of the one before, unless that one ends in a comment.
    if (index < items.length - 1 && /\n\s*$/.test(text) && !lastLine(text.trimEnd()).includes('--')) text = text.trimEnd();
    if (index > 0 && !/^[ \t]*(\n|--|\/\*)/.test(text)) text = `\n  ${text.trimStart()}`;
    return text;
  });
  const list = out.join(',');
  return `${sql.slice(0, open + 1)}${list}${/\n\s*$/.test(list) ? '' : '\n'}${sql.slice(close)}`;
}

/** Ends with one semicolon, without trailing blanks on any line. */
const normalise = (sql: string) => `${columnsOnTheirOwnLines(sql).replace(/[ \t]+$/gm, '').trim().replace(/;$/, '')};`;

const byName = (a: MasterRow, b: MasterRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export const SCHEMA_SQL_HEADER = `-- Generated by \`npm run schema\` (scripts/schema-snapshot.ts) from migrations/: do not edit. Change
-- the schema with a new migration, then run \`npm run schema\`; npm test fails while this file is stale.
-- Every table (in name order) followed by its indexes and triggers, then the views, each statement
-- as SQLite stores it after all the migrations, but with the columns ALTER TABLE added on lines of
-- their own. Left out: FTS5's shadow tables (their virtual table's CREATE is here), wrangler's
-- d1_migrations and D1's _cf_ tables, and the rows some migrations insert.
`;

/** docs/schema.sql: the schema of `db`, one statement per block. */
export function schemaSql(db: DatabaseSync): string {
  const shadows = new Set(tableList(db).filter((t) => t.type === 'shadow').map((t) => t.name));
  const rows = (
    db
      .prepare(
        `SELECT type, name, tbl_name, sql FROM sqlite_master
         WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'`,
      )
      .all() as unknown as MasterRow[]
  ).filter((row) => !shadows.has(row.name) && !shadows.has(row.tbl_name));
  const of = (type: MasterRow['type'], owner?: string) =>
    rows.filter((row) => row.type === type && (owner === undefined || row.tbl_name === owner)).sort(byName);
  // Views last: a CREATE VIEW needs its tables, so the file also runs as it is (scripts/schema-snapshot.test.ts).
  const statements = [...of('table'), ...of('view')].flatMap((owner) => [owner, ...of('index', owner.name), ...of('trigger', owner.name)]);
  return `${SCHEMA_SQL_HEADER}\n${statements.map((row) => normalise(row.sql)).join('\n\n')}\n`;
}

interface ColumnRow {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

/**
 * The TypeScript type of a column's values by its declared type's affinity (sqlite.org/datatype3.html,
 * 3.1). BLOB affinity (declared BLOB, or no type) converts nothing, so the declaration does not say
 * what comes back: search_index_chunks.data holds text, media.bytes bytes that D1 returns as number[].
 */
function affinityType(declared: string): string {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'number';
  if (type.includes('CHAR') || type.includes('CLOB') || type.includes('TEXT')) return 'string';
  if (type.includes('BLOB') || type === '') return 'unknown';
  if (type.includes('REAL') || type.includes('FLOA') || type.includes('DOUB')) return 'number';
  // NUMERIC affinity keeps text that does not read as a number as text.
  return 'number | string';
}

const pascalCase = (name: string) => name.replace(/(?:^|_)([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const SCHEMA_TYPES_HEADER = `// Generated by \`npm run schema\` (scripts/schema-snapshot.ts) from migrations/: do not edit. A row of
// each table as the migrations leave it (docs/schema.sql), column by column: INTEGER and REAL are
// number, TEXT string, BLOB unknown (that affinity keeps whatever was written); \`| null\` unless the
// column is NOT NULL, an INTEGER PRIMARY KEY (the rowid) or in a WITHOUT ROWID table's key. SQLite lets
// a rowid table's TEXT PRIMARY KEY hold NULL unless it says NOT NULL, so those are \`| null\` too.
// Views and virtual tables (FTS5) have no row type here.
`;

/** worker/lib/schema-types.ts: one interface per table of `db`, and `Tables` naming them. */
export function schemaTypes(db: DatabaseSync): string {
  const tables = tableList(db).filter((t) => t.type === 'table' && !t.name.startsWith('sqlite_') && !t.name.startsWith('_cf_') && t.name !== 'd1_migrations');
  const columnsOf = db.prepare('SELECT name, type, "notnull", pk FROM pragma_table_info(?) ORDER BY cid');
  const interfaces = tables.map((table) => {
    const columns = columnsOf.all(table.name) as unknown as ColumnRow[];
    const keyColumns = columns.filter((c) => c.pk > 0);
    const rowid = table.wr === 0 && keyColumns.length === 1 && keyColumns[0]!.type.toUpperCase() === 'INTEGER' ? keyColumns[0]!.name : null;
    const fields = columns.map((column) => {
      const notNull = column.notnull === 1 || column.name === rowid || (table.wr === 1 && column.pk > 0);
      return `  ${column.name}: ${affinityType(column.type)}${notNull ? '' : ' | null'};`;
    });
    return `/** A row of ${table.name}. */\nexport interface ${pascalCase(table.name)}Row {\n${fields.join('\n')}\n}`;
  });
  const map = tables.map((table) => `  ${table.name}: ${pascalCase(table.name)}Row;`);
  return `${SCHEMA_TYPES_HEADER}\n${interfaces.join('\n\n')}\n\n/** Each table's row type, by table name. */\nexport interface Tables {\n${map.join('\n')}\n}\n`;
}

export interface Snapshot {
  sql: string;
  types: string;
}

/** Both generated files' text for `migrations` (all of migrations/ unless given). */
export function buildSnapshot(migrations: readonly Migration[] = readMigrations()): Snapshot {
  const db = migratedDatabase(migrations);
  try {
    return { sql: schemaSql(db), types: schemaTypes(db) };
  } finally {
    db.close();
  }
}

if (import.meta.main) {
  const snapshot = buildSnapshot();
  writeFileSync(SCHEMA_SQL_PATH, snapshot.sql);
  writeFileSync(SCHEMA_TYPES_PATH, snapshot.types);
  console.log(`${SCHEMA_SQL_PATH}\n${SCHEMA_TYPES_PATH}`);
}

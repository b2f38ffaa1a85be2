import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import {
  buildSnapshot,
  columnsOnTheirOwnLines,
  migratedDatabase,
  readMigrations,
  SCHEMA_SQL_PATH,
  SCHEMA_TYPES_PATH,
  schemaSql,
} from './schema-snapshot.ts';

// The checked-in snapshot (docs/schema.sql, worker/lib/schema-types.ts) against the one the migrations
// make now; that the comparison catches a migration nobody snapshotted; and that docs/schema.sql,
// columns moved onto lines of their own, still builds the database the migrations build.

const STALE = 'stale: run `npm run schema` and commit what it writes';

/** Each table's columns, foreign keys and indexes as SQLite reports them (not their creation order): what the schema means. */
function structure(db: DatabaseSync): unknown {
  const tables = db.prepare(`SELECT name, type, wr, strict FROM pragma_table_list WHERE schema = 'main' ORDER BY name`).all() as { name: string }[];
  return tables.map((table) => ({
    ...table,
    columns: db.prepare('SELECT * FROM pragma_table_xinfo(?)').all(table.name),
    foreignKeys: db.prepare('SELECT * FROM pragma_foreign_key_list(?)').all(table.name),
    indexes: (db.prepare('SELECT name, "unique", origin, partial FROM pragma_index_list(?) ORDER BY name').all(table.name) as { name: string }[]).map((index) => ({
      ...index,
      columns: db.prepare('SELECT * FROM pragma_index_xinfo(?)').all(index.name),
    })),
  }));
}

describe('the schema snapshot', () => {
  const migrations = readMigrations();
  const current = buildSnapshot(migrations);

  it('docs/schema.sql is what the migrations make', () => {
    expect(readFileSync(SCHEMA_SQL_PATH, 'utf8'), `docs/schema.sql is ${STALE}`).toBe(current.sql);
  });

  it('worker/lib/schema-types.ts is what the migrations make', () => {
    expect(readFileSync(SCHEMA_TYPES_PATH, 'utf8'), `worker/lib/schema-types.ts is ${STALE}`).toBe(current.types);
  });

  it('goes stale when a migration is added and the snapshot is not rebuilt', () => {
    // Not "all but the newest migration": the newest may insert rows only (0037 does), which the
    // schema does not show.
    const added = buildSnapshot([...migrations, { name: '9999_probe.sql', sql: 'ALTER TABLE facilities ADD COLUMN probe TEXT;' }]);
    expect(added.sql).not.toBe(readFileSync(SCHEMA_SQL_PATH, 'utf8'));
    expect(added.sql).toMatch(/^ {2}probe TEXT\n\);$/m);
    expect(added.types).not.toBe(readFileSync(SCHEMA_TYPES_PATH, 'utf8'));
    expect(added.types).toContain('  probe: string | null;\n}');
  });

  it('docs/schema.sql runs and builds the database the migrations build', () => {
    const fromMigrations = migratedDatabase(migrations);
    const fromSnapshot = new DatabaseSync(':memory:');
    try {
      fromSnapshot.exec(readFileSync(SCHEMA_SQL_PATH, 'utf8'));
      expect(structure(fromSnapshot)).toEqual(structure(fromMigrations));
      expect(schemaSql(fromSnapshot)).toBe(current.sql);
    } finally {
      fromMigrations.close();
      fromSnapshot.close();
    }
  });

  it('names a migration that node:sqlite cannot run', () => {
    expect(() => buildSnapshot([{ name: '0001_bad.sql', sql: 'CREATE TABLEX t (a);' }])).toThrow(/^0001_bad\.sql does not run on node:sqlite/);
  });
});

describe('columnsOnTheirOwnLines', () => {
  it('leaves a one-line table as it is', () => {
    expect(columnsOnTheirOwnLines('CREATE TABLE t (a TEXT, b TEXT)')).toBe('CREATE TABLE t (a TEXT, b TEXT)');
  });

  it('steps over commas and parentheses in literals, and keeps a comma out of a comment', () => {
    const sql = "CREATE TABLE t (\n  a TEXT -- a, b\n, b TEXT CHECK (b IN ('x,)', 'y')), \"odd,name\" TEXT)";
    const moved = columnsOnTheirOwnLines(sql);
    expect(moved).toBe("CREATE TABLE t (\n  a TEXT -- a, b\n,\n  b TEXT CHECK (b IN ('x,)', 'y')),\n  \"odd,name\" TEXT\n)");
    const db = new DatabaseSync(':memory:');
    try {
      db.exec(moved);
      expect(db.prepare('SELECT name FROM pragma_table_info(?)').all('t').map((row) => row.name)).toEqual(['a', 'b', 'odd,name']);
    } finally {
      db.close();
    }
  });
});

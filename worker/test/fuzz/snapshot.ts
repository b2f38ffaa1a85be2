import { env } from 'cloudflare:workers';

// The database as a request found it and left it: per table, its row count and a checksum of its
// rows, so a refused request that wrote anything is caught whatever table it touched.

/**
 * Tables a refused request may still change, and why. Anything else changing under a 4xx is a
 * partial write.
 */
export const MAY_CHANGE_ON_REFUSAL: Record<string, string> = {
  rate_limit_counters: 'a per-client or per-account limit counts the attempt before the request is refused (the 429 itself, or a 4xx after it)',
  sign_in_failures: 'a failed sign-in counts against the account and the client: that count is the lockout',
};

/** A table a refusal of these routes may change (a prefix of the path), and why. */
export const MAY_CHANGE_ON_REFUSAL_OF: { table: string; path: string; why: string }[] = [
  { table: 'audit_log', path: '/api/admin/session', why: 'a failed admin sign-in is audited (admin.sign_in_failed)' },
];

/**
 * Tables written after an earlier response, by work it left to waitUntil; they can change while
 * any later request runs, refused or not.
 */
export const WRITTEN_IN_THE_BACKGROUND: Record<string, string> = {
  search_index_state: 'a search or an approval rebuilds the search index after its response',
  search_index_chunks: 'the rebuilt search index is stored after the response',
  facility_daily_stats: 'listing views are buffered and written up to 2 s after the view was answered',
  view_visitors: 'the visitors of those buffered views are written with them',
};

export type Snapshot = Map<string, string>;

/** FTS5's shadow tables mirror their virtual table (and D1's own table cannot be read). */
const isShadow = (name: string, virtual: string[]) =>
  name.startsWith('_cf_') || virtual.some((v) => name.startsWith(`${v}_`) && /_(data|idx|content|docsize|config)$/.test(name));

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * Snapshots in one batch (one round trip). SQLite's total_changes() counts every row this
 * connection wrote; while it stands still, the last snapshot is still the database, so a run of
 * refusals that write nothing costs one cheap query each instead of a snapshot.
 */
export class DatabaseWatch {
  private statements: D1PreparedStatement[] = [];
  private tables: string[] = [];
  private last: { changes: number; snapshot: Snapshot } | null = null;

  async init(): Promise<void> {
    const { results } = await env.DB.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`).all<{ name: string; sql: string }>();
    const virtual = results.filter((t) => /CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name);
    // Virtual tables are read through their shadow tables' owner; fts5vocab tables hold nothing of their own.
    this.tables = results.map((t) => t.name).filter((name) => !isShadow(name, virtual) && !virtual.includes(name));
    const columns = await env.DB.batch(this.tables.map((name) => env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(name)));
    this.statements = [
      env.DB.prepare('SELECT total_changes() AS n, 0 AS rows_text'),
      ...this.tables.map((name, i) => {
        const cells = (columns[i]!.results as { name: string }[]).map((c) => `quote("${c.name}")`).join(` || ',' || `);
        return env.DB.prepare(`SELECT count(*) AS n, group_concat(${cells}, char(10)) AS rows_text FROM "${name}"`);
      }),
    ];
  }

  get tableNames(): readonly string[] {
    return this.tables;
  }

  private async changes(): Promise<number> {
    return (await env.DB.prepare('SELECT total_changes() AS n').first<{ n: number }>())!.n;
  }

  /** The database now: the last snapshot when nothing was written since, else a new one. */
  async snapshot(): Promise<Snapshot> {
    if (this.last && (await this.changes()) === this.last.changes) return this.last.snapshot;
    const [changes, ...tables] = await env.DB.batch<{ n: number; rows_text: string | null }>(this.statements);
    const snapshot: Snapshot = new Map();
    tables.forEach((result, i) => {
      const row = result.results[0]!;
      snapshot.set(this.tables[i]!, `${row.n}:${fnv1a(row.rows_text ?? '')}`);
    });
    this.last = { changes: changes!.results[0]!.n, snapshot };
    return snapshot;
  }
}

/** The tables whose count or checksum differ. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}

/** The changes a refusal of `path` may not make. */
export function forbiddenChanges(changed: string[], path: string): string[] {
  return changed.filter(
    (table) =>
      !(table in MAY_CHANGE_ON_REFUSAL) &&
      !(table in WRITTEN_IN_THE_BACKGROUND) &&
      !MAY_CHANGE_ON_REFUSAL_OF.some((rule) => rule.table === table && path.startsWith(rule.path)),
  );
}

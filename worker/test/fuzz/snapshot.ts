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
 * Snapshots in one statement (one round trip, a column per table). A refused request's snapshot
 * after it is the next request's snapshot before, unless a request ran in between: nothing but
 * requests (and the background work they leave) writes to the database.
 */
export class DatabaseWatch {
  private statement: D1PreparedStatement | null = null;
  private tables: string[] = [];
  /** The database as the last snapshot saw it, while no request has run since. */
  private current: Snapshot | null = null;
  /** Snapshots taken, and the time they took: what the write check costs. */
  readonly cost = { snapshots: 0, ms: 0 };

  async init(): Promise<void> {
    const { results } = await env.DB.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`).all<{ name: string; sql: string }>();
    const virtual = results.filter((t) => /CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name);
    // A virtual table's rows live in its shadow tables, which mirror base tables; fts5vocab tables hold nothing of their own.
    this.tables = results.map((t) => t.name).filter((name) => !isShadow(name, virtual) && !virtual.includes(name));
    const columns = await env.DB.batch(this.tables.map((name) => env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(name)));
    const perTable = this.tables.map((name, i) => {
      // One flat call (a chain of || would pass SQLite's expression depth on wide tables).
      const cells = `concat_ws(',', ${(columns[i]!.results as { name: string }[]).map((c) => `quote("${c.name}")`).join(', ')})`;
      return `(SELECT count(*) || ':' || ifnull(group_concat(${cells}, char(10)), '') FROM "${name}") AS t${i}`;
    });
    this.statement = env.DB.prepare(`SELECT ${perTable.join(', ')}`);
  }

  /** The database before a request: the last snapshot if no request ran since, else a new one. */
  async before(): Promise<Snapshot> {
    const snapshot = this.current ?? (await this.take());
    this.current = null;
    return snapshot;
  }

  /** The database after a request (kept for the next one's before). */
  async after(): Promise<Snapshot> {
    this.current = await this.take();
    return this.current;
  }

  /** A request that is not watched is about to run: the last snapshot will no longer hold. */
  forget(): void {
    this.current = null;
  }

  private async take(): Promise<Snapshot> {
    const started = performance.now();
    const row = (await this.statement!.first<Record<string, string>>())!;
    const snapshot: Snapshot = new Map();
    this.tables.forEach((table, i) => {
      const text = row[`t${i}`]!;
      // The count, and a checksum of the rows.
      snapshot.set(table, `${text.slice(0, text.indexOf(':'))}:${fnv1a(text)}`);
    });
    this.cost.snapshots++;
    this.cost.ms += performance.now() - started;
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

// A D1 binding that loses writes the way a network does, for proving that retries store a request
// exactly once. Around the real binding (so the data is real D1), a share of the WRITES fail in one of
// the two ways a Worker meets a fault:
// - before: the write never reached the database; nothing applied, the call throws;
// - after: the write was applied and committed, then the answer was lost; the call throws all the same.
// A batch is one transaction, so it fails whole, either way. Reads pass untouched.
//
// Faults are seeded per stream: `faults.binding(name)` draws from a generator seeded by (seed, name),
// so a request given its own stream (say `lead-17-try-2`) meets the same faults in every run however
// the concurrent requests interleave, and a failing run replays with its seed.

export interface FaultOptions {
  seed: number;
  /** The share of writes (single statements and batches that write) that fail, 0 to 1. */
  rate: number;
  /** Of those, the share that fails after the write was applied; the rest fail before. Default 0.5. */
  afterShare?: number;
}

export interface FaultCounts {
  /** Writes seen while faults were on. */
  writes: number;
  failedBefore: number;
  failedAfter: number;
}

const WRITE = /^(?:INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER)\b/i;
const WRITE_ANYWHERE = /\b(?:INSERT|UPDATE|DELETE|REPLACE)\b/i;

/** Whether a statement can change data: a write verb first, or a CTE in front of one. */
export function isWrite(sql: string): boolean {
  const text = sql.replace(/^(?:\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  return WRITE.test(text) || (/^WITH\b/i.test(text) && WRITE_ANYWHERE.test(text));
}

/** The error a Worker sees when D1's connection drops, which the app maps to 503 storage_unavailable. */
export class InjectedFault extends Error {
  constructor(readonly when: 'before' | 'after') {
    super(`D1_ERROR: Network connection lost. (injected fault ${when} the write)`);
    this.name = 'InjectedFault';
  }
}

/** FNV-1a: a stream's name and the seed as one 32-bit number. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to pick faults. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One stream of fault decisions. */
class Stream {
  private readonly random: () => number;

  constructor(
    private readonly faults: D1Faults,
    name: string,
  ) {
    this.random = seededRandom(hash32(`${faults.options.seed}:${name}`));
  }

  /** Runs `operation`, failing it before or after when it writes and this draw says so. */
  async around<T>(writes: boolean, operation: () => Promise<T>): Promise<T> {
    if (!writes || !this.faults.enabled) return operation();
    const { counts, options } = this.faults;
    counts.writes += 1;
    if (this.random() >= options.rate) return operation();
    if (this.random() < (options.afterShare ?? 0.5)) {
      await operation();
      counts.failedAfter += 1;
      throw new InjectedFault('after');
    }
    counts.failedBefore += 1;
    throw new InjectedFault('before');
  }
}

class FaultyStatement {
  constructor(
    private readonly stream: Stream,
    readonly real: D1PreparedStatement,
    readonly writes: boolean,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new FaultyStatement(this.stream, this.real.bind(...values), this.writes) as unknown as D1PreparedStatement;
  }

  first<T>(column?: string): Promise<T | null> {
    return this.stream.around(this.writes, () => (column === undefined ? this.real.first<T>() : this.real.first<T>(column)));
  }

  run<T>(): Promise<D1Result<T>> {
    return this.stream.around(this.writes, () => this.real.run<T>());
  }

  all<T>(): Promise<D1Result<T>> {
    return this.stream.around(this.writes, () => this.real.all<T>());
  }

  raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    return this.stream.around<unknown>(this.writes, () =>
      options?.columnNames ? this.real.raw<T>({ columnNames: true }) : this.real.raw<T>(),
    );
  }
}

/** The real statement under a double's; one prepared elsewhere passes as it is. */
const unwrap = (statement: D1PreparedStatement): D1PreparedStatement =>
  statement instanceof FaultyStatement ? statement.real : statement;

type Preparer = Pick<D1Database, 'prepare' | 'batch'>;

function prepareOn(stream: Stream, real: Preparer) {
  return (sql: string): D1PreparedStatement =>
    new FaultyStatement(stream, real.prepare(sql), isWrite(sql)) as unknown as D1PreparedStatement;
}

function batchOn(stream: Stream, real: Preparer) {
  return <T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> => {
    const writes = statements.some((s) => (s instanceof FaultyStatement ? s.writes : false));
    return stream.around(writes, () => real.batch<T>(statements.map(unwrap)));
  };
}

/** A session of the double: the real session's queries, with the same stream's faults. */
function faultySession(stream: Stream, real: D1DatabaseSession): D1DatabaseSession {
  const session = {
    prepare: prepareOn(stream, real),
    batch: batchOn(stream, real),
    getBookmark: () => real.getBookmark(),
  };
  return session as unknown as D1DatabaseSession;
}

/** Makes bindings that fail writes; counts what they did. Turn `enabled` off to check the data. */
export class D1Faults {
  readonly counts: FaultCounts = { writes: 0, failedBefore: 0, failedAfter: 0 };
  enabled = true;

  constructor(
    private readonly real: D1Database,
    readonly options: FaultOptions,
  ) {}

  /** A D1Database whose faults come from the stream `name` (its own for each request, for replays). */
  binding(name: string): D1Database {
    const stream = new Stream(this, name);
    const real = this.real;
    const binding = {
      prepare: prepareOn(stream, real),
      batch: batchOn(stream, real),
      exec: (sql: string) => stream.around(isWrite(sql), () => real.exec(sql)),
      withSession: (constraintOrBookmark?: D1SessionConstraint | D1SessionBookmark) =>
        faultySession(stream, real.withSession(constraintOrBookmark)),
      dump: () => real.dump(),
    };
    return binding as unknown as D1Database;
  }

  get failed(): number {
    return this.counts.failedBefore + this.counts.failedAfter;
  }
}

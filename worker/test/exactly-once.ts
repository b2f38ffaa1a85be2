import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import worker from '../index';
import { ORIGIN } from './client';
import { D1Faults, hash32, seededRandom, type FaultOptions } from './faulty-d1';

// Clients that retry, against a Worker whose D1 loses writes (faulty-d1.ts). Each submission is sent
// with one Idempotency-Key and sent again with it after a 5xx or a lost reply, as the SPA's form
// layer does when the person presses Try again; then, with the faults off, what the clients were told
// is checked against what D1 holds.

export interface ClientOptions extends FaultOptions {
  /** How many times a client sends again after a failure. */
  retries: number;
  /** The share of the Worker's replies lost on the way back (the request was handled, the client never hears). */
  lostReplyRate: number;
}

export interface Submission {
  /** Names the submission (and the fault streams of its attempts). */
  label: string;
  /** The request to send (again): the same key and body each time. */
  request: () => Request;
}

export interface Outcome {
  label: string;
  /** What the client was told: stored (a 2xx reached it) or failed (it gave up, or a 4xx). */
  told: 'stored' | 'failed';
  attempts: number;
  /** The last status the client saw, or 0 for a lost reply. */
  status: number;
  /** The 2xx body, when told stored. */
  body?: unknown;
}

export interface Tally {
  submissions: number;
  toldStored: number;
  toldFailed: number;
  /** Sends after the first, across all submissions. */
  retries: number;
  lostReplies: number;
  /** 4xx answers while the faults were on (a retry refused: never expected). */
  refused: number;
}

/** A request as a browser on our pages sends it: our Origin, JSON, its own client address. */
export function jsonRequest(path: string, init: { method?: string; body: unknown; key: string; headers?: Record<string, string> }) {
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': init.key, ...init.headers },
    body: JSON.stringify(init.body),
  });
}

/** One request through the Worker's fetch handler with `db` as its D1, waiting for its waitUntil work. */
export async function through(db: D1Database, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, DB: db }, ctx);
  // The answer is read before the background work, which may meet a fault of its own.
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx).catch(() => undefined);
  return new Response(body, res);
}

export class RetryingClients {
  readonly faults: D1Faults;
  readonly tally: Tally = { submissions: 0, toldStored: 0, toldFailed: 0, retries: 0, lostReplies: 0, refused: 0 };

  constructor(private readonly options: ClientOptions) {
    this.faults = new D1Faults(env.DB, options);
  }

  /** Sends every submission at once, each retrying on its own; what each client was told. */
  async sendAll(submissions: Submission[]): Promise<Outcome[]> {
    // Each fault is logged by the Worker's error handler; hundreds of lines would only slow the run.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    this.faults.enabled = true;
    try {
      return await Promise.all(submissions.map((s) => this.send(s)));
    } finally {
      this.faults.enabled = false;
      quiet.mockRestore();
    }
  }

  private async send(submission: Submission): Promise<Outcome> {
    const lose = seededRandom(hash32(`${this.options.seed}:${submission.label}:replies`));
    this.tally.submissions += 1;
    let status = 0;
    for (let attempt = 1; attempt <= this.options.retries + 1; attempt++) {
      if (attempt > 1) this.tally.retries += 1;
      const res = await through(this.faults.binding(`${submission.label}:try-${attempt}`), submission.request());
      status = res.status;
      if (lose() < this.options.lostReplyRate) {
        this.tally.lostReplies += 1;
        status = 0;
        continue;
      }
      if (res.ok) {
        this.tally.toldStored += 1;
        return { label: submission.label, told: 'stored', attempts: attempt, status, body: await res.json() };
      }
      if (status < 500) {
        this.tally.refused += 1;
        break;
      }
    }
    this.tally.toldFailed += 1;
    return { label: submission.label, told: 'failed', attempts: this.options.retries + 1, status };
  }

  /** With the faults off: the submission sent once more with its key, as a person's later Try again. */
  async sendAgain(submission: Submission): Promise<Response> {
    return through(this.faults.binding(`${submission.label}:again`), submission.request());
  }

  /** One line for the test log: what was sent, what D1 lost, what the clients heard. */
  report(kind: string, rows: number, ms: number): string {
    const { counts } = this.faults;
    const t = this.tally;
    return (
      `[exactly-once] ${kind}: ${t.submissions} submissions, ${t.retries} retries, ${counts.writes} writes ` +
      `(${counts.failedBefore} failed before, ${counts.failedAfter} failed after), ${t.lostReplies} replies lost; ` +
      `told stored ${t.toldStored}, told failed ${t.toldFailed}, refused ${t.refused}; ${rows} rows; ${Math.round(ms)} ms`
    );
  }
}

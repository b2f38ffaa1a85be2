import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { BuildJob } from '../open-data/queries/builds';
import worker from '../index';

// The open-data build as the platform runs it: the scheduled handler, then each queued slice handed
// to the queue consumer in an invocation of its own (in the Worker tests OPEN_DATA_QUEUE goes
// nowhere, so the messages are caught here). Every invocation's D1 statements and R2 operations are
// counted: the platform limits them per invocation.

export interface Invocation {
  kind: 'scheduled' | 'queue';
  job?: BuildJob;
  queries: number;
  r2: number;
  outcome?: string;
}

/** Wraps `target` so that each call of a method `count` names adds one to `counter.n` (and the objects those calls give back too). */
function counted<T extends object>(target: T, count: (prop: string) => boolean, counter: { n: number }): T {
  return new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (count(String(prop))) counter.n += 1;
        const result = (value as (...a: unknown[]) => unknown).apply(t, args);
        if (result && typeof result === 'object' && !(result instanceof Promise) && String(prop) === 'resumeMultipartUpload') {
          return counted(result, () => true, counter);
        }
        if (result instanceof Promise && String(prop) === 'createMultipartUpload') {
          return result.then((upload: object) => counted(upload, () => true, counter));
        }
        return result;
      };
    },
  });
}

const R2_OPERATIONS = new Set(['get', 'put', 'head', 'list', 'delete', 'createMultipartUpload']);

export function openDataBuild(extra: Partial<Env> = {}) {
  const sent: BuildJob[] = [];
  const invocations: Invocation[] = [];
  const queue = {
    send: async (body: BuildJob) => void sent.push(body),
    sendBatch: async (messages: Array<{ body: BuildJob }>) => void sent.push(...messages.map((m) => m.body)),
  } as unknown as Queue;
  const bindings = () => {
    const queries = { n: 0 };
    const r2 = { n: 0 };
    const db = counted(env.DB, (prop) => prop === 'prepare', queries);
    const bucket = counted(env.OPEN_DATA, (prop) => R2_OPERATIONS.has(prop), r2);
    return { queries, r2, env: { ...env, DB: db, OPEN_DATA: bucket, OPEN_DATA_QUEUE: queue, ...extra } as Env };
  };
  let nextId = 0;
  return {
    sent,
    invocations,
    async scheduled(): Promise<Invocation> {
      const run = bindings();
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), run.env, ctx);
      await waitOnExecutionContext(ctx);
      const invocation: Invocation = { kind: 'scheduled', queries: run.queries.n, r2: run.r2.n };
      invocations.push(invocation);
      return invocation;
    },
    /** Hands the consumer the oldest message caught; whether it acked or asked for a retry. */
    async deliverOne(job = sent.shift()): Promise<Invocation> {
      if (!job) throw new Error('no open-data message is waiting');
      const run = bindings();
      const ctx = createExecutionContext();
      const batch = createMessageBatch('recovery-directory-open-data', [{ id: `m${nextId++}`, timestamp: new Date(), attempts: 1, body: job }]);
      await worker.queue(batch, run.env);
      const result = await getQueueResult(batch, ctx);
      const invocation: Invocation = {
        kind: 'queue',
        job,
        queries: run.queries.n,
        r2: run.r2.n,
        outcome: result.retryMessages.length > 0 ? 'retry' : result.explicitAcks.length > 0 ? 'ack' : 'none',
      };
      invocations.push(invocation);
      return invocation;
    },
    /** Every message caught and every one they queue in turn, each in an invocation of its own. */
    async deliverAll(): Promise<Invocation[]> {
      const delivered: Invocation[] = [];
      while (sent.length > 0) delivered.push(await this.deliverOne());
      return delivered;
    },
  };
}

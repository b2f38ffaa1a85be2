/// <reference types="node" />
// The cron that `wrangler dev` does not run (it never fires `[triggers] crons` on its own): the
// scheduled handler called over wrangler dev's local trigger, once at start and then at the times
// production's cron would (scripts/dev-server.ts). `/cdn-cgi/local/scheduled` exists only in
// Miniflare; nothing here changes what is deployed.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** wrangler dev's trigger for the scheduled handler (no `--test-scheduled` needed). */
export const SCHEDULED_PATH = '/cdn-cgi/local/scheduled';

/**
 * The minutes between runs of a cron of the form `*\/N * * * *` (or `* * * * *`), the only forms this
 * local stand-in follows; another form is refused by name rather than run on a guessed rhythm.
 */
export function everyMinutes(cron: string): number {
  const fields = cron.trim().split(/\s+/);
  const [minute, ...rest] = fields;
  const step = minute === '*' ? 1 : /^\*\/(\d+)$/.exec(minute ?? '')?.[1];
  if (fields.length !== 5 || rest.some((field) => field !== '*') || step === undefined || Number(step) < 1 || Number(step) > 59) {
    throw new Error(`The local cron runs "*/N * * * *" only, not "${cron}": change scripts/dev-schedule.ts to follow it.`);
  }
  return Number(step);
}

/** The first minute after `after` whose minute of the hour is a multiple of `step`, as cron counts. */
export function nextRun(after: Date, step: number): Date {
  const next = new Date(after);
  next.setUTCSeconds(0, 0);
  do next.setUTCMinutes(next.getUTCMinutes() + 1);
  while (next.getUTCMinutes() % step !== 0);
  return next;
}

/** The production cron of wrangler.toml (`[triggers] crons`): the one the local run follows. */
export function configuredCron(file = 'wrangler.toml'): string {
  const config = parse(readFileSync(file, 'utf8')) as { triggers?: { crons?: string[] } };
  const crons = config.triggers?.crons ?? [];
  if (crons.length !== 1) throw new Error(`${file} names ${crons.length} crons; the local run follows exactly one.`);
  return crons[0]!;
}

/** The trigger's address for one run, stamped with the time the cron would have fired. */
export function scheduledUrl(origin: string, cron: string, time: Date): string {
  const query = new URLSearchParams({ cron, time: String(time.getTime()) });
  return `${origin}${SCHEDULED_PATH}?${query}`;
}

export interface Schedule {
  stop(): void;
}

/**
 * Calls `run` at once (stamped now) and then at every time `cron` fires, until stopped. A run that
 * fails is reported through `run`'s own promise and does not stop the next one.
 */
export function startSchedule(cron: string, run: (time: Date) => Promise<void>, now: () => Date = () => new Date()): Schedule {
  const step = everyMinutes(cron);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const fire = (time: Date) => {
    if (stopped) return;
    void run(time).catch(() => {});
    const next = nextRun(time, step);
    timer = setTimeout(() => fire(next), Math.max(0, next.getTime() - now().getTime()));
  };
  fire(now());
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/// <reference types="node" />
// `npm start`'s server: `wrangler dev` on PORT (8787 unless set), with the scheduled handler run as
// production's cron runs it (wrangler.toml `[triggers] crons`), since wrangler dev never fires crons
// itself: once as soon as /api/health answers, then every five minutes on the clock. Without it the
// search index never catches up, no mail is re-queued and the open-data files are "being prepared"
// forever. Extra arguments go to wrangler dev (`--persist-to <dir>`). Ctrl-C, SIGINT, SIGTERM or
// SIGHUP stop wrangler (and so workerd); this process ends with it, with its exit code.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { configuredCron, scheduledUrl, startSchedule, type Schedule } from './dev-schedule.ts';
import { untilOpenDataServed } from './open-data-ready.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8787);
const origin = `http://localhost:${port}`;
const siteUrl = process.env.SITE_URL ?? origin;
const cron = configuredCron(`${ROOT}/wrangler.toml`);

const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const started = performance.now();

const wrangler = spawn(`${ROOT}/node_modules/.bin/wrangler`, ['dev', '--port', String(port), '--var', `SITE_URL:${siteUrl}`, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
});

let schedule: Schedule | undefined;
let ended = false;
wrangler.on('exit', (code, signal) => {
  ended = true;
  schedule?.stop();
  process.exit(code ?? (signal === 'SIGINT' ? 130 : signal ? 143 : 1));
});
// A terminal's Ctrl-C reaches wrangler too (same process group); a signal sent to this process alone
// is passed on as SIGINT, wrangler's own Ctrl-C (on SIGTERM its esbuild service printed a Go panic).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    schedule?.stop();
    if (!ended) wrangler.kill('SIGINT');
  });
}

async function healthy(): Promise<void> {
  while (!ended) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One run of the scheduled handler; the trigger answers once the handler returns, its waitUntil work goes on. */
async function runScheduled(time: Date): Promise<void> {
  try {
    const res = await fetch(scheduledUrl(origin, cron, time));
    if (res.ok) console.error(`[dev-server] scheduled run (${cron}) for ${time.toISOString()} started (${since(started)} after start)`);
    else console.error(`[dev-server] scheduled run for ${time.toISOString()} failed: ${res.status} ${await res.text()}`);
  } catch (error) {
    if (!ended) console.error(`[dev-server] scheduled run for ${time.toISOString()} could not reach ${origin}: ${String(error)}`);
  }
}

/**
 * The check that the first run did its work: says when the open-data files are served (the last
 * thing a run writes), or, after three minutes, what answered instead.
 */
async function reportOpenData(): Promise<void> {
  const result = await untilOpenDataServed(origin, { stopped: () => ended });
  if (ended) return;
  if (result.ready) console.error(`[dev-server] open-data files ready (${result.files.join(', ')}) ${since(started)} after start`);
  else console.error(`[dev-server] warning: the open-data files were not served within 3 minutes of the first scheduled run (${result.answered}): see the log above`);
}

await healthy();
if (!ended) {
  console.error(`[dev-server] ${origin} answers (${since(started)}); the scheduled handler runs now and on "${cron}" (npm run scheduled runs it again at once)`);
  schedule = startSchedule(cron, runScheduled);
  void reportOpenData();
}

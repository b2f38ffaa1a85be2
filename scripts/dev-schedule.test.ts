import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuredCron, everyMinutes, nextRun, scheduledUrl, SCHEDULED_PATH, startSchedule } from './dev-schedule.ts';

// npm start runs the scheduled handler as production's cron does (issue 41): at start, then at every
// time `*/5 * * * *` fires, through wrangler dev's local trigger. The clock here is vitest's.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

afterEach(() => {
  vi.useRealTimers();
});

describe('the local cron', () => {
  it("follows wrangler.toml's own cron, the one production runs", () => {
    expect(configuredCron(`${ROOT}/wrangler.toml`)).toBe('*/5 * * * *');
    expect(everyMinutes(configuredCron(`${ROOT}/wrangler.toml`))).toBe(5);
  });

  it('is what npm start runs, with no --test-scheduled (wrangler dev answers its trigger without it)', () => {
    const scripts = (JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toMatch(/node scripts\/dev-server\.ts$/);
    expect(readFileSync(`${ROOT}/scripts/dev-server.ts`, 'utf8')).not.toContain('--test-scheduled');
    expect(scripts.scheduled).toContain(SCHEDULED_PATH);
  });

  it('reads */N and * minutes, and refuses any other form by name', () => {
    expect(everyMinutes('*/5 * * * *')).toBe(5);
    expect(everyMinutes(' */15  * * * * ')).toBe(15);
    expect(everyMinutes('* * * * *')).toBe(1);
    for (const cron of ['0 * * * *', '*/5 2 * * *', '*/0 * * * *', '*/60 * * * *', '*/5 * * *', '5,10 * * * *', '']) expect(() => everyMinutes(cron), cron).toThrow(/\*\/N/);
  });

  it('fires at the next minute of the hour that is a multiple of N, strictly after the time given', () => {
    expect(nextRun(new Date('2026-12-01T23:56:14.588Z'), 5).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(nextRun(new Date('2026-12-01T10:05:00.000Z'), 5).toISOString()).toBe('2026-12-01T10:10:00.000Z');
    expect(nextRun(new Date('2026-12-01T10:04:59.999Z'), 5).toISOString()).toBe('2026-12-01T10:05:00.000Z');
    expect(nextRun(new Date('2026-12-01T10:56:00.000Z'), 7).toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(nextRun(new Date('2026-12-01T10:00:30.000Z'), 1).toISOString()).toBe('2026-12-01T10:01:00.000Z');
  });

  it("calls wrangler dev's trigger with the cron and the time it fired for", () => {
    const url = new URL(scheduledUrl('http://localhost:9000', '*/5 * * * *', new Date('2026-12-01T10:05:00Z')));
    expect(url.origin + url.pathname).toBe('http://localhost:9000/cdn-cgi/local/scheduled');
    expect(url.searchParams.get('cron')).toBe('*/5 * * * *');
    expect(url.searchParams.get('time')).toBe(String(Date.parse('2026-12-01T10:05:00Z')));
  });
});

describe('startSchedule', () => {
  it('runs at once, then on every five-minute mark, until stopped', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:03:20Z') });
    const runs: string[] = [];
    const schedule = startSchedule('*/5 * * * *', async (time) => void runs.push(time.toISOString()));
    expect(runs).toEqual(['2026-12-01T10:03:20.000Z']);
    await vi.advanceTimersByTimeAsync(99_999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.at(-1)).toBe('2026-12-01T10:05:00.000Z');
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(runs).toEqual(['2026-12-01T10:03:20.000Z', '2026-12-01T10:05:00.000Z', '2026-12-01T10:10:00.000Z', '2026-12-01T10:15:00.000Z', '2026-12-01T10:20:00.000Z']);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(5);
  });

  it('goes on after a run that fails', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:04:00Z') });
    let calls = 0;
    const schedule = startSchedule('*/5 * * * *', async () => {
      calls++;
      throw new Error('the server was restarting');
    });
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    // 10:04 (at once), 10:05, 10:10 and 10:15: each failed, none stopped the next.
    expect(calls).toBe(4);
    schedule.stop();
  });
});

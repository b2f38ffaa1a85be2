/// <reference types="node" />
// npm test: every check and test, in three steps. The checks that do not depend on each other run side
// by side (tsc and ESLint each keep one core busy; the build waits on the disk as much as the CPU);
// then the Worker tests, beside the browser tests' seed; then the browser tests, on the build the first step made. A step runs only
// when the one before it passed, and the end says how long each part took.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Part {
  name: string;
  command: string;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STEPS: Part[][] = [
  [
    { name: 'typecheck', command: 'npm run -s typecheck' },
    { name: 'lint', command: 'npm run -s lint' },
    { name: 'build', command: 'npm run -s build && npm run -s check:bundle' },
  ],
  // The browser tests' prepared state (a seeded database after its scheduled run) is made meanwhile:
  // mostly waiting on wrangler and the disk, it costs the Worker tests little and the browser tests' start a minute or more.
  [
    { name: 'worker and node tests', command: 'vitest run' },
    { name: 'browser tests\' state', command: 'node e2e/prepare.ts' },
  ],
  [{ name: 'browser tests', command: 'playwright test' }],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs `part` with npm's PATH (node_modules/.bin first, so the pinned Node and the project's tools).
 * Alone in its step it prints as it goes; beside others its output is kept and printed whole when it
 * ends, so the parts' lines never interleave.
 */
function run(part: Part, alone: boolean): Promise<{ part: Part; ok: boolean; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(part.command, { cwd: ROOT, shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const ms = Date.now() - started;
      if (!alone) {
        process.stdout.write(`\n── ${part.name} (${seconds(ms)}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ part, ok: code === 0, ms });
    });
  });
}

const timings: string[] = [];
const startedAll = Date.now();
let failed: string[] = [];
for (const step of STEPS) {
  const alone = step.length === 1;
  process.stdout.write(`\n▶ ${step.map((part) => part.name).join(' | ')}\n`);
  const stepStarted = Date.now();
  const results = await Promise.all(step.map((part) => run(part, alone)));
  timings.push(`${results.map(({ part, ms }) => `${part.name} ${seconds(ms)}`).join(', ')}${alone ? '' : ` (side by side: ${seconds(Date.now() - stepStarted)})`}`);
  failed = results.filter((result) => !result.ok).map((result) => result.part.name);
  if (failed.length > 0) break;
}
process.stdout.write(`\n${timings.map((line) => `  ${line}`).join('\n')}\n`);
process.stdout.write(`npm test ${failed.length === 0 ? 'passed' : `failed (${failed.join(', ')})`} in ${seconds(Date.now() - startedAll)}\n`);
process.exitCode = failed.length === 0 ? 0 : 1;

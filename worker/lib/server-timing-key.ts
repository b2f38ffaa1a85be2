// The key that shows a caller what a request cost in D1 (worker/lib/server-timing.ts). No imports:
// the benchmarks, in Node, send the demo's key too.

/** The request header that carries the key. */
export const SERVER_TIMING_KEY_HEADER = 'X-Server-Timing-Key';

/** Published with the code, as the demo's other defaults are: a demo has no secret to keep. */
export const DEMO_SERVER_TIMING_KEY = 'demo-mode-only: not a secret; production sets SERVER_TIMING_KEY';

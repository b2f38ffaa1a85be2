/// <reference types="node" />
// Each Playwright worker drives its own server on its own port and database, so tests run side
// by side without seeing each other's writes. The first database is seeded once; the others start
// from a copy of it (e2e/serve.ts).
// E2E_PORT / E2E_NAME let several runs share a machine: each gets its own ports, build and databases.

export const E2E_NAME = process.env.E2E_NAME ?? 'e2e';
/** How many workers, and so servers: 2 by default (a 2-core machine spends most of a test waiting). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 8799);

export const DIST = `.wrangler/${E2E_NAME}-dist`;
/** Ports 100 apart, so runs whose E2E_PORTs are a few apart never meet. */
export const serverPort = (index: number) => BASE_PORT + 100 * index;
export const serverState = (index: number) => `.wrangler/${E2E_NAME}-state-${index}`;
/** What e2e/serve.ts prints once every server answers. */
export const READY = 'E2E servers ready';

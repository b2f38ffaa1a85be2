/// <reference types="node" />
// Makes the browser tests' prepared state ahead of them (e2e/server-state.ts): `npm test` runs this
// beside the Worker tests, so the browser tests' servers start from a copy instead of a seed.
import { build, preparedState } from './server-state.ts';

try {
  await preparedState(build());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

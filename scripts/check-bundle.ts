/// <reference types="node" />
// npm run check:bundle (after npm run build; `npm test` runs it): proves the production Worker builds,
// with `wrangler deploy --dry-run --env production`, which bundles without reaching Cloudflare, and
// prints the bundle's size. Cloudflare counts a Worker's size gzipped (3 MB on the free plan, 10 MB
// paid); ours must stay under 1 MB, so that the budget is noticed long before the limit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url));
const RENDERER = fileURLToPath(new URL('../dist/server/entry-server.js', import.meta.url));
const LIMIT_BYTES = 1_000_000;
const ENV = 'production';

const kb = (bytes: number) => `${(bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;

function main(): void {
  // The Worker bundles the page renderer that `vite build --ssr` writes (wrangler.toml [alias]).
  if (!existsSync(RENDERER)) throw new Error(`${RENDERER} is missing: run \`npm run build\` first.`);
  const outdir = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
  try {
    const args = ['deploy', '--dry-run', '--env', ENV, '--outdir', outdir];
    // Through the Node running this script (npm's pinned one): wrangler refuses an older Node.
    const result = spawnSync(process.execPath, [WRANGLER, ...args], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 5 * 60_000,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' },
    });
    if (result.error || result.status !== 0) {
      throw new Error(`wrangler ${args.join(' ')} failed (${result.error?.message ?? `exit code ${result.status}`}):\n${result.stdout}\n${result.stderr}`);
    }
    // The modules wrangler would upload (not their source maps, nor the note it writes beside them).
    const modules = readdirSync(outdir).filter((name) => /\.(m?js|wasm|txt|html|bin)$/.test(name));
    if (modules.length === 0) throw new Error(`wrangler wrote no module to ${outdir}`);
    let raw = 0;
    let gzipped = 0;
    for (const name of modules) {
      const bytes = readFileSync(join(outdir, name));
      raw += bytes.length;
      gzipped += gzipSync(bytes).length;
    }
    const line = `Worker bundle (wrangler deploy --dry-run --env ${ENV}): ${kb(raw)}, gzip ${kb(gzipped)} (limit ${kb(LIMIT_BYTES)} gzip)`;
    if (gzipped >= LIMIT_BYTES) {
      console.error(`check:bundle: ${line}: over the limit. See which modules grew: npx wrangler deploy --dry-run --env ${ENV} --outdir out --metafile`);
      process.exitCode = 1;
      return;
    }
    console.log(`check:bundle: ${line}`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

main();

/// <reference types="node" />
// npm run test:changed [-- <base>]: only the tests of what a change touches. The change is everything
// since <base> (default origin/main when this clone has it, else HEAD), committed or not, untracked
// files included. For seed/, scripts/ and the SPA, vitest picks the test files that import a changed
// file, however deeply (vitest related). For the Worker that graph is no help: nearly every route test
// sends its requests through the app (worker/app.ts, which mounts every route), so a touched comment
// in one route's module reached 93 of 106 files. Its tests are those that reach the change other than
// through the app, those of every domain folder the change reaches on the way, and the tests that go
// over every route (below). The browser specs run when a spec or a module a spec imports changed
// (Playwright's --only-changed), not for any other change to the site: they drive the built site,
// which would have to be built, seeded and served first (docs/DEVELOPMENT.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What tests read besides their imports, which vitest cannot follow: a change to a file on the left
 * counts as a change to the files on the right, whose tests then run. worker/test/setup.ts stands for
 * every Worker test (a changed setup file runs its whole project), vitest.config.ts for every test.
 */
export const READ_OUTSIDE_IMPORTS: { changed: RegExp; standsFor: string[]; why: string }[] = [
  {
    changed: /^migrations\//,
    standsFor: ['worker/test/setup.ts', 'scripts/schema-snapshot.test.ts', 'scripts/locator-import.test.ts', 'seed/generate.test.ts', 'seed/crm-book.test.ts'],
    why: "the vitest config reads them for the Worker tests' setup; the schema snapshot, the locator import and the seed apply them",
  },
  {
    changed: /^wrangler\.toml$/,
    standsFor: ['worker/test/setup.ts', 'scripts/check-deploy.test.ts', 'scripts/dev-schedule.test.ts'],
    why: "the Worker tests' bindings and vars; check:deploy and the local cron read it",
  },
  { changed: /^(package-lock\.json|tsconfig\.json|lingui\.config\.ts)$/, standsFor: ['vitest.config.ts'], why: 'dependencies and the transforms of every file' },
  { changed: /^seed\/(?!.*\.test\.ts$)/, standsFor: ['worker/search/relevance.test.ts'], why: 'the relevance test reads the demo seed through the DEMO_SEED service binding' },
  { changed: /^worker\/test\/hsds-schemas\//, standsFor: ['worker/test/hsds.ts'], why: 'the HSDS schemas, compiled in Node for the VALIDATE_HSDS service binding' },
  { changed: /^worker\/blog\/content\//, standsFor: ['scripts/blog-posts.ts', 'scripts/blog-images.ts'], why: "the blog's articles and images, read from disk" },
];

/** The changed files and what they stand for, as vitest's related files (paths from the root). */
export function relatedFiles(changed: string[]): string[] {
  const related = new Set(changed);
  for (const file of changed) for (const rule of READ_OUTSIDE_IMPORTS) if (rule.changed.test(file)) rule.standsFor.forEach((other) => related.add(other));
  return [...related].sort();
}

/** The Worker's app: what imports it imports every route, so the walk up from a change stops here. */
const APP = new Set(['worker/app.ts', 'worker/index.ts']);
/** Tests that go over every route (the fuzzer, who may call what, the API's document): a change the app takes in runs them. */
export const EVERY_ROUTE = ['worker/api.fuzz.test.ts', 'worker/authorization-matrix.test.ts', 'worker/lib/openapi.test.ts'];
/** Inputs of every Worker test: the pool's config and setup, the dependencies. */
const WHOLE_WORKER = /^(worker\/test\/setup\.ts|vitest\.config\.ts|vite\.config\.ts|package\.json|web\/vite\/.*)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The modules `file` loads at run time: relative imports (not `import type`), and the page renderer's alias. */
function importsOf(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, specifier] of source.matchAll(/(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
    if (typeOnly || !specifier) continue;
    found.push(specifier);
  }
  for (const [, specifier] of source.matchAll(/import\('([^']+)'\)/g)) found.push(specifier!);
  return found.flatMap((specifier) => {
    if (specifier === 'virtual:page-renderer') return ['web/src/entry-server.tsx'];
    if (!specifier.startsWith('.')) return [];
    const base = relative(ROOT, join(ROOT, dirname(file), specifier.replace(/\?.*$/, '')));
    const module = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile());
    return module ? [module] : [];
  });
}

/** The Worker test files to run for `related` (paths from the root); all of them when one is an input of every test. */
export function workerTests(related: string[], files = [...sourceFiles('worker'), ...sourceFiles('web/src')]): string[] {
  const tests = files.filter((file) => file.startsWith('worker/') && file.endsWith('.test.ts'));
  if (related.some((file) => WHOLE_WORKER.test(file))) return tests;
  const importers = new Map<string, string[]>();
  for (const file of files) for (const imported of importsOf(file)) importers.set(imported, [...(importers.get(imported) ?? []), file]);
  const reached = new Set<string>();
  // The SPA's screens reach the Worker through its page renderer, whose routes are globbed, not imported.
  const renders = related.some((file) => file.startsWith('web/src/') && !/\.test\.tsx?$/.test(file));
  const queue = [...related.filter((file) => files.includes(file)), ...(renders ? ['web/src/entry-server.tsx'] : [])];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    if (!APP.has(file)) queue.push(...(importers.get(file) ?? []));
  }
  // worker/<domain>/ for a domain folder, worker/ itself for its top-level files.
  const domainOf = (file: string) => (/^worker\/[^/]+\//.exec(file)?.[0] ?? 'worker/').replace(/^worker\/test\/$/, '');
  const domains = new Set([...reached].filter((file) => file.startsWith('worker/') && !file.endsWith('.test.ts')).map(domainOf).filter(Boolean));
  const selected = new Set(tests.filter((test) => reached.has(test) || [...domains].some((domain) => domain !== 'worker/' && test.startsWith(domain))));
  if ([...APP].some((file) => reached.has(file))) EVERY_ROUTE.forEach((test) => selected.add(test));
  return [...selected].sort();
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const gitLines = (...args: string[]) => git(...args).split('\n').filter(Boolean);

function hasRef(ref: string): boolean {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync(`${ROOT}node_modules/.bin/${command}`, args, { cwd: ROOT, stdio: 'inherit' });
  console.log(`${command}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

function main(): number {
  const started = performance.now();
  const base = process.argv[2] ?? (hasRef('origin/main') ? 'origin/main' : 'HEAD');
  if (!hasRef(base)) throw new Error(`${base} is not a commit here.`);
  // Since where this branch left the base, not the base's own later commits.
  const since = git('merge-base', base, 'HEAD');
  const changed = [...new Set([...gitLines('diff', '--name-only', since), ...gitLines('ls-files', '--others', '--exclude-standard')])].sort();
  console.log(`${changed.length} file${changed.length === 1 ? '' : 's'} changed since ${base} (${since.slice(0, 10)}), uncommitted included`);
  if (changed.length === 0) return 0;

  // A deleted file is in no graph any more: what imported it changed with it.
  const related = relatedFiles(changed).filter((file) => existsSync(join(ROOT, file)));
  const worker = workerTests(related);
  let status = 0;
  // The Worker serves the SPA's shell from the client build (as test:worker, which builds first).
  if (worker.length > 0 && !existsSync(join(ROOT, 'dist/client/index.html'))) status = run('vite', ['build']);
  if (status === 0 && worker.length > 0) {
    console.log(`Worker tests: ${worker.length} file${worker.length === 1 ? '' : 's'}`);
    status = run('vitest', ['run', '--project', 'worker', ...worker]);
  }
  if (status === 0) status = run('vitest', ['related', '--run', '--passWithNoTests', '--project', 'seed', '--project', 'scripts', '--project', 'web', '--project', 'web-dom', ...related]);

  if (status === 0) {
    // Loading the specs tells which import a changed file; --list starts no server.
    const listed = spawnSync(`${ROOT}node_modules/.bin/playwright`, ['test', '--list', `--only-changed=${since}`], { cwd: ROOT, encoding: 'utf8' });
    const specs = Number(/Total: (\d+) tests?/.exec(listed.stdout)?.[1] ?? 0);
    if (listed.status !== 0) {
      process.stdout.write(listed.stdout + listed.stderr);
      status = listed.status ?? 1;
    } else if (specs === 0) {
      console.log('Browser tests: none (no spec, and nothing a spec imports, changed; npm test runs them all, or: npx playwright test e2e/<spec>)');
    } else status = run('playwright', ['test', `--only-changed=${since}`]);
  }
  console.log(`test:changed ${status === 0 ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return status;
}

if (import.meta.main) process.exitCode = main();

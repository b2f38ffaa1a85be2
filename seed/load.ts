/// <reference types="node" />
// npm run db:seed  — migrate the local D1 database and seed it if it has no facilities.
// npm run db:reset — delete the local D1 state first, then migrate and seed.
// Options: --count N (facilities, default 5,200), --persist-to DIR (as for wrangler; default .wrangler/state).
// In demo mode (DEMO_MODE = "true" in wrangler.toml) it then makes sure the demo admin and the demo
// facility account exist, active, with the DEMO_* emails and passwords: GET /api/demo-accounts hands
// those to the sign-in pages, so they must work against this database. It also loads the demo CRM
// book (seed/crm-book.ts) while the CRM has no prospects; outside demo mode the CRM starts empty.
// In every mode it loads the blog's articles (seed/blog) while blog_posts is empty: they are real content,
// and a blog that has posts (these, edited by admins, or new ones) is kept as it is.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { blogSeedStatements, readBlogAuthors, readBlogPosts } from './blog-posts.ts';
import { crmBookStatements } from './crm-book-sql.ts';
import { generateCrmBook } from './crm-book.ts';
import { DEFAULT_OUT_DIR, generateSeed, parseCount } from './generate.ts';
import { hashPassword } from '../worker/accounts/password.ts';
import { listingSnapshotSql } from '../worker/listings/queries/listing-snapshot.ts';
import { renderSqlFile } from './sql-files.ts';
import { sqlLiteral } from './sql.ts';
import { applyMigrations, executeFile, queryNumber, wrangler, type LocalD1 } from './wrangler.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { reset: { type: 'boolean', default: false }, count: { type: 'string' }, 'persist-to': { type: 'string' } },
  });
  const count = parseCount(values.count);
  const persistDir = resolve(PROJECT_ROOT, values['persist-to'] ?? '.wrangler/state');
  const db: LocalD1 = { persistTo: values['persist-to'] === undefined ? undefined : persistDir };
  if (values.reset) {
    // Only D1's own folder: KV sessions and caches under the same persist dir are left alone.
    const d1Dir = join(persistDir, 'v3', 'd1');
    if (existsSync(d1Dir)) {
      rmSync(d1Dir, { recursive: true, force: true });
      console.log(`Deleted the local D1 state in ${show(d1Dir)}`);
    }
  }

  step('Applying migrations', () => applyMigrations(db));
  const existing = queryNumber(db, 'SELECT count(*) AS n FROM facilities', 'Counting facilities');
  if (existing > 0) {
    console.log(`Local database already has ${fmt(existing)} facilities; keeping it (npm run db:reset starts over)`);
  } else {
    seed(db, count);
  }
  seedBlog(db);
  await ensureDemoAccounts(db);
}

function seed(db: LocalD1, count: number): void {
  const started = performance.now();
  process.stdout.write(`Seeding local database: ${fmt(count)} facilities… `);
  const files = generateSeed(count);
  const rows = (name: string) => files.find((f) => f.name.includes(name))?.rows ?? 0;
  process.stdout.write(`zip codes ${fmt(rows('zip-codes'))} rows… taxonomy links ${fmt(rows('links'))} rows… `);
  // One file, so one wrangler start-up (about 2 s each) and one transaction: a failed load leaves the
  // database empty, and the next db:seed simply tries again.
  mkdirSync(DEFAULT_OUT_DIR, { recursive: true });
  const combined = join(DEFAULT_OUT_DIR, `local-seed-${process.pid}.sql`);
  try {
    writeFileSync(combined, files.map(renderSqlFile).join(''));
    executeFile(db, combined, 'Loading the seed');
  } finally {
    rmSync(combined, { force: true });
  }
  console.log(`done in ${seconds(started)} s`);
}

/** The blog's articles, once: a blog that has posts is kept, so re-seeding never undoes an admin's edits. */
function seedBlog(db: LocalD1): void {
  const existing = queryNumber(db, 'SELECT count(*) AS n FROM blog_posts', 'Counting blog posts');
  if (existing > 0) {
    console.log(`The blog already has ${fmt(existing)} posts; keeping them`);
    return;
  }
  const posts = readBlogPosts();
  const statements = blogSeedStatements(posts, readBlogAuthors());
  mkdirSync(DEFAULT_OUT_DIR, { recursive: true });
  const file = join(DEFAULT_OUT_DIR, `blog-${process.pid}.sql`);
  try {
    writeFileSync(file, statements.join('\n') + '\n');
    step(`Loading the blog's articles (${fmt(posts.length)} posts)`, () => executeFile(db, file, "Loading the blog's articles"));
  } finally {
    rmSync(file, { force: true });
  }
}

/** The [vars] of wrangler.toml, then .dev.vars over them (as `wrangler dev` reads them). */
function readDeploymentVars(root = PROJECT_ROOT): Record<string, string> {
  const vars: Record<string, string> = {};
  let inVars = false;
  for (const line of readFileSync(join(root, 'wrangler.toml'), 'utf8').split(/\r?\n/)) {
    const header = /^\s*\[([^\]]*)\]\s*(#.*)?$/.exec(line);
    if (header) {
      inVars = header[1]!.trim() === 'vars';
      continue;
    }
    // Only the simple form this file uses: NAME = "text" with an optional comment.
    const entry = inVars && /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(#.*)?$/.exec(line);
    if (entry) vars[entry[1]!] = entry[2]!.replace(/\\(["\\])/g, '$1');
  }
  const devVars = join(root, '.dev.vars');
  if (existsSync(devVars)) {
    for (const line of readFileSync(devVars, 'utf8').split(/\r?\n/)) {
      const entry = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (entry) vars[entry[1]!] = entry[2]!.replace(/^"(.*)"$/, '$1');
    }
  }
  return vars;
}

interface DemoAccount {
  email: string;
  password: string;
  name: string;
  role: 'admin' | 'facility';
  /** The seeded listing the demo facility account manages. */
  facilityId: number | null;
}

/**
 * Creates the demo accounts, or puts them back as wrangler.toml says (email, password, role, active)
 * when they exist. Their sessions are left alone: running the seed again signs nobody out.
 */
async function ensureDemoAccounts(db: LocalD1): Promise<void> {
  const vars = readDeploymentVars();
  if (vars.DEMO_MODE !== 'true') {
    console.log('Demo mode is off (DEMO_MODE in wrangler.toml): no demo accounts');
    return;
  }
  const accounts: DemoAccount[] = [
    { email: need(vars, 'DEMO_ADMIN_EMAIL'), password: need(vars, 'DEMO_ADMIN_PASSWORD'), name: 'Demo Admin', role: 'admin', facilityId: null },
    { email: need(vars, 'DEMO_FACILITY_EMAIL'), password: need(vars, 'DEMO_FACILITY_PASSWORD'), name: 'Demo Facility', role: 'facility', facilityId: 1 },
  ];
  const statements: string[] = [];
  for (const account of accounts) {
    // A facility that is not there (a tiny --count) leaves the account without a listing rather than failing.
    const facility = account.facilityId === null ? 'NULL' : `(SELECT id FROM facilities WHERE id = ${sqlLiteral(account.facilityId)})`;
    statements.push(
      `INSERT INTO users (email, name, role, status, password_hash, facility_id)
       VALUES (${sqlLiteral(account.email.toLowerCase())}, ${sqlLiteral(account.name)}, ${sqlLiteral(account.role)}, 'active',
         ${sqlLiteral(await hashPassword(account.password))}, ${facility})
       ON CONFLICT (email) DO UPDATE SET name = excluded.name, role = excluded.role, status = 'active',
         password_hash = excluded.password_hash, facility_id = excluded.facility_id,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');`,
    );
  }
  // The demo facility's listing went through review like any other: its registration, approved by the
  // demo admin (once; a second run finds it there).
  const [admin, facility] = accounts.map((a) => sqlLiteral(a.email.toLowerCase()));
  statements.push(
    `INSERT INTO facility_submissions (facility_id, user_id, contact_person, contact_title, capacity, status,
       reviewed_by, reviewed_at, review_notes, submitted_at, listing)
     SELECT u.facility_id, u.id, u.name, 'Admissions Director', '', 'approved',
       (SELECT id FROM users WHERE email = ${admin}), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'Verified against the state license.',
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), ${listingSnapshotSql('u.facility_id')}
     FROM users u
     WHERE u.email = ${facility} AND u.facility_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM facility_submissions s WHERE s.facility_id = u.facility_id);`,
  );
  // Its private contact details (the dashboard's Settings), as registration would have stored them;
  // only while unset, so a second run keeps what was changed in Settings.
  statements.push(
    `UPDATE facilities SET contact_name = u.name, contact_title = 'Admissions Director', contact_phone = facilities.phone,
       contact_email = u.email
     FROM (SELECT name, email, facility_id FROM users WHERE email = ${facility}) AS u
     WHERE facilities.id = u.facility_id AND facilities.contact_name = '';`,
  );
  step('Demo mode: making sure the demo admin and demo facility accounts exist', () =>
    wrangler(db, ['d1', 'execute', 'DB', '--command', statements.join('\n')], 'Creating the demo accounts'),
  );
  seedDemoCrm(db, accounts[0]!.email);
}

/** The demo CRM book, once: a CRM that has prospects (the book, edited, or anyone's) is kept as it is. */
function seedDemoCrm(db: LocalD1, adminEmail: string): void {
  const existing = queryNumber(db, 'SELECT count(*) AS n FROM crm_prospects', 'Counting CRM prospects');
  if (existing > 0) {
    console.log(`Demo mode: the CRM already has ${fmt(existing)} prospects; keeping them`);
    return;
  }
  const book = generateCrmBook();
  mkdirSync(DEFAULT_OUT_DIR, { recursive: true });
  const file = join(DEFAULT_OUT_DIR, `demo-crm-${process.pid}.sql`);
  try {
    writeFileSync(file, crmBookStatements(book, adminEmail).join('\n') + '\n');
    step(`Demo mode: loading the demo CRM book (${fmt(book.prospects.length)} prospects)`, () => executeFile(db, file, 'Loading the demo CRM book'));
  } finally {
    rmSync(file, { force: true });
  }
}

function need(vars: Record<string, string>, name: string): string {
  const value = vars[name];
  if (!value) throw new Error(`DEMO_MODE is "true" but ${name} is not set in wrangler.toml [vars]`);
  return value;
}

function step(label: string, run: () => void): void {
  const started = performance.now();
  process.stdout.write(`${label}… `);
  run();
  console.log(`done (${seconds(started)} s)`);
}

const fmt = (n: number) => n.toLocaleString('en-US');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const show = (path: string) => relative(process.cwd(), path) || '.';

try {
  await main();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

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
import { blogSeedStatements, readBlogAuthors, readBlogPosts } from '../scripts/blog-posts.ts';
import { crmBookStatements } from './crm-book-sql.ts';
import { generateCrmBook } from './crm-book.ts';
import { DEFAULT_OUT_DIR, generateSeed, parseCount } from './generate.ts';
import { hashPassword } from '../worker/accounts/password.ts';
import { listingSnapshotSql } from '../worker/listings/queries/listing-snapshot.ts';
import { renderSqlFile, sqlLiteral } from '../scripts/sql.ts';
import { allMigrationsSql, applyMigrations, executeFile, queryNumbers, type LocalD1 } from './wrangler.ts';

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

  // A new database takes its migrations in the same load as its rows; an existing one is brought up to date first.
  const fresh = !existsSync(join(persistDir, 'v3', 'd1'));
  if (!fresh) step('Applying migrations', () => applyMigrations(db));
  // What is there already: nothing in a new database; otherwise one query for the three counts.
  const existing = fresh
    ? { facilities: 0, posts: 0, prospects: 0 }
    : queryNumbers(
        db,
        'SELECT (SELECT count(*) FROM facilities) AS facilities, (SELECT count(*) FROM blog_posts) AS posts, (SELECT count(*) FROM crm_prospects) AS prospects',
        'Counting what the local database holds',
      );
  // Everything goes in as one file: one wrangler start-up (several seconds each on a busy machine) and
  // one transaction, so a failed load leaves the database as it was and the next db:seed tries again.
  const parts: SqlPart[] = fresh ? [{ label: 'the migrations', sql: allMigrationsSql() }] : [];
  if (existing.facilities! > 0) {
    console.log(`Local database already has ${fmt(existing.facilities!)} facilities; keeping it (npm run db:reset starts over)`);
  } else {
    parts.push(seed(count));
  }
  if (existing.posts! > 0) console.log(`The blog already has ${fmt(existing.posts!)} posts; keeping them`);
  else parts.push(blog());
  parts.push(...(await demoData(existing.prospects!)));
  load(db, parts);
}

/** Statements to load, and what the loader says about them. */
interface SqlPart {
  label: string;
  sql: string;
}

function load(db: LocalD1, parts: SqlPart[]): void {
  if (parts.length === 0) return;
  mkdirSync(DEFAULT_OUT_DIR, { recursive: true });
  const file = join(DEFAULT_OUT_DIR, `local-seed-${process.pid}.sql`);
  try {
    writeFileSync(file, parts.map((part) => part.sql).join(''));
    step(`Loading ${parts.map((part) => part.label).join(', ')}`, () => executeFile(db, file, 'Loading the seed'));
  } finally {
    rmSync(file, { force: true });
  }
}

function seed(count: number): SqlPart {
  const files = generateSeed(count);
  const rows = (name: string) => files.find((f) => f.name.includes(name))?.rows ?? 0;
  return {
    label: `${fmt(count)} facilities (zip codes ${fmt(rows('zip-codes'))} rows, taxonomy links ${fmt(rows('links'))} rows)`,
    sql: files.map(renderSqlFile).join(''),
  };
}

/** The blog's articles, once: a blog that has posts is kept, so re-seeding never undoes an admin's edits. */
function blog(): SqlPart {
  const posts = readBlogPosts();
  return { label: `the blog's articles (${fmt(posts.length)} posts)`, sql: blogSeedStatements(posts, readBlogAuthors()).join('\n') + '\n' };
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
async function demoData(existingProspects: number): Promise<SqlPart[]> {
  const vars = readDeploymentVars();
  if (vars.DEMO_MODE !== 'true') {
    console.log('Demo mode is off (DEMO_MODE in wrangler.toml): no demo accounts');
    return [];
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
  const parts: SqlPart[] = [{ label: 'the demo admin and demo facility accounts', sql: statements.join('\n') + '\n' }];
  // The demo CRM book, once: a CRM that has prospects (the book, edited, or anyone's) is kept as it is.
  if (existingProspects > 0) {
    console.log(`Demo mode: the CRM already has ${fmt(existingProspects)} prospects; keeping them`);
  } else {
    const book = generateCrmBook();
    parts.push({ label: `the demo CRM book (${fmt(book.prospects.length)} prospects)`, sql: crmBookStatements(book, accounts[0]!.email).join('\n') + '\n' });
  }
  return parts;
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

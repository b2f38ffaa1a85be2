/// <reference types="node" />
// npm run admin:create -- --email someone@example.org [--name "Full Name"] [--reset-two-factor] [--remote] [--persist-to DIR]
//
// Creates an admin account, or resets an existing admin's password: the account becomes active and
// every session it had ends (its session epoch moves on). The password comes from ADMIN_PASSWORD when
// set, else it is asked for twice without echo. Without --remote it writes the local D1 database
// (`wrangler dev`'s, or the one under --persist-to); with --remote, the deployed one (the D1 database
// of wrangler.toml [env.production]; docs/OPERATIONS.md).
//
// Two-factor sign-in is set up by the admin, not here: outside demo mode the first sign-in asks for
// it before any session. --reset-two-factor is for an admin who lost both the authenticator app and
// the recovery codes: their second factor is deleted, and they set it up again at the next sign-in.
//
// The password rules are the sign-up ones (worker/schemas/auth.ts newPasswordSchema). That schema
// cannot be imported here: its imports are extensionless, which Node's type stripping does not
// resolve, so the same two modules it is built from are used directly.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isCommonPassword } from '../worker/accounts/common-passwords.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '../worker/accounts/password.ts';
import { sqlLiteral } from './sql.ts';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url));
const USAGE =
  'Usage: npm run admin:create -- --email someone@example.org [--name "Full Name"] [--reset-two-factor] [--remote] [--persist-to DIR]';

/** The reason a password cannot be used, or null: the same rules and messages as sign-up. */
function passwordProblem(password: string): string | null {
  if (password.length === 0) return 'Password is required';
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (isCommonPassword(password)) return 'This password is too common. Please choose another.';
  return null;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      remote: { type: 'boolean', default: false },
      'reset-two-factor': { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new Error(`A valid --email is required.\n${USAGE}`);
  const name = values.name?.trim() ?? '';
  if (name.length > 120) throw new Error('--name must be at most 120 characters.');
  if (values.remote && values['persist-to']) throw new Error('--persist-to is for the local database; leave it out with --remote.');

  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);

  const target = values.remote
    ? // The deployed database is the production environment's (wrangler.toml [env.production]).
      ['--remote', '--env', 'production']
    : ['--local', ...(values['persist-to'] ? ['--persist-to', resolve(PROJECT_ROOT, values['persist-to'])] : [])];
  const e = sqlLiteral(email);
  const sql = [
    `SELECT count(*) AS n FROM users WHERE email = ${e};`,
    // An existing facility account is never turned into an admin: the WHERE leaves it untouched.
    `INSERT INTO users (email, name, role, status, password_hash)
     VALUES (${e}, ${sqlLiteral(name || 'Administrator')}, 'admin', 'active', ${sqlLiteral(await hashPassword(password))})
     ON CONFLICT (email) DO UPDATE SET
       name = ${name ? 'excluded.name' : 'users.name'}, status = 'active', password_hash = excluded.password_hash,
       session_epoch = users.session_epoch + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE users.role = 'admin';`,
    `INSERT INTO audit_log (actor_email, action, target, detail)
     SELECT NULL, 'admin.set_by_cli', CAST(id AS TEXT), '{"tool":"admin:create"}' FROM users WHERE email = ${e} AND role = 'admin';`,
    `SELECT role FROM users WHERE email = ${e};`,
    ...(values['reset-two-factor'] ? resetTwoFactorSql(e) : []),
  ].join('\n');

  const results = d1Json(target, sql);
  const existed = Number(results[0]?.[0]?.n ?? 0) > 0;
  const role = results[3]?.[0]?.role;
  if (role !== 'admin') {
    throw new Error(`${email} is a ${String(role ?? 'missing')} account, not an admin: nothing was changed.`);
  }
  const where = values.remote ? 'the remote database' : 'the local database';
  console.log(
    existed
      ? `Reset the password of admin ${email} in ${where}; the account is active and its other sessions have ended.`
      : `Created admin ${email} in ${where}.`,
  );
  console.log(
    values['reset-two-factor']
      ? 'Their two-factor sign-in was deleted: they set it up again at their next sign-in.'
      : 'Outside demo mode they set up two-factor sign-in (an authenticator app) at their first sign-in.',
  );
}

/** Deletes an admin's second factor (secret and recovery codes), audited; only for an admin account. */
function resetTwoFactorSql(email: string): string[] {
  const admin = `(SELECT id FROM users WHERE email = ${email} AND role = 'admin')`;
  return [
    `DELETE FROM admin_recovery_codes WHERE user_id = ${admin};`,
    `DELETE FROM admin_two_factor WHERE user_id = ${admin};`,
    `INSERT INTO audit_log (actor_email, action, target, detail)
     SELECT NULL, 'admin.two_factor_reset_by_cli', CAST(id AS TEXT), '{"tool":"admin:create"}' FROM users WHERE email = ${email} AND role = 'admin';`,
  ];
}

/** ADMIN_PASSWORD, else asked twice without echo on a terminal, else the first line of stdin. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) return readLine();
  const first = await promptHidden('New admin password: ');
  const again = await promptHidden('Repeat the password: ');
  if (first !== again) throw new Error('Passwords do not match');
  return first;
}

/**
 * A readline prompt whose echo is swallowed: the question is written, then the output is muted
 * until Enter, so the typed characters never reach the terminal.
 */
function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, encoding: BufferEncoding, callback: () => void) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((done, fail) => {
    rl.on('SIGINT', () => {
      rl.close();
      process.stdout.write('\n');
      fail(new Error('Cancelled.'));
    });
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      done(answer);
    });
    muted = true;
  });
}

function readLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin, terminal: false });
  return new Promise((done) => {
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      done(line);
    });
    rl.once('close', () => {
      if (!answered) done('');
    });
  });
}

type Rows = Array<Record<string, unknown>>;

/** Runs SQL through the project's wrangler and returns each statement's rows. */
function d1Json(target: string[], sql: string): Rows[] {
  const args = [WRANGLER, 'd1', 'execute', 'DB', ...target, '--json', '--command', sql];
  const result = spawnSync(process.execPath, args, {
    cwd: PROJECT_ROOT,
    // stdin stays closed: wrangler then takes its non-interactive defaults instead of prompting.
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, ADMIN_PASSWORD: '', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  });
  if (result.error || result.status !== 0) {
    // The SQL holds the password hash: say which step failed, not the command line.
    const output = [result.stdout, result.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`wrangler d1 execute ${target.join(' ')} failed (${result.error?.message ?? `exit code ${result.status}`}):\n${output}`);
  }
  const start = result.stdout.indexOf('[');
  try {
    return (JSON.parse(result.stdout.slice(start)) as Array<{ results?: Rows }>).map((r) => r.results ?? []);
  } catch {
    throw new Error(`wrangler printed something other than JSON:\n${result.stdout}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

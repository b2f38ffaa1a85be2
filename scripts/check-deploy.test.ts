import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { OPTIONAL_SECRETS, REQUIRED_SECRETS } from '../worker/lib/secrets.ts';
import { deployProblems, readConfig, type WorkerEnv, type WranglerConfig } from './check-deploy.ts';

// The deploy check on the real wrangler.toml: the local default (the demo) is refused with every
// reason named; [env.production] passes once an operator has filled in what the fixture fills in;
// and each kind of mistake, made alone in that filled-in environment, is named alone.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = join(ROOT, 'wrangler.toml');
const SCRIPT = join(ROOT, 'scripts/check-deploy.ts');
const FILLED_IN = join(ROOT, 'scripts/fixtures/production-filled-in.toml');

interface FillIn {
  routes: WorkerEnv['routes'];
  ids: Record<string, string>;
  vars: Record<string, string>;
  /** By send_email binding name: the senders it may use (the restriction names the real sender too). */
  senders: Record<string, string[]>;
}

/** wrangler.toml as an operator leaves it before `npm run deploy`: [env.production] filled in. */
function filledIn(): WranglerConfig {
  const config = readConfig(CONFIG);
  const fill = parse(readFileSync(FILLED_IN, 'utf8')) as unknown as FillIn;
  const production = config.env!.production!;
  production.routes = fill.routes;
  production.vars = { ...production.vars, ...fill.vars };
  for (const db of production.d1_databases ?? []) db.database_id = fill.ids[db.binding];
  for (const kv of production.kv_namespaces ?? []) kv.id = fill.ids[kv.binding];
  for (const email of production.send_email ?? []) email.allowed_sender_addresses = fill.senders[email.name];
  return config;
}

/** `npm run check:deploy -- <args>`, as a deploy runs it. */
const checkDeploy = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });

describe('npm run check:deploy', () => {
  it('refuses the local default config (what a plain `wrangler deploy` would ship), exiting non-zero and naming each problem', () => {
    const { status, stderr } = checkDeploy();
    expect(status).toBe(1);
    for (const expected of [
      /DEMO_MODE is "true": demo mode/,
      /DEMO_ADMIN_EMAIL is set/,
      /DEMO_ADMIN_PASSWORD is set/,
      /DEMO_FACILITY_EMAIL is set/,
      /DEMO_FACILITY_PASSWORD is set/,
      /D1 database DB: database_id "00000000-0000-0000-0000-000000000000" is a placeholder/,
      /KV namespace SESSIONS: id "0{32}" is a placeholder/,
      /the secret TWO_FACTOR_KEY is not declared/,
      /SITE_URL "http:\/\/localhost:8787\/" is not https/,
      /MAIL_FROM (is not set|.* is outside the site's domain)/,
      /invocation logs are not turned off/,
      /query strings are not redacted/,
    ]) {
      expect(stderr).toMatch(expected);
    }
  });

  it('passes [env.production] once its ids, domain, addresses and lines are filled in (exit 0)', () => {
    expect(deployProblems(filledIn(), 'production')).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'check-deploy-'));
    try {
      const path = join(dir, 'wrangler.toml');
      writeFileSync(path, stringify(filledIn()));
      const { status, stdout, stderr } = checkDeploy('--config', path, '--env', 'production');
      expect(stderr).toBe('');
      expect(status).toBe(0);
      expect(stdout).toMatch(/\[env\.production\] is ready to deploy/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names, in the committed [env.production], only what an operator fills in', () => {
    const problems = deployProblems(readConfig(CONFIG), 'production');
    expect(problems.map((problem) => problem.split(/[:"]/)[0]!.trim())).toEqual([
      'D1 database DB',
      'KV namespace SESSIONS',
      'SITE_URL',
      'MAIL_FROM',
      'CONTACT_EMAIL',
      'HELPLINE_PHONE',
      'CRISIS_HELPLINE_PHONE',
    ]);
  });

  const production = (config: WranglerConfig) => config.env!.production!;
  /** MAIL_FROM, and the email binding allowed to send from it (so only the sender's domain is in question). */
  const sendFrom = (env: WorkerEnv, sender: string) => {
    env.vars!.MAIL_FROM = sender;
    for (const binding of env.send_email ?? []) binding.allowed_sender_addresses = [sender];
  };

  const mistakes: Array<[string, (env: WorkerEnv) => void, RegExp]> = [
    ['demo mode on', (env) => (env.vars!.DEMO_MODE = 'true'), /^DEMO_MODE is "true"/],
    ['a demo password', (env) => (env.vars!.DEMO_ADMIN_PASSWORD = 'Demo-Admin-2026!'), /^DEMO_ADMIN_PASSWORD is set/],
    ['a D1 id left as it was', (env) => (env.d1_databases![0]!.database_id = '00000000-0000-0000-0000-000000000000'), /^D1 database DB: .* placeholder/],
    ['a KV id that is not one', (env) => (env.kv_namespaces![0]!.id = 'put the id here'), /^KV namespace SESSIONS: id "put the id here" is a placeholder/],
    ['a required secret not declared', (env) => (env.secrets = { required: ['MAIL_KEY'] }), /^the secret TWO_FACTOR_KEY is not declared/],
    ['a secret written in vars', (env) => (env.vars!.TWO_FACTOR_KEY = 'a key, 32 characters or more......'), /^TWO_FACTOR_KEY is written in vars/],
    ['SITE_URL over http', (env) => (env.vars!.SITE_URL = 'http://recovery-directory-fixture.org'), /^SITE_URL "http:\/\/recovery-directory-fixture.org\/" is not https/],
    ['a sender of another domain', (env) => sendFrom(env, 'no-reply@another-directory.org'), /^MAIL_FROM "no-reply@another-directory.org" is outside the site's domain/],
    ['a sender of a look-alike domain', (env) => sendFrom(env, 'no-reply@not-recovery-directory-fixture.org'), /^MAIL_FROM .* is outside the site's domain/],
    ['a sender the email binding may not use', (env) => (env.send_email![0]!.allowed_sender_addresses = ['alerts@recovery-directory-fixture.org']), /^send_email EMAIL may not send from MAIL_FROM/],
    ['a var left out', (env) => delete env.vars!.RETENTION_DAYS, /^RETENTION_DAYS is not set in \[env\.production\.vars\]: vars are not inherited/],
    ['a binding left out', (env) => delete env.kv_namespaces, /^KV namespace SESSIONS is missing from \[env\.production\]: bindings are not inherited/],
    ['no route to the site', (env) => (env.routes = [{ pattern: 'elsewhere.org', custom_domain: true }]), /^no route serves recovery-directory-fixture\.org/],
    ['Workers Logs off', (env) => (env.observability!.enabled = false), /^Workers Logs is off/],
    ['invocation logs on', (env) => delete env.observability!.logs!.invocation_logs, /^invocation logs are not turned off/],
    ['query strings kept in the logs', (env) => (env.observability!.redact_query_string = false), /^query strings are not redacted/],
  ];

  it.each(mistakes)('names %s, and nothing else', (_, make, named) => {
    const config = filledIn();
    make(production(config));
    const problems = deployProblems(config, 'production');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(named);
  });

  it('takes a sender of the site’s own domain, a subdomain of it, or the domain of a www site', () => {
    for (const [site, sender] of [
      ['https://recovery-directory-fixture.org', 'mail@news.recovery-directory-fixture.org'],
      ['https://www.recovery-directory-fixture.org', 'no-reply@recovery-directory-fixture.org'],
      ['https://find.recovery-directory-fixture.org', 'no-reply@recovery-directory-fixture.org'],
    ] as const) {
      const config = filledIn();
      const env = production(config);
      env.vars = { ...env.vars, SITE_URL: site };
      sendFrom(env, sender);
      env.routes = [{ pattern: new URL(site).hostname, custom_domain: true }];
      expect(deployProblems(config, 'production'), `${site} ${sender}`).toEqual([]);
    }
  });
});

describe("the Worker's secrets", () => {
  /** Names in `env.NAME` read by the Worker's own code (not its tests). */
  function namesReadFromEnv(): Set<string> {
    const files = readdirSync(join(ROOT, 'worker'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts') && !file.startsWith('test/'),
    );
    const names = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(join(ROOT, 'worker', file), 'utf8').matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1]!);
    }
    return names;
  }

  it('every value the Worker reads from env is a var or binding of wrangler.toml, or a secret listed in worker/lib/secrets.ts', () => {
    const config = readConfig(CONFIG) as WranglerConfig & { assets?: { binding?: string } };
    const known = new Set<string>([
      ...Object.keys(config.vars ?? {}),
      ...(config.d1_databases ?? []).map((b) => b.binding),
      ...(config.kv_namespaces ?? []).map((b) => b.binding),
      ...(config.r2_buckets ?? []).map((b) => b.binding),
      ...(config.queues?.producers ?? []).map((b) => b.binding),
      ...(config.send_email ?? []).map((b) => b.name),
      ...(config.services ?? []).map((b) => b.binding),
      ...(config.assets?.binding ? [config.assets.binding] : []),
      ...REQUIRED_SECRETS,
      ...OPTIONAL_SECRETS,
    ]);
    const read = namesReadFromEnv();
    expect(read).toContain('TWO_FACTOR_KEY');
    expect([...read].filter((name) => !known.has(name))).toEqual([]);
  });
});

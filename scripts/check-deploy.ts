/// <reference types="node" />
// npm run check:deploy [-- --env production] [--config wrangler.toml]
//
// Refuses a Wrangler environment that must not be deployed, and names every reason, not just the
// first: demo mode or the demo accounts, an id still a placeholder, a secret the Worker needs that the
// environment does not declare, a SITE_URL that is not https, a sender address outside the site's
// domain, and what an environment forgets because wrangler does not inherit it (vars, bindings).
// Without --env it checks the top level, which is what a plain `wrangler deploy` ships: the local
// demo, refused. `npm run deploy` runs it with --env production before anything reaches Cloudflare.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'smol-toml';
import { OPTIONAL_SECRETS, REQUIRED_SECRETS } from '../worker/lib/secrets.ts';

/** The parts of a Wrangler environment (or the top level) that the check reads. */
export interface WorkerEnv {
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
  routes?: Array<string | { pattern: string; custom_domain?: boolean }>;
  d1_databases?: Array<{ binding: string; database_name?: string; database_id?: string }>;
  kv_namespaces?: Array<{ binding: string; id?: string }>;
  r2_buckets?: Array<{ binding: string }>;
  queues?: { producers?: Array<{ binding: string }>; consumers?: Array<{ queue: string }> };
  send_email?: Array<{ name: string; allowed_sender_addresses?: string[] }>;
  services?: Array<{ binding: string }>;
  observability?: Observability;
}

interface Observability {
  enabled?: boolean;
  redact_query_string?: boolean;
  logs?: { enabled?: boolean; invocation_logs?: boolean };
}

export interface WranglerConfig extends WorkerEnv {
  env?: Record<string, WorkerEnv>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KV_ID = /^[0-9a-f]{32}$/i;
const ALL_ZERO = /^[0-]+$/;
const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;
/** The 555-0100 to 555-0199 numbers are reserved for fiction: the local default's helplines. */
const FICTIONAL_PHONE = /555-?01\d\d$/;

/** Names reserved for examples and tests (RFC 2606, RFC 6761), and this machine: never the site's. */
function isPlaceholderHost(host: string): boolean {
  return (
    /(^|\.)example\.(com|net|org)$/.test(host) ||
    /\.(example|test|invalid|localhost|local)$/.test(host) ||
    host === 'localhost' ||
    /^[\d.]+$|^\[/.test(host)
  );
}

/** The same site: one domain is the other or a subdomain of it (the shorter having at least two labels). */
function sameSite(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.includes('.') && (longer === shorter || longer.endsWith(`.${shorter}`));
}

/** Every binding a Worker of this environment gets, by kind and name. */
function bindingsOf(env: WorkerEnv): string[] {
  return [
    ...(env.d1_databases ?? []).map((b) => `D1 database ${b.binding}`),
    ...(env.kv_namespaces ?? []).map((b) => `KV namespace ${b.binding}`),
    ...(env.r2_buckets ?? []).map((b) => `R2 bucket ${b.binding}`),
    ...(env.queues?.producers ?? []).map((b) => `queue producer ${b.binding}`),
    ...(env.queues?.consumers?.length ? ['queue consumer'] : []),
    ...(env.send_email ?? []).map((b) => `send_email ${b.name}`),
    ...(env.services ?? []).map((b) => `service ${b.binding}`),
  ];
}

const routeHost = (route: string | { pattern: string }) => (typeof route === 'string' ? route : route.pattern).split('/')[0]!.replace(/^\*\.?/, '');

/** One environment under check, and how to name its parts in a message. */
interface Target {
  config: WranglerConfig;
  env: WorkerEnv;
  envName: string | undefined;
  vars: Record<string, unknown>;
  /** The secrets the Worker cannot work without. */
  secrets: readonly string[];
}

const textVar = (t: Target, name: string) => (typeof t.vars[name] === 'string' ? (t.vars[name] as string) : undefined);
const envFlag = (t: Target) => (t.envName === undefined ? '' : ` --env ${t.envName}`);
const section = (t: Target, name: string) => (t.envName === undefined ? `[${name}]` : `[env.${t.envName}.${name}]`);

function siteUrl(t: Target): URL | null {
  try {
    return new URL(textVar(t, 'SITE_URL') ?? '');
  } catch {
    return null;
  }
}

function demoProblems(t: Target): string[] {
  const problems = Object.keys(t.vars)
    .filter((n) => n.startsWith('DEMO_') && n !== 'DEMO_MODE')
    .map((name) => `${name} is set: a demo variable (the demo accounts' emails and passwords) has no place in a deployment; remove it`);
  if (t.vars.DEMO_MODE === 'false') return problems;
  return [
    `DEMO_MODE is ${JSON.stringify(t.vars.DEMO_MODE ?? null)}: demo mode hands the demo accounts' passwords to anyone and lets admins in without two-factor; set DEMO_MODE = "false"`,
    ...problems,
  ];
}

/** Wrangler does not inherit vars or bindings: an environment that leaves one out runs without it. */
function inheritanceProblems(t: Target): string[] {
  if (t.envName === undefined) return [];
  const here = bindingsOf(t.env);
  return [
    ...Object.keys(t.config.vars ?? {})
      .filter((n) => !n.startsWith('DEMO_') && !(n in t.vars))
      .map((name) => `${name} is not set in ${section(t, 'vars')}: vars are not inherited from the top level`),
    ...bindingsOf(t.config)
      .filter((b) => !here.includes(b))
      .map((binding) => `${binding} is missing from [env.${t.envName}]: bindings are not inherited from the top level`),
  ];
}

function idProblems(t: Target): string[] {
  const isPlaceholder = (id: string, shape: RegExp) => !shape.test(id) || ALL_ZERO.test(id);
  return [
    ...(t.env.d1_databases ?? [])
      .filter((db) => isPlaceholder(db.database_id ?? '', UUID))
      .map((db) => `D1 database ${db.binding}: database_id "${db.database_id ?? ''}" is a placeholder; put the id \`wrangler d1 create ${db.database_name ?? '<name>'}\` prints`),
    ...(t.env.kv_namespaces ?? [])
      .filter((kv) => isPlaceholder(kv.id ?? '', KV_ID))
      .map((kv) => `KV namespace ${kv.binding}: id "${kv.id ?? ''}" is a placeholder; put the id \`wrangler kv namespace create ${kv.binding}${envFlag(t)}\` prints`),
  ];
}

function secretProblems(t: Target): string[] {
  const declared = t.env.secrets?.required ?? [];
  return [
    ...t.secrets
      .filter((name) => !declared.includes(name))
      .map(
        (name) =>
          `the secret ${name} is not declared: add it to ${section(t, 'secrets')} required (then \`wrangler deploy\` refuses to ship until \`wrangler secret put ${name}${envFlag(t)}\` has set it)`,
      ),
    ...[...REQUIRED_SECRETS, ...OPTIONAL_SECRETS]
      .filter((name) => name in t.vars)
      .map((name) => `${name} is written in vars: a secret in wrangler.toml is there for anyone with the repository to read; use \`wrangler secret put ${name}${envFlag(t)}\``),
  ];
}

function siteProblems(t: Target): string[] {
  const site = siteUrl(t);
  if (!site) return [`SITE_URL ${JSON.stringify(t.vars.SITE_URL ?? null)} is not a URL: it is the site's address in links, the sitemap and emails`];
  const problems: string[] = [];
  if (site.protocol !== 'https:') {
    problems.push(`SITE_URL "${site.href}" is not https: canonical links, the sitemap and links in emails would send visitors over plain http`);
  }
  const host = site.hostname;
  if (isPlaceholderHost(host)) problems.push(`SITE_URL "${site.href}" is a placeholder: put the site's own address`);
  else if (!(t.env.routes ?? []).some((route) => routeHost(route) === host)) {
    problems.push(`no route serves ${host} (SITE_URL): add routes = [{ pattern = "${host}", custom_domain = true }]`);
  }
  return problems;
}

function senderProblems(t: Target): string[] {
  const sender = textVar(t, 'MAIL_FROM');
  const domain = EMAIL.exec(sender ?? '')?.[1]?.toLowerCase();
  if (!domain) return [`MAIL_FROM is ${sender === undefined ? 'not set' : `"${sender}", not an email address`}: the sender address of the site's mail`];
  const site = siteUrl(t);
  const problems: string[] = [];
  if (site && !sameSite(domain, site.hostname.replace(/^www\./, ''))) {
    problems.push(`MAIL_FROM "${sender}" is outside the site's domain (${site.hostname}): mail from another domain fails SPF and DMARC, and a reader cannot tell it is ours`);
  } else if (isPlaceholderHost(domain)) {
    problems.push(`MAIL_FROM "${sender}" is a placeholder: put an address of the site's domain, onboarded for sending`);
  }
  for (const binding of t.env.send_email ?? []) {
    if (binding.allowed_sender_addresses && !binding.allowed_sender_addresses.includes(sender!)) {
      problems.push(`send_email ${binding.name} may not send from MAIL_FROM "${sender}": add it to allowed_sender_addresses`);
    }
  }
  return problems;
}

/**
 * Workers Logs keeps the Worker's own lines (docs/SECURITY.md "What is logged"), never each request's
 * URL and details. An environment inherits [observability] from the top level.
 */
function logProblems(t: Target): string[] {
  const observability = t.env.observability ?? t.config.observability;
  const problems: string[] = [];
  if (!observability?.enabled || observability.logs?.enabled === false) {
    problems.push(`Workers Logs is off: the Worker's error lines and exceptions would not be kept; set ${section(t, 'observability')} enabled = true`);
  }
  if (observability?.logs?.invocation_logs !== false) {
    problems.push(`invocation logs are not turned off: each request's URL and details would be logged; set ${section(t, 'observability.logs')} invocation_logs = false`);
  }
  if (observability?.redact_query_string !== true) {
    problems.push(`query strings are not redacted from the logs: a search says what someone is looking for; set ${section(t, 'observability')} redact_query_string = true`);
  }
  return problems;
}

/** The local default's stand-ins for the site's own address and lines (left out, they are named above). */
function standInProblems(t: Target): string[] {
  const problems: string[] = [];
  const contact = textVar(t, 'CONTACT_EMAIL');
  const contactDomain = EMAIL.exec(contact ?? '')?.[1]?.toLowerCase();
  if (contact !== undefined && (!contactDomain || isPlaceholderHost(contactDomain))) {
    problems.push(`CONTACT_EMAIL "${contact}" is a placeholder: put the address where people (and security reports) reach the site`);
  }
  for (const name of ['HELPLINE_PHONE', 'CRISIS_HELPLINE_PHONE']) {
    const phone = textVar(t, name);
    if (phone !== undefined && FICTIONAL_PHONE.test(phone)) problems.push(`${name} "${phone}" is fictional (555-01xx): put the real line, shown on every page`);
  }
  return problems;
}

/**
 * Every reason the environment `envName` of `config` (the top level when undefined) must not be
 * deployed; none when it may. `secrets`: the secrets the Worker cannot work without.
 */
export function deployProblems(config: WranglerConfig, envName?: string, secrets: readonly string[] = REQUIRED_SECRETS): string[] {
  const env = envName === undefined ? config : config.env?.[envName];
  if (!env) return [`there is no [env.${envName}] in the configuration`];
  const target: Target = { config, env, envName, vars: env.vars ?? {}, secrets };
  return [demoProblems, inheritanceProblems, idProblems, secretProblems, siteProblems, senderProblems, logProblems, standInProblems].flatMap((check) =>
    check(target),
  );
}

export const readConfig = (path: string): WranglerConfig => parse(readFileSync(path, 'utf8')) as WranglerConfig;

function main(): void {
  const { values } = parseArgs({ options: { env: { type: 'string' }, config: { type: 'string', default: 'wrangler.toml' } } });
  const what = `${values.config} ${values.env === undefined ? '(the top level, which a plain `wrangler deploy` ships)' : `[env.${values.env}]`}`;
  const problems = deployProblems(readConfig(values.config), values.env);
  if (problems.length === 0) {
    console.log(`check:deploy: ${what} is ready to deploy.`);
    return;
  }
  console.error(`check:deploy: ${what} must not be deployed (${problems.length} problems):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

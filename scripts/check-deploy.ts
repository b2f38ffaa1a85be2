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

/**
 * Every reason the environment `envName` of `config` (the top level when undefined) must not be
 * deployed; none when it may. `secrets`: the secrets the Worker cannot work without.
 */
export function deployProblems(config: WranglerConfig, envName?: string, secrets: readonly string[] = REQUIRED_SECRETS): string[] {
  const env = envName === undefined ? config : config.env?.[envName];
  if (!env) return [`there is no [env.${envName}] in the configuration`];
  const vars = env.vars ?? {};
  const text = (name: string) => (typeof vars[name] === 'string' ? (vars[name] as string) : undefined);
  const envFlag = envName === undefined ? '' : ` --env ${envName}`;
  const section = (name: string) => (envName === undefined ? `[${name}]` : `[env.${envName}.${name}]`);
  const problems: string[] = [];

  if (vars.DEMO_MODE !== 'false') {
    problems.push(
      `DEMO_MODE is ${JSON.stringify(vars.DEMO_MODE ?? null)}: demo mode hands the demo accounts' passwords to anyone and lets admins in without two-factor; set DEMO_MODE = "false"`,
    );
  }
  for (const name of Object.keys(vars).filter((n) => n.startsWith('DEMO_') && n !== 'DEMO_MODE')) {
    problems.push(`${name} is set: a demo variable (the demo accounts' emails and passwords) has no place in a deployment; remove it`);
  }

  // Wrangler does not inherit vars or bindings: an environment that leaves one out runs without it.
  if (envName !== undefined) {
    for (const name of Object.keys(config.vars ?? {}).filter((n) => !n.startsWith('DEMO_') && !(n in vars))) {
      problems.push(`${name} is not set in ${section('vars')}: vars are not inherited from the top level`);
    }
    const here = bindingsOf(env);
    for (const binding of bindingsOf(config).filter((b) => !here.includes(b))) {
      problems.push(`${binding} is missing from [env.${envName}]: bindings are not inherited from the top level`);
    }
  }

  for (const db of env.d1_databases ?? []) {
    const id = db.database_id ?? '';
    if (!UUID.test(id) || ALL_ZERO.test(id)) {
      problems.push(`D1 database ${db.binding}: database_id "${id}" is a placeholder; put the id \`wrangler d1 create ${db.database_name ?? '<name>'}\` prints`);
    }
  }
  for (const kv of env.kv_namespaces ?? []) {
    const id = kv.id ?? '';
    if (!KV_ID.test(id) || ALL_ZERO.test(id)) {
      problems.push(`KV namespace ${kv.binding}: id "${id}" is a placeholder; put the id \`wrangler kv namespace create ${kv.binding}${envFlag}\` prints`);
    }
  }

  const declared = env.secrets?.required ?? [];
  for (const name of secrets.filter((s) => !declared.includes(s))) {
    problems.push(
      `the secret ${name} is not declared: add it to ${section('secrets')} required (then \`wrangler deploy\` refuses to ship until \`wrangler secret put ${name}${envFlag}\` has set it)`,
    );
  }
  for (const name of [...REQUIRED_SECRETS, ...OPTIONAL_SECRETS].filter((s) => s in vars)) {
    problems.push(`${name} is written in vars: a secret in wrangler.toml is there for anyone with the repository to read; use \`wrangler secret put ${name}${envFlag}\``);
  }

  let site: URL | null = null;
  try {
    site = new URL(text('SITE_URL') ?? '');
  } catch {
    problems.push(`SITE_URL ${JSON.stringify(vars.SITE_URL ?? null)} is not a URL: it is the site's address in links, the sitemap and emails`);
  }
  if (site) {
    if (site.protocol !== 'https:') {
      problems.push(`SITE_URL "${site.href}" is not https: canonical links, the sitemap and links in emails would send visitors over plain http`);
    }
    const host = site.hostname;
    if (isPlaceholderHost(host)) problems.push(`SITE_URL "${site.href}" is a placeholder: put the site's own address`);
    else if (!(env.routes ?? []).some((route) => routeHost(route) === host)) {
      problems.push(`no route serves ${host} (SITE_URL): add routes = [{ pattern = "${host}", custom_domain = true }]`);
    }
  }

  const sender = text('MAIL_FROM');
  const senderDomain = EMAIL.exec(sender ?? '')?.[1]?.toLowerCase();
  if (!senderDomain) {
    problems.push(`MAIL_FROM is ${sender === undefined ? 'not set' : `"${sender}", not an email address`}: the sender address of the site's mail`);
  } else if (site && !sameSite(senderDomain, site.hostname.replace(/^www\./, ''))) {
    problems.push(
      `MAIL_FROM "${sender}" is outside the site's domain (${site.hostname}): mail from another domain fails SPF and DMARC, and a reader cannot tell it is ours`,
    );
  } else if (isPlaceholderHost(senderDomain)) {
    problems.push(`MAIL_FROM "${sender}" is a placeholder: put an address of the site's domain, onboarded for sending`);
  }
  for (const binding of env.send_email ?? []) {
    if (senderDomain && binding.allowed_sender_addresses && !binding.allowed_sender_addresses.includes(sender!)) {
      problems.push(`send_email ${binding.name} may not send from MAIL_FROM "${sender}": add it to allowed_sender_addresses`);
    }
  }

  // Workers Logs keeps the Worker's own lines (docs/SECURITY.md "What is logged"), never each
  // request's URL and details. An environment inherits [observability] from the top level.
  const observability = env.observability ?? config.observability;
  if (!observability?.enabled || observability.logs?.enabled === false) {
    problems.push(`Workers Logs is off: the Worker's error lines and exceptions would not be kept; set ${section('observability')} enabled = true`);
  }
  if (observability?.logs?.invocation_logs !== false) {
    problems.push(`invocation logs are not turned off: each request's URL and details would be logged; set ${section('observability.logs')} invocation_logs = false`);
  }
  if (observability?.redact_query_string !== true) {
    problems.push(`query strings are not redacted from the logs: a search says what someone is looking for; set ${section('observability')} redact_query_string = true`);
  }

  // Left out altogether, these were named above (not inherited); here, the local default's stand-ins.
  const contact = text('CONTACT_EMAIL');
  const contactDomain = EMAIL.exec(contact ?? '')?.[1]?.toLowerCase();
  if (contact !== undefined && (!contactDomain || isPlaceholderHost(contactDomain))) {
    problems.push(`CONTACT_EMAIL "${contact}" is a placeholder: put the address where people (and security reports) reach the site`);
  }
  for (const name of ['HELPLINE_PHONE', 'CRISIS_HELPLINE_PHONE']) {
    const phone = text(name);
    if (phone !== undefined && FICTIONAL_PHONE.test(phone)) problems.push(`${name} "${phone}" is fictional (555-01xx): put the real line, shown on every page`);
  }
  return problems;
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

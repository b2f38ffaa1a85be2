// The Worker's secrets: never written in wrangler.toml, each set on the deployed Worker with
// `wrangler secret put NAME --env production` (docs/OPERATIONS.md). A deployment's environment lists
// the required ones in `secrets.required`, so that `wrangler deploy` refuses to ship without them, and
// `npm run check:deploy` (scripts/check-deploy.ts, which imports this file under Node: no imports here)
// refuses an environment that leaves one out.

/**
 * Without these the Worker cannot do its work: admin two-factor sign-in fails closed without
 * TWO_FACTOR_KEY, and no reset or invitation email is written without MAIL_KEY (worker/email/mail-key.ts).
 */
export const REQUIRED_SECRETS = ['TWO_FACTOR_KEY', 'MAIL_KEY'] as const;

/**
 * Set only for a while: the key before TWO_FACTOR_KEY, during a rotation (docs/OPERATIONS.md).
 * SERVER_TIMING_KEY: the key a request shows (X-Server-Timing-Key) to see its D1 figures in
 * Server-Timing (worker/lib/server-timing.ts); unset, no production answer carries them.
 */
export const OPTIONAL_SECRETS = ['TWO_FACTOR_KEY_PREVIOUS', 'SERVER_TIMING_KEY'] as const;

/** Secrets are not in wrangler.toml, so `wrangler types` does not know them; a missing one is undefined. */
export type WorkerSecrets = Partial<Record<(typeof REQUIRED_SECRETS)[number] | (typeof OPTIONAL_SECRETS)[number], string>>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Env extends WorkerSecrets {}
}

import { createMiddleware } from 'hono/factory';
import { countRequest } from './queries/rate-limit-counters';
import type { AppContext, AppEnv } from './app-env';
import { Database } from './db';
import { ApiError } from './errors';
import { sentRequestOf, type Idempotency } from './idempotency';
import { describe } from './openapi';
import { localeOfBody } from './schemas/locale';
import { clientSubject } from './subjects';

/**
 * At most `limit` requests per subject in each `windowSeconds` window: a fixed window counted in
 * D1, which every location sees at once. Over it: 429 with Retry-After.
 */
export interface RateLimit {
  /** Names the counter: the first part of every key. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the person is told, given how long to wait ("10 minutes"). */
  message: (wait: string) => string;
  /**
   * The same in Spanish, given the minutes to wait, for a form sent from a Spanish page (its body's
   * `locale`, read only to refuse it): the limit answers before the body is validated.
   */
  spanishMessage?: (minutes: number) => string;
  /**
   * For rateLimit(): a retry (the same Idempotency-Key and body again) counts once, so failures of
   * ours never use up a person's tries. Only for routes that store the key: a retry there can do
   * nothing the first request did not.
   */
  retriesCountOnce?: true;
}

/**
 * Counts this request against `rule` for `subject`, one of lib/subjects.ts (a hash, so no key
 * holds an address or an email). Given the request's `attempt` (its Idempotency-Key and body hash,
 * where the route stores them), a retry of it counts once. `localeOf` tells, when the request is
 * refused, the language to refuse it in.
 */
export async function enforceRateLimit(
  c: AppContext,
  rule: RateLimit,
  subject: string,
  attempt?: Idempotency | null,
  localeOf?: () => Promise<string | undefined>,
): Promise<void> {
  const now = Date.now();
  const windowMs = rule.windowSeconds * 1000;
  const windowStartMs = Math.floor(now / windowMs) * windowMs;
  const count = await countRequest(
    // On the primary, outside the request's D1 session: a counter is no write the visitor must read
    // back, so counting a GET or a view beacon sets no bookmark cookie on its answer.
    new Database(c.env.DB),
    `${rule.name}:${subject}`,
    new Date(windowStartMs).toISOString(),
    attempt ? `${attempt.key}:${attempt.requestHash.slice(0, 32)}` : null,
  );
  if (count <= rule.limit) return;
  const retryAfter = Math.max(1, Math.ceil((windowStartMs + windowMs - now) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  const spanish = rule.spanishMessage && (await localeOf?.()) === 'es';
  const message = spanish ? rule.spanishMessage!(minutes) : rule.message(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  throw new ApiError('rate_limited', message, {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/** The rule per client, as middleware. A limit per something in the body calls enforceRateLimit after validation. */
export function rateLimit(rule: RateLimit) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    // Hono keeps the parsed body: the validator after this reads the same one.
    const localeOf = () => c.req.json().then(localeOfBody, () => undefined);
    await enforceRateLimit(c, rule, await clientSubject(c), rule.retriesCountOnce ? await sentRequestOf(c) : null, localeOf);
    await next();
  });
  return describe(middleware, { errors: ['rate_limited'] });
}

/** Ten in ten minutes is more than a person filling a form sends; a script sending more is refused. */
export const publicFormLimit = (name: string): RateLimit => ({
  name,
  limit: 10,
  windowSeconds: 600,
  message: (wait) => `You have sent this form several times in a short while. Please wait ${wait} and try again, or call us.`,
  spanishMessage: (minutes) =>
    `Ha enviado este formulario varias veces en poco tiempo. Espere ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} y vuelva a intentarlo, o llámenos.`,
  // Each form stores its key: sending it again after a failure of ours is not another request.
  retriesCountOnce: true,
});

import { createMiddleware } from 'hono/factory';
import { countRequest } from '../db/rate-limits';
import type { AppEnv } from './app-env';
import { clientId } from './client';
import { ApiError } from './errors';

/**
 * At most `limit` requests per client to this route in each `windowSeconds` window (a fixed
 * window counted in D1, which every location sees at once). Over it: 429 with Retry-After.
 */
export function rateLimit(name: string, limit: number, windowSeconds: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = Date.now();
    const windowStartMs = Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;
    const windowStart = new Date(windowStartMs).toISOString();
    const key = `${name}:${await clientId(c)}`;
    if ((await countRequest(c.get('db'), key, windowStart)) > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStartMs + windowSeconds * 1000 - now) / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new ApiError(
        'rate_limited',
        `You have sent this form several times in a short while. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us.`,
        { headers: { 'Retry-After': String(retryAfter) } },
      );
    }
    await next();
  });
}

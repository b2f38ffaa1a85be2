import type { AppContext } from './app-env';
import { sha256Hex } from './hash';

/**
 * A stable, non-reversible name for the client a request came from, for rate limits and sign-in
 * lockouts: a hash of its address, so no table holds visitors' IP addresses.
 */
export async function clientId(c: AppContext): Promise<string> {
  const ip = c.req.header('cf-connecting-ip') ?? 'local';
  return (await sha256Hex(`client:${ip}`)).slice(0, 32);
}

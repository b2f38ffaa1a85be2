import type { AppContext } from './app';

/**
 * A stable, non-reversible name for the client a request came from, for rate limits and sign-in
 * lockouts: a hash of its address, so no table holds visitors' IP addresses.
 */
export async function clientId(c: AppContext): Promise<string> {
  const ip = c.req.header('cf-connecting-ip') ?? 'local';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`client:${ip}`));
  return Array.from(new Uint8Array(digest).subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

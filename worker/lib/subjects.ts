import type { AppContext } from './app-env';
import { sha256Hex } from './hash';

// What rate limits and sign-in lockouts count against: stable, non-reversible names, so no table
// or log holds a visitor's IP address or an email address.

/**
 * The network an address stands for: an IPv4 address itself; an IPv6 address its /64 ("2001:db8:0:1::/64"),
 * since one home or phone is given a whole /64 and can take any address in it at will (an IPv4
 * address written as IPv6, ::ffff:192.0.2.1, is that IPv4 address). Anything unreadable stays as it is.
 */
export function addressNetwork(address: string): string {
  if (!address.includes(':')) return address;
  const halves = address.split('%')[0]!.toLowerCase().split('::');
  if (halves.length > 2) return address;
  const [head, tail] = halves.map((half) => (half ? half.split(':') : [])) as [string[], string[] | undefined];
  // An IPv4 address written last (::ffff:192.0.2.1) stands for two groups.
  const last = [...head, ...(tail ?? [])].at(-1) ?? '';
  const v4 = last.includes('.') ? last : null;
  const given = head.length + (tail?.length ?? 0) + (v4 ? 1 : 0);
  const zeros = tail === undefined ? 0 : 8 - given;
  if (tail === undefined ? given !== 8 : zeros < 1) return address;
  const groups = [...head, ...Array<string>(zeros).fill('0'), ...(tail ?? [])];
  if (v4 && groups.slice(0, 6).every((g, i) => parseInt(g, 16) === (i === 5 ? 0xffff : 0))) return v4;
  const prefix = groups.slice(0, 4);
  if (!prefix.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${prefix.map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * The address a request came from, as Cloudflare saw it, as the network it stands for (an IPv6
 * client's /64): only ever hashed, never stored.
 */
export function clientAddress(c: AppContext): string {
  return addressNetwork(c.req.header('cf-connecting-ip') ?? 'local');
}

/** The client a request came from: a hash of its address. */
export async function clientSubject(c: AppContext): Promise<string> {
  return `client:${(await sha256Hex(`client:${clientAddress(c)}`)).slice(0, 32)}`;
}

/** An email address however it is typed ("  Ann@X.org" is ann@x.org): a hash of it. */
export async function emailSubject(email: string): Promise<string> {
  return `email:${(await sha256Hex(`email:${email.trim().toLowerCase()}`)).slice(0, 32)}`;
}

/** A signed-in account, by its id (which says nothing about the person). */
export const accountSubject = (userId: number): string => `account:${userId}`;

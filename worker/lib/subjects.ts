import type { AppContext } from './app-env';
import { sha256Hex } from './hash';

// What rate limits and sign-in lockouts count against: stable, non-reversible names, so no table
// or log holds a visitor's IP address or an email address.

/** The address a request came from, as Cloudflare saw it: only ever hashed, never stored. */
export function clientAddress(c: AppContext): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
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

import { derivedKey, open, requiredSecret, seal } from '../lib/sealing';
import { toHex } from '../lib/hash';

// A reviewer's (or an invited person's) address is never stored in the clear (decision 027): a keyed
// hash of it keeps "one review per address per listing" and binds an invitation to the address it
// was sent to, and the address sealed lets the desk tell the reviewer the outcome, once. A review's
// network (IPv4 /24, IPv6 /64) is kept only as a keyed hash too, for the desk's signals. All under
// MAIL_KEY (the address is only ever used to send mail), each purpose its own derived key.

type KeyEnv = Pick<Env, 'DEMO_MODE' | 'MAIL_KEY'>;
const encoder = new TextEncoder();

const hmacKey = (env: KeyEnv, info: string) => derivedKey(requiredSecret(env.MAIL_KEY, 'MAIL_KEY', env), info, { name: 'HMAC', hash: 'SHA-256', length: 256 });
const sealKey = (env: KeyEnv) => derivedKey(requiredSecret(env.MAIL_KEY, 'MAIL_KEY', env), 'reviewer address seal v1', { name: 'AES-GCM', length: 256 });

async function keyedHash(env: KeyEnv, info: string, text: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(env, info), encoder.encode(text));
  return toHex(new Uint8Array(signature));
}

/** An address however it is typed ("  Ann@X.org" is ann@x.org). */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** reviews.email_hash and review_invitations.email_hash: the same address gives the same hash. */
export const reviewerEmailHash = (env: KeyEnv, email: string) => keyedHash(env, 'reviewer email v1', normalisedEmail(email));

const SEALED = /^a1\.([A-Za-z0-9+/=]+)\.([A-Za-z0-9+/=]+)$/;
const boundTo = (emailHash: string) => `reviewer:${emailHash}`;

/** reviews.email_sealed: the address, bound to its own hash (a sealed value moved to another row does not open). */
export async function sealReviewerEmail(env: KeyEnv, email: string): Promise<string> {
  const { iv, ciphertext } = await seal(await sealKey(env), boundTo(await reviewerEmailHash(env, email)), normalisedEmail(email));
  return `a1.${iv}.${ciphertext}`;
}

/** The address `sealReviewerEmail` sealed for `emailHash`, or null when it cannot be opened (no seal, MAIL_KEY rotated). */
export async function openReviewerEmail(env: KeyEnv, emailHash: string, sealed: string | null): Promise<string | null> {
  const parts = sealed ? SEALED.exec(sealed) : null;
  if (!parts) return null;
  try {
    return await open(await sealKey(env), boundTo(emailHash), parts[1]!, parts[2]!);
  } catch {
    return null;
  }
}

/**
 * The network an address belongs to, as the signals compare them: an IPv4 address's /24, an IPv6
 * address's /64 (lib/subjects.ts addressNetwork gives the /64, and an IPv4 address as it is).
 */
export function networkOf(network: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(network);
  return v4 ? `${v4[1]}.${v4[2]}.${v4[3]}.0/24` : network;
}

/** reviews.network_hash for a request from `address` (lib/subjects.ts clientAddress(c)). */
export const reviewNetworkHash = (env: KeyEnv, address: string) => keyedHash(env, 'review network v1', networkOf(address));

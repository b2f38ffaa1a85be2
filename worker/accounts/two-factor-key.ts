// What D1 holds of an admin's second factor is useless without a key D1 does not hold: the TOTP
// secret is sealed with AES-256-GCM and recovery codes are stored as HMAC-SHA-256, both under keys
// derived (HKDF) from the Worker secret TWO_FACTOR_KEY. A dump of the database alone gives no code.
//
// The key can be changed without locking anyone out (docs/OPERATIONS.md): what is sealed or hashed
// names the key it was made with (a key id), TWO_FACTOR_KEY seals, and TWO_FACTOR_KEY_PREVIOUS, while
// it is set, still opens what the key before made. A secret opened with the previous key is sealed
// again under the new one at the admin's next sign-in.

import { toHex } from '../lib/hash';
import { derivedKey as keyFrom, open, requiredSecret, seal } from '../lib/sealing';
import type { WorkerSecrets } from '../lib/secrets';

const MIN_KEY_LENGTH = 32;
/** "v2.<key id>.<iv>.<ciphertext>"; "v1.<iv>.<ciphertext>" was sealed before key ids. */
const SEALED = /^(?:v1|v2\.([0-9a-f]{8}))\.([A-Za-z0-9+/=]+)\.([A-Za-z0-9+/=]+)$/;

const encoder = new TextEncoder();

type KeyEnv = Pick<Env, 'DEMO_MODE'> & Pick<WorkerSecrets, 'TWO_FACTOR_KEY' | 'TWO_FACTOR_KEY_PREVIOUS'>;

interface Key {
  text: string;
  /** 8 hex digits of SHA-256("admin-two-factor key id:" + key): names the key, tells nothing of it. */
  id: string;
}

async function keyOf(text: string): Promise<Key> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`admin-two-factor key id:${text}`)));
  return { text, id: toHex(digest.subarray(0, 4)) };
}

/** The current key first, then the previous one while a rotation is under way. */
async function keys(env: KeyEnv): Promise<Key[]> {
  // Fail closed: without the key no admin can enrol or sign in, which the deployment notices at once.
  const current = requiredSecret(env.TWO_FACTOR_KEY, 'TWO_FACTOR_KEY', env);
  const previous = env.TWO_FACTOR_KEY_PREVIOUS;
  if (previous === undefined || previous === '') return [await keyOf(current)];
  if (previous.length < MIN_KEY_LENGTH) throw new Error(`TWO_FACTOR_KEY_PREVIOUS, when set, must be at least ${MIN_KEY_LENGTH} characters`);
  return [await keyOf(current), await keyOf(previous)];
}

function derivedKey(key: Key, purpose: 'seal' | 'recovery'): Promise<CryptoKey> {
  const info = `admin-two-factor ${purpose} v1`;
  return purpose === 'seal' ? keyFrom(key.text, info, { name: 'AES-GCM', length: 256 }) : keyFrom(key.text, info, { name: 'HMAC', hash: 'SHA-256', length: 256 });
}

/** The account's id is bound in as associated data: a sealed secret copied to another row does not open. */
const boundTo = (userId: number) => `user:${userId}`;

export async function sealSecret(env: KeyEnv, userId: number, secretBase32: string): Promise<string> {
  const [current] = await keys(env);
  const { iv, ciphertext } = await seal(await derivedKey(current!, 'seal'), boundTo(userId), secretBase32);
  return `v2.${current!.id}.${iv}.${ciphertext}`;
}

export interface OpenedSecret {
  secret: string;
  /** Sealed under the previous key (or before key ids): seal it again under the current one. */
  reseal: boolean;
}

/** The secret, or an error when no key at hand is the one it was sealed with (or the row was altered). */
export async function openSecret(env: KeyEnv, userId: number, sealed: string): Promise<OpenedSecret> {
  const parts = SEALED.exec(sealed);
  if (!parts) throw new Error('two-factor secret is not in the sealed format');
  const [, keyId, iv, ciphertext] = parts;
  const available = await keys(env);
  const candidates = keyId === undefined ? available : available.filter((key) => key.id === keyId);
  if (candidates.length === 0) {
    throw new Error(`two-factor secret is sealed under key ${keyId}, which is neither TWO_FACTOR_KEY nor TWO_FACTOR_KEY_PREVIOUS`);
  }
  // A v1 value names no key: each key at hand is tried in turn.
  let failure: unknown;
  for (const key of candidates) {
    try {
      const secret = await open(await derivedKey(key, 'seal'), boundTo(userId), iv!, ciphertext!);
      return { secret, reseal: keyId === undefined || key !== available[0] };
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

async function hmacHex(key: Key, userId: number, code: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await derivedKey(key, 'recovery'), encoder.encode(`${userId}:${code}`));
  return toHex(new Uint8Array(mac));
}

/** What is stored for a recovery code (already normalised): the key's id and its keyed hash, as hex. */
export async function recoveryCodeHash(env: KeyEnv, userId: number, code: string): Promise<string> {
  const [current] = await keys(env);
  return `${current!.id}.${await hmacHex(current!, userId, code)}`;
}

/**
 * Every form in which `code` may be stored: under the current key and, during a rotation, the
 * previous one; each with its key id, and bare (stored before key ids).
 */
export async function recoveryCodeLookups(env: KeyEnv, userId: number, code: string): Promise<string[]> {
  const hashes = await Promise.all((await keys(env)).map(async (key) => ({ id: key.id, hex: await hmacHex(key, userId, code) })));
  return hashes.flatMap(({ id, hex }) => [`${id}.${hex}`, hex]);
}

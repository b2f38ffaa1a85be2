// Sealing with AES-256-GCM under keys derived (HKDF) from a Worker secret, each sealed text bound to
// the record it belongs to (associated data): what the two-factor secrets and the outbox's sealed
// emails share. Their formats and key handling stay theirs.

const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const MIN_SECRET_LENGTH = 32;

/**
 * The secret `name`, or in demo mode a published local default (so `npm start` needs none set).
 * Fails closed: a missing or short secret throws, which the deployment notices at once.
 */
export function requiredSecret(value: string | undefined, name: string, env: Pick<Env, 'DEMO_MODE'>): string {
  const secret = value ?? (env.DEMO_MODE === 'true' ? `demo-mode-only: not a secret; production sets ${name}` : '');
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${name} must be set to at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

/** A key for `algorithm` derived from `secret` with HKDF-SHA-256 and `info` (one key per purpose). */
export async function derivedKey(
  secret: string,
  info: string,
  algorithm: { name: 'AES-GCM'; length: 256 } | { name: 'HMAC'; hash: 'SHA-256'; length: 256 },
): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  const usages: ('encrypt' | 'decrypt' | 'sign')[] = algorithm.name === 'AES-GCM' ? ['encrypt', 'decrypt'] : ['sign'];
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) }, base, algorithm, false, usages);
}

/** `plain` sealed under `key`, bound to `boundTo`: the IV and the ciphertext, each as base64. */
export async function seal(key: CryptoKey, boundTo: string, plain: string): Promise<{ iv: string; ciphertext: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(boundTo) }, key, encoder.encode(plain));
  return { iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(sealed)) };
}

/** The text `seal` sealed, or an error when the key or the record it is bound to is not the one. */
export async function open(key: CryptoKey, boundTo: string, iv: string, ciphertext: string): Promise<string> {
  const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(boundTo) }, key, fromBase64(ciphertext));
  return new TextDecoder().decode(opened);
}

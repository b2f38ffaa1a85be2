// What D1 holds of an admin's second factor is useless without a key D1 does not hold: the TOTP
// secret is sealed with AES-256-GCM and recovery codes are stored as HMAC-SHA-256, both under keys
// derived (HKDF) from the Worker secret TWO_FACTOR_KEY. A dump of the database alone gives no code.

declare global {
  interface Env {
    /** A Worker secret (`wrangler secret put TWO_FACTOR_KEY`), 32 characters or more. */
    TWO_FACTOR_KEY?: string;
  }
}

/** Demo mode only: a local default anyone can read, so `npm start` needs no secret set. */
const DEMO_KEY = 'demo-mode-only: not a secret; production sets TWO_FACTOR_KEY';
const MIN_KEY_LENGTH = 32;
const SEALED = /^v1\.([A-Za-z0-9+/=]+)\.([A-Za-z0-9+/=]+)$/;

const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function keyText(env: Pick<Env, 'DEMO_MODE' | 'TWO_FACTOR_KEY'>): string {
  const key = env.TWO_FACTOR_KEY ?? (env.DEMO_MODE === 'true' ? DEMO_KEY : '');
  // Fail closed: without the key no admin can enrol or sign in, which the deployment notices at once.
  if (key.length < MIN_KEY_LENGTH) throw new Error(`TWO_FACTOR_KEY must be set to at least ${MIN_KEY_LENGTH} characters`);
  return key;
}

async function derivedKey(env: Pick<Env, 'DEMO_MODE' | 'TWO_FACTOR_KEY'>, purpose: 'seal' | 'recovery'): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', encoder.encode(keyText(env)), 'HKDF', false, ['deriveKey']);
  const params = { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(`admin-two-factor ${purpose} v1`) };
  return purpose === 'seal'
    ? crypto.subtle.deriveKey(params, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    : crypto.subtle.deriveKey(params, base, { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign']);
}

/** The account's id is bound in as associated data: a sealed secret copied to another row does not open. */
const boundTo = (userId: number) => encoder.encode(`user:${userId}`);

export async function sealSecret(env: Env, userId: number, secretBase32: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await derivedKey(env, 'seal');
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: boundTo(userId) }, key, encoder.encode(secretBase32));
  return `v1.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** The secret, or an error when the key is not the one it was sealed with (or the row was altered). */
export async function openSecret(env: Env, userId: number, sealed: string): Promise<string> {
  const parts = SEALED.exec(sealed);
  if (!parts) throw new Error('two-factor secret is not in the sealed format');
  const key = await derivedKey(env, 'seal');
  const opened = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(parts[1]!), additionalData: boundTo(userId) },
    key,
    fromBase64(parts[2]!),
  );
  return new TextDecoder().decode(opened);
}

/** What is stored for a recovery code (already normalised): its keyed hash, as hex. */
export async function recoveryCodeHash(env: Env, userId: number, code: string): Promise<string> {
  const key = await derivedKey(env, 'recovery');
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${userId}:${code}`)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

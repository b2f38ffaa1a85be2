// The outbox never holds a link that works in a form anyone can read: what is sent of an email that
// carries one is sealed with AES-256-GCM under a key derived (HKDF) from the Worker secret MAIL_KEY,
// and bound to the email's own key, so a sealed body copied to another row does not open. Its own
// secret, not TWO_FACTOR_KEY: either can be rotated without the other (rotating MAIL_KEY costs at
// most the few emails waiting in the queue at that moment; docs/decisions/011-mail.md).

// MAIL_KEY is typed on Env with the Worker's other secrets (worker/lib/secrets.ts), 32 characters or more.

/** Demo mode only: a local default anyone can read, so `npm start` needs no secret set. */
const DEMO_KEY = 'demo-mode-only: not a secret; production sets MAIL_KEY';
const MIN_KEY_LENGTH = 32;
const SEALED = /^m1\.([A-Za-z0-9+/=]+)\.([A-Za-z0-9+/=]+)$/;

const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

type KeyEnv = Pick<Env, 'DEMO_MODE' | 'MAIL_KEY'>;

async function sealingKey(env: KeyEnv): Promise<CryptoKey> {
  const secret = env.MAIL_KEY ?? (env.DEMO_MODE === 'true' ? DEMO_KEY : '');
  // Fail closed: without the key no reset or invitation email is written, which the deployment
  // notices at once; emails without a link (inquiries, decisions) need no key.
  if (secret.length < MIN_KEY_LENGTH) throw new Error(`MAIL_KEY must be set to at least ${MIN_KEY_LENGTH} characters`);
  const base = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode('email-outbox seal v1') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const boundTo = (messageKey: string) => encoder.encode(`email:${messageKey}`);

export async function sealMail(env: KeyEnv, messageKey: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await sealingKey(env);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: boundTo(messageKey) }, key, encoder.encode(plain));
  return `m1.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** The sealed text, or an error when the key is not the one it was sealed with (or the row was altered). */
export async function openMail(env: KeyEnv, messageKey: string, sealed: string): Promise<string> {
  const parts = SEALED.exec(sealed);
  if (!parts) throw new Error('the email is not in the sealed format');
  const key = await sealingKey(env);
  const opened = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(parts[1]!), additionalData: boundTo(messageKey) },
    key,
    fromBase64(parts[2]!),
  );
  return new TextDecoder().decode(opened);
}

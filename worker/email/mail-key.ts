// The outbox never holds a link that works in a form anyone can read: what is sent of an email that
// carries one is sealed with AES-256-GCM under a key derived (HKDF) from the Worker secret MAIL_KEY,
// and bound to the email's own key, so a sealed body copied to another row does not open. Its own
// secret, not TWO_FACTOR_KEY: either can be rotated without the other (rotating MAIL_KEY costs at
// most the few emails waiting in the queue at that moment; docs/decisions/011-mail.md).

// MAIL_KEY is typed on Env with the Worker's other secrets (worker/lib/secrets.ts), 32 characters or more.

import { derivedKey, open, requiredSecret, seal } from '../lib/sealing';

const SEALED = /^m1\.([A-Za-z0-9+/=]+)\.([A-Za-z0-9+/=]+)$/;

type KeyEnv = Pick<Env, 'DEMO_MODE' | 'MAIL_KEY'>;

// Fail closed: without the key no reset or invitation email is written, which the deployment
// notices at once; emails without a link (inquiries, decisions) need no key.
const sealingKey = (env: KeyEnv) => derivedKey(requiredSecret(env.MAIL_KEY, 'MAIL_KEY', env), 'email-outbox seal v1', { name: 'AES-GCM', length: 256 });

const boundTo = (messageKey: string) => `email:${messageKey}`;

export async function sealMail(env: KeyEnv, messageKey: string, plain: string): Promise<string> {
  const { iv, ciphertext } = await seal(await sealingKey(env), boundTo(messageKey), plain);
  return `m1.${iv}.${ciphertext}`;
}

/** The sealed text, or an error when the key is not the one it was sealed with (or the row was altered). */
export async function openMail(env: KeyEnv, messageKey: string, sealed: string): Promise<string> {
  const parts = SEALED.exec(sealed);
  if (!parts) throw new Error('the email is not in the sealed format');
  return open(await sealingKey(env), boundTo(messageKey), parts[1]!, parts[2]!);
}

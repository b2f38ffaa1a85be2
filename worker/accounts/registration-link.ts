// A registration's confirmation link is kept sealed beside the SHA-256 of its token, so that registering
// the same address again before it is confirmed re-sends the first registration's own link: a later
// request never replaces a pending registration, and the link in the first email keeps working.

import { derivedKey, open, requiredSecret, seal } from '../lib/sealing';

type KeyEnv = Pick<Env, 'DEMO_MODE' | 'MAIL_KEY'>;

const SEALED = /^r1\.([A-Za-z0-9+/=]+)\.([A-Za-z0-9+/=]+)$/;

// Under MAIL_KEY (the link goes out by mail, which needs the key anyway), for this purpose only.
const linkKey = (env: KeyEnv) => derivedKey(requiredSecret(env.MAIL_KEY, 'MAIL_KEY', env), 'registration link v1', { name: 'AES-GCM', length: 256 });

const boundTo = (email: string) => `registration:${email.toLowerCase()}`;

export async function sealRegistrationToken(env: KeyEnv, email: string, token: string): Promise<string> {
  const { iv, ciphertext } = await seal(await linkKey(env), boundTo(email), token);
  return `r1.${iv}.${ciphertext}`;
}

/** The token sealed for `email`, or null when it cannot be opened (MAIL_KEY rotated since, or no seal). */
export async function openRegistrationToken(env: KeyEnv, email: string, sealed: string | null): Promise<string | null> {
  const parts = sealed ? SEALED.exec(sealed) : null;
  if (!parts) return null;
  try {
    return await open(await linkKey(env), boundTo(email), parts[1]!, parts[2]!);
  } catch {
    return null;
  }
}

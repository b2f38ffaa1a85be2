import { env } from 'cloudflare:workers';
import { client, settledClient } from './client';
import { newClient } from './fixtures';
import { deliverableText } from './mail';

/** Asks for a reset link, as a client of its own (so the per-client limit is this call's). */
export const requestReset = (email: string, headers: Record<string, string> = newClient()) =>
  settledClient.facility['password-reset'].$post({ json: { email } }, { headers });

/** Sets a new password with an emailed token. */
export const confirmReset = (token: string, password: string) =>
  client.facility['password-reset'].confirm.$post({ json: { token, password } }, { headers: newClient() });

/** The token of the newest email of `template` to `email` (as its recipient gets it), or null when none was queued. */
async function newestTokenFor(email: string, template: string): Promise<string | null> {
  const text = await deliverableText(email, template);
  return text === null ? null : /token=([0-9a-f]{64})/.exec(text)![1]!;
}

/** The token of the newest password-reset email to `email`, or null when none was queued. */
export const resetTokenFor = (email: string) => newestTokenFor(email, 'password_reset');

/** The token of the newest registration confirmation link emailed to `email`, or null. */
export const confirmationTokenFor = (email: string) => newestTokenFor(email, 'registration_confirmation');

/** Follows a registration's confirmation link, as its page does (a POST). */
export const confirmRegistration = (token: string) =>
  client.facility.registrations.confirmation.$post({ json: { token } }, { headers: newClient() });

export async function resetEmailsTo(email: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE to_email = ?1 AND template = 'password_reset'`)
    .bind(email)
    .first<{ n: number }>();
  return row!.n;
}

import { env } from 'cloudflare:workers';
import { client } from './client';
import { addUser, newClient, signInAs, withCookie } from './fixtures';
import { deliverableText } from './mail';

export const ADMIN_PASSWORD = 'admin secret for tests 1';

/** A fresh active administrator, signed in: its id, email and session cookie. */
export async function signedInAdmin(): Promise<{ id: number; email: string; cookie: string }> {
  const admin = await addUser({ role: 'admin', password: ADMIN_PASSWORD });
  return { ...admin, cookie: await signInAs('admin', admin.email, ADMIN_PASSWORD) };
}

/** A fresh address for an invitation. */
export const newStaffEmail = () => `staff-${crypto.randomUUID().slice(0, 8)}@test.example.org`;

/** Invites `email` as `cookie`'s administrator, from a client of its own. */
export const invite = (cookie: string, email: string, name = 'Casey Morgan') =>
  client.admin.staff.$post({ json: { email, name } }, { headers: { ...withCookie(cookie).headers, ...newClient() } });

/** Sends `id`'s invitation again, from a client of its own. */
export const resendInvite = (cookie: string, id: number) =>
  client.admin.staff[':id'].invitation.$post({ param: { id: String(id) } }, { headers: { ...withCookie(cookie).headers, ...newClient() } });

export const setStaffStatus = (cookie: string, id: number, status: 'active' | 'disabled') =>
  client.admin.staff[':id'].$patch({ param: { id: String(id) }, json: { status } }, withCookie(cookie));

/** Sets a first password with an invitation token. */
export const acceptInvite = (token: string, password: string, headers: Record<string, string> = newClient()) =>
  client['staff-invitations'].accept.$post({ json: { token, password } }, { headers });

/** The token of the newest invitation email to `email` (as its recipient gets it), or null when none was queued. */
export async function inviteTokenFor(email: string): Promise<string | null> {
  const text = await deliverableText(email, 'staff_invitation');
  return text === null ? null : /\/admin\/invite\?token=([0-9a-f]{64})/.exec(text)![1]!;
}

/** The audit lines about `target`, oldest first. */
export async function auditLinesFor(target: string) {
  const { results } = await env.DB.prepare(
    'SELECT actor_id, actor_email, action, target, detail FROM audit_log WHERE target = ?1 ORDER BY id',
  )
    .bind(target)
    .all<{ actor_id: number | null; actor_email: string | null; action: string; target: string; detail: string | null }>();
  return results;
}

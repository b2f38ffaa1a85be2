import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { registration } from './bodies';
import { client } from './client';
import { newClient, withCookie } from './fixtures';
import { confirmationTokenFor, confirmRegistration } from './outbox';

export const FACILITY_PASSWORD = 'Serene Valley 2026';

/**
 * Registers through the public endpoint, as the wizard does, and follows the emailed link that
 * confirms the address: the account, listing and submission, in review.
 */
export async function registerConfirmed(json: ReturnType<typeof registration>) {
  const res = await client.facility.registrations.$post({ json }, { headers: newClient() });
  expect(res.status).toBe(202);
  expect((await confirmRegistration((await confirmationTokenFor(json.email))!)).status).toBe(200);
}

/** A registration in review (registerConfirmed) with the password FACILITY_PASSWORD: its ids. */
export async function registerFacility(facilityName = `Harbor ${crypto.randomUUID().slice(0, 6)} Recovery`) {
  const json = registration({ facilityName, password: FACILITY_PASSWORD, confirmPassword: FACILITY_PASSWORD });
  await registerConfirmed(json);
  const row = await env.DB.prepare(
    `SELECT s.id AS submissionId, s.facility_id AS facilityId FROM facility_submissions s JOIN users u ON u.id = s.user_id
     WHERE u.email = ?1 ORDER BY s.id DESC`,
  )
    .bind(json.email)
    .first<{ submissionId: number; facilityId: number }>();
  return { email: json.email, facilityName, ...row! };
}

export const submissionDetail = (cookie: string | undefined, id: number) =>
  client.admin.submissions[':id'].$get({ param: { id: String(id) } }, withCookie(cookie));

/**
 * The version of the submission the desk shows `cookie` now (what a decision names), as the desk
 * reads it; undefined when that session may not read it (the decision is then refused anyway).
 */
export async function shownVersion(cookie: string | undefined, id: number): Promise<number | undefined> {
  const res = await submissionDetail(cookie, id);
  return res.status === 200 ? (await res.json()).submission.version : undefined;
}

type DecisionBody = Parameters<(typeof client.admin.submissions)[':id']['approve']['$post']>[0]['json'];

/** A decision's body: the notes, and the version given or else the one the desk shows now. */
const decisionBody = async (cookie: string | undefined, id: number, notes: string | undefined, version?: number) =>
  ({ ...(notes === undefined ? {} : { notes }), version: version ?? (await shownVersion(cookie, id)) }) as DecisionBody;

export const approve = async (cookie: string | undefined, id: number, notes?: string, version?: number) =>
  client.admin.submissions[':id'].approve.$post({ param: { id: String(id) }, json: await decisionBody(cookie, id, notes, version) }, withCookie(cookie));

export const reject = async (cookie: string | undefined, id: number, notes: string, version?: number) =>
  client.admin.submissions[':id'].reject.$post(
    { param: { id: String(id) }, json: { ...(await decisionBody(cookie, id, notes, version)), notes } },
    withCookie(cookie),
  );

/** The newest outbox email of `template` to `to`. */
export function lastEmail(to: string, template: string) {
  return env.DB.prepare('SELECT subject, body_text FROM email_outbox WHERE to_email = ?1 AND template = ?2 ORDER BY id DESC')
    .bind(to, template)
    .first<{ subject: string; body_text: string }>();
}

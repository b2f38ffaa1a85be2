import { env } from 'cloudflare:workers';
import { client } from './client';
import { cookieFrom, newClient, withCookie } from './fixtures';
import { publishedFacility } from './listing-edit';
import { deliverableText } from './mail';
import { FACILITY_PASSWORD } from './review';

// The dashboard's Settings: the calls, bodies and a published facility with its account's id.

type PasswordBody = Parameters<typeof client.facility.me.password.$put>[0]['json'];
type ContactBody = Parameters<typeof client.facility.me.contact.$put>[0]['json'];

export const NEW_PASSWORD = 'Quiet Harbor 2027';

/** A valid change from the test facilities' password; each test overrides what it is about. */
export const passwordChange = (overrides: Partial<PasswordBody> = {}): PasswordBody => ({
  currentPassword: FACILITY_PASSWORD,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...overrides,
});

export const contactBody = (overrides: Partial<ContactBody> = {}): ContactBody => ({
  name: 'Avery Quinn',
  title: 'Intake Coordinator',
  phone: '(555) 555-0177',
  email: 'avery.quinn@intake.example.org',
  ...overrides,
});

export const changePassword = (cookie: string | undefined, json: PasswordBody = passwordChange()) =>
  client.facility.me.password.$put({ json }, withCookie(cookie));

export const signOutEverywhere = (cookie: string | undefined) => client.facility.me.sessions.$delete(undefined, withCookie(cookie));

export const readContact = (cookie: string | undefined) => client.facility.me.contact.$get(undefined, withCookie(cookie));

export const saveContact = (cookie: string | undefined, json: ContactBody = contactBody()) =>
  client.facility.me.contact.$put({ json }, withCookie(cookie));

/** Whether `cookie` is still a live facility session. */
export const sessionStatus = async (cookie: string) => (await client.facility.me.$get(undefined, withCookie(cookie))).status;

/** A sign-in attempt's status (from a client of its own, so no lockout from other tests). */
export const signInStatus = async (email: string, password: string) =>
  (await client.facility.session.$post({ json: { email, password } }, { headers: newClient() })).status;

/** Another browser of the same account, signed in (remember me when asked). */
export async function anotherSession(email: string, password = FACILITY_PASSWORD, remember = false) {
  const res = await client.facility.session.$post({ json: { email, password, remember } }, { headers: newClient() });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return cookieFrom(res);
}

/** A published, signed-in facility and its account's id. */
export async function settingsFacility() {
  const f = await publishedFacility();
  const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?1').bind(f.email).first<{ id: number }>();
  return { ...f, userId: user!.id };
}

/** The listing's stored contact columns. */
export const storedContact = (facilityId: number) =>
  env.DB.prepare('SELECT contact_name, contact_title, contact_phone, contact_email FROM facilities WHERE id = ?1').bind(facilityId).first();

/** A new address of its own for each test (the outbox and the limits are shared by a test file's tests). */
export const newContactEmail = () => `intake-${crypto.randomUUID().slice(0, 8)}@intake.example.org`;

/** Follows a contact email's confirmation link, as its page does (a POST, from a client of its own). */
export const confirmContactEmail = (token: string) =>
  client.facility['contact-confirmation'].$post({ json: { token } }, { headers: newClient() });

/** The token of the newest contact email confirmation link emailed to `email` (as its recipient gets it), or null. */
export async function contactTokenFor(email: string): Promise<string | null> {
  const text = await deliverableText(email, 'contact_email_confirmation');
  return text === null ? null : /token=([0-9a-f]{64})/.exec(text)![1]!;
}

/** The templates of every email to `to`, oldest first. */
export const templatesTo = async (to: string) =>
  (await env.DB.prepare('SELECT template FROM email_outbox WHERE to_email = ?1 ORDER BY id').bind(to).all<{ template: string }>()).results.map(
    (row) => row.template,
  );

/** Saves `email` as the new contact address and follows the link emailed to it: notices go there from now on. */
export async function confirmedContact(cookie: string, json: ContactBody) {
  const saved = await saveContact(cookie, json);
  if (saved.status !== 200) throw new Error(`saving the contact failed: ${saved.status}`);
  const token = await contactTokenFor(json.email.trim().toLowerCase());
  if (token) {
    const confirmed = await confirmContactEmail(token);
    if (confirmed.status !== 200) throw new Error(`confirming the contact email failed: ${confirmed.status}`);
  }
}

import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { registration } from '../../test/bodies';
import { client, errorOf } from '../../test/client';
import { api, freshSearch, loadReferenceData, newClient, withCookie } from '../../test/fixtures';
import { REDACTED_LINK } from '../../email/message';
import { deliverableText } from '../../test/mail';
import { confirmationTokenFor, confirmRegistration } from '../../test/outbox';
import { approve, registerConfirmed, submissionDetail } from '../../test/review';
import { signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

const register = (json = registration()) => client.facility.registrations.$post({ json }, { headers: newClient() });
const emailsTo = async (email: string) =>
  (await env.DB.prepare('SELECT template, subject, body_text FROM email_outbox WHERE to_email = ?1 ORDER BY id').bind(email).all<{
    template: string;
    subject: string;
    body_text: string;
  }>()).results;

describe('POST /api/facility/registrations', () => {
  it('stores a pending listing, a pending account with a hashed password and the submission, awaiting confirmation', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'awaiting_confirmation' });

    const row = await env.DB.prepare(
      `SELECT f.status AS listing, f.name, f.accreditation, u.status AS account, u.password_hash, u.email_confirmation_hash,
         s.contact_person, s.capacity, s.status AS submission,
         (SELECT group_concat(specialization_id) FROM facility_specializations WHERE facility_id = f.id) AS specs
       FROM facility_submissions s JOIN facilities f ON f.id = s.facility_id JOIN users u ON u.id = s.user_id WHERE u.email = ?1`,
    )
      .bind(body.email)
      .first<Record<string, string>>();
    expect(row).toMatchObject({
      listing: 'pending',
      name: 'Serene Valley Recovery',
      account: 'pending',
      submission: 'pending',
      contact_person: 'Jordan Lee',
      capacity: '40',
      accreditation: '["CARF","State Licensed"]',
    });
    // Stored as ticked: no addiction type is folded into another (decision 016).
    expect(row!.specs!.split(',').sort()).toEqual(['alcohol-addiction', 'opioid-addiction']);
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$/);
    expect(row!.password_hash).not.toContain(body.password);
    // The link's token is stored as its SHA-256 only.
    const token = await confirmationTokenFor(body.email);
    expect(row!.email_confirmation_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.email_confirmation_hash).not.toBe(token);
  });

  it('emails the address only its confirmation link, with nothing the registrant typed in it', async () => {
    // Text someone would like the site to send to an inbox of their choosing.
    const words = 'Claim your prize at https://evil.example/win';
    const body = registration({ facilityName: words, contactPerson: words, description: words, title: words });
    expect((await register(body)).status).toBe(202);
    const sent = await emailsTo(body.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ template: 'registration_confirmation', subject: 'Confirm your email address' });
    // The link is sent, never kept readable: the outbox's copy shows a marker in its place.
    expect(sent[0]!.body_text).toContain(REDACTED_LINK);
    const delivered = (await deliverableText(body.email, 'registration_confirmation'))!;
    expect(delivered).toMatch(/http:\/\/localhost:8787\/facility-signup\/confirm\?token=[0-9a-f]{64}$/m);
    expect(delivered).toContain('7 days');
    expect(delivered).not.toMatch(/prize|evil/);
    expect(JSON.stringify(sent)).not.toMatch(/prize|evil/);
  });

  it('stores the email in lower case, so a later sign-in or reset finds the account however it is typed', async () => {
    const body = registration();
    expect((await register({ ...body, email: `  ${body.email.toUpperCase()} ` })).status).toBe(202);
    const row = await env.DB.prepare(`SELECT email FROM users WHERE email = ?1 COLLATE BINARY`).bind(body.email).first();
    expect(row).toEqual({ email: body.email });
  });

  it('keeps the pending listing out of public search', async () => {
    expect((await register(registration({ facilityName: 'Zanzibar Unreviewed Clinic' }))).status).toBe(202);
    await freshSearch();
    const res = await client.facility.public.search.$get({ query: { q: 'zanzibar' } });
    expect((await res.json()).total).toBe(0);
  });
});

describe('the confirmation link', () => {
  const stats = async (cookie: string) => (await client.admin.stats.$get(undefined, withCookie(cookie))).json();
  const pendingNames = async (cookie: string) => {
    const res = await client.admin.submissions.$get({ query: { status: 'pending', limit: '100' } }, withCookie(cookie));
    return (await res.json()).items.map((s) => s.facilityName);
  };

  it('puts the registration on the review desk and in its counts only once followed, and says so once by email', async () => {
    const admin = await signedInAdmin();
    const before = await stats(admin.cookie);
    const facilityName = `Unconfirmed ${crypto.randomUUID().slice(0, 8)} Recovery`;
    const body = registration({ facilityName });
    expect((await register(body)).status).toBe(202);
    const { id } = (await env.DB.prepare(`SELECT s.id FROM facility_submissions s JOIN users u ON u.id = s.user_id WHERE u.email = ?1`)
      .bind(body.email)
      .first<{ id: number }>())!;

    // Not in the desk's list, its counts, the panel or a decision.
    expect(await pendingNames(admin.cookie)).not.toContain(facilityName);
    expect(await stats(admin.cookie)).toEqual(before);
    expect((await submissionDetail(admin.cookie, id)).status).toBe(404);
    // Whatever version a decision names, the desk cannot decide what it cannot see.
    expect((await approve(admin.cookie, id, undefined, 1)).status).toBe(404);

    const token = (await confirmationTokenFor(body.email))!;
    const res = await confirmRegistration(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, status: 'pending' });
    expect(await pendingNames(admin.cookie)).toContain(facilityName);
    const after = await stats(admin.cookie);
    expect(after.pendingSubmissions).toBe(before.pendingSubmissions + 1);
    expect(after.totalSubmissions).toBe(before.totalSubmissions + 1);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect((await submissionDetail(admin.cookie, id)).status).toBe(200);

    // The registration-received email goes now, to an address that is the registrant's own.
    expect((await emailsTo(body.email)).map((m) => [m.template, m.subject])).toEqual([
      ['registration_confirmation', 'Confirm your email address'],
      ['registration_received', `We received your listing for ${facilityName}`],
    ]);

    // Single use: the same link again changes and sends nothing.
    const again = await confirmRegistration(token);
    expect(again.status).toBe(400);
    expect((await errorOf(again)).error.fields).toEqual({
      token: 'This confirmation link is not valid, was used already or has expired. Please register again.',
    });
    expect(await emailsTo(body.email)).toHaveLength(2);
  });

  it('works for 7 days: an older link confirms nothing', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(202);
    await updateRows('users', { email: body.email }, { created_at: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 60_000).toISOString() });
    const res = await confirmRegistration((await confirmationTokenFor(body.email))!);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.code).toBe('invalid_request');
    const row = await env.DB.prepare('SELECT email_confirmation_hash FROM users WHERE email = ?1').bind(body.email).first<{ email_confirmation_hash: string | null }>();
    expect(row!.email_confirmation_hash).not.toBeNull();
  });

  it('is a POST from its page: a mail scanner that opens the link confirms nothing', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(202);
    const token = (await confirmationTokenFor(body.email))!;
    const res = await api(`/api/facility/registrations/confirmation?token=${token}`);
    expect(res.status).toBe(405);
    const row = await env.DB.prepare('SELECT email_confirmation_hash FROM users WHERE email = ?1').bind(body.email).first<{ email_confirmation_hash: string | null }>();
    expect(row!.email_confirmation_hash).not.toBeNull();
  });
});

// Each test registers, confirms and approves listings (a password hash each), which takes a while on a busy machine.
describe('the sign-in email is never published', { timeout: 20_000 }, () => {
  const publicEmailOf = async (facilityId: number) =>
    (await (await client.facility.public[':id'].$get({ param: { id: String(facilityId) } })).json()).facility.email;
  const openData = async () => (await api('/api/open-data/facilities?limit=500')).text();
  const approvedListing = async (overrides: Parameters<typeof registration>[0] = {}) => {
    const admin = await signedInAdmin();
    const body = registration(overrides);
    await registerConfirmed(body);
    const { id, facility_id } = (await env.DB.prepare(
      `SELECT s.id, s.facility_id FROM facility_submissions s JOIN users u ON u.id = s.user_id WHERE u.email = ?1`,
    )
      .bind(body.email)
      .first<{ id: number; facility_id: number }>())!;
    expect((await approve(admin.cookie, id)).status).toBe(200);
    return { email: body.email, facilityId: facility_id };
  };

  it('shows no email on the listing, the API or the open data unless the facility chose a public one', async () => {
    const quiet = await approvedListing();
    const open = await approvedListing({ publicEmail: 'Intake@Open-Door.example.org' });
    expect(await publicEmailOf(quiet.facilityId)).toBe('');
    expect(await publicEmailOf(open.facilityId)).toBe('intake@open-door.example.org');
    const data = await openData();
    expect(data).toContain('intake@open-door.example.org');
    for (const signIn of [quiet.email, open.email]) expect(data).not.toContain(signIn);
    // The sign-in email stays the private contact the facility keeps with us (Settings).
    const contact = await env.DB.prepare('SELECT contact_email FROM facilities WHERE id = ?1').bind(quiet.facilityId).first();
    expect(contact).toEqual({ contact_email: quiet.email });
  });

  it('checks a public email like any other address', async () => {
    const res = await register(registration({ publicEmail: 'intake@' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ publicEmail: 'Please enter a valid email address' });
  });
});

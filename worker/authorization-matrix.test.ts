import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from './app';
import { updateRows } from './test/factories';
import { createPost, PNG_1X1 } from './test/blog-admin';
import { contact } from './test/bodies';
import { errorOf, ORIGIN } from './test/client';
import { createProspect, prospectName } from './test/crm';
import {
  disabledAdminSession,
  disabledFacilitySession,
  expiredSession,
  forgedSession,
  idleSession,
  malformedSession,
  noSession,
  PAST_LIMIT_MS,
  presented,
  SESSION_LIMITS,
  sessionAsOf,
  signedOutSession,
  signInStepOnly,
  underCookieOf,
  type Credential,
} from './test/credentials';
import { api, loadReferenceData, newClient, send, signInAs, withCookie } from './test/fixtures';
import { reportListing, sendContactMessage, sendLead, shownListingVersion } from './test/inbox';
import { publishedFacility } from './test/listing-edit';
import { addReview } from './test/reviews-desk';
import { importRows, SAMPLE_ROWS } from './test/locator-import';
import { exampleFor, type FuzzWorld } from './test/fuzz/examples';
import { changedTables, DatabaseWatch, forbiddenChanges } from './test/fuzz/snapshot';
import { FACILITY_PASSWORD, registerFacility, shownVersion } from './test/review';
import { ADMIN_PASSWORD, invite, newStaffEmail } from './test/staff';
import type { Role } from './accounts/user';
import { refreshOpenDataFiles } from './open-data/files';

// Issue 15's authorization matrix. Every guarded route, read from the Worker's own route table (so a
// route added tomorrow is in it without anyone remembering to add it), is called with every kind of
// credential that must not open it: none, a forged or malformed id, an expired, idle, signed-out or
// disabled account's session, an admin's password without the second factor, the other role's, and
// another facility's. Each call names real records of facility A and of the back office, with a
// valid body and our Origin, so that the credential is the only thing wrong with it. Each is refused
// in our error shape, writes nothing, and no answer carries anything of A. The control column, the
// right session, proves every one of those refusals could have failed.

// ----- the routes, from the route table -----

interface Route {
  method: string;
  path: string;
  /** "METHOD /path", as the tables below and the failures name it. */
  key: string;
}

const apiRoutes: Route[] = [
  ...new Map(
    app.routes
      // Middleware is registered as method ALL; the API's own catch-all (ALL /api/*) is not a route either.
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path, key: `${r.method} ${r.path}` }] as const),
  ).values(),
];

/**
 * The admin routes a visitor without a session must reach: signing in and out, and the second
 * factor's sign-in steps beside them (they take a sign-in step's cookie, not a session). Every other
 * /api/admin route is guarded, including any new one under /api/admin/session.
 */
const SIGN_IN_STEPS = [
  'POST /api/admin/session',
  'DELETE /api/admin/session',
  'POST /api/admin/session/two-factor',
  'POST /api/admin/session/two-factor/recovery',
  'POST /api/admin/session/two-factor/enrolment',
  'POST /api/admin/session/two-factor/enrolment/confirm',
];

/**
 * Every /api route a visitor without a session reaches (answered with anything but 401). A route
 * that is not here and answers an anonymous request is a route left unguarded: add it here only
 * if it is meant to be public.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/facility/public/search',
  'POST /api/facility/public/search/nearest-zip',
  'GET /api/facility/public/states/:stateCode/facilities',
  'GET /api/facility/public/states/:stateCode/cities/:city',
  'GET /api/facility/public/featured',
  'GET /api/facility/public/:id',
  'POST /api/facility/public/:id/reports',
  // A sent form's confirmation, named by its one-time key (only the sender has it): says nothing they wrote.
  'GET /api/facility/public/:id/reports/receipts/:key',
  'GET /api/leads/receipts/:key',
  'GET /api/contact/receipts/:key',
  'POST /api/facility/public/:id/views',
  // A listing's published reviews: what anyone may read (decision 027).
  'GET /api/facility/public/:id/reviews',
  // Writing, confirming and reporting a review: anyone. Reading, editing and deleting one: whoever
  // holds its key from the reviewer's email (X-Review-Key, not a session; 404 without it:
  // reviews/routes/writing.test.ts walks who may and may not).
  'POST /api/reviews',
  'POST /api/reviews/confirmation',
  'GET /api/reviews/mine',
  'PATCH /api/reviews/:id',
  'DELETE /api/reviews/:id',
  'POST /api/reviews/:id/reports',
  'POST /api/facility/registrations',
  'POST /api/facility/registrations/confirmation',
  'POST /api/facility/registrations/confirmation/details',
  'POST /api/facility/session',
  'DELETE /api/facility/session',
  'POST /api/facility/password-reset',
  'POST /api/facility/password-reset/check',
  'POST /api/facility/password-reset/confirm',
  'POST /api/facility/contact-confirmation',
  'POST /api/admin/session',
  'DELETE /api/admin/session',
  'POST /api/admin/session/two-factor',
  'POST /api/admin/session/two-factor/recovery',
  'POST /api/admin/session/two-factor/enrolment/confirm',
  'POST /api/staff-invitations/check',
  'POST /api/staff-invitations/accept',
  'POST /api/email/unsubscribe/:key',
  'POST /api/leads',
  'POST /api/contact',
  'GET /api/demo-accounts',
  'GET /api/site',
  'GET /api/blog/posts',
  'GET /api/blog/categories',
  'GET /api/blog/posts/:slug',
  'GET /api/blog/related/:slug',
  'GET /api/search/suggest',
  'GET /api/states',
  'GET /api/taxonomy',
  'GET /api/facility/service-catalogue',
  'GET /api/open-data/facilities',
  'GET /api/open-data/facilities.csv',
  'GET /api/open-data/facilities.json',
  'GET /api/open-data/hsds-services.ndjson',
  'GET /api/open-data/hsds-taxonomy-terms.ndjson',
  'GET /api/open-data/files',
  'GET /api/hsds',
  'GET /api/hsds/openapi.json',
  'GET /api/hsds/services',
  'GET /api/hsds/services/:id',
  'GET /api/hsds/service_at_locations',
  'GET /api/hsds/service_at_locations/:id',
  'GET /api/hsds/organizations',
  'GET /api/hsds/organizations/:id',
  'GET /api/hsds/taxonomies',
  'GET /api/hsds/taxonomies/:id',
  'GET /api/hsds/taxonomy_terms',
  'GET /api/hsds/taxonomy_terms/:id',
];

/**
 * The role a route is guarded for: every admin route but the sign-in steps, every facility account
 * route (/api/facility/me), and any other route that is not public (as GET /api/facility/session).
 */
function guardOf(route: Route): Role | 'unclassified' | null {
  if (SIGN_IN_STEPS.includes(route.key)) return null;
  if (route.path.startsWith('/api/admin/')) return 'admin';
  if (route.path === '/api/facility/me' || route.path.startsWith('/api/facility/me/')) return 'facility';
  if (PUBLIC_ROUTES.includes(route.key)) return null;
  return route.path.startsWith('/api/facility/') ? 'facility' : 'unclassified';
}

const guarded = apiRoutes.flatMap((route) => {
  const role = guardOf(route);
  return role === 'admin' || role === 'facility' ? [{ ...route, role }] : [];
});

// ----- the target: facility A, and a back-office record of every kind -----

const uid = () => crypto.randomUUID().slice(0, 8);

/** What identifies the target: no refused answer may contain any of these. */
function marksOf() {
  return {
    leadName: `Quinlan Matrix${uid()}`,
    leadEmail: `lead-${uid()}@matrix.example.org`,
    leadPhone: '(555) 555-0186',
    messageName: `Marisol Matrix${uid()}`,
    messageEmail: `message-${uid()}@matrix.example.org`,
    staffEmail: newStaffEmail(),
    prospectName: prospectName('Matrix Prospect'),
    prospectEmail: `prospect-${uid()}@matrix.example.org`,
    postTitle: `Matrix post ${uid()}`,
  };
}

async function buildTarget() {
  const marks = marksOf();
  // A: a published listing, its account signed in, and the administrator who approved it.
  const a = await publishedFacility();
  const admin = a.admin;
  const leadId = await sendLead({ facilityId: a.facilityId, name: marks.leadName, email: marks.leadEmail, phone: marks.leadPhone });
  const messageId = await sendContactMessage(contact({ name: marks.messageName, email: marks.messageEmail }));
  const reportId = await reportListing(a.facilityId);
  // Two waiting registrations: one to approve, one to reject (a decision is final).
  const [toApprove, toReject] = [await registerFacility(), await registerFacility()];
  const invited = await invite(admin.cookie, marks.staffEmail);
  expect(invited.status).toBe(201);
  const staffId = (await invited.json()).member.id;
  const prospect = await createProspect(admin.cookie, { facilityName: marks.prospectName, contactEmail: marks.prospectEmail });
  const task = await send('POST', '/api/admin/crm/tasks', { title: `Call ${marks.prospectName}`, prospectId: prospect.id }, { Cookie: admin.cookie });
  expect(task.status).toBe(201);
  const taskId = ((await task.json()) as { task: { id: number } }).task.id;
  const post = await createPost(admin.cookie, { title: marks.postTitle });
  // One locator row imported as `npm run import:locator` does, so the back office has a run to show.
  await importRows(JSON.stringify({ page: 1, totalPages: 1, recordCount: 1, rows: SAMPLE_ROWS.slice(0, 1) }));
  const imports = await api('/api/admin/imports', withCookie(admin.cookie));
  const importId = ((await imports.json()) as { items: { id: number }[] }).items[0]!.id;
  const outbox = await env.DB.prepare('SELECT id FROM email_outbox WHERE to_email = ?1 ORDER BY id DESC').bind(a.email).first<{ id: number }>();
  // The versions the admin screens show, which a decision and a resolution name.
  const versions = {
    approve: (await shownVersion(admin.cookie, toApprove.submissionId))!,
    reject: (await shownVersion(admin.cookie, toReject.submissionId))!,
    report: (await shownListingVersion(admin.cookie, reportId))!,
  };
  // Reviews of A: two pending ones (publish, reject), two with a pending answer, one to answer.
  const at = new Date().toISOString();
  const answered = { status: 'published', published_at: at, response_body: 'Thank you.', response_status: 'pending', response_created_at: at } as const;
  const reviews = {
    publish: (await addReview(a.facilityId)).id,
    reject: (await addReview(a.facilityId)).id,
    responsePublish: (await addReview(a.facilityId, answered)).id,
    responseReject: (await addReview(a.facilityId, answered)).id,
    toAnswer: (await addReview(a.facilityId, { status: 'published', published_at: at })).id,
  };
  // Failed, so the desk's Retry is due for it.
  await updateRows('email_outbox', { id: outbox!.id }, { status: 'failed' });
  return {
    a,
    admin,
    marks: { ...marks, facilityName: a.facilityName, accountEmail: a.email, adminEmail: admin.email, toApprove: toApprove.facilityName },
    ids: {
      leadId,
      messageId,
      reportId,
      approveId: toApprove.submissionId,
      rejectId: toReject.submissionId,
      staffId,
      prospectId: prospect.id,
      taskId,
      postId: post.id,
      importId,
      outboxId: outbox!.id,
      reviews,
      facilityId: a.facilityId,
    },
    versions,
  };
}

type Target = Awaited<ReturnType<typeof buildTarget>>;

// ----- one valid request per route -----

interface Call {
  params?: Record<string, number>;
  query?: string;
  json?: unknown;
  csv?: string;
  /** A fresh form for each request (a body is read once). */
  form?: () => FormData;
}

/**
 * The target's record for each guarded route that names one, by the start of its path (the first
 * that matches): a new route on one of these resources finds its record here by itself.
 */
function recordIdFor(path: string, { ids }: Target): number | undefined {
  const byPath: [string, number][] = [
    ['/api/admin/submissions/:id/reject', ids.rejectId],
    ['/api/admin/submissions/', ids.approveId],
    ['/api/admin/leads/', ids.leadId],
    ['/api/admin/contact-messages/', ids.messageId],
    ['/api/admin/listing-reports/', ids.reportId],
    ['/api/admin/staff/', ids.staffId],
    ['/api/admin/outbox/', ids.outboxId],
    ['/api/admin/imports/', ids.importId],
    ['/api/admin/crm/prospects/', ids.prospectId],
    ['/api/admin/crm/tasks/', ids.taskId],
    ['/api/admin/blog/posts/', ids.postId],
    ['/api/facility/me/inquiries/', ids.leadId],
    ['/api/admin/reviews/:id/response/reject', ids.reviews.responseReject],
    ['/api/admin/reviews/:id/response/publish', ids.reviews.responsePublish],
    ['/api/admin/reviews/:id/reject', ids.reviews.reject],
    ['/api/admin/reviews/:id/publish', ids.reviews.publish],
    ['/api/facility/me/reviews/', ids.reviews.toAnswer],
    // A check of A's listing (the verification desk).
    ['/api/admin/facilities/:id/verifications', ids.facilityId],
  ];
  return byPath.find(([start]) => path.startsWith(start))?.[1];
}

/** Queries a route needs to be a valid request (a dry run, so the import writes nothing). */
const queriesFor = ({ marks }: Target): Record<string, string> => ({
  'POST /api/admin/crm/prospects/import': 'dry_run=1',
  'GET /api/admin/crm/facilities': `q=${encodeURIComponent(marks.facilityName)}`,
});

/** Bodies the fuzzer's valid examples do not have yet, or that name the target's other records. */
const bodiesFor = ({ versions }: Target): Record<string, unknown> => ({
  'POST /api/admin/session/two-factor/recovery-codes': { code: '000000' },
  'DELETE /api/admin/session/two-factor': { code: '000000' },
  'POST /api/admin/submissions/:id/reject': { notes: 'Missing license.', version: versions.reject },
});

const image = () => {
  const form = new FormData();
  form.append('file', new File([PNG_1X1 as Uint8Array<ArrayBuffer>], 'matrix.png', { type: 'image/png' }));
  return form;
};

/**
 * A valid request about the target for every guarded route: the ids above, and the body the fuzzer
 * starts from (test/fuzz/examples.ts) filled with A's records. A body that does not pass shows in
 * the control column, as a 400 where the right session must get through.
 */
function callsFor(t: Target): Record<string, Call> {
  const queries = queriesFor(t);
  const world: FuzzWorld = {
    facilityId: t.a.facilityId,
    facilityName: t.a.facilityName,
    prospectId: t.ids.prospectId,
    versions: { submission: t.versions.approve, listing: t.versions.report },
    decoyAdminEmail: '',
    decoyFacilityEmail: '',
    ids: [],
    slugs: [],
    mediaNames: [],
  };
  const bodies = bodiesFor(t);
  const bodyOf = (route: Route): Call => {
    if (route.key in bodies) return { json: bodies[route.key] };
    const example = exampleFor(route.method, route.path);
    if (example.kind === 'multipart') return { form: image };
    if (example.kind === 'csv') return { csv: String(example.body!(world)) };
    return example.kind === 'json' ? { json: example.body?.(world) ?? {} } : {};
  };
  const addressOf = (route: Route): Call => {
    const id = route.path.includes('/:id') ? recordIdFor(route.path, t) : undefined;
    return { ...(id === undefined ? {} : { params: { id } }), query: queries[route.key] };
  };
  return Object.fromEntries(guarded.map((route) => [route.key, { ...addressOf(route), ...bodyOf(route) }]));
}

/** Values for the public routes' path params in the anonymous sweep (any real-looking value will do). */
const PUBLIC_PARAMS: Record<string, string> = { id: '1', stateCode: 'IL', city: 'springfield', slug: 'no-such-post', key: crypto.randomUUID() };

function pathOf(route: Route, call: Call | undefined, fallback?: Record<string, string>): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = call?.params?.[name] ?? fallback?.[name];
    if (value === undefined) throw new Error(`${route.key}: give :${name} a real id in recordIdFor()`);
    return String(value);
  });
  return call?.query ? `${path}?${call.query}` : path;
}

/** The request a browser on our pages would send (our Origin), with `cookie` as its only credential. */
function request(route: Route, call: Call | undefined, cookie?: string, fallback?: Record<string, string>): Promise<Response> {
  const path = pathOf(route, call, fallback);
  const headers: Record<string, string> = { ...newClient(), ...(cookie ? { Cookie: cookie } : {}) };
  if (call?.csv !== undefined) return api(path, { method: route.method, headers: { ...headers, Origin: ORIGIN, 'Content-Type': 'text/csv' }, body: call.csv });
  if (call?.form) return api(path, { method: route.method, headers: { ...headers, Origin: ORIGIN }, body: call.form() });
  return send(route.method, path, call?.json, headers);
}

// ----- the matrix -----

const MISSING_ID = 2_000_000_000;

interface Column {
  name: string;
  /** The credential for a route guarded for `role`; null where the column does not apply to it. */
  credentialFor(route: Route & { role: Role }): Credential | null;
  /** How a refusal looks: 401 unless the column says otherwise. */
  expectRefused?(route: Route & { role: Role }, res: Response, text: string): Promise<string | null>;
}

async function buildColumns(t: Target): Promise<Column[]> {
  const { a, admin } = t;
  const live = { admin: admin.cookie, facility: a.cookie };
  // More sessions of the same two accounts, each then ended another way: had any of them worked, it
  // would have opened A's data.
  const fresh = { admin: () => signInAs('admin', admin.email, ADMIN_PASSWORD), facility: () => signInAs('facility', a.email, FACILITY_PASSWORD) };
  const per = async (make: (role: Role) => Promise<Credential>) => ({ admin: await make('admin'), facility: await make('facility') });
  const expired = await per(async (role) => expiredSession(role, await fresh[role]()));
  const idle = await per(async (role) => idleSession(role, await fresh[role]()));
  const signedOut = await per(async (role) => signedOutSession(role, await fresh[role]()));
  const disabled = { admin: await disabledAdminSession(admin.cookie), facility: await disabledFacilitySession(a.facilityId) };
  const other = (role: Role): Role => (role === 'admin' ? 'facility' : 'admin');
  const halfSignedIn = await signInStepOnly();
  const b = await publishedFacility();

  const byRole = (credentials: Record<Role, Credential>): Column['credentialFor'] => (route) => credentials[route.role];
  return [
    { name: 'no session', credentialFor: () => noSession() },
    { name: 'forged id', credentialFor: (route) => forgedSession(route.role) },
    { name: 'malformed id', credentialFor: (route) => malformedSession(route.role, live[route.role]) },
    { name: 'expired', credentialFor: byRole(expired) },
    { name: 'idle', credentialFor: byRole(idle) },
    { name: 'signed out', credentialFor: byRole(signedOut) },
    { name: 'disabled account', credentialFor: byRole(disabled) },
    { name: 'password only (no second factor)', credentialFor: () => halfSignedIn },
    { name: 'other role', credentialFor: (route) => presented(live[other(route.role)]) },
    { name: 'other role, renamed', credentialFor: (route) => presented(underCookieOf(route.role, live[other(route.role)])) },
    {
      // Facility B asking for A's record by its id: only routes that address a record by id (the
      // others act on the session's own listing, never one the request names).
      name: 'other facility',
      credentialFor: (route) => (route.role === 'facility' && route.path.includes('/:') ? presented(b.cookie) : null),
      async expectRefused(route, res, text) {
        if (res.status === 403) return null;
        // A 404 must say exactly what a record that does not exist says.
        const call = callsFor(t)[route.key]!;
        const missingIds = Object.fromEntries(Object.keys(call.params ?? {}).map((name) => [name, MISSING_ID]));
        const missing = await request(route, { ...call, params: missingIds }, b.cookie);
        const [got, expected] = [errorIn(text), errorIn(await missing.text())];
        const same = res.status === missing.status && got?.code === expected?.code && got?.message === expected?.message;
        return res.status === 404 && same ? null : `${res.status} ${got?.message ?? text.slice(0, 120)}; a missing id: ${missing.status} ${expected?.message}`;
      },
    },
  ];
}

let target: Target;
let columns: Column[];

// Setup signs in a dozen sessions (PBKDF2 each) and builds the records: give it room on a busy machine.
beforeAll(async () => {
  await loadReferenceData();
  target = await buildTarget();
  columns = await buildColumns(target);
  // The open-data files exist, as the scheduled run keeps them (before its first run they are a 503).
  await refreshOpenDataFiles(env);
}, 60_000);

describe('the authorization matrix', () => {
  it('reads the guarded routes from the route table', () => {
    const keys = guarded.map((r) => r.key);
    // The table is read right: a route of each area is in it, and no sign-in step is.
    expect(keys).toEqual(expect.arrayContaining(['GET /api/admin/leads/:id', 'PATCH /api/facility/me/inquiries/:id', 'GET /api/facility/session']));
    expect(keys.filter((key) => SIGN_IN_STEPS.includes(key) || PUBLIC_ROUTES.includes(key))).toEqual([]);
    // Every route is public, a sign-in step or guarded for a role: a new one outside both areas must say which.
    expect(apiRoutes.filter((route) => guardOf(route) === 'unclassified').map((r) => r.key)).toEqual([]);
    // The exemptions are sign-in steps that exist, beside the sign-in: nothing else under /api/admin is let off.
    const all = apiRoutes.map((r) => r.key);
    expect(SIGN_IN_STEPS.filter((key) => !all.includes(key) || !key.includes(' /api/admin/session'))).toEqual([]);
  });

  it('refuses every bad credential on every guarded route, in our error shape, leaking nothing of the target', async () => {
    const started = Date.now();
    const calls = callsFor(target);
    const marks = Object.values(target.marks);
    const database = new DatabaseWatch();
    await database.init();
    const before = await database.before();
    const failures: string[] = [];
    let cells = 0;
    // One column at a time per credential (an aged session is put back before each of its cells), the
    // columns side by side: each has its own sessions, and no refused call changes anything.
    await Promise.all(
      columns.map(async (column) => {
        for (const route of guarded) {
          const credential = column.credentialFor(route);
          if (!credential) continue;
          cells++;
          await credential.prepare();
          const res = await request(route, calls[route.key], credential.cookie);
          const problems = await refusalProblems(res, marks, column.expectRefused && ((r, text) => column.expectRefused!(route, r, text)));
          failures.push(...problems.map((problem) => `${route.key} × ${column.name}: ${problem}`));
        }
      }),
    );
    // And refused means nothing happened: not a row of D1 written, audit lines included (none of
    // these routes is a sign-in, whose failures are counted and audited).
    const changed = forbiddenChanges(changedTables(before, await database.after()), '');
    failures.push(...changed.map((table) => `a refused request changed ${table}`));
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `authorization matrix: ${guarded.length} guarded routes × ${columns.length} credentials = ${guarded.length * columns.length} cells; ` +
        `${cells} checked, ${guarded.length * columns.length - cells} not applicable (other facility on a route that names no record); ${seconds.toFixed(1)} s`,
    );
    expect(failures).toEqual([]);
  }, 60_000);

  it('the timeouts are where the product says: a minute short of each, a session still opens', async () => {
    const opens = async (role: Role, credential: Credential) => {
      await credential.prepare();
      return (await api(`/api/${role}/session`, withCookie(credential.cookie))).status;
    };
    const { a, admin } = target;
    for (const [role, signIn] of [
      ['admin', () => signInAs('admin', admin.email, ADMIN_PASSWORD)],
      ['facility', () => signInAs('facility', a.email, FACILITY_PASSWORD)],
    ] as const) {
      const { idleSeconds, absoluteSeconds } = SESSION_LIMITS[role];
      const idle = idleSeconds * 1000 - PAST_LIMIT_MS;
      const nearlyIdle = await sessionAsOf(await signIn(), { signedInAgoMs: idle, lastUsedAgoMs: idle });
      const nearlyExpired = await sessionAsOf(await signIn(), { signedInAgoMs: absoluteSeconds * 1000 - PAST_LIMIT_MS, lastUsedAgoMs: PAST_LIMIT_MS });
      expect([await opens(role, nearlyIdle), await opens(role, nearlyExpired)], role).toEqual([200, 200]);
    }
  }, 60_000);

  it('control: with the right session every guarded route answers, so each refusal above could have failed', async () => {
    const calls = callsFor(target);
    const cookies: Record<Role, string> = { admin: target.admin.cookie, facility: target.a.cookie };
    // The calls that end what they name (or the session itself) go last.
    const order = [...guarded].sort((x, y) => rank(x) - rank(y));
    const answers: string[] = [];
    const failures: string[] = [];
    for (const route of order) {
      const res = await request(route, calls[route.key], cookies[route.role]);
      const expected = CONTROL_STATUS[route.key];
      const ok = expected ? res.status === expected : res.status >= 200 && res.status < 300;
      if (!ok) failures.push(`${route.key}: ${res.status} ${await res.clone().text()}`);
      answers.push(await res.text());
      // A browser follows a new session cookie (a changed password renews the session).
      cookies[route.role] = renewedCookie(res, cookies[route.role]);
    }
    expect(failures).toEqual([]);
    // And the leak check could have failed: every mark is something these routes do answer with.
    const all = answers.join('\n');
    expect(Object.entries(target.marks).filter(([, mark]) => !all.includes(mark))).toEqual([]);
  }, 60_000);

  it('anonymous: every /api route outside the public allowlist answers 401', async () => {
    const calls = callsFor(target);
    const open: string[] = [];
    for (const route of apiRoutes) {
      const res = await request(route, calls[route.key], undefined, PUBLIC_PARAMS);
      expect(res.status, route.key).toBeLessThan(500);
      if (res.status !== 401) open.push(route.key);
    }
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  }, 60_000);
});

/** The code and message of an error body, or null when `text` is not one. */
function errorIn(text: string): { code: string; message: string } | null {
  try {
    return (JSON.parse(text) as { error?: { code: string; message: string } }).error ?? null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with `res` as a refusal: not 401 (or what the column expects instead), not our JSON
 * error shape, or holding anything of the target.
 */
async function refusalProblems(
  res: Response,
  marks: string[],
  expectRefused?: (res: Response, text: string) => Promise<string | null>,
): Promise<string[]> {
  const text = await res.clone().text();
  const problems: string[] = [];
  const leaked = marks.filter((mark) => text.includes(mark));
  if (leaked.length) problems.push(`the answer holds ${leaked.join(', ')}`);
  const status = expectRefused ? await expectRefused(res, text) : res.status === 401 ? null : `${res.status} where 401 was due: ${text.slice(0, 120)}`;
  if (status) problems.push(status);
  if (res.status >= 400) {
    // Our error shape: JSON with a code, a message and the request id (errorOf throws otherwise).
    try {
      const { error } = await errorOf(res);
      if (res.status === 401 && error.code !== 'unauthorized') problems.push(`401 with code ${error.code}`);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/** The session cookie `res` sets in place of `cookie` (same name, a new id), or `cookie` itself. */
function renewedCookie(res: Response, cookie: string): string {
  const name = cookie.slice(0, cookie.indexOf('=') + 1);
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return set.find((c) => c.startsWith(name) && c.length > name.length) ?? cookie;
}

/** Control answers that are not 2xx, and why. */
const CONTROL_STATUS: Record<string, number> = {
  // The control admin has no second factor to renew codes for or turn off: open to it, not due.
  'POST /api/admin/session/two-factor/recovery-codes': 409,
  'DELETE /api/admin/session/two-factor': 409,
  // A's listing is published, not waiting for corrections: the route is open, the action not due.
  'POST /api/facility/me/resubmission': 409,
};

/** Last: deleting a record, a new password (renews the session), and signing out everywhere. */
function rank(route: Route): number {
  if (route.key === 'DELETE /api/facility/me/sessions') return 3;
  if (route.key === 'PUT /api/facility/me/password') return 2;
  return route.method === 'DELETE' ? 1 : 0;
}

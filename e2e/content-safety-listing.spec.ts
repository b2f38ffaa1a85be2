import { expect, type Page } from '@playwright/test';
import { call, decide, expectInertPage, expectNoRawMarkup, inParallel, PASSWORD, registeredForReview, signedIn, test } from './content-safety';
import { EMAIL_PAYLOADS, packed, PHONE_PAYLOADS, records, typeable, WEBSITE_PAYLOADS, ZIP_PAYLOADS } from './payloads';
import { commaList } from '../worker/accounts/schemas/registration';
import { confirmEmail, DEMO, inMain } from './support';

// Content safety (issue 15) of a listing's life. A facility registers with payloads in every field
// of the signup wizard; the review desk shows them as text and approves. Registrations the desk
// rejects carry payloads in the reviewer's notes, which the facility reads on its dashboard and the
// outbox shows in the email. The facility's Manage Listing and Settings take the payloads (typed
// once, the rest through the API); the desk reviews the update, and the public page, as the Worker
// renders it and once the SPA runs, shows it with nothing run.

const run = Date.now().toString(36);

/**
 * Accreditations are checked at 500 characters as they are shown again ("a, b"): payloads packed into
 * 440 leave room for the space after each comma.
 */
const ACCREDITATIONS = 440;

/** The wizard, typed: each step's fields by label, then Next. */
const WIZARD: Record<string, string>[] = [
  { Email: `safety-signup-${run}@test.example.org`, Password: PASSWORD, 'Confirm Password': PASSWORD },
  {
    'Facility Name': `<script>alert(1)</script> Harbor ${run}`,
    'Contact Person': '"><img src=x onerror=alert(1)>',
    Title: "' OR 1=1 --",
    Phone: PHONE_PAYLOADS[3]!,
    // Not the one Manage Listing types below, so that edit is a change.
    'Public Email': EMAIL_PAYLOADS[2]!,
    Website: WEBSITE_PAYLOADS[0]!,
  },
  { 'Street Address': '</textarea><script>alert(1)</script>', City: '{{7*7}} ${alert(1)}', 'ZIP Code': ZIP_PAYLOADS[0]! },
  { Description: typeable(5000)[0]!, 'Capacity (beds or clients)': '<svg/onload=window.__pwned=1>', Accreditations: typeable(ACCREDITATIONS)[0]! },
];
const typedName = WIZARD[1]!['Facility Name']!;

/** Accreditations are kept as a list (typed comma-separated) and shown joined by ", ", as the schema keeps them. */
const asList = commaList;
/** A record's values as the desk shows them. */
const asShown = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => (/^accreditations?$/i.test(name) ? asList(value) : value));

/** The listing fields Manage Listing sends, one record per set of payloads. */
const edits = records({
  facilityName: 200,
  phone: PHONE_PAYLOADS,
  email: EMAIL_PAYLOADS,
  website: WEBSITE_PAYLOADS,
  address: 200,
  city: 100,
  zipCode: ZIP_PAYLOADS,
  description: 5000,
  accreditation: ACCREDITATIONS,
});
const contacts = records({ name: 120, title: 120, phone: PHONE_PAYLOADS, email: EMAIL_PAYLOADS });

// In order, on one worker: the second test edits the listing the first one registered and approved.
test.describe.configure({ mode: 'serial' });

let desk: { page: Page; incidents: string[] };
let facilityId = 0;

test.beforeAll(async ({ browser }) => {
  desk = await signedIn(browser, 'admin', DEMO.admin.email, DEMO.admin.password);
});

test('the signup wizard takes payloads in every field, and the review desk shows them as text', async ({ page, incidents }) => {
  // Five registrations, each confirmed through the link read from the outbox with a wrangler command.
  test.setTimeout(90_000);
  await page.goto('/facility-signup');
  for (const step of WIZARD) {
    for (const [label, value] of Object.entries(step)) await page.getByLabel(label, { exact: true }).fill(value);
    if (step === WIZARD[2]) await page.getByLabel('State', { exact: true }).selectOption({ label: 'Wyoming' });
    if (step === WIZARD[3]) await page.getByRole('group', { name: /Treatment Types/ }).getByLabel('Detoxification').check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  // "What you offer" is all boxes and one line of text: skipped here.
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  // The review repeats every answer.
  await expectInertPage(page, incidents, WIZARD.slice(1).flatMap((step) => Object.values(step)));
  await page.getByLabel(/I agree to the Terms of Service/).check();
  await page.getByLabel(/I agree to the review process/).check();
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page).toHaveURL(/\/facility-signup\/success$/);
  await confirmEmail(page, WIZARD[0]!.Email!);

  // More registrations through the API, each with other payloads; the desk rejects them with notes.
  const notes = packed(5000);
  const more = records({ facilityName: 200, contactPerson: 120, title: 120, address: 200, city: 100, capacity: 40, accreditation: ACCREDITATIONS }).slice(0, 4);
  const ids = await inParallel(more, (fields, i) => registeredForReview(page, `safety-rejected-${i}-${run}@test.example.org`, fields));

  const { page: admin, incidents: seen } = desk;
  // The list and the first of them, opened.
  await admin.goto(`/admin-dashboard?status=pending&submission=${ids[0]}`);
  await expect(admin.getByRole('region', { name: more[0]!.facilityName })).toBeVisible();
  const list = await expectInertPage(admin, seen, [typedName, ...more.flatMap((r) => [r.facilityName, r.contactPerson, r.city]), ...asShown(more[0]!)]);
  expect(list).toContain(WIZARD[1]!['Contact Person']);
  await inParallel(ids, (id, i) => decide(admin, id, 'reject', notes[i % notes.length]));

  await inMain(admin).getByRole('link', { name: typedName, exact: true }).click();
  const typedPanel = admin.getByRole('region', { name: typedName });
  await expectInertPage(admin, seen, WIZARD.slice(1).flatMap(asShown));
  await typedPanel.getByLabel('Review Notes').fill(typeable(5000)[0]!);
  await typedPanel.getByRole('button', { name: 'Approve Facility' }).click();
  await expect(typedPanel.getByRole('status')).toHaveText('Facility approved successfully!');
  facilityId = Number(/\/facility\/(\d+)/.exec((await typedPanel.getByRole('link', { name: 'View public listing' }).getAttribute('href')) ?? '')?.[1]);
  expect(facilityId).toBeGreaterThan(0);

  // A rejected facility reads the notes on its dashboard, beside its listing to correct.
  const rejected = await signedIn(page.context().browser()!, 'facility', `safety-rejected-0-${run}@test.example.org`);
  await rejected.page.goto('/facility-dashboard');
  await expectInertPage(rejected.page, rejected.incidents, [notes[0]!, more[0]!.facilityName]);
  await inMain(rejected.page).getByRole('link', { name: 'Correct and resubmit your listing' }).click();
  await expect(inMain(rejected.page).getByLabel('Facility Name')).toHaveValue(more[0]!.facilityName);
  await expect(inMain(rejected.page).getByLabel('Capacity (beds or clients)')).toHaveValue(more[0]!.capacity);
  await expectInertPage(rejected.page, rejected.incidents);

  // The outbox: the rejection as sent, with the reviewer's notes in its body.
  await admin.goto(`/admin/outbox?q=${encodeURIComponent(`safety-rejected-0-${run}`)}`);
  await inMain(admin).getByRole('link', { name: `${more[0]!.facilityName}: changes needed before we can approve it` }).click();
  await expectInertPage(admin, seen, [notes[0]!, `Our team reviewed ${more[0]!.facilityName} and could not approve it`]);
});

/** A listing's accreditations as its public page lists them, one item each. */
const items = (text: string) => asList(text).split(', ').filter(Boolean);

/** Every Manage Listing record but the last two, then `last[1]`, then `last[0]`, each saved; answers the facility's draft. */
async function saveEdits(page: Page) {
  const { draft, listing } = await call<{ draft: Record<string, unknown>; listing: Record<string, unknown> }>(page, 'GET', '/api/facility/me');
  const published: Record<string, unknown> = { ...listing, facilityName: listing.name };
  const put = async (edit: Record<string, string>) => {
    const answer = JSON.stringify(await call(page, 'PUT', '/api/facility/me/listing', { ...draft, ...edit }));
    // Each change comes back as sent (accreditations as their list); a value the listing has is no change.
    for (const [field, value] of Object.entries(edit).filter(([field, value]) => published[field] !== (field === 'accreditation' ? asList(value) : value))) {
      for (const part of field === 'accreditation' ? items(value) : [value]) expect(answer, field).toContain(JSON.stringify(part).slice(1, -1));
    }
  };
  for (const edit of edits.slice(2).reverse()) await put(edit);
  return put;
}

test('Manage Listing and Settings take every payload; the desk reviews the update and the public page shows it as text', async ({
  page,
  incidents,
  browser,
}) => {
  test.setTimeout(60_000);
  const facility = await signedIn(browser, 'facility', WIZARD[0]!.Email!);
  const dash = facility.page;
  await dash.goto('/facility-dashboard');
  await expectInertPage(dash, facility.incidents, [typedName, WIZARD[3]!.Description!]);

  // Manage Listing typed, then every other record through the API.
  await inMain(dash).getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Listing' }).click();
  const typedEdit: Record<string, string> = {
    'Facility Name': typeable(200)[1]!,
    Phone: PHONE_PAYLOADS[4]!,
    'Public Email': EMAIL_PAYLOADS[0]!,
    Website: WEBSITE_PAYLOADS[1]!,
    'Street Address': typeable(200)[2]!,
    City: typeable(100)[0]!,
    'ZIP Code': ZIP_PAYLOADS[1]!,
    Description: typeable(5000)[1] ?? typeable(2000)[1]!,
    Accreditations: typeable(ACCREDITATIONS)[1]!,
  };
  for (const [label, value] of Object.entries(typedEdit)) await inMain(dash).getByLabel(label, { exact: true }).fill(value);
  await inMain(dash).getByRole('button', { name: 'Save and Send for Review' }).click();
  await expect(inMain(dash).getByText(/Your changes were sent for review/)).toBeVisible();
  await expect(inMain(dash).getByRole('table', { name: 'What your update changes' })).toBeVisible();
  await expectInertPage(dash, facility.incidents, asShown(typedEdit).filter((value) => !value.startsWith('http')));

  const put = await saveEdits(dash);
  await put(edits[1]!);
  // The desk finds the update under the listing's published name.
  await desk.page.goto('/admin-dashboard?status=pending');
  await inMain(desk.page).getByRole('link', { name: typedName, exact: true }).click();
  await expect(desk.page.getByRole('table', { name: 'What this update changes' })).toBeVisible();
  const update = Number(new URL(desk.page.url()).searchParams.get('submission'));
  await expectInertPage(desk.page, desk.incidents, asShown(edits[1]!).filter((value) => !value.startsWith('http')));

  await put(edits[0]!);
  await inMain(dash).getByRole('link', { name: 'Preview your listing' }).click();
  const shown = [edits[0]!.facilityName!, edits[0]!.address!, edits[0]!.city!, edits[0]!.description!, edits[0]!.email!, edits[0]!.phone!, ...items(edits[0]!.accreditation!)];
  await expectInertPage(dash, facility.incidents, shown);
  await decide(desk.page, update, 'approve', packed(5000)[1]);

  // The public page, as the Worker renders it and once the SPA has it: text, in its title too.
  const html = await (await page.request.get(`/facility/${facilityId}`)).text();
  expectNoRawMarkup(html);
  await page.goto(`/facility/${facilityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edits[0]!.facilityName!);
  expect(await page.title()).toContain(edits[0]!.facilityName!);
  await expect(inMain(page).getByRole('link', { name: /^Visit Website/ })).toHaveAttribute('href', edits[0]!.website!);
  await expectInertPage(page, incidents, shown);

  // Settings' contact details: typed, then every other record through the API; the last one shown.
  await dash.goto('/facility-dashboard/settings');
  const contact = inMain(dash).getByRole('region', { name: 'Contact Details' });
  const typedContact = { 'Contact Person': typeable(120)[3]!, Title: typeable(120)[4]!, Phone: PHONE_PAYLOADS[5]!, Email: EMAIL_PAYLOADS[1]! };
  for (const [label, value] of Object.entries(typedContact)) await contact.getByLabel(label, { exact: true }).fill(value);
  await contact.getByRole('button', { name: 'Save Contact Details' }).click();
  await expect(contact.getByText('Your contact details were saved.')).toBeVisible();
  // A new email waits for its link (shown as asked for), and each new one is emailed a link: the
  // records keep the email typed above, and the other email payloads go through one each, the last
  // record's last (a limit of five new addresses an hour per account).
  const otherEmails = EMAIL_PAYLOADS.filter((email) => email !== typedContact.Email && email !== contacts[0]!.email);
  const sent = [
    ...contacts.slice(1).reverse().map((record) => ({ ...record, email: typedContact.Email })),
    ...otherEmails.map((email) => ({ ...contacts[0]!, email })),
    contacts[0]!,
  ];
  for (const { email, ...details } of sent) {
    expect(await call(dash, 'PUT', '/api/facility/me/contact', { ...details, email })).toMatchObject({ contact: details, pendingEmail: { email } });
  }
  await dash.reload();
  await expect(contact.getByRole('status').filter({ hasText: 'We sent a link to' })).toContainText(contacts[0]!.email!);
  for (const [label, field] of [['Contact Person', 'name'], ['Title', 'title'], ['Phone', 'phone'], ['Email', 'email']] as const) {
    await expect(contact.getByLabel(label, { exact: true })).toHaveValue(contacts[0]![field]!);
  }
  await expectInertPage(dash, facility.incidents);
});

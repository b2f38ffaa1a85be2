import { expect, type Page } from '@playwright/test';
import { MARKDOWN_PAYLOADS } from '../worker/test/xss-payloads';
import { expectNoAxeViolations, inMain, test } from './support';

// The admin blog desk against the real Worker: a post written as a draft (with a live preview the
// Worker renders), kept off the public blog until published, then in the public list first, in its
// category's count and in the sitemap, its body rendered; an XSS attempt in the body inert in the
// preview and on the public page; then deleted. Each run writes its own uniquely named post.

const CATEGORY = 'Family Support';

/** The body: a heading and a list, then two classic XSS attempts that must stay inert. */
const BODY = [
  '## Talking with care',
  '',
  'Start with what you have noticed, not with labels.',
  '',
  '- Listen before you advise',
  '- Offer to find a treatment center together',
  '',
  '<img src=x onerror=alert(1)>',
  '',
  '[x](javascript:alert(1))',
].join('\n');

/** A valid 1×1 PNG, for an upload that succeeds. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Any dialog (alert, confirm, prompt) is an XSS that ran: recorded, dismissed, asserted empty. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** The count the /blog sidebar shows for a category. */
async function sidebarCount(page: Page, category: string): Promise<number> {
  await page.goto('/blog');
  const link = page.getByRole('complementary', { name: 'Categories' }).getByRole('link', { name: new RegExp(`^${category} \\d+ articles?$`) });
  const name = (await link.textContent()) ?? '';
  return Number(name.replace(/\D/g, ''));
}

/** The public list's article cards. */
const cards = (page: Page) => page.getByRole('region', { name: /articles?|No articles found/ }).getByRole('article');

test('an admin writes a draft with a live preview, publishes it for readers, and deletes it', async ({ page, signIn }) => {
  // Two axe scans and ten page loads: 30 s is too short on a busy two-core machine.
  test.setTimeout(60_000);
  const dialogs = watchDialogs(page);
  const stamp = Date.now().toString(36);
  const title = `E2E Talking With Care ${stamp}`;
  const slug = `e2e-talking-with-care-${stamp}`;

  const countBefore = await sidebarCount(page, CATEGORY);

  await signIn(page, 'admin', '/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(inMain(page).getByRole('table', { name: 'Blog posts' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The editor: the title proposes the slug; tags show as they will be saved; counters count.
  await inMain(page).getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Category').selectOption({ label: CATEGORY });
  await page.getByLabel('Tags').fill('e2e, family support, e2e');
  await expect(page.getByRole('list', { name: 'Tags as they will be saved' }).getByRole('listitem')).toHaveText(['e2e', 'family support']);
  await page.getByLabel('Excerpt').fill('How to start a hard conversation with someone you love.');
  await expect(page.getByText('55 of 300 characters')).toBeVisible();
  await page.getByLabel('Meta description').fill('Starting a caring conversation about substance use.');
  await page.getByLabel('Body (Markdown)').fill(BODY);

  // The live preview is the Worker's rendering: the heading and the list, the HTML typed shown as text.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Talking with care', exact: true })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Listen before you advise', 'Offer to find a treatment center together']);
  await expect(preview.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(preview.getByRole('img')).toHaveCount(0);
  await expect(preview.getByText(/1 minute to read/)).toBeVisible();
  await expectNoAxeViolations(page);

  // At 1280 px the Markdown and its preview sit side by side; on a phone, one above the other.
  const markdown = page.getByLabel('Body (Markdown)');
  await page.setViewportSize({ width: 1280, height: 900 });
  let [text, shown] = [(await markdown.boundingBox())!, (await preview.boundingBox())!];
  expect(shown.x).toBeGreaterThanOrEqual(text.x + text.width);
  await page.setViewportSize({ width: 390, height: 844 });
  [text, shown] = [(await markdown.boundingBox())!, (await preview.boundingBox())!];
  expect(shown.y).toBeGreaterThanOrEqual(text.y + text.height);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Saved as a draft: the post's own page, and not public.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  const editorUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(inMain(page).getByRole('link', { name: 'View on site' })).toHaveCount(0);
  expect((await page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);

  // In the admin list as a draft (found by its title), with no publish date.
  await page.goto('/admin/blog');
  const filters = page.getByRole('search', { name: 'Filter posts' });
  await filters.getByLabel('Status').selectOption({ label: 'Draft' });
  await filters.getByLabel('Search title, excerpt or body').fill(stamp);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=draft/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row.getByRole('cell')).toHaveText(['Draft', CATEGORY, 'Demo Admin', 'Draft', /\d{4}/]);

  // Not on the public blog either.
  await page.goto('/blog');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Opened from the list and published: said, with the way to the public page.
  await page.goto(editorUrl);
  await expect(page.getByLabel('Body (Markdown)')).toHaveValue(BODY);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Post published.' })).toBeVisible();
  await expect(inMain(page).getByRole('link', { name: 'View on site' })).toHaveAttribute('href', `/blog/${slug}`);
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // The public list shows it first, and its category counts one more.
  expect(await sidebarCount(page, CATEGORY)).toBe(countBefore + 1);
  await expect(cards(page).first().getByRole('link', { name: title })).toBeVisible();

  // The public page renders the body; the XSS attempt is text and a dead link, and nothing ran.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.getByRole('article', { name: title });
  await expect(article.getByRole('heading', { level: 2, name: 'Talking with care', exact: true })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'Listen before you advise' })).toBeVisible();
  await expect(article.locator('[onerror], a[href^="javascript:"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  // Delete, after its question: gone from the desk and from the public blog.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Delete post…' }).click();
  await page.getByRole('group', { name: /^Delete “/ }).getByRole('button', { name: 'Delete post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);
  expect(dialogs).toEqual([]);
});

test('the sitemap lists a newly published post', async ({ page, signIn }) => {
  const stamp = Date.now().toString(36);
  const slug = `e2e-sitemap-post-${stamp}`;
  await signIn(page, 'admin', '/admin/blog/new');
  await page.getByLabel('Title').fill(`E2E Sitemap Post ${stamp}`);
  await page.getByLabel('Category').selectOption({ label: 'Prevention' });
  await page.getByLabel('Excerpt').fill('A post the sitemap should list.');
  await page.getByLabel('Meta description').fill('A post the sitemap should list.');
  await page.getByLabel('Body (Markdown)').fill('Plain words.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(inMain(page).getByRole('status').filter({ hasText: 'Post published.' })).toBeVisible();
  const editorUrl = page.url();

  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`/blog/${slug}</loc>`);

  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Delete post…' }).click();
  await page.getByRole('button', { name: 'Delete post', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});

test('the editor: an upload is chosen at once (one over 1 MB refused), an image needs alt text, a taken slug is said on its field, nothing typed is lost', async ({ page, signIn }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, 'admin', '/admin/blog/new');
  const body = '# Kept\n\nEvery word typed stays.';
  await page.getByLabel('Title').fill(`E2E Clash ${stamp}`);
  // A seeded article's address.
  await page.getByLabel('Slug').fill('naloxone-and-harm-reduction');
  await page.getByLabel('Title').fill(`E2E Clash ${stamp} again`);
  await expect(page.getByLabel('Slug')).toHaveValue('naloxone-and-harm-reduction');
  await page.getByLabel('Category').selectOption({ label: 'Prevention' });
  await page.getByLabel('Body (Markdown)').fill(body);

  // An upload over 1 MB: the Worker's words, beside the upload field.
  await page.getByLabel('Upload an image').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 100, 1) });
  await expect(page.getByRole('alert').filter({ hasText: '1 MB' })).toBeVisible();

  // A small image uploads at once and is chosen; without alt text it cannot be saved.
  const uploadAnswer = page.waitForResponse((res) => res.url().endsWith('/api/admin/blog/images') && res.request().method() === 'POST');
  await page.getByLabel('Upload an image').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  const images = page.getByRole('group', { name: 'Featured image' });
  await expect(images.getByRole('radio', { checked: true })).toHaveAccessibleName(/^Image .+\.png$/);
  // The upload is served as itself (not the SPA's shell, as when a static-assets rule took *.png),
  // with a policy that lets it run or load nothing, and no sniffing.
  const { url } = (await (await uploadAnswer).json()) as { url: string };
  const served = await page.request.get(url);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png']);
  expect(served.headers()['content-security-policy']).toBe("default-src 'none'");
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect((await served.body()).equals(Buffer.from(ONE_PIXEL_PNG, 'base64'))).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: '1 MB' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Image alt text')).toHaveAccessibleDescription(/readers who cannot see it/);
  await page.getByLabel('Image alt text').fill('A person reading');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Slug')).toHaveAccessibleDescription(/Another post already uses this slug/);
  await expect(page.getByLabel('Slug')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByLabel('Body (Markdown)')).toHaveValue(body);
  await expect(page.getByLabel('Title')).toHaveValue(`E2E Clash ${stamp} again`);
});

test('the whole XSS payload list, published through the authoring API, runs nothing on the public post page', async ({ page, baseURL, signIn }) => {
  const dialogs = watchDialogs(page);
  const stamp = Date.now().toString(36);
  const slug = `e2e-xss-${stamp}`;
  await signIn(page, 'admin', '/admin/blog');
  // The session is the page's; the Origin is ours, as the editor's own requests send it.
  const created = await page.request.post('/api/admin/blog/posts', {
    headers: { Origin: baseURL! },
    data: {
      title: `E2E XSS ${stamp}`,
      slug,
      excerpt: 'Every payload of the list, each in its own paragraph.',
      meta_description: 'XSS payloads',
      content: MARKDOWN_PAYLOADS.map((payload, i) => `Payload ${i}\n\n${payload}\n`).join('\n'),
      category: 'prevention',
      tags: ['<script>alert(1)</script>', '" onmouseover="alert(1)'],
      featured_image: null,
      featured_image_alt: '',
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Set before any page script runs: a payload that executes anything but a dialog would still say so.
  await page.addInitScript(() => {
    (window as unknown as { __xss: string[] }).__xss = [];
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      window[name] = ((...args: unknown[]) => {
        (window as unknown as { __xss: string[] }).__xss.push(`${name}(${args.join(',')})`);
      }) as never;
    }
  });
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `E2E XSS ${stamp}` })).toBeVisible();
  await expect(page.getByText(`Payload ${MARKDOWN_PAYLOADS.length - 1}`, { exact: true })).toBeVisible();
  // Nothing in the rendered body could run later either: no handler, style or script URL survived
  // (the sanitiser empties an unsafe address: an empty one goes nowhere).
  const unsafe = await page.locator('.blog-prose *').evaluateAll((nodes) =>
    nodes.flatMap((node) =>
      [...(node as Element).attributes]
        .filter((a) => /^on/i.test(a.name) || a.name === 'style' || ((a.name === 'href' || a.name === 'src') && !/^(https?:|mailto:|tel:|\/(?!\/)|#|$)/i.test(a.value)))
        .map((a) => `<${node.nodeName.toLowerCase()} ${a.name}="${a.value}">`),
    ),
  );
  expect(unsafe).toEqual([]);
  expect(await page.locator('script:not([type]), script[type="module"]').evaluateAll((nodes) => nodes.filter((n) => !(n as HTMLScriptElement).src).length)).toBe(0);
  expect(await page.locator('iframe, object, embed, base, meta[http-equiv]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
  expect(dialogs).toEqual([]);

  expect((await page.request.delete(`/api/admin/blog/posts/${id}`, { headers: { Origin: baseURL! } })).status()).toBe(204);
});

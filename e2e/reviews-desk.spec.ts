import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { DEMO, expectNoAxeViolations, inMain, serverDatabase, test } from './support';

// The review desk and the facility's answer, on the real Worker: the desk publishes a pending review
// and rejects another naming a guideline; the demo facility answers a published, verified review on
// its Reviews tab; the desk publishes the answer; the listing page shows the review as Verified with
// the answer under it. The reviews are written into the server's database as the visitor side
// stores them (the review form is built beside this desk), each with words of its own.

function sql(command: string) {
  execFileSync('node_modules/.bin/wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', serverDatabase(), '--command', command], {
    stdio: 'pipe',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

test('the desk publishes one review and rejects another naming a guideline; the facility’s answer is moderated and shown under the verified review', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  const mark = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const toPublish = `The night nurses were patient with my sister ${mark}.`;
  const toReject = `Call our partner clinic for a discount ${mark}.`;
  const toAnswer = `My son was treated with respect during intake ${mark}.`;
  const answer = `Thank you for writing, we are glad he felt respected ${mark}.`;
  const facility = `(SELECT facility_id FROM users WHERE email = ${quoted(DEMO.facility.email)})`;
  const now = new Date().toISOString();
  sql(
    `INSERT INTO reviews (facility_id, rating, body, relationship, display_name, email_hash, status, confirmed_at) VALUES
       (${facility}, 2, ${quoted(toPublish)}, 'family', 'Dana K.', ${quoted(`e2e-a-${mark}`)}, 'pending', ${quoted(now)}),
       (${facility}, 5, ${quoted(toReject)}, 'client', 'Sam P.', ${quoted(`e2e-b-${mark}`)}, 'pending', ${quoted(now)});
     INSERT INTO reviews (facility_id, rating, body, relationship, display_name, email_hash, status, confirmed_at, published_at, invited_by, created_at) VALUES
       (${facility}, 4, ${quoted(toAnswer)}, 'family', 'Lee R.', ${quoted(`e2e-c-${mark}`)}, 'published', ${quoted(now)}, ${quoted(now)}, 'directory', ${quoted(now)});`,
  );

  await signIn(page, 'facility', '/facility-dashboard');
  const listingId = ((await (await page.request.get('/api/facility/me')).json()) as { listing: { id: number } }).listing.id;

  // The desk: publish the one, reject the other naming a guideline.
  await signIn(page, 'admin', `/admin/reviews?status=pending&facilityId=${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const card = (text: string) => inMain(page).getByRole('listitem').filter({ hasText: text }).first();
  await expect(card(toPublish)).toBeVisible();
  await expectNoAxeViolations(page);
  await card(toPublish).getByRole('button', { name: /^Publish review \d+$/ }).click();
  await expect(card(toPublish)).toHaveCount(0);
  const rejecting = card(toReject);
  await rejecting.getByRole('button', { name: /^Reject review \d+$/ }).click();
  await expect(rejecting.getByText('Choose the guideline it breaks: a rejection always names one.')).toBeVisible();
  await rejecting.getByLabel('Guideline it breaks').selectOption({ label: 'Advertising' });
  await rejecting.getByRole('button', { name: /^Reject review \d+$/ }).click();
  await expect(card(toReject)).toHaveCount(0);
  await page.goto(`/admin/reviews?status=rejected&facilityId=${listingId}`);
  await expect(card(toReject)).toContainText('Advertising');

  // The facility answers on its Reviews tab.
  await signIn(page, 'facility', '/facility-dashboard/reviews');
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  const review = inMain(page).getByRole('listitem').filter({ hasText: toAnswer });
  await review.getByLabel('Your public answer').fill(answer);
  await review.getByRole('button', { name: 'Send Answer' }).click();
  await expect(review.getByText('Waiting for our team to check it')).toBeVisible();
  await expectNoAxeViolations(page);

  // The desk publishes the answer.
  await signIn(page, 'admin', `/admin/reviews?response=pending&facilityId=${listingId}`);
  await card(toAnswer).getByRole('button', { name: /^Publish answer to review \d+$/ }).click();
  await expect(card(toAnswer)).toHaveCount(0);

  // The listing page: the review, Verified, with the answer under it; the published one too; not the rejected one.
  await page.goto(`/facility/${listingId}?sort=newest#reviews`);
  const shown = page.locator('article.review').filter({ hasText: toAnswer });
  await expect(shown).toContainText('Verified');
  await expect(shown).toContainText(answer);
  await expect(page.locator('article.review').filter({ hasText: toPublish })).toBeVisible();
  await expect(page.getByText(toReject)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

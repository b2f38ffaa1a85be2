import { expect } from '@playwright/test';
import { DEMO, expectNoAxeViolationsWithoutScript, serverUrl, signInThroughApi, test } from './support';

// The review form with JavaScript off (issue 43, decision 025): the browser posts the page's own
// form; refused, the page comes back with each error beside its field and what was typed kept;
// sent, the Worker stores the review (counted on the desk's API) and the page says to check the email.

test.use({
  javaScriptEnabled: false,
  extraHTTPHeaders: { 'CF-Connecting-IP': `198.18.251.${1 + (Date.now() % 250)}` },
});

test('a review sent without script is stored, awaiting its confirmation; a refused one keeps what was typed', async ({ page, playwright }) => {
  const words = `Without script: the intake nurse called back the same day ${Date.now()}.`;
  await page.goto('/facility/1/review');
  const form = page.getByRole('form', { name: 'Write a review of this facility' });
  await form.getByRole('group', { name: /Your rating/ }).getByLabel('3 stars, mixed').check();
  await form.getByLabel(/^Your review/).fill(words);
  await form.getByRole('textbox', { name: /Your email/ }).fill(`noscript-${Date.now()}@test.example.org`);
  await form.getByRole('button', { name: 'Send my review' }).click();
  // Refused: who they were, the name to show and the consent are missing; the text is kept.
  await expect(page.getByText('Please say who you were to this facility')).toBeVisible();
  await expect(page.getByText('Please enter the name to show with your review')).toBeVisible();
  await expect(form.getByLabel(/^Your review/)).toHaveValue(words);
  await expectNoAxeViolationsWithoutScript(page);

  await form.getByRole('group', { name: /Who were you to this facility/ }).getByLabel('A former client').check();
  await form.getByLabel(/Name shown with your review/).fill('Noa S.');
  await form.getByRole('checkbox', { name: /What I wrote is true/ }).check();
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(page).toHaveURL(/\/facility\/1\/review\?sent=confirm$/);
  await expect(page.getByRole('heading', { name: 'Check your email to confirm your review' })).toBeVisible();

  const admin = await playwright.request.newContext({ baseURL: serverUrl() });
  await signInThroughApi(admin, serverUrl(), 'admin', DEMO.admin);
  const desk = await admin.get('/api/admin/reviews?status=awaiting_confirmation&facilityId=1&limit=100');
  const items = ((await desk.json()) as { items: Array<{ body: string; rating: number; relationship: string; displayName: string }> }).items;
  expect(items.filter((r) => r.body === words)).toEqual([expect.objectContaining({ rating: 3, relationship: 'client', displayName: 'Noa S.' })]);
  await admin.dispose();
});

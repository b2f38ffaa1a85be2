import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { REVIEW_INVITATION_DAYS } from '../worker/reviews/schemas/invitation-values';
import { deliveredEmail, expectNoAxeViolations, inMain, test, untilAppReady } from './support';

// A review from the visit to the page, on the real Worker: a visitor asks the demo facility for
// information; the scheduled run, its clock moved on by the stated days, sends them our invitation;
// they write a review from it (verified: no confirmation needed), the desk publishes it, the facility
// answers and the desk publishes the answer; the listing shows it Verified with the answer under it.
// Another visitor writes one without an invitation, confirms it from their email, and the desk
// rejects it naming a guideline, which their own page then shows. The first reviewer deletes theirs.

const DAY_MS = 24 * 3600 * 1000;
const reviewLinkIn = (text: string | undefined) => /https?:\/\/[^\s]+\/facility\/\d+\/review\?invitation=[0-9a-f]{64}/.exec(text ?? '')?.[0];
const manageLinkIn = (text: string | undefined) => /https?:\/\/[^\s]+\/reviews\/manage\?key=[0-9a-f]{64}/.exec(text ?? '')?.[0];
/** The path and query of an emailed link, on the test's own server. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The scheduled run as the cron would start it at `time` (wrangler dev's trigger takes the time). */
async function runScheduledAt(request: APIRequestContext, time: number) {
  expect((await request.get(`/cdn-cgi/local/scheduled?time=${time}`)).ok()).toBe(true);
}

async function writeReview(page: Page, values: { rating: string; relationship: string; name: string; body: string; email?: string }) {
  const form = page.getByRole('form', { name: 'Write a review of this facility' });
  await form.getByRole('group', { name: /Your rating/ }).getByLabel(values.rating).check();
  await form.getByRole('group', { name: /Who were you to this facility/ }).getByLabel(values.relationship).check();
  await form.getByLabel(/Name shown with your review/).fill(values.name);
  await form.getByLabel(/^Your review/).fill(values.body);
  if (values.email) await form.getByRole('textbox', { name: /Your email/ }).fill(values.email);
  await form.getByRole('checkbox', { name: /What I wrote is true/ }).check();
  // The preview is the review as the listing will show it, never the email.
  const preview = page.getByRole('region', { name: 'Preview: what others will see' });
  await expect(preview).toContainText(values.body);
  await expect(preview).toContainText(values.name);
  if (values.email) await expect(preview).not.toContainText(values.email);
  return form;
}

test('a review from a request for information: invited after the stated days, verified, published with the facility’s answer, deleted by its reviewer; another confirmed by email and rejected naming its guideline', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  const mark = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const visitor = `visitor-${mark}@test.example.org`;
  const other = `other-${mark}@test.example.org`;
  const invitedWords = `The counsellors called my mother every week while my brother was there ${mark}.`;
  const rejectedWords = `Ask for Dr. Smith, he treated my neighbour Maria for her drinking ${mark}.`;
  const answer = `Thank you, we are glad the calls helped your family ${mark}.`;

  await signIn(page, 'facility', '/facility-dashboard');
  const listingId = ((await (await page.request.get('/api/facility/me')).json()) as { listing: { id: number } }).listing.id;
  await page.context().clearCookies();

  // A visitor asks the facility for information, with their email.
  await page.goto(`/facility/${listingId}`);
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Request information' }).click();
  const request = page.getByRole('form', { name: `Request information from ${name}` });
  await request.getByLabel('Full name').fill('Robin Family');
  await request.getByLabel('Phone number').fill('555-010-0177');
  await request.getByRole('textbox', { name: /^Email/ }).fill(visitor);
  await request.getByRole('checkbox', { name: /may contact me/ }).check();
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(/A treatment coordinator will contact you/)).toBeVisible();

  // The stated days later (the scheduled run's clock), our invitation.
  await runScheduledAt(page.request, Date.now() + REVIEW_INVITATION_DAYS * DAY_MS + 3600_000);
  const invitation = await deliveredEmail(page.request, visitor, `How was your experience with ${name}?`);
  expect(invitation.text).toContain(`${REVIEW_INVITATION_DAYS} days after they did`);
  const link = reviewLinkIn(invitation.text);
  expect(link).toBeDefined();

  // The review from it: verified, no confirmation needed.
  await page.goto(local(link!));
  await untilAppReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText('Never public: your email address.')).toBeVisible();
  const form = await writeReview(page, { rating: '4 stars, good', relationship: 'A family member of a client', name: 'Robin F.', body: invitedWords, email: visitor });
  await expect(page.getByRole('region', { name: 'Preview: what others will see' })).toContainText('Verified');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your review is with our team' })).toBeVisible();
  const received = await deliveredEmail(page.request, visitor, `We received your review of ${name}`);
  const visitorsPage = manageLinkIn(received.text)!;

  // Another visitor, no invitation: confirmed from their email, on their own page.
  await page.goto(`/facility/${listingId}`);
  await page.getByRole('link', { name: 'Write a review' }).click();
  const second = await writeReview(page, { rating: '5 stars, excellent', relationship: 'A former client', name: 'Sam', body: rejectedWords, email: other });
  await second.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email to confirm your review' })).toBeVisible();
  const confirmation = await deliveredEmail(page.request, other, `Confirm your review of ${name}`);
  const othersPage = local(manageLinkIn(confirmation.text)!);
  await page.goto(othersPage);
  await expect(inMain(page)).toContainText('Not confirmed yet');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my review' }).click();
  await expect(page.getByText('Thank you: your review is confirmed and with our team.')).toBeVisible();

  // The desk publishes the invited one and rejects the other, naming the guideline.
  await signIn(page, 'admin', `/admin/reviews?status=pending&facilityId=${listingId}`);
  const card = (text: string) => inMain(page).getByRole('listitem').filter({ hasText: text }).first();
  await expect(card(invitedWords)).toContainText('Verified');
  await card(invitedWords).getByRole('button', { name: /^Publish review \d+$/ }).click();
  await expect(card(invitedWords)).toHaveCount(0);
  const rejecting = card(rejectedWords);
  await rejecting.getByRole('button', { name: /^Reject review \d+$/ }).click();
  await expect(rejecting.getByText('Choose the guideline it breaks: a rejection always names one.')).toBeVisible();
  await rejecting.getByLabel('Guideline it breaks').selectOption({ label: 'Health details about someone else' });
  await rejecting.getByRole('button', { name: /^Reject review \d+$/ }).click();
  await expect(card(rejectedWords)).toHaveCount(0);
  const told = await deliveredEmail(page.request, other, `We could not publish your review of ${name}`);
  expect(told.text).toContain('Health details about someone else');
  await page.context().clearCookies();
  await page.goto(othersPage);
  await expect(inMain(page)).toContainText('Not published: it breaks one of our guidelines.');
  await expect(inMain(page)).toContainText('The guideline: Health details about someone else.');

  // The facility answers; the desk publishes the answer.
  await signIn(page, 'facility', '/facility-dashboard/reviews');
  const mine = inMain(page).getByRole('listitem').filter({ hasText: invitedWords });
  await mine.getByLabel('Your public answer').fill(answer);
  await mine.getByRole('button', { name: 'Send Answer' }).click();
  await expect(mine.getByText('Waiting for our team to check it')).toBeVisible();
  await signIn(page, 'admin', `/admin/reviews?response=pending&facilityId=${listingId}`);
  await card(invitedWords).getByRole('button', { name: /^Publish answer to review \d+$/ }).click();
  await expect(card(invitedWords)).toHaveCount(0);
  await page.context().clearCookies();

  // The listing: the review, Verified, with the answer under it; never the rejected one.
  await page.goto(`/facility/${listingId}?sort=newest#reviews`);
  const shown = page.locator('article.review').filter({ hasText: invitedWords });
  await expect(shown).toContainText('Verified');
  await expect(shown).toContainText('Robin F.');
  await expect(shown).toContainText(answer);
  await expect(page.getByText(rejectedWords)).toHaveCount(0);
  await expect(page.getByText(visitor)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Its reviewer deletes it from their own page.
  await page.goto(local(visitorsPage));
  await expect(inMain(page)).toContainText('Published on the listing.');
  await page.getByRole('button', { name: 'Delete my review' }).click();
  await expect(page.getByText('Your review is deleted. Nothing of it is shown any more.')).toBeVisible();
  await page.goto(`/facility/${listingId}?sort=newest#reviews`);
  await expect(page.getByText(invitedWords)).toHaveCount(0);
});

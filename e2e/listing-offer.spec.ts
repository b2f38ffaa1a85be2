import { expect, type Page } from '@playwright/test';
import { completeWizard, confirmEmail, expectNoAxeViolations, inMain, NEW_PASSWORD, serverUrl, signInThroughApi, test, uniqueEmail } from './support';

// What a facility offers, through the UI (issue 24): registered with its insurance and services, it is
// found after approval by searches for them near its city, and its public page and Manage Listing show
// exactly what it ticked. And the wizard keeps its place: a URL per step, Back and Forward, a reload.

const SUBOXONE: [string, string] = ['Medications (pharmacotherapies)', 'Buprenorphine with naloxone (Suboxone®)'];
const SPANISH: [string, string] = ['Languages other than English', 'Spanish'];
const SLIDING_SCALE: [string, string] = ['Payment assistance', 'Sliding fee scale, based on income and other factors'];
const INTAKE_HOURS = 'Mon–Fri 8am–6pm, walk-ins until 3pm';

/** Searches until the index (rebuilt in the background within seconds) finds the listing. */
async function expectFound(page: Page, q: string, name: string) {
  await expect(async () => {
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await expect(inMain(page).getByRole('link', { name, exact: true })).toBeVisible({ timeout: 2_000 });
  }, q).toPass({ timeout: 30_000 });
}

test('a facility registered with insurance and services is found by them near its city; its page and editor show exactly what it ticked', async ({
  page,
  anotherBrowser,
  signIn,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const name = `Snowy Range ${Date.now().toString(36)} Recovery`;
  await page.goto('/facility-signup');
  await completeWizard(page, email, name, {
    city: 'Laramie',
    state: 'Wyoming',
    zip: '82070',
    phone: '(307) 555-0148',
    treats: ['Opioid Addiction', 'Alcohol Addiction'],
    insurance: ['Aetna', 'Medicaid'],
    services: [SUBOXONE, SPANISH, SLIDING_SCALE],
    intakeHours: INTAKE_HOURS,
  });
  // The review repeats what it offers.
  await expect(page.getByText('Aetna, Medicaid')).toBeVisible();
  await expect(page.getByText(`${SUBOXONE[1]}, ${SPANISH[1]}, ${SLIDING_SCALE[1]}`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page).toHaveURL(/\/facility-signup\/success$/);
  await confirmEmail(page, email);

  // The desk shows it, named, and approves it.
  const admin = await anotherBrowser();
  await signIn(admin, 'admin', '/admin-dashboard?status=pending');
  await inMain(admin).getByRole('link', { name, exact: true }).first().click();
  const panel = admin.getByRole('region', { name });
  await expect(panel.getByText('Aetna, Medicaid')).toBeVisible();
  await expect(panel.getByText(/Languages other than English: Spanish/)).toBeVisible();
  await expect(panel.getByText('Alcohol Addiction, Opioid Addiction')).toBeVisible();
  await expect(panel.getByText(INTAKE_HOURS)).toBeVisible();
  await panel.getByRole('button', { name: 'Approve Facility' }).click();
  await expect(panel.getByRole('status')).toHaveText('Facility approved successfully!');
  const listingPath = (await panel.getByRole('link', { name: 'View public listing' }).getAttribute('href'))!;

  // Found by what it offers, near its city.
  for (const q of ['suboxone clinic laramie', 'takes aetna in laramie', 'spanish speaking rehab laramie']) await expectFound(page, q, name);

  // Its page says what it ticked, and nothing it did not.
  await page.goto(listingPath);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const main = inMain(page);
  for (const text of ['Aetna', 'Medicaid', 'Opioid Addiction', 'Alcohol Addiction', SUBOXONE[1], 'Spanish', SLIDING_SCALE[1], INTAKE_HOURS]) {
    await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
  const listing = page.getByRole('article', { name });
  for (const text of ['Drug Addiction', 'Heroin Addiction', 'Fentanyl Addiction', 'Cigna']) {
    await expect(listing.getByText(text, { exact: true }), text).toHaveCount(0);
  }

  // Manage Listing shows exactly those ticked.
  await signInThroughApi(page.request, serverUrl(), 'facility', { email, password: NEW_PASSWORD });
  await page.goto('/facility-dashboard/listing');
  const form = inMain(page);
  const treats = form.getByRole('group', { name: /What You Treat/ });
  /** Exactly `names` ticked in `group`, and nothing else. */
  const expectTicked = async (group: ReturnType<Page['getByRole']>, names: string[]) => {
    for (const label of names) await expect(group.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
    await expect(group.getByRole('checkbox', { checked: true })).toHaveCount(names.length);
  };
  await expectTicked(treats, ['Alcohol Addiction', 'Opioid Addiction']);
  await expectTicked(form.getByRole('group', { name: 'Insurance Accepted' }), ['Aetna', 'Medicaid']);
  await expectTicked(form.getByRole('group', { name: SUBOXONE[0] }), [SUBOXONE[1]]);
  await expectTicked(form.getByRole('group', { name: SPANISH[0] }), [SPANISH[1]]);
  await expectTicked(form.getByRole('group', { name: SLIDING_SCALE[0] }), [SLIDING_SCALE[1]]);
  await expectTicked(form.getByRole('group', { name: 'Opioid medications used in treatment' }), []);
  await expect(form.getByLabel('Intake Hours')).toHaveValue(INTAKE_HOURS);
  await expectNoAxeViolations(page);
});

test('the wizard keeps its place: a URL per step, Back and Forward, a reload keeps what was typed but the password, leaving asks', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  const heading = (n: number, title: string) => page.getByRole('heading', { name: `Step ${n} of 6: ${title}` });
  await page.goto('/facility-signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/facility-signup\?step=contact$/);
  await page.getByLabel('Facility Name').fill('Keeps Its Place Recovery');
  await page.getByLabel('Contact Person').fill('Jordan Lee');
  await page.getByLabel('Phone').fill('(207) 555-0123');
  // A bare domain is a website.
  await page.getByLabel('Website').fill('keeps-its-place.example.org');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(3, 'Location')).toBeVisible();
  await expect(page).toHaveURL(/\?step=location$/);

  // Back and Forward move between steps.
  await page.goBack();
  await expect(heading(2, 'Facility contact')).toBeVisible();
  await expect(page.getByLabel('Facility Name')).toHaveValue('Keeps Its Place Recovery');
  await page.goForward();
  await expect(heading(3, 'Location')).toBeVisible();
  await page.getByLabel('City').fill('Portland');

  // A reload keeps the step and what was typed; never the password, which is in no storage.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(heading(3, 'Location')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Portland');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain('Keeps Its Place Recovery');
  expect(stored).not.toContain(NEW_PASSWORD);
  await page.goBack();
  await expect(page.getByLabel('Website')).toHaveValue('keeps-its-place.example.org');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(1, 'Create your account')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  // Leaving asks first: declined, the wizard stays; accepted, it goes.
  page.removeAllListeners('dialog');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Sign in' }).click();
  // The prompt comes from an effect after the click resolves: wait for it, not for the heading already shown.
  await expect.poll(() => asked).toEqual([expect.stringMatching(/^Leave the registration\?/)]);
  await expect(heading(1, 'Create your account')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/facility-login$/);
});

/// <reference types="node" />
import { expect, type Page, type Route } from '@playwright/test';
import { completeWizard, CONFIRMATION_SUBJECT, confirmEmail, deliveredEmail, DEMO, E2E_NAME, emailedToken, expectNoAxeViolations, inMain, NEW_PASSWORD, test, uniqueEmail, VARS } from './support';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Accounts against the seeded database in demo mode: admin sign-in through the demo button, the
// guards, the five-step facility registration, facility sign-in and sign-out, password reset, and
// that no demo password ships in the built files. Sign-ins lock after 5 failures from one client in
// 15 minutes, and every local request is one client: this file fails a sign-in only twice.

const DIST = `.wrangler/${E2E_NAME}-dist`;

/** Every address the page went to, to prove no form value ever reaches a URL. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

test.describe('admin sign-in', () => {
  test('the demo admin signs in with the demo button, reaches the CRM, reloads, and signs out', async ({ page }) => {
    // Two axe scans and five page loads: 30 s is too short on a busy two-core machine.
    test.setTimeout(60_000);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/');
    await expect(page.getByText(/authorized administrators only/i)).toBeVisible();
    await expect(page.getByText(/all access is monitored and logged/i)).toBeVisible();

    // Show/hide is one toggle button whose state is aria-pressed.
    const password = page.getByLabel('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Use Demo Credentials' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.admin.email);
    await expect(password).toHaveValue(DEMO.admin.password);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign In to CRM' }).click();
    await expect(page).toHaveURL(/\/admin\/crm$/);
    await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Signed in as/)).toContainText('Demo Admin');

    // The CRM's figures are the Worker's, not sample figures.
    const figures = page.getByRole('list', { name: 'Prospect figures' });
    await expect(figures.getByRole('listitem')).toHaveCount(4);
    const stats = (await (await page.request.get('/api/admin/crm/stats')).json()) as { totalProspects: number; activeOpportunities: number };
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total Prospects' })).toContainText(stats.totalProspects.toLocaleString('en-US'));
    await expect(figures.getByRole('listitem').filter({ hasText: 'Active Opportunities' })).toContainText(stats.activeOpportunities.toLocaleString('en-US'));
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();

    // Signed in already: the login page sends the admin straight on.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/crm$/);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto('/admin/crm');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fcrm$/);
  });

  test('a signed-out visit to /admin-dashboard goes to the login and comes back after signing in', async ({ page }) => {
    // Slow the session check down enough to see the guard's spinner.
    await page.route('**/api/admin/session', async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 400));
      // The page may have moved on (and dropped the request) meanwhile.
      await route.continue().catch(() => undefined);
    });
    await page.goto('/admin-dashboard');
    await expect(inMain(page).getByRole('status').filter({ hasText: 'Checking authentication...' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin-dashboard$/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // A wrong password: the Worker's message in an alert (failed sign-in 1 of this file's 2).
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In to CRM' }).click();
    await expect(inMain(page).getByRole('alert')).toHaveText('Invalid credentials');

    await page.getByRole('button', { name: 'Use Demo Credentials' }).click();
    await page.getByRole('button', { name: 'Sign In to CRM' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Submission counts' }).getByRole('listitem');
    await expect(cards).toHaveText([/^Pending Review\d/, /^Total Facilities[\d,]+$/, /^Total Users[\d,]+$/, /^Approved Rate\d+%$/]);
    await expectNoAxeViolations(page);

    // A redirectTo that would leave the site is ignored.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/login?redirectTo=%2F%2Fevil.example%2Fphish');
    await page.getByRole('button', { name: 'Use Demo Credentials' }).click();
    await page.getByRole('button', { name: 'Sign In to CRM' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin\/crm$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('with demo mode off (the Worker answers 404) no demo button or hint is shown', async ({ page }) => {
  // The sign-in pages the Worker draws read demo mode there (worker/seo/posted-forms.test.ts); a
  // navigation within the site asks the browser's loader, which this answer reaches.
  await page.route('**/api/demo-accounts', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found","message":"There is nothing at this address.","requestId":"x"}}' }),
  );
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Facility Login' }).click();
  await expect(page).toHaveURL(/\/facility-login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Use Demo Account' })).toHaveCount(0);
  await expect(page.getByText(DEMO.facility.email)).toHaveCount(0);
});

test('sign-in errors follow the spec’s catalogue: the lockout sentence, no body, and no answer at all', async ({ page }) => {
  const lockout = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
  const answer = (status: number, body?: string) => (route: Route) =>
    route.request().method() === 'POST'
      ? body === undefined
        ? route.abort('failed')
        : route.fulfill({ status, contentType: body.startsWith('{') ? 'application/json' : 'text/plain', headers: { 'Retry-After': '900' }, body })
      : route.continue();
  const errorBody = JSON.stringify({ error: { code: 'rate_limited', message: lockout, requestId: 'x' } });

  await page.goto('/admin/login');
  const adminCases: Array<[number, string | undefined, string]> = [
    [429, errorBody, lockout],
    [502, 'Bad Gateway', 'Login failed'],
    [0, undefined, 'An unexpected error occurred'],
  ];
  for (const [status, body, message] of adminCases) {
    await page.route('**/api/admin/session', answer(status, body));
    await page.getByLabel('Email').fill('someone@test.example.org');
    await page.getByLabel('Password', { exact: true }).fill('whatever it is');
    await page.getByRole('button', { name: 'Sign In to CRM' }).click();
    await expect(inMain(page).getByRole('alert')).toHaveText(message);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }

  await page.goto('/facility-login');
  const facilityCases: Array<[number, string | undefined, string]> = [
    [429, errorBody, lockout],
    [503, JSON.stringify({ error: { code: 'storage_unavailable', message: 'Down.', requestId: 'x' } }), 'Login failed. Please try again later.'],
    [0, undefined, 'Login failed. Please try again later.'],
  ];
  for (const [status, body, message] of facilityCases) {
    await page.route('**/api/facility/session', answer(status, body));
    await page.getByLabel('Email').fill('someone@test.example.org');
    await page.getByLabel('Password', { exact: true }).fill('whatever it is');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(inMain(page).getByRole('alert')).toHaveText(message);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test.describe('facility registration', () => {
  test('the wizard checks each step with the spec’s messages, then registers; the emailed link confirms the address', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const urls = recordUrls(page);
    // The later steps' lists (the services catalogue among them) load once the visitor is past step 1.
    const lists: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/facility/service-catalogue') lists.push(request.url());
    });
    const email = uniqueEmail();
    await page.goto('/facility-signup');
    const steps = page.getByRole('list', { name: 'Registration steps' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(page.getByRole('heading', { name: 'Step 1 of 6: Create your account' })).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Account');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/facility-login');

    // Step 1.
    await next.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await expect(page.getByText('Email is required')).toHaveCount(0); // editing a field clears its error
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('different');
    await next.click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    expect(lists).toEqual([]);
    await next.click();

    // Step 2.
    await expect(page.getByRole('heading', { name: 'Step 2 of 6: Facility contact' })).toBeVisible();
    await expect.poll(() => lists.length).toBe(1);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Contact');
    await next.click();
    for (const message of ['Facility name is required', 'Contact person is required', 'Phone number is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Facility Name').fill('Quiet Harbor Recovery');
    await page.getByLabel('Contact Person').fill('Jordan Lee');
    await page.getByLabel('Title').fill('Director');
    await page.getByLabel('Phone').fill('(555) 555-0123');
    await next.click();

    // Step 3; Previous keeps what was typed.
    await expect(page.getByRole('heading', { name: 'Step 3 of 6: Location' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Facility Name')).toHaveValue('Quiet Harbor Recovery');
    await next.click();
    await next.click();
    for (const message of ['Address is required', 'City is required', 'State is required', 'ZIP code is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Street Address').fill('12 Harbor Road');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').selectOption({ label: 'Maine' });
    await page.getByLabel('ZIP Code').fill('04101');
    await next.click();

    // Step 4: 10 treatment types and the one list of what a listing treats (the spec's 15 specializations
    // and the registration list's substances, decision 016), each in a scrolling box.
    await expect(page.getByRole('heading', { name: 'Step 4 of 6: Facility details' })).toBeVisible();
    const treatment = page.getByRole('group', { name: /Treatment Types/ });
    const specializations = page.getByRole('group', { name: /What You Treat/ });
    await expect(treatment.getByRole('checkbox')).toHaveCount(10);
    await expect(specializations.getByRole('checkbox')).toHaveCount(22);
    await expect(specializations.getByRole('checkbox', { name: 'Gambling' })).toHaveCount(0);
    await next.click();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByText('Select at least one treatment type')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Description').fill('Outpatient and detox programs for adults.');
    await page.getByLabel('Year Established').fill('2012');
    await treatment.getByLabel('Detoxification').check();
    await treatment.getByLabel('Outpatient Treatment').check();
    await specializations.getByLabel('Alcohol Addiction').check();
    await page.getByLabel('Accreditations').fill('CARF, State Licensed');
    await next.click();

    // Step 5: what the facility offers, all optional: it can be skipped.
    await expect(page.getByRole('heading', { name: 'Step 5 of 6: What you offer' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Insurance Accepted' }).getByRole('checkbox')).toHaveCount(13);
    await expect(page.getByRole('group', { name: 'Languages other than English' }).getByLabel('Spanish')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for Now' }).click();

    // Step 6: the review, and both agreements checked again on submit.
    await expect(page.getByRole('heading', { name: 'Step 6 of 6: Review and submit' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Detoxification, Outpatient Treatment')).toBeVisible();
    await expect(page.getByText('Maine')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page.getByText('You must agree to terms')).toBeVisible();
    await expect(page.getByText('You must agree to review process')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/I agree to the Terms of Service/).check();
    await page.getByLabel(/I agree to the review process/).check();
    await page.getByRole('button', { name: 'Submit for Review' }).click();

    await expect(page).toHaveURL(/\/facility-signup\/success$/);
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText(/2-3 business days/).first()).toBeVisible();
    for (const step of ['Confirm your email address', 'Review', 'Approval and launch', 'Start receiving leads']) {
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/only after your listing has been approved/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Facility Login' })).toHaveAttribute('href', '/facility-login');
    await expectNoAxeViolations(page);

    // The emailed link opens a page that asks first (a mail scanner that opens it confirms nothing).
    await page.goto(`/facility-signup/confirm?token=${await emailedToken(page.request, email, CONFIRMATION_SUBJECT)}`);
    await expect(page).toHaveURL(/\/facility-signup\/confirm$/);
    await expect(page.getByRole('heading', { name: 'Confirm Your Email Address' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm My Email Address' }).click();
    await expect(page.getByRole('heading', { name: 'Email Address Confirmed' })).toBeVisible();
    await expect(inMain(page).getByRole('status')).toContainText('your registration is with our team');
    await expectNoAxeViolations(page);

    // The same email again is answered as any registration (its owner is emailed instead).
    await page.goto('/facility-signup');
    await completeWizard(page, email);
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page).toHaveURL(/\/facility-signup\/success$/);
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    // A used link says so as soon as it is opened, with the way on, and offers no button.
    await page.goto(`/facility-signup/confirm?token=${await emailedToken(page.request, email, CONFIRMATION_SUBJECT)}`);
    await expect(inMain(page).getByRole('alert')).toHaveText('This confirmation link is not valid, was used already or has expired. Please register again.');
    await expect(page.getByRole('link', { name: 'Register your facility' })).toHaveAttribute('href', '/facility-signup');
    await expect(page.getByRole('button', { name: 'Confirm My Email Address' })).toHaveCount(0);

    // The account waits for review: the right password is told so (this is not a failed sign-in).
    await page.goto('/facility-login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(inMain(page).getByRole('alert')).toHaveText('Your listing is still under review. You can sign in once it is approved.');

    const leaked = urls.filter((url) => url.includes(encodeURIComponent(email)) || url.includes(email) || url.includes('Harbor'));
    expect(leaked).toEqual([]);
  });

  test('a network failure keeps everything typed and says so', async ({ page }) => {
    await page.goto('/facility-signup');
    await completeWizard(page, uniqueEmail());
    await page.route('**/api/facility/registrations', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(inMain(page).getByRole('alert')).toHaveText('Error submitting registration. Please try again.');
    await expect(page.getByRole('heading', { name: 'Step 6 of 6: Review and submit' })).toBeVisible();
    await expect(page.getByText('Quiet Harbor Recovery')).toBeVisible();
    await expect(page.getByLabel(/I agree to the review process/)).toBeChecked();
  });
});

test.describe('facility sign-in', () => {
  test('checks the form, refuses a wrong password, then the demo facility reaches its dashboard and signs out', async ({ page }) => {
    // Four axe scans and seven page loads: 30 s is too short on a busy two-core machine.
    test.setTimeout(60_000);
    await page.goto('/facility-login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/facility-forgot-password');
    await expect(page.getByRole('link', { name: 'Register your facility' })).toHaveAttribute('href', '/facility-signup');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page);

    // Failed sign-in 2 of this file's 2.
    await page.getByLabel('Email').fill(DEMO.facility.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(inMain(page).getByRole('alert')).toHaveText('Invalid email or password. Please try again.');

    // The demo hint comes from the Worker in demo mode.
    const hint = page.getByRole('complementary', { name: 'Demo account' });
    await expect(hint).toContainText(DEMO.facility.email);
    await hint.getByRole('button', { name: 'Use Demo Account' }).click();
    await page.getByLabel('Remember me').check();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/facility/session') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await request).postDataJSON()).toMatchObject({ email: DEMO.facility.email, remember: true });

    await expect(page).toHaveURL(/\/facility-dashboard$/);
    await expect(page.getByText('Listing status: Active')).toBeVisible();
    const publicLink = page.getByRole('link', { name: 'View Public Listing' });
    await expect(publicLink).toHaveAttribute('href', '/facility/1');
    await expect(page.getByRole('heading', { name: 'Listing Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/');
    // "Remember me" makes the cookie outlive the browser.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'rd_facility');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText('Listing status: Active')).toBeVisible();

    // The same page for a listing under review and a rejected one (the Worker's answer, restated).
    for (const [status, badge, notice] of [
      ['pending', 'Under Review', /typically within 2-3 business days/],
      ['rejected', 'Rejected', /check your email for feedback/],
      ['something-new', 'Under Review', /typically within 2-3 business days/],
    ] as const) {
      await page.route('**/api/facility/me', async (route) => {
        const body = (await (await route.fetch()).json()) as { listing: Record<string, unknown>; submission: unknown };
        body.listing.status = status;
        body.submission = { status, submittedAt: '2026-03-02T10:00:00.000Z', reviewedAt: null, reviewNotes: 'Please add your license number.' };
        await route.fulfill({ json: body });
      });
      await page.reload();
      await expect(page.getByText(`Listing status: ${badge}`)).toBeVisible();
      await expect(inMain(page).getByText(notice)).toBeVisible();
      await expect(page.getByRole('link', { name: 'View Public Listing' })).toHaveCount(0);
      await expect(page.getByText('Please add your license number.')).toHaveCount(status === 'rejected' ? 1 : 0);
      // axe: an unknown status shows what pending shows.
      if (status !== 'something-new') await expectNoAxeViolations(page);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    await page.reload();
    await expect(page.getByText('Listing status: Active')).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/facility-login$/);
    await expect(page.getByText('Logged out successfully.')).toBeVisible();
    await page.goto('/facility-dashboard');
    await expect(page).toHaveURL(/\/facility-login\?redirectTo=%2Ffacility-dashboard$/);
  });
});

test.describe('password reset', () => {
  test('the forgot-password form answers the same for any address', async ({ page }) => {
    const confirmation =
      'If an account exists for that email, we have sent a link to reset the password. It works once, for one hour.';
    await page.goto('/facility-forgot-password');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.facility.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(inMain(page).getByRole('status')).toHaveText(confirmation);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send another link' }).click();
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@test.example.org`);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(inMain(page).getByRole('status')).toHaveText(confirmation);
  });

  test('a bad or used link is explained on open with a way to ask again; a real one sets the password once', async ({ page }) => {
    // A whole registration confirmed by its emailed link, then a reset email, both through the queue
    // and the local send_email binding.
    test.setTimeout(90_000);
    await page.goto('/facility-reset-password');
    await expect(inMain(page).getByRole('alert')).toHaveText('This reset link is not valid. Please ask for a new one.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/facility-forgot-password');

    // A link the Worker does not know says so on open, before a password is typed twice.
    await page.goto(`/facility-reset-password?token=${'0'.repeat(64)}`);
    await expect(inMain(page).getByRole('alert')).toHaveText('This reset link is not valid or has expired. Please ask for a new one.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);

    // A real link, for a fresh (pending) registration: the new password works, the link only once.
    const email = uniqueEmail();
    await page.goto('/facility-signup');
    await completeWizard(page, email);
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page).toHaveURL(/\/facility-signup\/success$/);
    // An address is sent nothing but its confirmation link until it is confirmed.
    await confirmEmail(page, email);
    await page.goto('/facility-forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(inMain(page).getByRole('status')).toBeVisible();
    // The link as the email delivered it (the queue's consumer sent it through send_email).
    const delivered = await deliveredEmail(page.request, email, 'Reset your facility account password');
    const token = /facility-reset-password\?token=([0-9a-f]{64})/.exec(delivered.text ?? '')?.[1];
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(delivered.html).toContain(`/facility-reset-password?token=${token}"`);

    await page.goto(`/facility-reset-password?token=${token}`);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('password12');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('This password is too common. Please choose another.')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('New Password', { exact: true }).fill('A fresh harbor 2026');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('A fresh harbor 2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(inMain(page).getByRole('status')).toContainText('Your password has been changed');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/facility-login$/);
    // Only the right password hears that the listing is still under review.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('A fresh harbor 2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(inMain(page).getByRole('alert')).toHaveText('Your listing is still under review. You can sign in once it is approved.');

    // The used link says so when it is opened again: nothing to type first.
    await page.goto(`/facility-reset-password?token=${token}`);
    await expect(inMain(page).getByRole('alert')).toHaveText('This reset link is not valid or has expired. Please ask for a new one.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/facility-forgot-password');
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  });
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no account page scrolls sideways', async ({ page }) => {
    for (const path of [
      '/admin/login',
      '/facility-signup',
      '/facility-signup/success',
      `/facility-signup/confirm?token=${'0'.repeat(64)}`,
      '/facility-login',
      '/facility-forgot-password',
      `/facility-reset-password?token=${'0'.repeat(64)}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    // The wizard names only the current step on a phone; the others stay named for screen readers.
    await page.goto('/facility-signup');
    await expect(page.getByRole('list', { name: 'Registration steps' }).getByText('Account')).toBeVisible();
    const review = await page.getByRole('list', { name: 'Registration steps' }).getByText('Review').boundingBox();
    expect(review?.width ?? 0).toBeLessThanOrEqual(1);
  });
});

test('the built files hold no demo password', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(DIST);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const secrets = Object.entries(VARS).filter(([name]) => /^DEMO_.*PASSWORD$/.test(name));
  expect(secrets.map(([name]) => name).sort()).toEqual(['DEMO_ADMIN_PASSWORD', 'DEMO_FACILITY_PASSWORD']);
  for (const file of files) {
    const text = readFileSync(file, 'latin1');
    for (const [name, value] of secrets) {
      expect(text.includes(value), `${file} contains ${name}`).toBe(false);
      expect(text.includes(name), `${file} names ${name}`).toBe(false);
    }
  }
});

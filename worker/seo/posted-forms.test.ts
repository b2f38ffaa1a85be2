import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../test/client';
import { addFacility, addUser, api, loadPageRenderer, loadReferenceData, newClient, PAGE_RENDERER_LOAD_MS } from '../test/fixtures';
import { call, codeOf, enrolledAdmin, fetchPage, newBrowser, PASSWORD, postForm } from '../test/two-factor';

// Forms sent without script (issue 41): a page's own <form method="post"> is answered by the
// Worker with HTML, never JSON: a 303 to the confirmation once stored (a reload there stores
// nothing), or the page again with each error beside its field and every value kept. A post from
// another site is refused, as a page.

let facilityId: number;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Harbor Light Recovery', city: 'Portland', state: 'ME' });
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

/** A form post as a browser sends it from our page at `path`. */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return api(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...newClient(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const lead = (fields: Record<string, string> = {}) => ({
  _form: 'lead',
  _key: crypto.randomUUID(),
  name: 'Robin Doe',
  phone: '(503) 555-0142',
  email: '',
  state: 'OR',
  addiction: '',
  urgency: 'immediate',
  insurance: '',
  message: 'Evenings are best.',
  consent: 'on',
  website: '',
  ...fields,
});

const leadsNamed = async (name: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM leads WHERE name = ?1').bind(name).first<{ n: number }>())!.n;

describe('the lead form without script', () => {
  it('stores the request once and redirects to its confirmation, which a reload shows again', async () => {
    const fields = lead({ name: 'Ada Noscript' });
    const res = await post('/get-help', fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(/^\/get-help\?sent=[0-9a-f]{64}$/);
    // Nothing the visitor wrote is in the address.
    expect(location).not.toMatch(/Ada|immediate|503/);
    // The same form sent again (a double click): the same request, stored once.
    const again = await post('/get-help', fields);
    expect(again.headers.get('Location')).toBe(location);
    expect(await leadsNamed('Ada Noscript')).toBe(1);

    for (let i = 0; i < 2; i++) {
      const page = await api(location);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      // The confirmation is the visitor's alone (urgent or not, where it went): no shared cache keeps it.
      expect(page.headers.get('Cache-Control')).toBe('private, no-cache');
      const html = await page.text();
      expect(html).toContain('A treatment coordinator will contact you within 24 hours.');
      expect(html).toContain('If you need help today, do not wait for our call:');
    }
    expect(await leadsNamed('Ada Noscript')).toBe(1);
  });

  it('answers an invalid form with the page again: errors beside their fields, every value kept, nothing stored', async () => {
    // An unticked box is not posted at all.
    const { consent: _, ...unticked } = lead({ name: 'Bea Noscript', phone: '555', message: 'Call me <b>soon</b>', helpFor: 'loved_one' });
    const res = await post('/get-help', unticked);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Please enter a phone number with area code');
    expect(html).toContain('Please confirm that we may contact you');
    expect(html).toContain('value="Bea Noscript"');
    expect(html).toContain('value="555"');
    expect(html).toContain('Call me &lt;b&gt;soon&lt;/b&gt;');
    expect(html).toMatch(/<option value="OR" selected=""/);
    expect(html).toMatch(/<input type="radio" name="helpFor" checked="" value="loved_one"/);
    expect(await leadsNamed('Bea Noscript')).toBe(0);
  });

  it('answers in Spanish from the Spanish page', async () => {
    const res = await post('/es/get-help', lead({ name: 'Cruz Noscript', phone: '1' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('value="Cruz Noscript"');
    expect(html).not.toContain('Please enter a phone number with area code');
    const sent = await post('/es/get-help', lead({ name: 'Cruz Noscript' }));
    expect(sent.headers.get('Location')).toMatch(/^\/es\/get-help\?sent=/);
  });

  it('refuses a post from another site, as a page, storing nothing', async () => {
    for (const headers of [{ Origin: 'https://evil.example.org' }, { Origin: '' }, { Origin: 'null' }]) {
      const res = await post('/get-help', lead({ name: 'Eve Crosssite' }), headers);
      expect(res.status).toBe(403);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('This form was sent from another website');
    }
    expect(await leadsNamed('Eve Crosssite')).toBe(0);
  });

  it('refuses what is not a form, and a form too large to read, as a page', async () => {
    const json = await api('/get-help', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: '{}' });
    expect(json.status).toBe(415);
    expect(json.headers.get('Content-Type')).toMatch(/^text\/html/);
    // Said to be a form, and not one (found by the fuzzer: it was a 503).
    const broken = await api('/es/resources', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: ORIGIN }, body: '{"name":"x"}' });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('Content-Type')).toMatch(/^text\/html/);
    const large = await post('/get-help', lead({ message: 'x'.repeat(40_000) }));
    expect(large.status).toBe(413);
    expect(large.headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it('a confirmation address nobody was sent shows the form', async () => {
    const html = await (await api(`/get-help?sent=${'0'.repeat(64)}`)).text();
    expect(html).not.toContain('A treatment coordinator will contact you within 24 hours.');
    expect(html).toContain('name="_form" value="lead"');
  });
});

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;

describe("a listing's forms without script", () => {
  it('holds both forms whole in the page, for a browser without script', async () => {
    const html = await (await api(`/facility/${facilityId}`)).text();
    expect(html).toMatch(/<noscript>.*name="_form" value="lead".*<\/noscript>/s);
    expect(html).toMatch(/<noscript>.*name="_form" value="report".*<\/noscript>/s);
    expect(html).toMatch(/<noscript>.*<option value="OR">Oregon<\/option>/s);
  });

  it('sends "Request information" to this listing, once, and shows its confirmation', async () => {
    const fields = lead({ name: 'Dee Listing', urgency: 'week' });
    const res = await post(`/facility/${facilityId}`, fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(new RegExp(`^/facility/${facilityId}\\?sent=[0-9a-f]{64}$`));
    await post(`/facility/${facilityId}`, fields);
    expect(await count('SELECT count(*) AS n FROM leads WHERE name = ?1 AND facility_id = ?2', 'Dee Listing', facilityId)).toBe(1);
    const html = await (await api(location)).text();
    expect(html).toContain('A treatment coordinator will contact you within 24 hours.');
    expect(html).toContain('Harbor Light Recovery does not receive requests through our directory');
    // The name is placed as a node in its message (asText), so React marks where it starts and ends.
    expect(html.replaceAll('<!-- -->', '')).toContain('To talk to Harbor Light Recovery now, call <a href="tel:');
  });

  it('takes a problem report, once, and thanks for it; a wrong one comes back with its error', async () => {
    const fields = { _form: 'report', _key: crypto.randomUUID(), reason: 'closed', details: 'Sign on the door says closed.', email: '', website: '' };
    const res = await post(`/facility/${facilityId}`, fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(new RegExp(`^/facility/${facilityId}\\?reported=[0-9a-f]{64}$`));
    await post(`/facility/${facilityId}`, fields);
    expect(await count("SELECT count(*) AS n FROM listing_reports WHERE details = 'Sign on the door says closed.'")).toBe(1);
    expect(await (await api(location)).text()).toContain('Thank you for letting us know.');
    // Another listing's page does not confirm this report.
    expect(await (await api(location.replace(`/facility/${facilityId}`, `/facility/${facilityId + 999}`))).text()).not.toContain('Thank you for letting us know.');

    const wrong = await post(`/facility/${facilityId}`, { ...fields, _key: crypto.randomUUID(), reason: '', details: 'No reason given' });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain('Please choose what is wrong');
    expect(html).toContain('No reason given</textarea>');
  });

  it('refuses a post naming no form of the page', async () => {
    const res = await post(`/facility/${facilityId}`, { _form: 'nothing', name: 'x' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  });
});

describe('the contact form without script', () => {
  const message = (fields: Record<string, string> = {}) => ({
    _form: 'contact',
    _key: crypto.randomUUID(),
    name: 'Flo Contact',
    phone: '',
    email: 'flo@example.org',
    urgency: 'normal',
    subject: 'A listing',
    message: 'Is this listing current?',
    website: '',
    ...fields,
  });

  it('stores the message once and shows "Message Sent Successfully!", in English and Spanish', async () => {
    for (const [path, said] of [
      ['/contact', 'Message Sent Successfully!'],
      ['/es/contact', '<html lang="es"'],
    ] as const) {
      const fields = message({ subject: `Sent from ${path}` });
      const res = await post(path, fields);
      expect(res.status).toBe(303);
      const location = res.headers.get('Location')!;
      expect(location).toMatch(new RegExp(`^${path}\\?sent=[0-9a-f]{64}$`));
      await post(path, fields);
      expect(await count('SELECT count(*) AS n FROM contact_messages WHERE subject = ?1', `Sent from ${path}`)).toBe(1);
      const html = await (await api(location)).text();
      expect(html).toContain(said);
      expect(html).not.toContain('name="_form" value="contact"');
    }
    const locale = await env.DB.prepare("SELECT locale FROM contact_messages WHERE subject = 'Sent from /es/contact'").first<{ locale: string }>();
    expect(locale!.locale).toBe('es');
  });

  it('comes back with its errors and what was typed', async () => {
    const res = await post('/contact', message({ email: 'not an email', urgency: 'urgent' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('value="not an email"');
    // The urgent choice kept, and what it brings shown.
    expect(html).toMatch(/<option value="urgent" selected=""/);
    expect(html).toContain('Need help right now?');
  });
});

describe('signing in without script', () => {
  it('signs a facility in: the session cookie set, on to the dashboard; a wrong password comes back without it', async () => {
    const owner = await addUser({ role: 'facility', password: PASSWORD, facilityId });
    const browser = newBrowser(true);
    const fields = { _form: 'sign-in', _key: crypto.randomUUID(), email: owner.email, password: 'not the password' };
    const wrong = await postForm(browser, '/facility-login', fields);
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('<form');
    expect(html).toContain(`value="${owner.email}"`);
    // A password is never drawn back into the page.
    expect(html).not.toContain('not the password');
    expect(browser.cookies.size).toBe(0);

    const res = await postForm(browser, '/facility-login?redirectTo=%2Ffacility-dashboard%2Finquiries', { ...fields, password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/facility-dashboard/inquiries');
    expect((await call(browser, 'GET', '/api/facility/session')).status).toBe(200);
    // Signed in, the sign-in page sends the visitor on.
    const again = await fetchPage(browser, '/facility-login');
    expect(again.status).toBe(302);
    expect(again.headers.get('Location')).toBe('/facility-dashboard');
  });

  it('takes an admin through the password, the code and a recovery code, each a plain form', async () => {
    const admin = await enrolledAdmin();
    const browser = newBrowser(false);
    const password = await postForm(browser, '/admin/login', { _form: 'sign-in', email: admin.email, password: PASSWORD });
    expect(password.status).toBe(303);
    const step = password.headers.get('Location')!;
    expect(step).toBe('/admin/login?step=code&redirectTo=%2Fadmin%2Fcrm');
    // The step's cookie is sent to the page posting the code, not only to the API.
    expect(password.headers.getSetCookie().some((cookie) => /^rd_admin_step=[0-9a-f]+;.*Path=\/admin\/login/i.test(cookie))).toBe(true);
    const page = await (await fetchPage(browser, step)).text();
    expect(page).toContain('Enter Your Authentication Code');
    expect(page).toContain('href="/admin/login?step=recovery&amp;redirectTo=%2Fadmin%2Fcrm"');

    const wrongCode = await postForm(browser, step, { _form: 'code', code: '000000' });
    expect(wrongCode.status).toBe(401);
    expect(await wrongCode.text()).toContain('Enter Your Authentication Code');

    // The next step's code: the current one was spent setting two-factor up (a code works once).
    const signedIn = await postForm(browser, step, { _form: 'code', code: codeOf(admin.secret, 1) });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('Location')).toBe('/admin/crm');
    expect((await call(browser, 'GET', '/api/admin/session')).status).toBe(200);

    const other = newBrowser(false);
    await postForm(other, '/admin/login', { _form: 'sign-in', email: admin.email, password: PASSWORD });
    const recovery = await postForm(other, '/admin/login?step=recovery&redirectTo=%2Fadmin%2Fcrm', {
      _form: 'recovery',
      recoveryCode: admin.recoveryCodes[0]!,
    });
    expect(recovery.status).toBe(303);
    expect((await call(other, 'GET', '/api/admin/session')).status).toBe(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await post('/facility-login', { _form: 'sign-in', email: 'a@example.org', password: 'x' }, { Origin: 'https://evil.example.org' });
    expect(res.status).toBe(403);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  });
});

describe('the sign-in pages as the Worker draws them', () => {
  it('show the demo accounts only in demo mode', async () => {
    for (const path of ['/facility-login', '/admin/login']) {
      expect(await (await fetchPage(newBrowser(true), path)).text(), path).toMatch(/Demo (mode|account)/);
      const off = await (await fetchPage(newBrowser(false), path)).text();
      expect(off, path).not.toMatch(/Demo (mode|account)/);
      expect(off, path).not.toContain(env.DEMO_FACILITY_EMAIL);
    }
  });
});

describe('pages that need script', () => {
  it('say so, with how to reach us, instead of a blank page', async () => {
    for (const path of ['/facility-signup', '/facility-dashboard', '/admin/crm']) {
      const html = await (await api(path)).text();
      expect(html, path).toContain('This page needs JavaScript');
      expect(html, path).toContain('mailto:');
      expect(html, path).toContain('tel:988');
    }
  });
});

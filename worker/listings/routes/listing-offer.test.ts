import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/bodies';
import { client } from '../../test/client';
import { addZipCode, freshSearch, loadReferenceData, signInAs, withCookie } from '../../test/fixtures';
import { listingEdit, publicListing, saveListing } from '../../test/listing-edit';
import { correction, rejectedFacility, resubmit } from '../../test/resubmission';
import { approve, FACILITY_PASSWORD, registerConfirmed, submissionDetail } from '../../test/review';
import { signedInAdmin } from '../../test/staff';

// What a facility offers, round trip (issue 24): every list it ticks at signup (treatment types,
// what it treats, insurance, the services catalogue) and what it types (intake hours, a public email,
// a website) is exactly what the review desk shows, what is published, what search filters and
// finds it by, and what Manage Listing shows ticked next time (decision 016). Then the same through
// Manage Listing's update and a rejected registration's correction.

type SearchQuery = NonNullable<Parameters<typeof client.facility.public.search.$get>[0]>['query'];

async function search(query: SearchQuery) {
  const res = await client.facility.public.search.$get({ query });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** A list in a stable order, to compare with what was sent (lists come back in their catalogue's order). */
const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();

const idsOf = (json: Awaited<ReturnType<typeof search>>) => json.facilities.map((f) => f.id);

async function me(cookie: string) {
  const res = await client.facility.me.$get(undefined, withCookie(cookie));
  expect(res.status).toBe(200);
  return res.json();
}

const SUBOXONE = 'phr-buprenorphine-with-naloxone-suboxone';
const BUPRENORPHINE = 'om-buprenorphine';
const METHADONE = 'phr-methadone';
const SPANISH = 'ol-spanish';
const SLIDING_SCALE = 'pyas-sliding-fee-scale-based-on-income-and-other-factors';
const ADULTS = 'age-adults';
const VETERANS = 'sg-veterans';

/** What the facility ticks and types: every list, and more than one entry where a list folded them before. */
const OFFER = {
  treatmentTypes: ['outpatient', 'detox'],
  // Three of the registration list's substances that were one "Drug Addiction" before decision 016.
  specializations: ['alcohol-addiction', 'opioid-addiction', 'heroin-addiction', 'dual-diagnosis'],
  insurance: ['aetna', 'medicaid'],
  services: [SUBOXONE, BUPRENORPHINE, SPANISH, SLIDING_SCALE, ADULTS, VETERANS],
  intakeHours: 'Mon–Fri 8am–6pm, walk-ins until 3pm',
};

/** A registration with `fields`, confirmed and approved: its ids and the facility's session. */
async function approvedRegistration(fields: Partial<ReturnType<typeof registration>>) {
  const admin = await signedInAdmin();
  const json = registration({ password: FACILITY_PASSWORD, confirmPassword: FACILITY_PASSWORD, ...fields });
  await registerConfirmed(json);
  const row = await env.DB.prepare(
    `SELECT s.id AS submissionId, s.facility_id AS facilityId FROM facility_submissions s JOIN users u ON u.id = s.user_id WHERE u.email = ?1`,
  )
    .bind(json.email)
    .first<{ submissionId: number; facilityId: number }>();
  const { submissionId, facilityId } = row!;
  const desk = (await (await submissionDetail(admin.cookie, submissionId)).json()) as {
    submission: { listing: Record<string, unknown> };
    names: Record<string, string>;
  };
  expect((await approve(admin.cookie, submissionId)).status).toBe(200);
  await freshSearch();
  return { admin, desk, facilityId, email: json.email, cookie: await signInAs('facility', json.email, FACILITY_PASSWORD) };
}

describe('what a facility offers, from signup to the editor', () => {
  beforeAll(async () => {
    await loadReferenceData();
    await addZipCode('83702', 'Boise', 'ID', 43.6135, -116.2035);
  });

  it('shows the desk, publishes, filters, finds and gives the editor back exactly what was ticked', async () => {
    const name = `Lakeshore ${crypto.randomUUID().slice(0, 6)} Recovery`;
    const f = await approvedRegistration({
      facilityName: name,
      ...OFFER,
      services: OFFER.services,
      publicEmail: 'Intake@Lakeshore.example.org',
      website: 'lakeshore.example.org',
    });

    // The review desk: the listing as it would be published, with a name for every id and slug.
    expect(f.desk.submission.listing).toMatchObject({
      treatmentTypes: expect.arrayContaining(OFFER.treatmentTypes),
      insurance: expect.arrayContaining(OFFER.insurance),
      specializations: expect.arrayContaining(OFFER.specializations),
      intakeHours: OFFER.intakeHours,
      email: 'intake@lakeshore.example.org',
      website: 'https://lakeshore.example.org',
    });
    expect(f.desk.submission.listing.specializations).toHaveLength(4);
    expect(sorted(f.desk.submission.listing.services as string[])).toEqual(sorted(OFFER.services));
    expect(f.desk.names).toMatchObject({
      'heroin-addiction': 'Heroin Addiction',
      'opioid-addiction': 'Opioid Addiction',
      aetna: 'Aetna',
      [SUBOXONE]: 'Medications (pharmacotherapies): Buprenorphine with naloxone (Suboxone®)',
      [SPANISH]: 'Languages other than English: Spanish',
    });

    // The public listing.
    const page = await (await publicListing(f.facilityId)).json();
    expect(page.facility).toMatchObject({
      treatmentTypes: ['Outpatient Treatment', 'Detoxification'],
      specializations: ['Alcohol Addiction', 'Dual Diagnosis', 'Opioid Addiction', 'Heroin Addiction'],
      insurance: ['Aetna', 'Medicaid'],
      intakeHours: OFFER.intakeHours,
      email: 'intake@lakeshore.example.org',
      website: 'https://lakeshore.example.org',
    });
    const offered = Object.fromEntries(page.services.map((group) => [group.category, group.services]));
    expect(offered).toEqual({
      PHR: ['Buprenorphine with naloxone (Suboxone®)'],
      OM: ['Buprenorphine'],
      PYAS: ['Sliding fee scale, based on income and other factors'],
      SG: ['Veterans'],
      AGE: ['Adults'],
      OL: ['Spanish'],
    });

    // Search filters by each list and counts it in each facet.
    const filters: [keyof SearchQuery & ('treatment_types' | 'specializations' | 'insurance'), string[]][] = [
      ['treatment_types', OFFER.treatmentTypes],
      ['specializations', OFFER.specializations],
      ['insurance', OFFER.insurance],
    ];
    for (const [list, values] of filters) {
      for (const value of values) {
        const json = await search({ [list]: value });
        expect(idsOf(json), `${list}=${value}`).toContain(f.facilityId);
        expect(json.facets[list].find((facet) => facet.value === value)?.count, `${list} facet ${value}`).toBeGreaterThanOrEqual(1);
      }
    }
    const groups = { [SUBOXONE]: 'medications', [SPANISH]: 'languages', [SLIDING_SCALE]: 'payment', [ADULTS]: 'ages', [VETERANS]: 'populations' } as const;
    for (const [slug, group] of Object.entries(groups)) {
      const json = await search({ services: slug });
      expect(idsOf(json), `services=${slug}`).toContain(f.facilityId);
      expect(json.facets.services[group].find((facet) => facet.value === slug)?.count, `${group} facet`).toBeGreaterThanOrEqual(1);
    }
    // And by the words people type.
    for (const q of ['suboxone clinic boise', 'takes aetna', 'spanish speaking', 'heroin addiction']) {
      expect(idsOf(await search({ q })), q).toContain(f.facilityId);
    }

    // Manage Listing starts from exactly what was ticked: nothing more, nothing folded.
    const { draft } = await me(f.cookie);
    expect(draft).toMatchObject({ email: 'intake@lakeshore.example.org', website: 'https://lakeshore.example.org', intakeHours: OFFER.intakeHours });
    expect(sorted(draft!.treatmentTypes)).toEqual(sorted(OFFER.treatmentTypes));
    expect(sorted(draft!.specializations)).toEqual(sorted(OFFER.specializations));
    expect(sorted(draft!.insurance)).toEqual(sorted(OFFER.insurance));
    expect(sorted(draft!.services)).toEqual(sorted(OFFER.services));

    // Sent back as it came, it changes nothing.
    const again = await saveListing(f.cookie, { ...draft! });
    expect(again.status).toBe(400);
    // Some twenty searches, each over a freshly built index: more than the default 5 s on a busy machine.
  }, 30_000);

  it('a listing that said nothing of what it offers (the step skipped) publishes none of it', async () => {
    const f = await approvedRegistration({ facilityName: `Quiet ${crypto.randomUUID().slice(0, 6)} House` });
    const page = await (await publicListing(f.facilityId)).json();
    expect(page.facility).toMatchObject({ insurance: [], intakeHours: '', email: '' });
    expect(page.services).toEqual([]);
    expect((await me(f.cookie)).draft).toMatchObject({ services: [], insurance: [], intakeHours: '' });
  });

  it('Manage Listing changes each list as one update: the desk shows it, approval publishes it, search and the editor follow', async () => {
    const name = `Harborview ${crypto.randomUUID().slice(0, 6)} Center`;
    const f = await approvedRegistration({ facilityName: name, ...OFFER });
    const edit = listingEdit(
      { facilityName: name },
      {
        treatmentTypes: ['residential'],
        specializations: ['cocaine-addiction', 'methamphetamine-addiction'],
        insurance: ['cigna'],
        services: [METHADONE, ADULTS],
        intakeHours: '24/7',
        website: 'harborview.example.org',
      },
    );
    const saved = await saveListing(f.cookie, edit);
    expect(saved.status).toBe(200);
    const update = (await saved.json()).pendingUpdate!;
    expect(update.changes.map((change) => change.field)).toEqual([
      'website',
      'treatmentTypes',
      'specializations',
      'insurance',
      'services',
      'intakeHours',
    ]);
    const services = update.changes.find((change) => change.field === 'services');
    expect(sorted(services?.current as string[])).toEqual(sorted(OFFER.services));
    expect(sorted(services?.proposed as string[])).toEqual(sorted([METHADONE, ADULTS]));
    // The dashboard names what the update changes, services included.
    expect((await me(f.cookie)).names).toMatchObject({ [METHADONE]: expect.stringContaining('Methadone'), 'cocaine-addiction': 'Cocaine Addiction' });

    // The desk shows the update and names everything in it.
    const desk = await (await submissionDetail(f.admin.cookie, update.id)).json();
    expect(desk.submission.changes.map((change) => change.field)).toContain('services');
    expect(desk.names).toMatchObject({ [METHADONE]: expect.stringContaining('Methadone'), cigna: 'Cigna', 'cocaine-addiction': 'Cocaine Addiction' });

    // Still the old offer in public until approved.
    expect((await (await publicListing(f.facilityId)).json()).facility.intakeHours).toBe(OFFER.intakeHours);
    expect((await approve(f.admin.cookie, update.id)).status).toBe(200);
    await freshSearch();

    const page = await (await publicListing(f.facilityId)).json();
    expect(page.facility).toMatchObject({
      treatmentTypes: ['Residential Treatment'],
      specializations: ['Cocaine Addiction', 'Methamphetamine Addiction'],
      insurance: ['Cigna'],
      intakeHours: '24/7',
      website: 'https://harborview.example.org',
    });
    expect(page.services.flatMap((group) => group.services)).toEqual(['Methadone', 'Adults']);
    expect(idsOf(await search({ services: METHADONE }))).toContain(f.facilityId);
    expect(idsOf(await search({ services: SUBOXONE }))).not.toContain(f.facilityId);
    expect(idsOf(await search({ specializations: 'cocaine-addiction' }))).toContain(f.facilityId);
    expect(idsOf(await search({ specializations: 'heroin-addiction' }))).not.toContain(f.facilityId);
    expect(idsOf(await search({ insurance: 'aetna' }))).not.toContain(f.facilityId);

    const { draft, pendingUpdate } = await me(f.cookie);
    expect(pendingUpdate).toBeNull();
    expect(draft).toMatchObject({
      treatmentTypes: ['residential'],
      specializations: ['cocaine-addiction', 'methamphetamine-addiction'],
      insurance: ['cigna'],
      intakeHours: '24/7',
    });
    expect(sorted(draft!.services)).toEqual(sorted([METHADONE, ADULTS]));
  }, 30_000);

  it('keeps the services the form does not offer (those that mean an insurance or treatment entry) through an edit', async () => {
    const name = `Stillwater ${crypto.randomUUID().slice(0, 6)} Clinic`;
    const f = await approvedRegistration({ facilityName: name, services: ['pay-medicaid', SPANISH] });
    const saved = await saveListing(f.cookie, listingEdit({ facilityName: name }, { services: [ADULTS] }));
    expect(saved.status).toBe(200);
    const update = (await saved.json()).pendingUpdate!;
    const services = update.changes.find((change) => change.field === 'services');
    expect(sorted(services?.current as string[])).toEqual(sorted(['pay-medicaid', SPANISH]));
    expect(sorted(services?.proposed as string[])).toEqual(sorted(['pay-medicaid', ADULTS]));
  });

  it('the catalogue the forms offer: every category in page order, without the services that mean a list entry', async () => {
    const res = await client.facility['service-catalogue'].$get();
    expect(res.status).toBe(200);
    const { categories } = await res.json();
    const slugs = categories.flatMap((category) => category.services.map((service) => service.slug));
    expect(slugs).toEqual(expect.arrayContaining([SUBOXONE, METHADONE, SPANISH, SLIDING_SCALE, ADULTS, VETERANS]));
    expect(slugs).not.toContain('pay-medicaid');
    expect(slugs).not.toContain('set-residential');
    expect(categories.find((category) => category.code === 'OL')).toMatchObject({ name: 'Languages other than English' });
  });
});

describe('a rejected registration corrected with what it offers', () => {
  beforeAll(async () => {
    await loadReferenceData();
  });

  it('sends the services, insurance and intake hours back to review with the rest', async () => {
    const { cookie, admin, facilityId } = await rejectedFacility();
    const res = await resubmit(cookie, correction({ insurance: ['humana'], services: [SPANISH, VETERANS], intakeHours: 'Weekdays 9–5', specializations: ['fentanyl-addiction'] }));
    expect(res.status).toBe(201);
    const latest = await env.DB.prepare(`SELECT id FROM facility_submissions WHERE facility_id = ?1 ORDER BY id DESC`).bind(facilityId).first<{ id: number }>();
    const desk = await (await submissionDetail(admin.cookie, latest!.id)).json();
    expect(desk.submission.listing).toMatchObject({ insurance: ['humana'], intakeHours: 'Weekdays 9–5', specializations: ['fentanyl-addiction'] });
    expect(sorted(desk.submission.listing.services)).toEqual(sorted([SPANISH, VETERANS]));
    const { listing } = await me(cookie);
    expect(listing).toMatchObject({ insuranceIds: ['humana'], intakeHours: 'Weekdays 9–5', specializationIds: ['fentanyl-addiction'] });
    expect(sorted(listing?.serviceSlugs)).toEqual(sorted([SPANISH, VETERANS]));
  });
});

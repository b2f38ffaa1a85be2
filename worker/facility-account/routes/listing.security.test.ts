import { beforeAll, describe, expect, it } from 'vitest';
import { updateRows } from '../../test/factories';
import { api, loadPageRenderer, loadReferenceData, PAGE_RENDERER_LOAD_MS } from '../../test/fixtures';
import { listingEdit, publicListing, publishedFacility, saveListing } from '../../test/listing-edit';
import { approve, lastEmail, registerFacility } from '../../test/review';
import { signedInAdmin } from '../../test/staff';

// Issue 40: U+202E RIGHT-TO-LEFT OVERRIDE and its kin (the embeddings and overrides U+202A–U+202E,
// the isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C) in a listing's name make it show
// its letters in another order than they are stored ("Harbor \u202Eexe.rpc" reads "Harbor cpr.exe")
// in a mail app's subject line or a browser tab. Names are stored without them, and the subject and
// title builders drop them from a name stored before.

const MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const RAW = '\u202BLake\u202E weiV\u202C \u2066Recovery\u2069\u200E\u200F\u061C\u202A\u202D\u2067\u2068';
const CLEAN = 'Lake weiV Recovery';
/** The registration body's city and state (worker/test/bodies.ts). */
const TITLE = `${CLEAN} – Boise, ID | Recovery Directory`;

beforeAll(async () => {
  await loadReferenceData();
  await loadPageRenderer();
}, PAGE_RENDERER_LOAD_MS);

/** The <title> of a listing's page as the Worker renders it. */
async function titleOf(facilityId: number): Promise<string> {
  const res = await api(`/facility/${facilityId}`);
  expect(res.status).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(await res.text())![1]!;
}

describe('facility-listing.security: marks that reorder text in a name', () => {
  it('a registration’s name is stored without them: its emails’ subjects and its page’s title too', async () => {
    const admin = await signedInAdmin();
    const registered = await registerFacility(RAW);
    expect((await lastEmail(registered.email, 'registration_received'))?.subject).toBe(`We received your listing for ${CLEAN}`);
    expect((await approve(admin.cookie, registered.submissionId)).status).toBe(200);
    expect((await lastEmail(registered.email, 'facility_approved'))?.subject).toBe(`${CLEAN} is approved`);
    expect((await (await publicListing(registered.facilityId)).json()).facility.name).toBe(CLEAN);
    expect(await titleOf(registered.facilityId)).toBe(TITLE);
  });

  it('a listing edit’s name is stored without them, and the page’s title shows it so', async () => {
    const f = await publishedFacility();
    const res = await saveListing(f.cookie, listingEdit(f, { facilityName: RAW }));
    expect(res.status).toBe(200);
    const { pendingUpdate } = await res.json();
    expect(pendingUpdate?.changes).toEqual([{ field: 'name', current: f.facilityName, proposed: CLEAN }]);
    expect((await approve(f.admin.cookie, pendingUpdate!.id)).status).toBe(200);
    expect((await (await publicListing(f.facilityId)).json()).facility.name).toBe(CLEAN);
    expect(await titleOf(f.facilityId)).toBe(TITLE);
  });

  it('a name stored with them before reaches no email subject or page title with them', async () => {
    const f = await publishedFacility();
    await updateRows('facilities', { id: f.facilityId }, { name: RAW });
    expect(await titleOf(f.facilityId)).toBe(TITLE);
    // An edit that leaves the name as stored: its approval's subject names the listing.
    const res = await saveListing(f.cookie, listingEdit({ facilityName: RAW }, { description: 'Evening groups too.' }));
    expect(res.status).toBe(200);
    expect((await approve(f.admin.cookie, (await res.json()).pendingUpdate!.id)).status).toBe(200);
    const subject = (await lastEmail(f.email, 'listing_update_approved'))?.subject;
    expect(subject).not.toMatch(MARKS);
    expect(subject).toBe(`Your changes to ${CLEAN} are live`);
  });
});

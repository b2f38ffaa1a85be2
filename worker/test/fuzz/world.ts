import { env } from 'cloudflare:workers';
import { hashPassword } from '../../accounts/password';
import { createPost, PNG_1X1, upload } from '../blog-admin';
import { client } from '../client';
import { createProspect } from '../crm';
import { facilityWithInquiries } from '../facility-inquiries';
import { addFacility, addUser, addZipCode, api, loadReferenceData, signInAs, withCookie } from '../fixtures';
import { reportListing, sendContactMessage, shownListingVersion } from '../inbox';
import { FACILITY_PASSWORD, registerFacility, shownVersion } from '../review';
import { ADMIN_PASSWORD } from '../staff';
import { addReview } from '../reviews-desk';
import type { FuzzWorld } from './examples';
import type { Sessions } from './build';

// The records the fuzzer's requests name, and the two sessions it sends them with (an admin and a
// facility account), kept alive while the fuzzer signs them out, disables or re-passwords them.

interface Account {
  role: 'admin' | 'facility';
  id: number;
  email: string;
  password: string;
  cookie: string;
}

/** One of each record an endpoint reads or changes; the ids of all of them. */
export async function buildWorld(): Promise<{ world: FuzzWorld; admin: Account; facility: Account }> {
  await loadReferenceData();
  const published = await facilityWithInquiries(2);
  const admin: Account = { role: 'admin', password: ADMIN_PASSWORD, ...published.admin };
  const facility: Account = { role: 'facility', id: published.userId, email: published.email, password: FACILITY_PASSWORD, cookie: published.cookie };
  const decoyAdmin = await addUser({ role: 'admin', password: ADMIN_PASSWORD });
  const decoyFacility = await addUser({ role: 'facility', password: FACILITY_PASSWORD });
  // The nearest ZIP code to the nearest-zip example's point (Denver), and the listing's own.
  await addZipCode('80202', 'Denver', 'CO', 39.75, -104.99);
  await addZipCode('93701', 'Fresno', 'CA', 36.74, -119.78);
  const listed = await addFacility({ name: 'Fuzz Springs Recovery', city: 'Fresno', state: 'CA', zip: '93701', latitude: 36.74, longitude: -119.78 });
  const pending = await registerFacility();
  const prospect = await createProspect(admin.cookie);
  const task = await client.admin.crm.tasks.$post({ json: { title: 'Call the director', prospectId: prospect.id } }, withCookie(admin.cookie));
  const post = await createPost(admin.cookie);
  const image = await upload(admin.cookie, PNG_1X1);
  const report = await reportListing(published.facilityId);
  if (task.status !== 201 || image.status !== 201) throw new Error(`world setup failed: task ${task.status}, image ${image.status}`);
  // Reviews of the fuzzer's listing: pending ones, and published ones with and without an answer.
  const at = new Date().toISOString();
  const reviews = [
    (await addReview(published.facilityId)).id,
    (await addReview(published.facilityId)).id,
    (await addReview(published.facilityId, { status: 'published', published_at: at })).id,
    (await addReview(published.facilityId, { status: 'published', published_at: at, response_body: 'Thank you.', response_status: 'pending', response_created_at: at })).id,
  ];
  const ids = [
    ...reviews,
    published.facilityId,
    published.submissionId,
    ...published.inquiries,
    published.userId,
    admin.id,
    decoyAdmin.id,
    decoyFacility.id,
    listed,
    pending.facilityId,
    pending.submissionId,
    await sendContactMessage(),
    report,
    prospect.id,
    (await task.json()).task.id,
    post.id,
  ];
  return {
    world: {
      facilityId: published.facilityId,
      facilityName: published.facilityName,
      prospectId: prospect.id,
      versions: {
        submission: (await shownVersion(admin.cookie, pending.submissionId))!,
        listing: (await shownListingVersion(admin.cookie, report))!,
      },
      decoyAdminEmail: decoyAdmin.email,
      decoyFacilityEmail: decoyFacility.email,
      ids,
      slugs: [post.slug],
      mediaNames: [(await image.json()).url.split('/').pop()!],
    },
    admin,
    facility,
  };
}

const SESSION_PATH = { admin: '/api/admin/session', facility: '/api/facility/session' } as const;

/**
 * The fuzzer's two sessions. A request may end one (sign-out, sign out everywhere, a password
 * change, disabling the admin): after each accepted change both are checked, and a dead one is
 * brought back as an operator would — the account re-enabled with its password, and signed in again.
 */
export class FuzzSessions {
  constructor(private readonly accounts: { admin: Account; facility: Account }) {}

  get cookies(): Sessions {
    return { admin: this.accounts.admin.cookie, facility: this.accounts.facility.cookie };
  }

  async keepAlive(): Promise<void> {
    for (const account of Object.values(this.accounts)) {
      const res = await api(SESSION_PATH[account.role], withCookie(account.cookie));
      if (res.status === 200) continue;
      await env.DB.prepare(`UPDATE users SET status = 'active', password_hash = ?2 WHERE id = ?1`)
        .bind(account.id, await hashPassword(account.password))
        .run();
      account.cookie = await signInAs(account.role, account.email, account.password);
    }
  }
}

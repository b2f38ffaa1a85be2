import { contact, lead, registration } from '../bodies';
import { postBody } from '../blog-admin';
import { prospectBody } from '../crm';
import { csvOf } from '../crm-csv';
import { contactBody, NEW_PASSWORD, passwordChange } from '../facility-settings';
import { listingEdit } from '../listing-edit';
import { newLocation } from '../locations';
import { correction } from '../resubmission';
import { FACILITY_PASSWORD } from '../review';
import { reviewBody } from '../review-writing';
import { ADMIN_PASSWORD, newStaffEmail } from '../staff';

// A valid request per endpoint where one exists, for the fuzzer to start from and mutate: a body that
// passes validation reaches the handler. Keyed by `METHOD path` as the route table spells them; a
// route missing here is fuzzed from an empty body and the generic query names.

/** The records the fuzz file made, for bodies that name them. */
export interface FuzzWorld {
  facilityId: number;
  facilityName: string;
  prospectId: number;
  /** The versions a decision names, as the admin screens show them: the pending submission's and the reported listing's. */
  versions: { submission: number; listing: number };
  /** Accounts no session of the fuzzer uses: sign-in bodies name them, so a lockout hits nobody. */
  decoyAdminEmail: string;
  decoyFacilityEmail: string;
  /** Every id the fuzz file created (facilities, records, users, posts...), for path parameters. */
  ids: number[];
  slugs: string[];
  mediaNames: string[];
}

export type BodyKind = 'json' | 'csv' | 'multipart' | 'none';

interface Example {
  kind: BodyKind;
  /** A valid body, built fresh per request (emails and slugs that must be new each time). */
  body?: (world: FuzzWorld) => unknown;
}

const hex64 = () => [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');

const json = (body: (world: FuzzWorld) => unknown): Example => ({ kind: 'json', body });

/** The CRM import's columns, a row that imports and one that is skipped. */
export const VALID_CSV = () =>
  csvOf(
    ['facility_name', 'state', 'status', 'priority', 'tags', 'estimated_annual_revenue', 'notes'],
    [`Fuzz Prospect ${crypto.randomUUID().slice(0, 8)}`, 'CA', 'new', 'high', 'west;fuzz', '1000', 'From the fuzzer'],
    ['Second Prospect', 'XX', 'unknown', 'low', '', 'lots', ''],
  );

const EXAMPLES: Record<string, Example> = {
  'POST /api/facility/public/search/nearest-zip': json(() => ({ latitude: 39.74, longitude: -104.99 })),
  'POST /api/facility/public/:id/reports': json(() => ({ reason: 'wrong_contact', details: 'The phone rings out.', email: 'fuzz@example.org' })),
  'POST /api/facility/public/:id/views': { kind: 'none' },
  'POST /api/facility/registrations': json(() => registration()),
  'POST /api/facility/registrations/confirmation': json(() => ({ token: hex64() })),
  'POST /api/facility/registrations/confirmation/details': json(() => ({ token: hex64() })),
  'POST /api/facility/session': json((w) => ({ email: w.decoyFacilityEmail, password: FACILITY_PASSWORD, remember: true })),
  'DELETE /api/facility/session': { kind: 'none' },
  'POST /api/facility/password-reset': json((w) => ({ email: w.decoyFacilityEmail })),
  'POST /api/facility/password-reset/check': json(() => ({ token: hex64() })),
  'POST /api/facility/password-reset/confirm': json(() => ({ token: hex64(), password: NEW_PASSWORD })),
  'POST /api/facility/contact-confirmation': json(() => ({ token: hex64() })),
  'POST /api/facility/me/resubmission': json(() => correction()),
  'POST /api/facility/me/locations': json(() => newLocation()),
  'PUT /api/facility/me/password': json(() => passwordChange()),
  'DELETE /api/facility/me/sessions': { kind: 'none' },
  'PUT /api/facility/me/contact': json(() => contactBody()),
  'PUT /api/facility/me/availability': json(() => ({ accepting: 'yes', openBeds: '3', waitDays: 5 })),
  'POST /api/facility/me/availability/confirmation': { kind: 'none' },
  'PUT /api/facility/me/listing': json((w) =>
    listingEdit({ facilityName: w.facilityName }, { description: `Edited by the fuzzer ${crypto.randomUUID()}` }),
  ),
  'PATCH /api/facility/me/inquiries/:id': json(() => ({ status: 'contacted' })),
  'POST /api/admin/session': json((w) => ({ email: w.decoyAdminEmail, password: ADMIN_PASSWORD })),
  'DELETE /api/admin/session': { kind: 'none' },
  'POST /api/admin/submissions/:id/approve': json((w) => ({ notes: 'Looks right.', version: w.versions.submission })),
  'POST /api/admin/submissions/:id/reject': json((w) => ({ notes: 'Please add your license number.', version: w.versions.submission })),
  'PATCH /api/admin/leads/:id': json(() => ({ status: 'contacted', notes: 'Called back.' })),
  'PATCH /api/admin/contact-messages/:id': json(() => ({ status: 'answered', notes: 'Replied by email.' })),
  'PATCH /api/admin/listing-reports/:id': json((w) => ({ resolution: 'no_change', notes: 'Checked: correct.', version: w.versions.listing })),
  'POST /api/admin/staff': json(() => ({ name: 'Casey Fuzz', email: newStaffEmail() })),
  'PATCH /api/admin/staff/:id': json(() => ({ status: 'active' })),
  'POST /api/admin/crm/prospects/import': { kind: 'csv', body: VALID_CSV },
  'POST /api/admin/crm/prospects': json(() => prospectBody()),
  'POST /api/admin/crm/prospects/bulk': json((w) => ({ ids: [w.prospectId], action: 'add_tag', tag: 'fuzz' })),
  'PATCH /api/admin/crm/prospects/:id': json(() => ({ status: 'contacted', notes: 'Left a message.' })),
  'DELETE /api/admin/crm/prospects/:id': { kind: 'none' },
  'POST /api/admin/crm/prospects/:id/activities': json(() => ({ kind: 'call', body: 'Spoke with the director.' })),
  'POST /api/admin/crm/tasks': json((w) => ({ title: 'Follow up', dueDate: '2030-01-15', priority: 'high', prospectId: w.prospectId })),
  'PATCH /api/admin/crm/tasks/:id': json(() => ({ completed: true })),
  'POST /api/admin/blog/posts': json(() => postBody()),
  'PATCH /api/admin/blog/posts/:id': json(() => ({ title: 'A better title', tags: ['family'] })),
  'DELETE /api/admin/blog/posts/:id': { kind: 'none' },
  'POST /api/admin/blog/preview': json(() => ({ content: '## Heading\n\nSome *words*.' })),
  'POST /api/admin/blog/images': { kind: 'multipart' },
  'POST /api/admin/reviews/:id/publish': json(() => ({ notes: 'Within the guidelines.' })),
  'POST /api/admin/reviews/:id/reject': json(() => ({ guideline: 'advertising', notes: 'A sales pitch.' })),
  'POST /api/admin/reviews/:id/response/publish': json(() => ({})),
  'POST /api/admin/reviews/:id/response/reject': json(() => ({ guideline: 'conflict_of_interest' })),
  'POST /api/admin/facilities/:id/verifications': json(() => ({ method: 'phone_call', outcome: 'confirmed', confirmed: ['phone', 'address'], notes: 'Spoke with intake.' })),
  'POST /api/facility/me/reviews/:id/response': json(() => ({ body: 'Thank you for your review.' })),
  'POST /api/facility/me/review-invitations': json(() => ({ emails: [`invited-${crypto.randomUUID().slice(0, 8)}@example.org`] })),
  'POST /api/staff-invitations/check': json(() => ({ token: hex64() })),
  'POST /api/staff-invitations/accept': json(() => ({ token: hex64(), password: 'Serene Valley 2026' })),
  'POST /api/leads': json((w) => lead({ facilityId: w.facilityId })),
  'POST /api/contact': json(() => contact()),
  'POST /api/reviews': json((w) => reviewBody(w.facilityId, { invitation: hex64() })),
  'POST /api/reviews/confirmation': json(() => ({ token: hex64() })),
  'PATCH /api/reviews/:id': json(() => ({ rating: 2, body: 'Changed after a second stay.', relationship: 'client', displayName: 'J. K.' })),
  'POST /api/reviews/:id/reports': json(() => ({ reason: 'fake', details: 'Never a client.' })),
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The example for a route: its own, or an empty JSON object for a state-changing route without one. */
export function exampleFor(method: string, path: string): Example {
  return EXAMPLES[`${method} ${path}`] ?? (SAFE.has(method) ? { kind: 'none' } : json(() => ({})));
}

/** Query names the API reads somewhere, with values that pass; every request may carry any of them. */
export const QUERY_NAMES = [
  'q',
  'search',
  'page',
  'limit',
  'sort',
  'status',
  'state',
  'zip',
  'radius',
  'treatment_types',
  'specializations',
  'insurance',
  'services',
  'as_typed',
  'accepting',
  'category',
  'tag',
  'days',
  'from',
  'to',
  'facilityId',
  'actorId',
  'action',
  'target',
  'template',
  'urgency',
  'priority',
  'dry_run',
  'first_line',
  'provider',
  'response',
  'reason',
];

export const QUERY_VALUES = [
  '1',
  '2',
  '20',
  '100',
  'CA',
  'detox',
  'alcohol rehab texas',
  'outpatient,detox',
  'open',
  'new',
  'pending',
  'draft',
  'published',
  '30',
  '90',
  '2026-01-01',
  '90210',
  '25',
  'rating',
  'distance',
  'relevance',
  'true',
  'family-support',
  'never_checked',
];

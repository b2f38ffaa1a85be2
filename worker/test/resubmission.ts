import { client } from './client';
import { signInAs, withCookie } from './fixtures';
import { FACILITY_PASSWORD, registerFacility, reject } from './review';
import { signedInAdmin } from './staff';

type ResubmissionBody = Parameters<typeof client.facility.me.resubmission.$post>[0]['json'];

/** The registration form's listing fields, corrected; each test overrides what it is about. */
export function correction(overrides: Partial<ResubmissionBody> = {}): ResubmissionBody {
  return {
    facilityName: 'Serene Valley Recovery Center',
    contactPerson: 'Jordan Lee-Park',
    title: 'Clinical Director',
    phone: '(555) 555-0199',
    website: 'https://serene-valley.example.org',
    address: '14 Valley Road',
    city: 'Boise',
    state: 'ID',
    zipCode: '83702',
    description: 'Outpatient programs for adults, state license 12-345.',
    established: '2011',
    treatmentTypes: ['outpatient'],
    specializations: ['dual-diagnosis', 'alcohol-addiction'],
    insurance: [],
    services: [],
    intakeHours: '',
    capacity: '45',
    accreditation: 'CARF, Joint Commission',
    ...overrides,
  };
}

/** A registration an admin rejected with notes, and the facility signed in to correct it. */
export async function rejectedFacility(notes = 'Please add your state license number.') {
  const admin = await signedInAdmin();
  const registered = await registerFacility();
  const res = await reject(admin.cookie, registered.submissionId, notes);
  if (res.status !== 200) throw new Error(`reject answered ${res.status}`);
  return { ...registered, admin, cookie: await signInAs('facility', registered.email, FACILITY_PASSWORD) };
}

export const resubmit = (cookie: string | undefined, json: ResubmissionBody = correction()) =>
  client.facility.me.resubmission.$post({ json }, withCookie(cookie));

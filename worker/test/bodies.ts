import type { client } from './client';

// Valid bodies for the API's forms, typed by the client (so by the Worker's own schemas); each
// test overrides what it is about.

type JsonOf<Call extends (args: never, ...rest: never[]) => unknown> = Parameters<Call>[0] extends { json: infer J } ? J : never;

type RegistrationBody = JsonOf<typeof client.facility.registrations.$post>;
type LeadBody = JsonOf<typeof client.leads.$post>;
type ContactBody = JsonOf<typeof client.contact.$post>;

/** A registration with a fresh email each time. */
export function registration(overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  return {
    email: `owner-${crypto.randomUUID().slice(0, 8)}@test.example.org`,
    password: 'Serene Valley 2026',
    confirmPassword: 'Serene Valley 2026',
    facilityName: 'Serene Valley Recovery',
    contactPerson: 'Jordan Lee',
    title: 'Director',
    phone: '(555) 555-0123',
    website: 'https://serene.example.org',
    address: '12 Valley Road',
    city: 'Boise',
    state: 'ID',
    zipCode: '83702',
    description: 'Outpatient programs for adults.',
    established: '2012',
    treatmentTypes: ['outpatient', 'iop'],
    specializations: ['alcohol-addiction', 'opioid-addiction'],
    capacity: '40',
    accreditation: 'CARF, State Licensed',
    agreeToTerms: true,
    agreeToReview: true,
    ...overrides,
  };
}

export function lead(overrides: Partial<LeadBody> = {}): LeadBody {
  return {
    name: 'Sam Rivera',
    phone: '(555) 555-0147',
    email: 'sam@example.org',
    state: 'OR',
    addiction: 'opioids',
    urgency: 'immediate',
    insurance: 'medicaid',
    message: 'My brother needs help with opioid use.',
    consent: true,
    ...overrides,
  };
}

export function contact(overrides: Partial<ContactBody> = {}): ContactBody {
  return {
    name: 'Alex Kim',
    email: 'alex@example.org',
    subject: 'Listing question',
    message: 'How do I update my listing?',
    ...overrides,
  };
}

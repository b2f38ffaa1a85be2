import { z } from 'zod';
import { boundedInt } from '../lib/schemas/numbers';

import { OPEN_DATA_DEFAULT_LIMIT, OPEN_DATA_LICENCE, OPEN_DATA_MAX_LIMIT } from './schemas/open-data-values';

export { LOCATOR_PUBLIC_DOMAIN_URL, OPEN_DATA_DEFAULT_LIMIT, OPEN_DATA_LICENCE, OPEN_DATA_MAX_LIMIT } from './schemas/open-data-values';

/** `?page=&limit=` of GET /api/open-data/facilities. */
export const openDataPageQuerySchema = z.object({
  page: boundedInt('Page', 1, 100_000).default(1),
  limit: boundedInt('Limit', 1, OPEN_DATA_MAX_LIMIT).default(OPEN_DATA_DEFAULT_LIMIT),
});

/**
 * One published listing in the Open Referral HSDS 3.0 vocabulary: the organization that runs it, its
 * one location with a physical address, its phones, and what it offers as one service classified by
 * taxonomy terms. The directory does not know which of a facility's specializations or payment
 * options belong to which of its programs, so it claims no more than one service per facility.
 */
export interface OpenDataTaxonomyTerm {
  term: string;
  /** 'recovery-directory': our own lists; 'samhsa-locator': the national locator's service values. */
  taxonomy: 'recovery-directory' | 'samhsa-locator';
  /** 'treatment_type:detox', 'specialization:…', 'insurance:…'; a locator service's slug (as in search's services=). */
  code: string;
}

export interface OpenDataFacility {
  /** The directory's facility id: the listing's page is /facility/<id>. */
  id: string;
  url: string;
  /** Where the listing came from: a facility or our team ('directory'), or SAMHSA's locator ('locator'). */
  source: 'directory' | 'locator';
  organization: { id: string; name: string; description: string; website: string | null; email: string | null };
  location: {
    id: string;
    name: string;
    latitude: number | null;
    longitude: number | null;
    addresses: Array<{
      address_1: string;
      address_2?: string;
      city: string;
      state_province: string;
      postal_code: string | null;
      country: 'US';
      address_type: 'physical';
    }>;
  };
  phones: Array<{ number: string; type: 'voice' }>;
  services: Array<{ id: string; name: string; status: 'active'; taxonomy_terms: OpenDataTaxonomyTerm[] }>;
  service_at_location: Array<{ id: string; service_id: string; location_id: string }>;
  /** When the listing last changed (ISO 8601). */
  last_modified: string;
  /** What the facility says of taking new patients, each with the UTC day it last confirmed it; null if it never said. */
  availability: OpenDataAvailability | null;
}

/** A facility's availability as it stated it (not in HSDS 3.0: an extension of this export). */
export interface OpenDataAvailability {
  accepting_new_patients: 'yes' | 'waitlist' | 'no' | null;
  /** YYYY-MM-DD (UTC). */
  accepting_new_patients_confirmed_on: string | null;
  open_beds: number | null;
  open_beds_confirmed_on: string | null;
  typical_wait_days: number | null;
  typical_wait_days_confirmed_on: string | null;
}

/** The terms every open-data answer carries. */
export interface OpenDataLicence {
  name: string;
  url: string;
  attribution: string;
  statement: string;
}

export function openDataLicence(siteUrl: string): OpenDataLicence {
  return {
    name: OPEN_DATA_LICENCE.name,
    url: OPEN_DATA_LICENCE.url,
    attribution: `Recovery Directory, ${siteUrl}/open-data`,
    statement:
      'The directory’s listing data is published under CC BY 4.0: you may copy, share and adapt it for any purpose, ' +
      `commercial ones included, if you credit “Recovery Directory” with a link to ${siteUrl}/open-data. ` +
      'Listings whose source is "locator", and terms of the "samhsa-locator" taxonomy, come from SAMHSA’s national ' +
      'treatment locator (FindTreatment.gov), a work of the U.S. Government in the public domain (CC0 1.0 worldwide). ' +
      'Listings are general information, not medical advice: confirm details with the facility.',
  };
}

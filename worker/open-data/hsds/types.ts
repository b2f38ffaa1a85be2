// The HSDS 3.0 objects this API writes, as far as we fill them (schema/compiled/*.json of
// openreferral/specification; the Worker tests validate every answer against those schemas).

export interface HsdsTaxonomy {
  id: string;
  name: string;
  description: string;
  version: string;
}

export interface HsdsTaxonomyTerm {
  id: string;
  code: string;
  name: string;
  description: string;
  taxonomy: string;
  taxonomy_id: string;
  language: string;
}

export interface HsdsAttribute {
  id: string;
  link_id: string;
  link_type: string;
  link_entity: 'service';
  taxonomy_term_id: string;
  /** Left out in the bulk file, which serves the terms once (hsds-taxonomy-terms.ndjson). */
  taxonomy_term?: HsdsTaxonomyTerm;
}

export interface HsdsAddress {
  id: string;
  location_id: string;
  address_1: string;
  city: string;
  state_province: string;
  postal_code: string;
  country: string;
  address_type: 'physical';
}

export interface HsdsLocation {
  id: string;
  location_type: 'physical';
  organization_id: string;
  name: string;
  url: string;
  latitude?: number;
  longitude?: number;
  addresses: HsdsAddress[];
}

export interface HsdsPhone {
  id: string;
  service_id: string;
  location_id: string;
  number: string;
  type: 'voice';
  languages: never[];
}

export interface HsdsOrganization {
  id: string;
  name: string;
  description: string;
  website?: string;
  email?: string;
  uri: string;
}

/** A service's one-to-one fields: what lists carry unless asked for `full`. */
export interface HsdsServiceSummary {
  id: string;
  organization_id: string;
  name: string;
  description: string;
  url?: string;
  email?: string;
  status: 'active';
  interpretation_services?: string;
  fees_description?: string;
  accreditations?: string;
  eligibility_description?: string;
  last_modified: string;
  organization: HsdsOrganization;
}

export interface HsdsServiceAtLocationSummary {
  id: string;
  service_id: string;
  location_id: string;
  location: HsdsLocation;
}

export interface HsdsService extends HsdsServiceSummary {
  phones: HsdsPhone[];
  schedules: never[];
  service_areas: never[];
  service_at_locations: HsdsServiceAtLocationSummary[];
  languages: Array<{ id: string; service_id: string; name: string; code?: string }>;
  cost_options: Array<{ id: string; service_id: string; option: string }>;
  funding: never[];
  required_documents: never[];
  contacts: never[];
  attributes: HsdsAttribute[];
  metadata: never[];
}

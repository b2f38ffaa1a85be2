// One seeded facility: the facilities columns plus its taxonomy links (ids from seed/reference.ts).

export interface FacilityRow {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  phone: string;
  website: string;
  email: string;
  description: string;
  rating: number;
  reviews: number;
  established: string;
  accreditation: string[];
  features: string[];
  lastVerifiedAt: string;
  createdAt: string;
  updatedAt: string;
  treatmentTypes: string[];
  specializations: string[];
  insurance: string[];
  /** Ids of the locator services it offers (seed/services.ts numbering). */
  services: number[];
}

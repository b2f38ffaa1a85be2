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
  /** 3.0-5.0: where the demo reviews' ratings centre (seed/reviews.ts); never stored as a rating. */
  reviewMean: number;
  /** 3-1500: how busy the listing is, so how many demo reviews it gets (a handful at most). */
  reviewVolume: number;
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

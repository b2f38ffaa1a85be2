import type { FacilityRecord } from '../api/get-facility';

/**
 * schema.org MedicalBusiness data for search engines (product spec §2 "Structured business data").
 * A data block, not a script: CSP's script-src 'self' does not apply to application/ld+json.
 */
export function FacilityJsonLd({ facility, pageUrl }: { facility: FacilityRecord; pageUrl: string }) {
  return <script type="application/ld+json">{toJsonLd(facility, pageUrl)}</script>;
}

export function toJsonLd(facility: FacilityRecord, pageUrl: string): string {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    '@id': pageUrl,
    name: facility.name,
    url: facility.website || pageUrl,
    ...(facility.description ? { description: facility.description } : {}),
    ...(facility.phone ? { telephone: facility.phone } : {}),
    ...(facility.email ? { email: facility.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(facility.address ? { streetAddress: facility.address } : {}),
      addressLocality: facility.city,
      addressRegion: facility.state,
      ...(facility.zip ? { postalCode: facility.zip } : {}),
      addressCountry: 'US',
    },
    ...(facility.latitude !== null && facility.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: facility.latitude, longitude: facility.longitude } }
      : {}),
    ...(facility.rating !== null && facility.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: facility.rating,
            reviewCount: facility.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  // "<" escaped so no text in a listing can ever close the element early.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

// schema.org JSON-LD for the pages' heads (../app/head.ts): what a page is about, in the words search
// engines read. Every URL in it is absolute.

type JsonLd = Record<string, unknown>;

interface FacilityFacts {
  name: string;
  phone: string;
  website: string | null;
  address: string;
  city: string;
  state: string;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  reviews: number;
}

export function facilityJsonLd(f: FacilityFacts, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: f.name,
    url,
    telephone: f.phone,
    ...(f.website ? { sameAs: [f.website] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: f.address,
      addressLocality: f.city,
      addressRegion: f.state,
      ...(f.zip ? { postalCode: f.zip } : {}),
      addressCountry: 'US',
    },
    ...(f.latitude !== null && f.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: f.latitude, longitude: f.longitude } } : {}),
    ...(f.rating !== null && f.reviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: f.rating, reviewCount: f.reviews } }
      : {}),
  };
}

export function breadcrumbJsonLd(trail: Array<[name: string, url: string]>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, url], i) => ({ '@type': 'ListItem', position: i + 1, name, item: url })),
  };
}

/** A list page's items, in its order. */
export function itemListJsonLd(name: string, items: Array<{ url: string; name: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: item.url, name: item.name })),
  };
}

interface ArticleFacts {
  title: string;
  meta_description: string;
  excerpt: string;
  published_date: string;
  updated_date: string;
  author: { name: string; bio: string | null };
  category: { name: string };
  tags: string[];
}

export function articleJsonLd(post: ArticleFacts, url: string, siteUrl: string, image: string | null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.meta_description || post.excerpt,
    ...(image ? { image: [image] } : {}),
    datePublished: post.published_date,
    dateModified: post.updated_date > post.published_date ? post.updated_date : post.published_date,
    author: { '@type': 'Person', name: post.author.name, ...(post.author.bio ? { description: post.author.bio } : {}) },
    publisher: { '@id': `${siteUrl}/#organization` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category.name,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}

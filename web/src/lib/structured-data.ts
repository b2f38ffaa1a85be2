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

/** A published review, as its listing's page shows it. */
interface ReviewFacts {
  rating: number;
  title?: string;
  body: string;
  displayName: string;
  lang: string;
  createdAt: string;
}

/**
 * The listing, with its AggregateRating and the Reviews its page shows only when it has published
 * reviews: `rating` and `reviews` are theirs (decision 027), never a number of our own.
 */
export function facilityJsonLd(f: FacilityFacts, url: string, reviews: readonly ReviewFacts[] = []): JsonLd {
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
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(f.rating * 10) / 10, reviewCount: f.reviews, bestRating: 5, worstRating: 1 },
          ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
        }
      : {}),
  };
}

function reviewJsonLd(r: ReviewFacts): JsonLd {
  return {
    '@type': 'Review',
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    author: { '@type': 'Person', name: r.displayName },
    ...(r.title ? { name: r.title } : {}),
    reviewBody: r.body,
    inLanguage: r.lang,
    datePublished: r.createdAt.slice(0, 10),
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

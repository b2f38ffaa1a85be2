import { SITE_DESCRIPTION, SITE_NAME } from '../../config/site';
import type { SiteConfig } from '../../lib/reference-data';

/**
 * Organization structured data for search engines, as a JSON data block (not a script the
 * Content-Security-Policy has to allow: browsers never execute application/ld+json).
 */
export function OrganizationData({ config }: { config: SiteConfig | null }) {
  const origin = window.location.origin;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    description: SITE_DESCRIPTION,
    ...(config && {
      email: config.contactEmail,
      contactPoint: [
        {
          '@type': 'ContactPoint',
          telephone: config.helpline.tel.replace(/^tel:/, ''),
          contactType: 'customer support',
          areaServed: 'US',
          availableLanguage: 'English',
        },
      ],
    }),
  };
  // Text content, not markup: "<" is escaped anyway so no value could ever close the element.
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}

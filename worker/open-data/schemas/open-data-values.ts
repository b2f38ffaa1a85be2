// The open data's fixed facts, apart from its schemas (../schemas.ts): the /open-data page shows them at
// first paint, and a value import of a zod schema module would load zod (24 KB) on that page.

export const OPEN_DATA_DEFAULT_LIMIT = 100;
export const OPEN_DATA_MAX_LIMIT = 500;

/** The licence of the directory's own listing data (shown on /open-data and in every answer). */
export const OPEN_DATA_LICENCE = {
  name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/**
 * SAMHSA's FindTreatment.gov data is a work of the U.S. Government, in the public domain in the
 * United States with a worldwide CC0 1.0 dedication (scripts/fixtures/locator/README.md).
 */
export const LOCATOR_PUBLIC_DOMAIN_URL = 'https://creativecommons.org/publicdomain/zero/1.0/';

import type { HsdsRow, ListLinks } from './queries/listings';
import type {
  HsdsAttribute,
  HsdsLocation,
  HsdsOrganization,
  HsdsService,
  HsdsServiceAtLocationSummary,
  HsdsServiceSummary,
} from './types';
import { hsdsId } from './uuid';
import type { HsdsVocabulary, VocabularyTerm } from './vocabulary';

// One published listing in HSDS 3.0: a service of its organization at its one location. The
// locations of one provider share one organization (its name and website: migration 0028). Every
// term it carries (our lists and the locator's services) is an attribute with its taxonomy term;
// some locator categories also fill the fields HSDS has for them (languages, cost options,
// eligibility, accreditations).

/** ISO 639-1 codes of the languages the locator names. */
const LANGUAGE_CODES: Record<string, string> = { Spanish: 'es', German: 'de', French: 'fr', Chinese: 'zh', Vietnamese: 'vi', Korean: 'ko' };

/** The locator categories that say who a service is for (eligibility), with how we name them. */
const ELIGIBILITY: Array<[string, string]> = [
  ['AGE', 'Ages'],
  ['GN', 'Gender accepted'],
  ['SG', 'Programs for'],
  ['EXCL', 'Serves only'],
];

const isoDate = (text: string) => {
  const time = Date.parse(text);
  return Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString();
};

/** An http(s) address that parses, as written; anything else is left out rather than published broken. */
function webAddress(text: string): string | undefined {
  if (!/^https?:\/\//i.test(text.trim())) return undefined;
  try {
    return new URL(text.trim()).toString();
  } catch {
    return undefined;
  }
}
const emailAddress = (text: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()) ? text.trim() : undefined);

/** A listing's ids, computed once per answer. */
export interface ListingIds {
  organization: string;
  location: string;
  service: string;
  serviceAtLocation: string;
}

/** A listing's ids: its organization's from the organization's key, the others from the listing's own id. */
export async function listingIds(row: Pick<HsdsRow, 'id' | 'organization_key'>): Promise<ListingIds> {
  const facilityId = row.id;
  const [organization, location, service, serviceAtLocation] = await Promise.all([
    hsdsId('organization', row.organization_key),
    hsdsId('location', facilityId),
    hsdsId('service', facilityId),
    hsdsId('service_at_location', facilityId),
  ]);
  return { organization, location, service, serviceAtLocation };
}

export function toOrganization(row: HsdsRow, ids: ListingIds, siteUrl: string): HsdsOrganization {
  // A provider's locations share its name and website; a listing on its own is its organization.
  const website = webAddress(row.organization_website ?? row.website);
  const email = emailAddress(row.email);
  return {
    id: ids.organization,
    name: row.organization_name ?? row.name,
    description: row.description,
    ...(website ? { website } : {}),
    ...(email ? { email } : {}),
    uri: `${siteUrl}/facility/${row.id}`,
  };
}

export async function toLocation(row: HsdsRow, ids: ListingIds, siteUrl: string): Promise<HsdsLocation> {
  return {
    id: ids.location,
    location_type: 'physical',
    organization_id: ids.organization,
    name: row.name,
    url: `${siteUrl}/facility/${row.id}`,
    ...(row.latitude === null ? {} : { latitude: row.latitude }),
    ...(row.longitude === null ? {} : { longitude: row.longitude }),
    addresses: [
      {
        id: await hsdsId('address', row.id),
        location_id: ids.location,
        address_1: row.address,
        city: row.city,
        state_province: row.state,
        postal_code: row.zip ?? '',
        // Territories too: a US postal address (state_province 'PR', 'GU', …), as the USPS writes it.
        country: 'US',
        address_type: 'physical',
      },
    ],
  };
}

/** Every term of a listing, in page order: our lists first, then the locator's catalogue. */
export function termsOf(row: HsdsRow, links: ListLinks | undefined, vocabulary: HsdsVocabulary): VocabularyTerm[] {
  const ours = [...(links ?? new Map<string, string[]>()).entries()].flatMap(([list, entries]) =>
    entries.flatMap((entry) => vocabulary.lists.get(list)?.get(entry) ?? []),
  );
  const locator = (JSON.parse(row.services) as number[]).flatMap((id) => vocabulary.services.get(id) ?? []);
  return [...ours.sort((a, b) => a.order - b.order), ...locator.sort((a, b) => a.order - b.order)];
}

const labels = (terms: VocabularyTerm[], group: string) => terms.filter((t) => t.group === group).map((t) => t.hsds.name);
const sentence = (parts: Array<string | undefined>) => parts.filter(Boolean).join(' ') || undefined;

export function toServiceSummary(row: HsdsRow, ids: ListingIds, terms: VocabularyTerm[], siteUrl: string): HsdsServiceSummary {
  const organization = toOrganization(row, ids, siteUrl);
  // The service's own address is the listing's, whatever its organization's is.
  const url = webAddress(row.website);
  const accreditations = [...(JSON.parse(row.accreditation) as string[]), ...labels(terms, 'LCA')];
  const eligibility = sentence(ELIGIBILITY.map(([group, label]) => {
    const names = labels(terms, group);
    return names.length > 0 ? `${label}: ${names.join(', ')}.` : undefined;
  }));
  const paymentHelp = labels(terms, 'PYAS');
  const interpretation = labels(terms, 'SL');
  return {
    id: ids.service,
    organization_id: ids.organization,
    name: row.name,
    description: row.description,
    ...(url ? { url } : {}),
    ...(organization.email ? { email: organization.email } : {}),
    status: 'active',
    ...(interpretation.length > 0 ? { interpretation_services: interpretation.join('; ') } : {}),
    ...(paymentHelp.length > 0 ? { fees_description: paymentHelp.join('; ') } : {}),
    ...(accreditations.length > 0 ? { accreditations: accreditations.join('; ') } : {}),
    ...(eligibility ? { eligibility_description: eligibility } : {}),
    last_modified: isoDate(row.updated_at),
    organization,
  };
}

export async function toServiceAtLocation(row: HsdsRow, ids: ListingIds, siteUrl: string): Promise<HsdsServiceAtLocationSummary> {
  return { id: ids.serviceAtLocation, service_id: ids.service, location_id: ids.location, location: await toLocation(row, ids, siteUrl) };
}

/**
 * The whole service: everything we know of the listing, nested as HSDS nests it. `nestTerms: false`
 * leaves each attribute's `taxonomy_term` out (its `taxonomy_term_id` stays): the bulk file does, and
 * serves the terms once in a file of their own instead of again in every attribute.
 */
export async function toService(
  row: HsdsRow,
  links: ListLinks | undefined,
  vocabulary: HsdsVocabulary,
  siteUrl: string,
  { nestTerms = true }: { nestTerms?: boolean } = {},
): Promise<HsdsService> {
  const ids = await listingIds(row);
  const terms = termsOf(row, links, vocabulary);
  const keyed = (kind: 'attribute' | 'language' | 'cost_option', t: VocabularyTerm) => hsdsId(kind, `${row.id}/${t.taxonomy}/${t.code}`);
  const attributes: HsdsAttribute[] = await Promise.all(
    terms.map(async (t) => ({
      id: await keyed('attribute', t),
      link_id: ids.service,
      link_type: t.group,
      link_entity: 'service' as const,
      taxonomy_term_id: t.hsds.id,
      ...(nestTerms ? { taxonomy_term: t.hsds } : {}),
    })),
  );
  const payment = terms.filter((t) => t.group === 'insurance' || t.group === 'PAY' || t.group === 'PYAS');
  return {
    ...toServiceSummary(row, ids, terms, siteUrl),
    phones: row.phone
      ? [{ id: await hsdsId('phone', row.id), service_id: ids.service, location_id: ids.location, number: row.phone, type: 'voice', languages: [] }]
      : [],
    // The directory keeps no intake hours yet: none are claimed.
    schedules: [],
    service_areas: [],
    service_at_locations: [await toServiceAtLocation(row, ids, siteUrl)],
    languages: await Promise.all(
      terms
        .filter((t) => t.group === 'OL')
        .map(async (t) => {
          const code = LANGUAGE_CODES[t.hsds.name];
          return { id: await keyed('language', t), service_id: ids.service, name: t.hsds.name, ...(code ? { code } : {}) };
        }),
    ),
    cost_options: await Promise.all(payment.map(async (t) => ({ id: await keyed('cost_option', t), service_id: ids.service, option: t.hsds.description }))),
    funding: [],
    required_documents: [],
    contacts: [],
    attributes,
    metadata: [],
  };
}

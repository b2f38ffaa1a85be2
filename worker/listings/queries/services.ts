import type { Database } from '../../lib/db';

/** One group of a facility page's services: a locator category and the plain labels offered. */
export interface ServiceGroup {
  category: string;
  name: string;
  /** Whether search filters by it (medications, payment, who it serves, ages, languages). */
  searchable: boolean;
  services: string[];
}

interface ServiceRow {
  category: string;
  name: string;
  searchable: number;
  label: string;
}

const GROUP_COLUMNS = 'c.code AS category, c.name, c.filter_group IS NOT NULL AS searchable, s.label';

/** The services a facility offers, grouped by category in page order, each in catalogue order. */
export async function listFacilityServices(db: Database, facilityId: number): Promise<ServiceGroup[]> {
  const rows = await db.all<ServiceRow>(
    `SELECT ${GROUP_COLUMNS}
     FROM facilities f, json_each(f.services) j
     JOIN services s ON s.id = j.value
     JOIN service_categories c ON c.code = s.category
     WHERE f.id = ?1
     ORDER BY c.position, s.id`,
    facilityId,
  );
  return groupServices(rows);
}

/** The catalogue's services with these slugs (a listing update's), grouped as a facility page shows them. */
export async function groupServiceSlugs(db: Database, slugs: string[]): Promise<ServiceGroup[]> {
  const rows = await db.all<ServiceRow>(
    `SELECT ${GROUP_COLUMNS}
     FROM services s JOIN service_categories c ON c.code = s.category
     WHERE s.slug IN (SELECT value FROM json_each(?1))
     ORDER BY c.position, s.id`,
    JSON.stringify(slugs),
  );
  return groupServices(rows);
}

/**
 * The first of `slugs` that is no service of the catalogue, or null: a write refuses it by name
 * rather than dropping it (issue 40). The catalogue is D1's, as it grows on import.
 */
export async function unknownServiceSlug(db: Database, slugs: readonly string[]): Promise<string | null> {
  if (slugs.length === 0) return null;
  const row = await db.first<{ slug: string }>(
    `SELECT j.value AS slug FROM json_each(?1) j WHERE NOT EXISTS (SELECT 1 FROM services s WHERE s.slug = j.value) ORDER BY j.key LIMIT 1`,
    JSON.stringify(slugs),
  );
  return row?.slug ?? null;
}

function groupServices(rows: ServiceRow[]): ServiceGroup[] {
  const groups: ServiceGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.category === row.category) last.services.push(row.label);
    else groups.push({ category: row.category, name: row.name, searchable: row.searchable === 1, services: [row.label] });
  }
  return groups;
}

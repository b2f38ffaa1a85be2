import type { Database } from '../../lib/db';

/** A category of the services a facility can say it offers, with the services it can tick. */
export interface ServiceChoiceGroup {
  code: string;
  name: string;
  services: { slug: string; label: string }[];
}

/**
 * The catalogue as signup and Manage Listing offer it, in page order. A service that means an entry
 * of the spec's lists (PAY Medicaid is the Insurance list's Medicaid) is asked as that entry, not a
 * second time here: two checkboxes would mean one thing.
 */
export async function serviceChoices(db: Database): Promise<ServiceChoiceGroup[]> {
  const rows = await db.all<{ code: string; name: string; slug: string; label: string }>(
    `SELECT c.code, c.name, s.slug, s.label FROM services s JOIN service_categories c ON c.code = s.category
     WHERE s.maps_to IS NULL ORDER BY c.position, s.id`,
  );
  const groups: ServiceChoiceGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.code === row.code) last.services.push({ slug: row.slug, label: row.label });
    else groups.push({ code: row.code, name: row.name, services: [{ slug: row.slug, label: row.label }] });
  }
  return groups;
}

import type { Database } from '../../../lib/db';

// The reference tables the HSDS vocabulary is made of (../vocabulary.ts): our three lists and the
// locator's service catalogue with its categories.

/** Our lists: the key in the HSDS term codes, the table, the label of its terms' descriptions. */
export const LISTS = [
  ['treatment_type', 'treatment_types', 'Treatment type'],
  ['specialization', 'specializations', 'Specialization'],
  ['insurance', 'insurance_providers', 'Insurance accepted'],
] as const;

export type VocabularyRow = Record<string, string | number>;

/** One batch: each list's rows (id, name, bit) in LISTS order, then the locator's services with their category. */
export function readVocabularyRows(db: Database): Promise<VocabularyRow[][]> {
  return db.batch<VocabularyRow>([
    ...LISTS.map(([, table]) => db.statement(`SELECT id, name, bit FROM ${table}`)),
    db.statement(
      `SELECT s.id, s.slug, s.label, s.category, c.name AS category_name, c.position
       FROM services s JOIN service_categories c ON c.code = s.category`,
    ),
  ]);
}

import type { Database } from '../../lib/db';

interface TaxonomyItem {
  id: string;
  name: string;
}

export interface Taxonomy {
  treatment_types: TaxonomyItem[];
  specializations: TaxonomyItem[];
  insurance: TaxonomyItem[];
  addiction_types: TaxonomyItem[];
}

export async function getTaxonomy(db: Database): Promise<Taxonomy> {
  const [treatment_types, specializations, insurance, addiction_types] = await db.batch<TaxonomyItem>([
    db.statement('SELECT id, name FROM treatment_types ORDER BY bit'),
    db.statement('SELECT id, name FROM specializations ORDER BY bit'),
    db.statement('SELECT id, name FROM insurance_providers ORDER BY bit'),
    db.statement('SELECT id, name FROM addiction_types ORDER BY position'),
  ]);
  return {
    treatment_types: treatment_types!,
    specializations: specializations!,
    insurance: insurance!,
    addiction_types: addiction_types!,
  };
}

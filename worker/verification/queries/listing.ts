import type { Database } from '../../lib/db';
import { REQUEST_READERS } from '../../listings/queries/facilities';

// The listing a check is recorded for: what its owner's notice names, and who its owners are.

export interface CheckedListing {
  id: number;
  name: string;
  phone: string;
  /**
   * The addresses of the accounts that hold it and can sign in (the same accounts that read its
   * requests): who is told when it becomes unreachable. None for a listing nobody has claimed.
   */
  owners: string[];
}

export async function findCheckedListing(db: Database, id: number): Promise<CheckedListing | null> {
  const row = await db.first<{ id: number; name: string; phone: string; owners: string }>(
    `SELECT f.id, f.name, f.phone, (SELECT json_group_array(u.email) ${REQUEST_READERS}) AS owners FROM facilities f WHERE f.id = ?1`,
    id,
  );
  return row && { id: row.id, name: row.name, phone: row.phone, owners: JSON.parse(row.owners) as string[] };
}

// The demo CRM book as SQL for the local loader: multi-row INSERTs under D1's statement size, then
// the book's own timeline entries and tasks given to the demo admin (whose id only the database knows).
import type { CrmBook } from './crm-book.ts';
import { insertStatements, sqlLiteral } from '../scripts/sql.ts';

const PROSPECT_COLUMNS = [
  'id', 'facility_name', 'state', 'facility_type', 'status', 'priority', 'estimated_annual_revenue', 'contact_count',
  'last_contact_date', 'next_followup_date', 'estimated_lifetime_value', 'tags', 'contact_name', 'contact_email',
  'contact_phone', 'website', 'notes', 'closed_at', 'created_at', 'updated_at',
];

/** For an empty crm_prospects table: the book's ids are 1..N, so its entries and tasks can name them. */
export function crmBookStatements(book: CrmBook, adminEmail: string): string[] {
  const ids = book.prospects.map((p) => p.id);
  const [first, last] = [Math.min(...ids), Math.max(...ids)];
  const admin = `(SELECT id FROM users WHERE email = ${sqlLiteral(adminEmail.toLowerCase())})`;
  return [
    ...insertStatements(
      'crm_prospects',
      PROSPECT_COLUMNS,
      book.prospects.map((p) => [
        p.id, p.facilityName, p.state, p.facilityType, p.status, p.priority, p.estimatedAnnualRevenue, p.contactCount,
        p.lastContactDate, p.nextFollowupDate, p.estimatedLifetimeValue, JSON.stringify(p.tags), p.contactName,
        p.contactEmail, p.contactPhone, p.website, p.notes, p.closedAt, p.createdAt, p.updatedAt,
      ]),
    ),
    ...insertStatements(
      'crm_activities',
      ['prospect_id', 'kind', 'body', 'detail', 'at'],
      book.activities.map((a) => [a.prospectId, a.kind, a.body, a.detail && JSON.stringify(a.detail), a.at]),
    ),
    ...insertStatements(
      'crm_tasks',
      ['prospect_id', 'title', 'due_date', 'priority', 'completed_at', 'created_at'],
      book.tasks.map((t) => [t.prospectId, t.title, t.dueDate, t.priority, t.completedAt, t.createdAt]),
    ),
    // Only this book's rows: its prospects were all the table held.
    `UPDATE crm_activities SET actor_id = ${admin} WHERE actor_id IS NULL AND prospect_id BETWEEN ${first} AND ${last};`,
    `UPDATE crm_tasks SET assignee_id = ${admin}, created_by = ${admin} WHERE assignee_id IS NULL AND prospect_id BETWEEN ${first} AND ${last};`,
  ];
}

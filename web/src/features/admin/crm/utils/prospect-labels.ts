// What a prospect's detail view names besides statuses and priorities (utils/labels.ts): the
// linked listing's status in the directory, timeline entries and the prospect's fields.

/** A linked listing's status in the directory, as the facility dashboard names it. */
const LISTING_STATUS_LABEL: Record<string, string> = { approved: 'Active', pending: 'Under Review', rejected: 'Rejected' };
export const listingStatusLabel = (status: string) => LISTING_STATUS_LABEL[status] ?? 'Under Review';

/** A timeline entry's kind. */
export const ACTIVITY_KIND_LABEL: Record<string, string> = {
  created: 'Created',
  imported: 'Imported',
  updated: 'Updated',
  status_change: 'Status change',
  note: 'Note',
  call: 'Call',
  email: 'Email',
  task_created: 'Task added',
  task_completed: 'Task completed',
};

/** A prospect's fields as its form names them (a timeline edit says which it changed). */
export const PROSPECT_FIELD_LABEL: Record<string, string> = {
  facilityName: 'Facility name',
  state: 'State',
  facilityType: 'Facility type',
  status: 'Status',
  priority: 'Priority',
  estimatedAnnualRevenue: 'Estimated annual revenue',
  contactCount: 'Contacts',
  lastContactDate: 'Last contact date',
  nextFollowupDate: 'Next follow-up date',
  estimatedLifetimeValue: 'Estimated lifetime value',
  tags: 'Tags',
  contactName: 'Contact name',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
  website: 'Website',
  notes: 'Notes',
  facilityId: 'Directory listing',
};

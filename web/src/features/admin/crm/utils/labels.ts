import { priorityOf, statusOf, type Priority, type ProspectStatus } from '../../../../../../worker/crm/schemas/crm';

// How the CRM names its values on screen. The Worker's schema decides what a value means: a status
// it does not know reads as New, a priority other than urgent, high or medium as Low.

export const STATUS_LABEL: Record<ProspectStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  qualified: 'Qualified',
  proposal_sent: 'Proposal Sent',
  negotiating: 'Negotiating',
  closed_won: 'Closed Won',
  closed_lost: 'Closed Lost',
  on_hold: 'On Hold',
};

export const PRIORITY_LABEL: Record<Priority, string> = { urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' };

export const statusLabel = (status: unknown) => STATUS_LABEL[statusOf(status)];
export const priorityLabel = (priority: unknown) => PRIORITY_LABEL[priorityOf(priority)];

/** The statuses in pipeline order, as a select's options. */
export const STATUS_OPTIONS = Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label }));
export const PRIORITY_OPTIONS = Object.entries(PRIORITY_LABEL).map(([value, label]) => ({ value, label }));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Whole dollars: "$125,000". */
export const formatUsd = (dollars: number) => usd.format(dollars);
/** A fraction as a percentage ("12.5%"); "—" when there is nothing to divide by. */
export const formatRate = (fraction: number | null) => (fraction === null ? '—' : percent.format(fraction));

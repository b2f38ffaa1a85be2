export type ListingStatus = 'pending' | 'approved' | 'rejected';

export const STATUS_BADGE: Record<ListingStatus, string> = { pending: 'Under Review', approved: 'Active', rejected: 'Rejected' };

/** An unknown status is shown as pending (spec §4). */
export const listingStatus = (value: string | undefined): ListingStatus =>
  value === 'approved' || value === 'rejected' ? value : 'pending';

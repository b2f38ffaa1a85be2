import { z } from 'zod';
import { pageQuerySchema } from '../../lib/schemas/lists';
import { choiceFilter, LEAD_STATUSES, sayChoices } from '../../visitor-requests/schemas/inbox';

// A facility's inquiries: the leads visitors sent to its listing, and the facility's own follow-up of
// each (new, contacted, closed), kept apart from the admins' status of the same lead.

export const INQUIRY_STATUSES = LEAD_STATUSES;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const inquiryListQuerySchema = pageQuerySchema.extend({ status: choiceFilter('Status', INQUIRY_STATUSES) });
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

export const inquiryPatchSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: `Status must be ${sayChoices(INQUIRY_STATUSES)}.` }),
});

import { phoneLine, type PhoneLine } from '../lib/site-config';
import type { LeadInput } from './schemas/visitor-requests';

/** How soon our coordinators call back every request, urgent or not: what the confirmation promises. */
export const CALL_BACK_WITHIN_HOURS = 24;

/**
 * What really happens to a request, as the lead form's confirmation tells it (issue 41): the Worker
 * decides it, so the page never says a listing reads a request that nobody there can read.
 */
export interface LeadDelivery {
  /** Our coordinators read every request and call back within this many hours. */
  callBackWithinHours: number;
  /** The listing reads it too: only one held by an account that can sign in (its address confirmed). */
  facility: boolean;
  /** The listing's own phone, to call now; null for a general request or a listing that has none. */
  facilityPhone: PhoneLine | null;
  /** "Immediate - Need help today": the confirmation leads with who answers today. */
  urgent: boolean;
  /** Our helpline, to call now. */
  helpline: PhoneLine;
  /** A receipt was emailed to the address the visitor gave (it names nothing they wrote). */
  receipt: boolean;
}

interface Listing {
  phone: string;
  noticeTo: string | null;
}

export function leadDelivery(env: Env, lead: Pick<LeadInput, 'urgency' | 'email'>, listing: Listing | null): LeadDelivery {
  return {
    callBackWithinHours: CALL_BACK_WITHIN_HOURS,
    facility: listing?.noticeTo != null,
    facilityPhone: listing && /\d/.test(listing.phone) ? phoneLine(listing.phone) : null,
    urgent: lead.urgency === 'immediate',
    helpline: phoneLine(env.HELPLINE_PHONE),
    receipt: lead.email !== '',
  };
}

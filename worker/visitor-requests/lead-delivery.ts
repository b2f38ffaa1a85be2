import type { Database } from '../lib/db';
import { phoneLine, type PhoneLine } from '../lib/site-config';
import { nearbyAccepting } from './queries/nearby-accepting';
import type { LeadInput } from './schemas/visitor-requests';

/** How soon our coordinators call back every request, urgent or not: what the confirmation promises. */
export const CALL_BACK_WITHIN_HOURS = 24;

/** A published listing accepting new patients, offered to call today. */
export interface AcceptingListing {
  id: number;
  name: string;
  city: string;
  state: string;
  phone: PhoneLine;
}

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
  /**
   * An urgent request with no listing phone to call: up to 3 listings accepting new patients near the
   * listing, else in the state the visitor chose (none without either). Empty otherwise.
   */
  nearbyAccepting: AcceptingListing[];
  /** Our helpline, to call now. */
  helpline: PhoneLine;
  /** A receipt was emailed to the address the visitor gave (it names nothing they wrote). */
  receipt: boolean;
}

interface Listing {
  id: number;
  phone: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  noticeTo: string | null;
}

const hasPhone = (listing: Pick<Listing, 'phone'> | null) => listing !== null && /\d/.test(listing.phone);

/**
 * The listings to offer for `leadDelivery`: read only for an urgent request that has no listing phone
 * to call, near the listing it was sent to or in the visitor's state; no state, no guess.
 */
export async function acceptingListingsFor(
  db: Database,
  lead: Pick<LeadInput, 'urgency' | 'state'>,
  listing: Listing | null,
  now: Date,
): Promise<AcceptingListing[]> {
  if (lead.urgency !== 'immediate' || hasPhone(listing)) return [];
  const state = listing ? listing.state : lead.state;
  if (!state) return [];
  const origin =
    listing?.latitude != null && listing.longitude != null ? { latitude: listing.latitude, longitude: listing.longitude } : null;
  const rows = await nearbyAccepting(db, { state, origin, except: listing?.id ?? null, now });
  return rows.map((row) => ({ ...row, phone: phoneLine(row.phone) }));
}

/** `accepting`: what acceptingListingsFor found; none for a bot's request, which reads nothing. */
export function leadDelivery(
  env: Env,
  lead: Pick<LeadInput, 'urgency' | 'email'>,
  listing: Listing | null,
  accepting: AcceptingListing[] = [],
): LeadDelivery {
  return {
    callBackWithinHours: CALL_BACK_WITHIN_HOURS,
    facility: listing?.noticeTo != null,
    facilityPhone: listing && hasPhone(listing) ? phoneLine(listing.phone) : null,
    urgent: lead.urgency === 'immediate',
    nearbyAccepting: accepting,
    helpline: phoneLine(env.HELPLINE_PHONE),
    receipt: lead.email !== '',
  };
}

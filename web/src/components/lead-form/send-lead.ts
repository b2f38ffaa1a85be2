import { api } from '../../lib/api';
import type { LeadInput } from '../../../../worker/schemas/visitor-requests';

/** POST /api/leads: 201 {id} once stored; the same key again returns the same id. */
export function sendLead(lead: LeadInput, idempotencyKey: string) {
  return api.leads.$post({ json: lead }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

import { api } from '../../../lib/api';
import type { ContactInput } from '../../../../../worker/schemas/visitor-requests';

/** POST /api/contact: 201 {id} once stored; the same key again returns the same id. */
export function sendContactMessage(message: ContactInput, idempotencyKey: string) {
  return api.contact.$post({ json: message }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

import { api } from '../../../lib/api';
import type { ListingReportInput } from '../../../../../worker/schemas/visitor-requests';

/** POST /api/facility/public/{id}/reports: 201 {id} once stored; the same key again returns the same id. */
export function sendListingReport(facilityId: number, report: ListingReportInput, idempotencyKey: string) {
  return api.facility.public[':id'].reports.$post(
    { param: { id: String(facilityId) }, json: report },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

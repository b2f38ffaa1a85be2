import { apiJson } from '../../../lib/api-error';
import { facilityApi } from '../../../lib/facility-location';
import type { AvailabilityValues } from '../../../../../worker/availability/schemas';

// The dashboard's availability: read with the overview, saved from its form, confirmed in one click.

export const getAvailability = (request: Request) =>
  apiJson(facilityApi(request).facility.me.availability.$get(undefined, { init: { signal: request.signal } }));

export const saveAvailability = (json: AvailabilityValues) => facilityApi().facility.me.availability.$put({ json });

export const confirmAvailability = () => apiJson(facilityApi().facility.me.availability.confirmation.$post());

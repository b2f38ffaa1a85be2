import { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import type { AvailabilityValues } from '../../../../../worker/availability/schemas';

// The dashboard's availability: read with the overview, saved from its form, confirmed in one click.

export const getAvailability = (signal: AbortSignal) => apiJson(api.facility.me.availability.$get(undefined, { init: { signal } }));

export const saveAvailability = (json: AvailabilityValues) => api.facility.me.availability.$put({ json });

export const confirmAvailability = () => apiJson(api.facility.me.availability.confirmation.$post());

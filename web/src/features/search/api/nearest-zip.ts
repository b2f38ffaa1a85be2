import { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';

/** The ZIP code nearest a point the browser reported (sent in a body: never in a URL). */
export function nearestZip(latitude: number, longitude: number) {
  return apiJson(api.facility.public.search['nearest-zip'].$post({ json: { latitude, longitude } }));
}

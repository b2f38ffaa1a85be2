import { useEffect } from 'react';
import { api } from '../../../lib/api';

/**
 * Tells the Worker that this listing was shown (docs/decisions/006-counting-views.md): once per
 * facility id the page shows, after it has painted. `keepalive` lets the request finish when the
 * visitor leaves at once. A failure is dropped silently: a view is not worth an error on this page.
 * Not in the loader: loaders stay free of browser-only work, and a prefetch is not a view.
 */
export function useRecordView(facilityId: number): void {
  useEffect(() => {
    api.facility.public[':id'].views
      .$post({ param: { id: String(facilityId) } }, { init: { keepalive: true } })
      .catch(() => undefined);
  }, [facilityId]);
}

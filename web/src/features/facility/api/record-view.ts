import { useEffect } from 'react';

/** worker/listings/routes/views.ts: POST /api/facility/public/:id/views, answered 202 with nothing to read. */
const viewsPath = (facilityId: number) => `/api/facility/public/${encodeURIComponent(String(facilityId))}/views`;

/**
 * Tells the Worker that this listing was shown (docs/decisions/006-counting-views.md): once per
 * facility id the page shows, after it has painted. A beacon, the platform's way to send what needs
 * no answer: the browser sends it even when the visitor leaves at once, and the page loads none of
 * the API client's code for it (decision 023). A beacon the browser refuses is dropped silently: a
 * view is not worth an error on this page. Not in the loader: loaders stay free of browser-only
 * work, and a prefetch is not a view.
 */
export function useRecordView(facilityId: number): void {
  useEffect(() => {
    navigator.sendBeacon(viewsPath(facilityId));
  }, [facilityId]);
}

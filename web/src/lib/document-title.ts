import { useEffect } from 'react';
import { SITE_NAME } from '../config/site';

/** Sets the tab title for the current screen ("Search | Recovery Directory"). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * One click handler for a long list of plain links (`<a href>`): a plain click on one of the site's
 * own links navigates in the app, as a `<Link>` would. A `<Link>` per item costs the server's render
 * several router hooks each; a state's hundreds of city links were a third of its render time.
 * Modified clicks (new tab, download) and other origins stay the browser's.
 */
export function useInAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
}

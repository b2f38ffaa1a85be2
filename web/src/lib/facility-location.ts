import { useLocation } from 'react-router-dom';
import { apiClient, type Api } from './api-client';

// Several locations under one account (issue 24): the dashboard's chosen location is in its address
// (`?location=<id>`), and every call it makes to /api/facility/me… carries the same parameter, which
// the Worker checks against the account's own locations. Without it, the account's first listing.

export const LOCATION_PARAM = 'location';

/** The location an address names (`?location=12`), or null for the account's first listing. */
export function locationOf(search: URLSearchParams | string): string | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(LOCATION_PARAM);
  return value && /^[1-9]\d{0,15}$/.test(value) ? value : null;
}

/** `href` (a dashboard address, with or without a query) for the location `location`. */
export function atLocation(href: string, location: string | null): string {
  if (location === null) return href;
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(LOCATION_PARAM, location);
  return `${path}?${params.toString()}`;
}

const clients = new Map<string, Api>();

/** The API client for one location: every request's address gets `?location=`. */
function clientFor(location: string): Api {
  let client = clients.get(location);
  if (!client) {
    client = apiClient('/', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
        url.searchParams.set(LOCATION_PARAM, location);
        return fetch(url, init);
      },
    });
    clients.set(location, client);
  }
  return client;
}

/**
 * The client for the location the dashboard shows: the one a loader's request names, or, for a form
 * sent from the page, the one in the page's own address.
 */
export function facilityApi(request?: Request): Api {
  const location = locationOf(request ? new URL(request.url).search : typeof window === 'undefined' ? '' : window.location.search);
  return location === null ? apiClient('/') : clientFor(location);
}

/** Keeps the dashboard's chosen location in the addresses it links to: `(href) => href?location=…`. */
export function useAtLocation(): (href: string) => string {
  const location = locationOf(useLocation().search);
  return (href) => atLocation(href, location);
}

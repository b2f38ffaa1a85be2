import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withParam } from './search-params';

/**
 * The `token` of a single-use link from an email (a password reset, an invitation), read once; then
 * taken out of the address bar (a history replace), so it is not left in the history, in a bookmark
 * or in what a shared screen shows. The page keeps it in state until the form is sent.
 */
export function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');

  useEffect(() => {
    if (!new URLSearchParams(location.search).has('token')) return;
    const search = withParam(location.search, 'token', null);
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);

  return token;
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);

  return token;
}

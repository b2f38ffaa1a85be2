import { useEffect, useState } from 'react';
import { asApiError } from './api-error';

/**
 * What the Worker says of a single-use link (a password reset, a registration's confirmation) when
 * its page opens: `found` with what it answered, `invalid` with its 400's message for `token` (used,
 * expired, unknown), `unknown` when there was no such answer (the page goes on as if it had not
 * asked), `loading` until then.
 */
export type LinkCheck<T> = { kind: 'loading' } | { kind: 'found'; value: T } | { kind: 'invalid'; message: string } | { kind: 'unknown' };

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * Asks `check` about `token` once, on open, so a dead link says so before anything is typed or
 * pressed. Checking uses nothing. A token that is not one is not sent (the page already says why).
 * `check` is a module-level function (a new one each render would ask again).
 */
export function useLinkCheck<T>(token: string, check: (token: string) => Promise<T>): LinkCheck<T> {
  const [state, setState] = useState<LinkCheck<T>>({ kind: 'loading' });
  useEffect(() => {
    if (!TOKEN.test(token)) return;
    let current = true;
    check(token).then(
      (value) => current && setState({ kind: 'found', value }),
      (error: unknown) => {
        const problem = asApiError(error).fields.token;
        if (current) setState(problem ? { kind: 'invalid', message: problem } : { kind: 'unknown' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, check]);
  return state;
}

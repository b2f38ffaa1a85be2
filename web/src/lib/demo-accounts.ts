import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from './api';

export type DemoAccounts = InferResponseType<(typeof api)['demo-accounts']['$get'], 200>;

/**
 * The demo credentials, only while the deployment's demo mode is on: the Worker answers 404
 * otherwise, and then (or on any failure) this stays null and no demo button or hint is shown.
 * No credential is ever part of the page's own code.
 */
export function useDemoAccounts(): DemoAccounts | null {
  const [accounts, setAccounts] = useState<DemoAccounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api['demo-accounts']
      .$get(undefined, { init: { signal: controller.signal } })
      .then((response) => (response.status === 200 ? response.json() : null))
      .then((body) => {
        if (!controller.signal.aborted && body) setAccounts(body);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return accounts;
}

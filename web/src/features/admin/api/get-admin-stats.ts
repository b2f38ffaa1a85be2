import { useCallback, useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api';
import { isAbortError, toApiRequestError, type ApiRequestError } from '../../../lib/api-error';
import { asApiError } from '../../../lib/session';

export type AdminStats = InferResponseType<typeof api.admin.stats.$get, 200>;

export type AdminStatsStatus =
  | { kind: 'loading' }
  | { kind: 'done'; stats: AdminStats }
  /** The session ended while the page was open. */
  | { kind: 'signed-out' }
  | { kind: 'failed'; error: ApiRequestError };

async function getAdminStats(signal: AbortSignal): Promise<AdminStats> {
  const response = await api.admin.stats.$get(undefined, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  return response.json();
}

/** The live counters of submissions, users and published facilities. */
export function useAdminStats(): { status: AdminStatsStatus; reload: () => void } {
  const [status, setStatus] = useState<AdminStatsStatus>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setStatus({ kind: 'loading' });
    getAdminStats(controller.signal).then(
      (stats) => setStatus({ kind: 'done', stats }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const failure = asApiError(error);
        setStatus(failure.status === 401 ? { kind: 'signed-out' } : { kind: 'failed', error: failure });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, reload };
}

/** The spec's Approved Rate: approved over all submissions, as a rounded percentage (0 with none). */
export function approvedRate(stats: AdminStats): number {
  return stats.totalSubmissions === 0 ? 0 : Math.round((stats.approvedSubmissions / stats.totalSubmissions) * 100);
}

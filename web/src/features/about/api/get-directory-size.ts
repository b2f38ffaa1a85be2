import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { isAbortError, toApiRequestError } from '../../../lib/api-error';

export interface DirectorySize {
  /** Published facilities across every state. */
  centers: number;
  /** States with at least one published facility. */
  states: number;
}

export type DirectorySizeStatus = { kind: 'loading' } | { kind: 'done'; size: DirectorySize } | { kind: 'failed' };

async function getDirectorySize(signal: AbortSignal): Promise<DirectorySize> {
  const response = await api.states.$get(undefined, { init: { signal } });
  if (!response.ok) throw await toApiRequestError(response);
  const states = await response.json();
  return {
    centers: states.reduce((sum, s) => sum + s.facilities, 0),
    states: states.filter((s) => s.facilities > 0).length,
  };
}

/** How many centers and states the directory lists, computed from the data (beyond.md §2). */
export function useDirectorySize(): DirectorySizeStatus {
  const [status, setStatus] = useState<DirectorySizeStatus>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getDirectorySize(controller.signal).then(
      (size) => setStatus({ kind: 'done', size }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('Could not count the listed centers.', error);
        setStatus({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return status;
}

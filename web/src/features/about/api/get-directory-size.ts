import { useStateSummaries } from '../../../lib/states';

export interface DirectorySize {
  /** Published facilities across every state. */
  centers: number;
  /** States with at least one published facility. */
  states: number;
}

export type DirectorySizeStatus = { kind: 'loading' } | { kind: 'done'; size: DirectorySize } | { kind: 'failed' };

/** How many centers and states the directory lists, computed from the data (beyond.md §2). */
export function useDirectorySize(): DirectorySizeStatus {
  const status = useStateSummaries();
  if (status.kind !== 'done') return status.kind === 'loading' ? status : { kind: 'failed' };
  return {
    kind: 'done',
    size: {
      centers: status.states.reduce((sum, s) => sum + s.facilities, 0),
      states: status.states.filter((s) => s.facilities > 0).length,
    },
  };
}

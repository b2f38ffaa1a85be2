import { loadStates } from '../../../lib/reference-data';

export interface DirectorySize {
  /** Published facilities across every state. */
  centers: number;
  /** States with at least one published facility. */
  states: number;
}

/** How many centers and states the directory lists, counted from the data (beyond.md §2); null when unknown. */
export async function getDirectorySize(context?: unknown): Promise<DirectorySize | null> {
  try {
    const states = await loadStates(context);
    return {
      centers: states.reduce((sum, s) => sum + s.facilities, 0),
      states: states.filter((s) => s.facilities > 0).length,
    };
  } catch {
    return null;
  }
}

import { missingReferences, type References } from './queries/common';
import type { Database } from '../lib/db';
import { ApiError } from '../lib/errors';

// What the CRM's routes say when a body points at something that is not there: a 400 naming each field.

const MISSING: Record<keyof References, (refs: References) => string> = {
  state: (refs) => `${refs.state} is not a US state code.`,
  facilityId: () => 'There is no facility with this id.',
  prospectId: () => 'There is no prospect with this id.',
  assigneeId: () => 'Assign the task to an active administrator.',
};

/** Throws the 400 when any reference in `refs` does not exist. */
export async function refuseMissing(db: Database, refs: References): Promise<void> {
  const missing = await missingReferences(db, refs);
  if (missing.length === 0) return;
  const fields = Object.fromEntries(missing.map((key) => [key, MISSING[key](refs)]));
  throw new ApiError('invalid_request', fields[missing[0]!]!, { fields });
}

/** The 409 of a facility name already used by a prospect in that state. */
export function nameTaken(name: string, state: string): ApiError {
  const message = `A prospect named ${name} already exists in ${state}.`;
  return new ApiError('conflict', message, { fields: { facilityName: message } });
}

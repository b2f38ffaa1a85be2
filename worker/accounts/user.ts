import type { Role, UserRow } from './queries/users';

// The role union is a column type, so it lives with the users table; auth code names it from here.
export type { Role };

/** What the API says about a signed-in account: never its password hash or session epoch. */
export interface PublicUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  facilityId: number | null;
}

export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  facilityId: u.facility_id,
});

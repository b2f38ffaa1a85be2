import { useOutletContext } from 'react-router-dom';
import type { SessionUser } from '../../../lib/session';
import type { AdminStats } from '../api/get-admin-stats';

/** What the admin guard hands its pages: who is signed in, and the counts of what waits. */
export interface AdminContext {
  user: SessionUser;
  waiting: Promise<AdminStats | null>;
}

export const useAdminContext = () => useOutletContext<AdminContext>();

import type { Role } from './user';

/** What KV holds for one session, under the hash of its id. */
export interface SessionRecord {
  userId: number;
  role: Role;
  /** The account's session_epoch when signed in; raising it ends every older session. */
  epoch: number;
  createdAt: number;
  lastSeenAt: number;
  idleSeconds: number;
  expiresAt: number;
}

export interface ActiveSession {
  id: string;
  hash: string;
  record: SessionRecord;
}

import type { Context } from 'hono';
import type { ActiveSession } from '../accounts/session-record';
import type { PublicUser } from '../accounts/user';
import type { Database } from './db';

/** The Worker's bindings and the per-request variables every handler and middleware sees. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Database;
    /** Set by requireSession() on guarded routes. */
    user: PublicUser;
    session: ActiveSession;
  };
};

export type AppContext = Context<AppEnv>;

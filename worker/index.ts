import { app } from './app';
import { purgeExpired } from './db/housekeeping';
import { Database } from './lib/db';
import { retentionDays } from './lib/site-config';
import { refreshSearchIndexIfStale } from './search/index-store';


export default {
  fetch: app.fetch,
  /** Every five minutes: catch the search index up with the data, and drop expired rows and old requests. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshSearchIndexIfStale(env.DB));
    ctx.waitUntil(purgeExpired(new Database(env.DB), new Date(), retentionDays(env)));
  },
} satisfies ExportedHandler<Env>;

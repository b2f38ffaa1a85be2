import { newApp } from './lib/app';
import { publicFacilityRoutes } from './routes/facilities';
import { healthRoutes } from './routes/health';
import { seoRoutes } from './routes/seo';
import { stateRoutes } from './routes/states';
import { taxonomyRoutes } from './routes/taxonomy';
import { refreshSearchIndexIfStale } from './search/index-store';

const app = newApp();

const api = app
  .basePath('/api')
  .route('/health', healthRoutes)
  .route('/facility/public', publicFacilityRoutes)
  .route('/states', stateRoutes)
  .route('/taxonomy', taxonomyRoutes);

app.route('/', seoRoutes);

/** The API's type, for the SPA's typed client (web/src/lib/api.ts). */
export type AppType = typeof api;

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshSearchIndexIfStale(env.DB));
  },
} satisfies ExportedHandler<Env>;

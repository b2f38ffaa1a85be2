import { newRouter } from '../../lib/router';
import { ApiError } from '../../lib/errors';
import { route } from '../../lib/openapi';

/** Demo credentials, only while this deployment's demo mode is on (local development). */
export const demoAccountRoutes = newRouter().get('/', route({ summary: 'Demo credentials (demo mode only)', 200: 'The demo accounts’ credentials.', errors: ['not_found'] }), (c) => {
  if (c.env.DEMO_MODE !== 'true') throw new ApiError('not_found', 'There is nothing at this address.');
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      admin: { email: c.env.DEMO_ADMIN_EMAIL, password: c.env.DEMO_ADMIN_PASSWORD },
      facility: { email: c.env.DEMO_FACILITY_EMAIL, password: c.env.DEMO_FACILITY_PASSWORD },
    },
    200,
  );
});

import { requireSession } from '../auth/guards';
import { getOwnListing } from '../db/facility-account';
import { newRouter } from '../lib/router';

/** The signed-in facility's own account, listing and review status (GET /api/facility/me). */
export const facilityAccountRoutes = newRouter().get('/', requireSession('facility'), async (c) => {
  const user = c.get('user');
  const { listing, submission } = await getOwnListing(c.get('db'), user.id);
  // Personal data: never kept by a browser or shared cache.
  c.header('Cache-Control', 'private, no-store');
  return c.json({ account: { email: user.email, name: user.name }, listing, submission }, 200);
});

import { adminRouter } from '../../auth/guards';

export const adminLeadRoutes = adminRouter();

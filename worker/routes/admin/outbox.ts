import { adminRouter } from '../../auth/guards';

export const adminOutboxRoutes = adminRouter();

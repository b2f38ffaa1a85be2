import { adminRouter } from '../../auth/guards';

export const adminContactMessageRoutes = adminRouter();

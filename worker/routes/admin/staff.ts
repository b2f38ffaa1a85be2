import { adminRouter } from '../../auth/guards';

export const adminStaffRoutes = adminRouter();

import { adminRouter } from '../../auth/guards';

export const adminAuditLogRoutes = adminRouter();

import { adminRouter } from '../../auth/guards';

export const adminListingReportRoutes = adminRouter();

import { adminRouter } from '../../auth/guards';

export const adminSubmissionRoutes = adminRouter();

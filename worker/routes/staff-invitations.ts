import { newRouter } from '../lib/router';

export const staffInvitationRoutes = newRouter();

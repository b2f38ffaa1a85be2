import { z } from 'zod';

// The dashboard's Analytics: views and inquiries per day over a window of the last 30 or 90 days.

export const analyticsQuerySchema = z.object({
  days: z
    .enum(['30', '90'], { error: 'Days must be 30 or 90.' })
    .default('30')
    .transform((days) => (days === '90' ? 90 : 30)),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export type AnalyticsWindow = AnalyticsQuery['days'];

/** The UTC day of `now` (YYYY-MM-DD), as facility_daily_stats, the view tables and the CRM name it. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

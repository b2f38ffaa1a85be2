import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { client } from './client';

// Listing views in tests: the beacon as a browser sends it, and the counts it ends in. The Worker
// writes views after its answer (VIEW_FLUSH_MS later at most), so a test polls for the count it expects.

export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

let nextAddress = 1;

/** A browser of its own: an address no other test uses, and a desktop Chrome user agent. */
export function newBrowser(userAgent = DESKTOP_CHROME): Record<string, string> {
  const n = nextAddress++;
  return { 'CF-Connecting-IP': `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`, 'User-Agent': userAgent };
}

/** The beacon of the listing page, from our own page (the typed client sends our Origin). */
export function sendView(facilityId: number | string, browser: Record<string, string>) {
  return client.facility.public[':id'].views.$post({ param: { id: String(facilityId) } }, { headers: browser });
}

/** Sends a view and expects the 202 every accepted beacon gets. */
export async function view(facilityId: number, browser: Record<string, string>): Promise<void> {
  const res = await sendView(facilityId, browser);
  expect(res.status).toBe(202);
}

/** The views counted for a listing, over every day. */
export async function viewsOf(facilityId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT coalesce(sum(views), 0) AS n FROM facility_daily_stats WHERE facility_id = ?1')
    .bind(facilityId)
    .first<{ n: number }>();
  return row!.n;
}

/**
 * Waits until the listing has at least `expected` views counted (or `timeoutMs` passed) and returns
 * the count. To prove that a view did NOT count, send a countable one after it and wait for that:
 * views are written in arrival order, so once it shows, the earlier one was written or dropped.
 */
export async function viewsOnceWritten(facilityId: number, expected: number, timeoutMs = 6000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let views = await viewsOf(facilityId);
  while (views < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    views = await viewsOf(facilityId);
  }
  return views;
}

import type { AppContext } from './app-env';
import type { Database } from './db';
import { sha256Hex } from './hash';
import { ApiError } from './errors';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface Idempotency {
  key: string;
  requestHash: string;
}

/**
 * The request as a retry sends it again: its Idempotency-Key and a hash of the body as sent; null
 * without a well-formed key. For a rate limit ahead of validation (the route's own idempotencyOf
 * says what is wrong with a key).
 */
export async function sentRequestOf(c: AppContext): Promise<Idempotency | null> {
  const key = c.req.header('idempotency-key');
  if (key === undefined || !KEY.test(key)) return null;
  return { key, requestHash: await sha256Hex(await c.req.text()) };
}

/**
 * The request's Idempotency-Key (a form sends one per submission and reuses it on retries) and a
 * hash of the validated body (or of what of it may be stored: never a password). Without a key the
 * request gets a fresh one and is simply stored. A signed-in caller's key is its own: stored under
 * the account (`user:<id>/<key>`), so another account sending the same key is a request of its own
 * and is never answered with what the first one stored.
 */
export async function idempotencyOf(c: AppContext, body: unknown): Promise<Idempotency> {
  const header = c.req.header('idempotency-key');
  if (header !== undefined && !KEY.test(header)) {
    throw ApiError.invalidField('Idempotency-Key', 'Idempotency-Key must be 8 to 128 letters, digits, - or _.');
  }
  const key = header ?? crypto.randomUUID();
  const caller = c.get('user') as { id: number } | undefined;
  return { key: caller ? `user:${caller.id}/${key}` : key, requestHash: await sha256Hex(JSON.stringify(body)) };
}

/** The same key sent again with a different body is a client bug, not a retry. */
export function assertSameRequest(stored: { request_hash: string }, idempotency: Idempotency): void {
  if (stored.request_hash !== idempotency.requestHash) {
    throw new ApiError('conflict', 'This request was already sent with different details. Please reload the form and try again.');
  }
}

/**
 * Whether this request already did what it asks, by the key stored on the row it changed (a
 * decision, a resolution): a retry, answered as the first time. The key with another body is a 409.
 */
export function isRetryOf(stored: { key: string | null; request_hash: string | null } | null, idempotency: Idempotency): boolean {
  if (stored?.key == null || stored.key !== idempotency.key) return false;
  assertSameRequest({ request_hash: stored.request_hash ?? '' }, idempotency);
  return true;
}

export interface StoredRequest {
  id: number;
  request_hash: string;
}

/**
 * Each insert is keyed by the client's Idempotency-Key: a retry of a stored request inserts nothing
 * and gets the first one's id back. `before` runs first in the same batch (see visitor-requests' `isNewLead`).
 */
export async function insertOnce(
  db: Database,
  table: string,
  insert: D1PreparedStatement,
  key: string,
  before: D1PreparedStatement[] = [],
): Promise<StoredRequest> {
  const results = await db.batch<StoredRequest>([
    ...before,
    insert,
    db.statement(`SELECT id, request_hash FROM ${table} WHERE idempotency_key = ?1`, key),
  ]);
  return results.at(-1)![0]!;
}

import { createScheduledController, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { addFacility, loadReferenceData } from '../test/fixtures';

describe('scheduled handler', () => {
  it('rebuilds a stale search index and drops expired revocations', async () => {
    await loadReferenceData();
    await addFacility({ name: 'Cron Built Facility', state: 'UT' });
    await env.DB.prepare(`INSERT INTO revoked_sessions (session_hash, expires_at) VALUES ('old', '2000-01-01T00:00:00Z'), ('live', '2999-01-01T00:00:00Z')`).run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const state = await env.DB.prepare('SELECT data_version, index_version FROM search_index_state').first<{ data_version: number; index_version: number }>();
    expect(state!.index_version).toBe(state!.data_version);
    const { results } = await env.DB.prepare('SELECT session_hash FROM revoked_sessions').all();
    expect(results).toEqual([{ session_hash: 'live' }]);
  });
});

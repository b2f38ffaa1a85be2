import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import { client } from '../../test/client';

describe('GET /api/demo-accounts', () => {
  it('returns the demo credentials while demo mode is on', async () => {
    const res = await client['demo-accounts'].$get();
    expect(res.status).toBe(200);
    expect((await res.json()).admin.email).toBe(env.DEMO_ADMIN_EMAIL);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('is a 404 when the deployment turns demo mode off', async () => {
    // Another environment than the tests' own: through the handler directly.
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request('http://localhost/api/demo-accounts'), { ...env, DEMO_MODE: 'false' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(env.DEMO_ADMIN_PASSWORD);
  });
});

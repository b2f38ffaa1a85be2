import { describe, expect, it } from 'vitest';
import { errorOf } from '../test/client';
import { api } from '../test/fixtures';

// Which paths exist comes from the app's own route table; these cross every area of it.
const request = (method: string, path: string) => api(path, { method, headers: { Origin: 'http://localhost' } });

describe('a wrong method on a known path', () => {
  it.each([
    ['POST', '/api/health', 'GET, HEAD'],
    ['GET', '/api/leads', 'POST'],
    ['PATCH', '/api/admin/session', 'DELETE, GET, HEAD, POST'],
    ['PUT', '/api/facility/me', 'GET, HEAD'],
    ['DELETE', '/api/taxonomy', 'GET, HEAD'],
    ['OPTIONS', '/api/contact', 'POST'],
  ])('%s %s is a 405 in our error shape, Allow: %s', async (method, path, allow) => {
    const res = await request(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe(allow);
    const body = await errorOf(res);
    expect(body.error.code).toBe('method_not_allowed');
    expect(body.error.message).toBe(`This address does not accept ${method} requests.`);
  });

  it('answers HEAD where GET is served, and 405 where it is not', async () => {
    const health = await request('HEAD', '/api/health');
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('');
    const leads = await request('HEAD', '/api/leads');
    expect(leads.status).toBe(405);
    expect(leads.headers.get('Allow')).toBe('POST');
  });

  it('treats page paths as pages: POST /about and DELETE /robots.txt are 405, Allow: GET, HEAD', async () => {
    for (const path of ['/about', '/robots.txt', '/states/ca']) {
      const res = await request(path === '/robots.txt' ? 'DELETE' : 'POST', path);
      expect(res.status, path).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD');
    }
  });

  it('takes a POST at a page with a form (decision 025): another method there is a 405 that says so', async () => {
    const res = await request('DELETE', '/facility/12');
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, POST');
  });
});

describe('an unknown /api path', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['GET', '/api'],
    ['GET', '/api/health/'],
    ['GET', '/api/facility/me/12'],
    ['DELETE', '/api/facility/public/1/reports/2'],
  ])('%s %s is a JSON 404, whatever the method: the page catch-all does not make it known', async (method, path) => {
    const res = await request(method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Allow')).toBeNull();
    expect((await errorOf(res)).error.code).toBe('not_found');
  });
});

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../index';
import { lead } from '../test/bodies';
import { addFacility, addUser, loadReferenceData, newClient, signInAs } from '../test/fixtures';
import { ORIGIN } from '../test/client';

// Local D1 has no replicas, so which copy a query reads cannot be seen here; what can be seen is
// where each request asks its D1 session to start, through the real binding (recorded on the way
// through), and the bookmark the browser is handed back.

/** The real binding, recording the constraint or bookmark each request's session starts from. */
function recordingDb(): { db: D1Database; starts: string[] } {
  const starts: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'withSession') {
        return (start: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, starts };
}

async function fetchRecorded(path: string, init: RequestInit = {}): Promise<{ res: Response; start: string | undefined }> {
  const { db, starts } = recordingDb();
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return { res, start: starts[0] };
}

function bookmarkCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('rd_d1='));
}

let facilityId: number;

beforeAll(async () => {
  await loadReferenceData();
  facilityId = await addFacility({ name: 'Replica Test Recovery', status: 'approved' });
});

describe('where a request reads', () => {
  it('an anonymous read starts at the nearest copy and is handed no bookmark', async () => {
    const { res, start } = await fetchRecorded(`/api/facility/public/${facilityId}`);
    expect(res.status).toBe(200);
    expect(start).toBe('first-unconstrained');
    expect(bookmarkCookie(res)).toBeUndefined();
  });

  it('a write starts at the primary and hands the browser the bookmark of what it wrote', async () => {
    const { res, start } = await fetchRecorded('/api/leads', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...newClient() },
      body: JSON.stringify(lead({ facilityId })),
    });
    expect(res.status).toBe(201);
    expect(start).toBe('first-primary');
    const cookie = bookmarkCookie(res);
    expect(cookie).toMatch(/^rd_d1=[0-9a-f-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);

    // The same browser's next read starts from that bookmark, so it sees at least that write.
    const bookmark = cookie!.split(';')[0]!.slice('rd_d1='.length);
    const next = await fetchRecorded(`/api/facility/public/${facilityId}`, { headers: { Cookie: `rd_d1=${bookmark}` } });
    expect(next.res.status).toBe(200);
    expect(next.start).toBe(bookmark);
    // A read hands nothing back: it stays cacheable.
    expect(bookmarkCookie(next.res)).toBeUndefined();
  });

  it('a per-client count is no write of the visitor: a counted GET or view beacon is handed no bookmark', async () => {
    const page = await fetchRecorded('/api/open-data/facilities?limit=1', { headers: newClient() });
    expect(page.res.status).toBe(200);
    expect(bookmarkCookie(page.res)).toBeUndefined();
    const sendBeacon = () =>
      fetchRecorded(`/api/facility/public/${facilityId}/views`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36', ...newClient() },
      });
    // The day's first view anywhere writes the day's salt (a real write, through the request's session).
    await sendBeacon();
    const beacon = await sendBeacon();
    expect(beacon.res.status).toBe(202);
    expect(bookmarkCookie(beacon.res)).toBeUndefined();
  });

  it('a signed-in account reads from the primary, so a revoked session or a disabled account is seen at once', async () => {
    const password = 'Replica-Test-2026!';
    const user = await addUser({ role: 'facility', facilityId, password });
    const cookie = await signInAs('facility', user.email, password);
    const { res, start } = await fetchRecorded('/api/facility/me', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(start).toBe('first-primary');
  });

  it('ignores a bookmark cookie that is not a bookmark', async () => {
    const { res, start } = await fetchRecorded(`/api/facility/public/${facilityId}`, {
      headers: { Cookie: 'rd_d1=0000%27%3B%20DROP' },
    });
    expect(res.status).toBe(200);
    expect(start).toBe('first-unconstrained');
  });
});

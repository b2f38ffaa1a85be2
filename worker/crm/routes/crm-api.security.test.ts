import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import {
  bulk,
  createProspect,
  crmStats,
  deleteProspect,
  listProspects,
  listTasks,
  logActivity,
  patchProspect,
  patchTask,
  postProspect,
  postTask,
  prospectBody,
  prospectDetail,
  searchFacilities,
} from '../../test/crm';
import { addUser, api, loadReferenceData, signInAs } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

// Every CRM JSON endpoint: admins only, never cached, never changed from another site.

beforeAll(async () => {
  await loadReferenceData();
});

/** Each CRM endpoint, called with `cookie` (or none), on prospect `id` and task `taskId`. */
const calls = (cookie: string | undefined, id: number, taskId: number) => ({
  'GET /prospects': () => listProspects(cookie),
  'POST /prospects': () => postProspect(cookie, prospectBody()),
  'GET /prospects/:id': () => prospectDetail(cookie, id),
  'PATCH /prospects/:id': () => patchProspect(cookie, id, { status: 'closed_lost' }),
  'POST /prospects/:id/activities': () => logActivity(cookie, id, { kind: 'call', body: 'Intruder' }),
  'GET /facilities': () => searchFacilities(cookie, 'a'),
  'GET /stats': () => crmStats(cookie),
  'GET /tasks': () => listTasks(cookie),
  'POST /tasks': () => postTask(cookie, { title: 'Intruder' }),
  'PATCH /tasks/:id': () => patchTask(cookie, taskId, { completed: true }),
  // Last: these remove what the calls above use.
  'DELETE /prospects/:id': () => deleteProspect(cookie, id),
  'POST /prospects/bulk': () => bulk(cookie, { all: true, filter: {}, action: 'delete', confirm: true }),
});

const snapshot = async () =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM crm_prospects) AS prospects, (SELECT group_concat(status) FROM crm_prospects) AS statuses,
       (SELECT count(*) FROM crm_activities) AS activities, (SELECT count(*) FROM crm_tasks WHERE completed_at IS NULL) AS open,
       (SELECT count(*) FROM audit_log) AS audit`,
  ).first();

describe('every CRM endpoint needs an admin session', () => {
  it('401 with no session, a made-up one, or a facility session; nothing is read or written', async () => {
    const admin = await signedInAdmin();
    const prospect = await createProspect(admin.cookie);
    const { task } = await (await postTask(admin.cookie, { title: 'Keep me open' })).json();
    const facility = await addUser({ role: 'facility', password: 'facility secret 12' });
    const facilityCookie = await signInAs('facility', facility.email, 'facility secret 12');
    const before = await snapshot();
    for (const cookie of [undefined, `rd_admin=${'ab'.repeat(16)}`, facilityCookie]) {
      for (const [name, call] of Object.entries(calls(cookie, prospect.id, task.id))) {
        const res = await call();
        expect(res.status, `${name} with ${cookie ?? 'no cookie'}`).toBe(401);
        expect((await errorOf(res)).error.code).toBe('unauthorized');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers are for that browser only: private, no-store', async () => {
    const admin = await signedInAdmin();
    const prospect = await createProspect(admin.cookie);
    const { task } = await (await postTask(admin.cookie, { title: 'Cached?' })).json();
    for (const [name, call] of Object.entries(calls(admin.cookie, prospect.id, task.id))) {
      const res = await call();
      expect(res.status, name).toBeLessThan(300);
      expect(res.headers.get('Cache-Control'), name).toBe('private, no-store');
    }
  });
});

describe('requests from another site', () => {
  it.each([
    ['POST', '/api/admin/crm/prospects', prospectBody()],
    ['PATCH', '/api/admin/crm/prospects/{id}', { status: 'closed_lost' }],
    ['DELETE', '/api/admin/crm/prospects/{id}', undefined],
    ['POST', '/api/admin/crm/prospects/{id}/activities', { kind: 'note', body: 'x' }],
    ['POST', '/api/admin/crm/prospects/bulk', { all: true, filter: {}, action: 'delete', confirm: true }],
    ['POST', '/api/admin/crm/tasks', { title: 'x' }],
    ['PATCH', '/api/admin/crm/tasks/{task}', { completed: true }],
  ])('%s %s: refused (403) even with an admin cookie', async (method, path, body) => {
    const admin = await signedInAdmin();
    const prospect = await createProspect(admin.cookie);
    const { task } = await (await postTask(admin.cookie, { title: 'Mine' })).json();
    const before = await snapshot();
    const res = await api(path.replace('{id}', String(prospect.id)).replace('{task}', String(task.id)), {
      method,
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: admin.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error.code).toBe('forbidden');
    expect(await snapshot()).toEqual(before);
  });
});

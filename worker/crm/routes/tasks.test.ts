import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { createProspect, expectFields, listTasks, patchTask, postTask, prospectDetail, timelineOf } from '../../test/crm';
import { addUser, loadReferenceData, send } from '../../test/fixtures';
import { auditLinesFor, signedInAdmin } from '../../test/staff';

beforeAll(async () => {
  await loadReferenceData();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/admin/crm/tasks', () => {
  it('creates a task for a prospect, assigned to its creator by default, on the prospect timeline and audited', async () => {
    const me = await signedInAdmin();
    const prospect = await createProspect(me.cookie);
    const res = await postTask(me.cookie, { title: ' Send the proposal ', dueDate: day(3), priority: 'high', prospectId: prospect.id });
    expect(res.status).toBe(201);
    const { task } = await res.json();
    expect(task).toEqual({
      id: expect.any(Number),
      title: 'Send the proposal',
      dueDate: day(3),
      priority: 'high',
      completedAt: null,
      createdAt: expect.any(String),
      overdue: false,
      prospect: { id: prospect.id, facilityName: prospect.facilityName },
      assignee: { id: me.id, name: 'Test User', email: me.email },
    });
    expect((await timelineOf(prospect.id)).at(-1)).toEqual({ kind: 'task_created', body: '', detail: { task: task.id }, actor_id: me.id });
    expect(await auditLinesFor(`crm_task:${task.id}`)).toEqual([
      {
        actor_id: me.id,
        actor_email: me.email,
        action: 'crm.task.create',
        target: `crm_task:${task.id}`,
        detail: JSON.stringify({ prospect: prospect.id, assignee: me.id }),
      },
    ]);
    const detail = await (await prospectDetail(me.cookie, prospect.id)).json();
    expect(detail.tasks.map((t) => t.id)).toEqual([task.id]);
  });

  it('a task on its own, for another administrator', async () => {
    const me = await signedInAdmin();
    const colleague = await signedInAdmin();
    const { task } = await (await postTask(me.cookie, { title: 'Plan the quarter', assigneeId: colleague.id })).json();
    expect(task).toMatchObject({ prospect: null, dueDate: null, priority: 'medium', assignee: { id: colleague.id } });
  });

  it('400 naming the field: no title, a bad date, no such prospect, an assignee who is no active administrator', async () => {
    const me = await signedInAdmin();
    const facility = await addUser({ role: 'facility', password: 'facility secret 12' });
    const disabled = await addUser({ role: 'admin', password: 'admin secret 12', status: 'disabled' });
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM crm_tasks').first<{ n: number }>())!.n;
    const post = (body: unknown) => send('POST', '/api/admin/crm/tasks', body, { Cookie: me.cookie });
    await expectFields(await post({ dueDate: '2030-13-01' }), 400, { title: 'Title is required.', dueDate: 'Due date must be a real date.' });
    await expectFields(await postTask(me.cookie, { title: 'x', priority: 'soon' as never }), 400, { priority: 'Priority must be urgent, high, medium or low.' });
    await expectFields(await postTask(me.cookie, { title: 'x', prospectId: 987_654 }), 400, { prospectId: 'There is no prospect with this id.' });
    for (const assigneeId of [facility.id, disabled.id, 987_654]) {
      await expectFields(await postTask(me.cookie, { title: 'x', assigneeId }), 400, { assigneeId: 'Assign the task to an active administrator.' });
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM crm_tasks').first<{ n: number }>())!.n).toBe(before);
  });
});

describe('PATCH /api/admin/crm/tasks/:id', () => {
  it('completing writes "task_completed" on the prospect timeline once; reopening clears it', async () => {
    const me = await signedInAdmin();
    const prospect = await createProspect(me.cookie);
    const { task } = await (await postTask(me.cookie, { title: 'Call back', prospectId: prospect.id, dueDate: day(-2) })).json();
    expect(task.overdue).toBe(true);

    const done = await (await patchTask(me.cookie, task.id, { completed: true })).json();
    expect(done.task).toMatchObject({ completedAt: expect.any(String), overdue: false, title: 'Call back', dueDate: day(-2), priority: 'medium' });
    const again = await (await patchTask(me.cookie, task.id, { completed: true })).json();
    expect(again.task.completedAt).toBe(done.task.completedAt);
    expect((await timelineOf(prospect.id)).filter((e) => e.kind === 'task_completed')).toEqual([
      { kind: 'task_completed', body: '', detail: { task: task.id }, actor_id: me.id },
    ]);

    const reopened = await (await patchTask(me.cookie, task.id, { completed: false, title: 'Call back again', dueDate: null })).json();
    expect(reopened.task).toMatchObject({ completedAt: null, title: 'Call back again', dueDate: null, overdue: false });
    expect((await auditLinesFor(`crm_task:${task.id}`)).map((l) => [l.action, l.detail])).toEqual([
      ['crm.task.create', JSON.stringify({ prospect: prospect.id, assignee: me.id })],
      ['crm.task.update', JSON.stringify({ completed: true })],
      ['crm.task.update', JSON.stringify({ completed: true })],
      ['crm.task.update', JSON.stringify({ fields: 'title,dueDate', completed: false })],
    ]);
  });

  it('400 naming the field; 404 for no such task', async () => {
    const me = await signedInAdmin();
    const { task } = await (await postTask(me.cookie, { title: 'Tidy up' })).json();
    await expectFields(await patchTask(me.cookie, task.id, { title: '' }), 400, { title: 'Title is required.' });
    await expectFields(await patchTask(me.cookie, task.id, { completed: 'yes' as never }), 400, { completed: 'Completed must be true or false.' });
    await expectFields(await patchTask(me.cookie, task.id, { assigneeId: 987_654 }), 400, { assigneeId: 'Assign the task to an active administrator.' });
    const missing = await patchTask(me.cookie, 987_654, { completed: true });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toMatchObject({ code: 'not_found', message: 'There is no task with this id.' });
  });
});

describe('GET /api/admin/crm/tasks', () => {
  it("the signed-in admin's own tasks first, then by due date (none last), then priority; open or done", async () => {
    const me = await signedInAdmin();
    const other = await signedInAdmin();
    const make = async (cookie: string, title: string, extra: { dueDate?: string | null; priority?: 'urgent' | 'high' | 'medium' | 'low' } = {}) =>
      (await (await postTask(cookie, { title, ...extra })).json()).task.id;
    const otherSoon = await make(other.cookie, 'other soon', { dueDate: day(-30) });
    const mineLater = await make(me.cookie, 'mine later', { dueDate: day(5) });
    const mineNoDate = await make(me.cookie, 'mine no date', { priority: 'urgent' });
    const mineSoonLow = await make(me.cookie, 'mine soon low', { dueDate: day(1), priority: 'low' });
    const mineSoonUrgent = await make(me.cookie, 'mine soon urgent', { dueDate: day(1), priority: 'urgent' });
    const mineDone = await make(me.cookie, 'mine done', { dueDate: day(-40) });
    await patchTask(me.cookie, mineDone, { completed: true });

    const ids = async (cookie: string, query: Record<string, string>) => {
      const res = await listTasks(cookie, { limit: '100', ...query });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.total).toBe(body.items.length);
      return body.items.map((t) => t.id);
    };
    const open = await ids(me.cookie, { status: 'open' });
    expect(open.slice(0, 4)).toEqual([mineSoonUrgent, mineSoonLow, mineLater, mineNoDate]);
    expect(open).toContain(otherSoon);
    expect(open).not.toContain(mineDone);
    expect(await ids(me.cookie, { status: 'done' })).toEqual([mineDone]);
    expect((await ids(other.cookie, { status: 'open' }))[0]).toBe(otherSoon);
    expect(await ids(me.cookie, {})).toContain(mineDone);

    const page = await (await listTasks(me.cookie, { status: 'open', limit: '2', page: '2' })).json();
    expect(page).toMatchObject({ page: 2, limit: 2 });
    expect(page.items.map((t) => t.id)).toEqual([mineLater, mineNoDate]);
    const overdue = (await (await listTasks(other.cookie, { status: 'open', limit: '1' })).json()).items[0]!;
    expect(overdue).toMatchObject({ id: otherSoon, overdue: true });

    await expectFields(await listTasks(me.cookie, { status: 'late' }), 400, { status: 'Status must be open or done.' });
  });
});
